import CWebP
import CairoRenderer
import Foundation
import HeadlessHost
import Motion
import Testing
import TestSupport
import UIKit

/// The animated WebP writer: frames encoded as the rectangles that changed, shown at their
/// times, the same bytes every time, and its errors.
@MainActor
struct AnimatedWebPWriterTests {
    /// Records twelve frames of a square moving across a small window (each frame is added as
    /// soon as it is rendered: a frame's pixels are the renderer's until the next render, and
    /// the writer copies them before it returns).
    func record(to path: String) throws {
        let host = HeadlessHost(size: CGSize(width: 120, height: 80), scale: 1)
        let square = UIView(frame: CGRect(x: 0, y: 20, width: 30, height: 30))
        square.backgroundColor = .systemBlue
        host.window.addSubview(square)
        let writer = try AnimatedWebPWriter(pixelWidth: 120, pixelHeight: 80, quality: 80)
        for index in 0..<12 {
            square.frame.origin.x = Double(index) * 7
            try writer.add(host.render(), atMilliseconds: index * 17)
        }
        #expect(writer.frameCount == 12)
        try writer.write(to: path)
    }

    func frame() -> Frame {
        HeadlessHost(size: CGSize(width: 120, height: 80), scale: 1).render()
    }

    @Test func theSameFramesGiveTheSameFile() throws {
        let folder = try ScratchFolder("webp")
        defer { folder.remove() }
        try record(to: folder.file("a.webp"))
        try record(to: folder.file("b.webp"))
        let a = try Data(contentsOf: URL(fileURLWithPath: folder.file("a.webp")))
        let b = try Data(contentsOf: URL(fileURLWithPath: folder.file("b.webp")))
        #expect(a == b && a.count > 100)
        #expect(a.prefix(4) == Data("RIFF".utf8) && a[8..<12] == Data("WEBP".utf8))
        #expect(a.range(of: Data("ANMF".utf8)) != nil)
    }

    @Test func aFrameOfAnotherSizeAndASecondWriteAreRefused() throws {
        let folder = try ScratchFolder("webp-errors")
        defer { folder.remove() }
        #expect(throws: RecordingError.emptyFrame) { try AnimatedWebPWriter(pixelWidth: 0, pixelHeight: 10) }
        let writer = try AnimatedWebPWriter(pixelWidth: 60, pixelHeight: 40)
        #expect(throws: RecordingError.emptyFrame) { try writer.write(to: folder.file("empty.webp")) }
        #expect(!FileManager.default.fileExists(atPath: folder.file("empty.webp")))
        let other = try AnimatedWebPWriter(pixelWidth: 60, pixelHeight: 40)
        #expect(throws: RecordingError.sizeChanged(expected: "60x40", actual: "120x80")) {
            try other.add(frame(), atMilliseconds: 0)
        }
        #expect(throws: RecordingError.encoder("the recording was already written")) {
            try writer.add(frame(), atMilliseconds: 0)
        }
    }

    /// A recording plays as the frames it was given: decoded with libwebp's animation decoder,
    /// every frame shown at its time is the frame added for that time within lossy tolerance,
    /// and frames in which nothing changed lengthen the frame before.
    @Test func aRecordingPlaysItsFramesAtTheirTimes() throws {
        let (folder, host, square, writer) = try squareRecording("webp-frames", quality: 90)
        defer { folder.remove() }
        var added: [(time: Int, pixels: [UInt32])] = []
        for index in 0..<22 {
            // Moving, still for frames 16–19, then moving again.
            square.frame.origin.x = index < 16 ? Double(index) * 5 : index < 20 ? 80 : 86 + Double(index - 20) * 5
            let frame = host.render()
            try writer.add(frame, atMilliseconds: index * 17)
            added.append((index * 17, try #require(frame.image()).pixels))
        }
        try writer.write(to: folder.file("frames.webp"), lastFrameMilliseconds: 17)
        let file = try Data(contentsOf: URL(fileURLWithPath: folder.file("frames.webp")))

        let shown = decodedFrames(of: file, pixelCount: 120 * 80)
        // Frames 17–19 are frame 16 again: shown longer, not encoded.
        #expect(writer.framesMerged == 3 && writer.frameCount == 22)
        #expect(shown.count == 19 && shown.last?.end == 21 * 17 + 17)
        var worst = 0.0
        for (time, pixels) in added {
            let frame = try #require(shown.first { $0.end > time }, "nothing is shown at \(time) ms")
            worst = Swift.max(worst, meanDifference(frame.pixels, pixels))
        }
        // Lossy at quality 90: about a level on average (measured). A frame shown at the
        // wrong time would be off by the square's move, tens of levels over its pixels.
        #expect(worst < 3, "largest mean difference \(worst)")
        print("recording: \(shown.count) frames decoded, largest mean difference \(worst)")
    }

    /// After the first frame, each frame is encoded as the rectangle its renderer composited
    /// again (the square's old and new places), its corner moved to even pixels (9 to 8 for the
    /// third frame); a frame after a gap the writer was not told of is whole again.
    @Test func eachFrameIsTheRectangleThatChanged() throws {
        let (folder, host, square, writer) = try squareRecording("webp-rects")
        defer { folder.remove() }
        try writer.add(host.render(), atMilliseconds: 0)
        square.frame.origin.x = 11
        let moved = host.render()
        let damage = try #require(moved.damage)
        // The square's old and new places, and the 2 pixels round them the renderer adds.
        #expect(damage.reduce(PixelRect.empty) { $0.union($1) } == PixelRect(x: 0, y: 18, width: 43, height: 34))
        try writer.add(moved, atMilliseconds: 17)
        square.frame.origin.x = 13
        try writer.add(host.render(), atMilliseconds: 34)
        square.frame.origin.x = 21
        _ = host.render()  // rendered, never shown to the writer
        square.frame.origin.x = 31
        try writer.add(host.render(), atMilliseconds: 68)
        try writer.write(to: folder.file("rects.webp"))
        let placed = placements(in: try Data(contentsOf: URL(fileURLWithPath: folder.file("rects.webp"))))
        #expect(placed == [PixelRect(x: 0, y: 0, width: 120, height: 80),
                           PixelRect(x: 0, y: 18, width: 43, height: 34),
                           PixelRect(x: 8, y: 18, width: 37, height: 34),
                           PixelRect(x: 0, y: 0, width: 120, height: 80)])
    }

    /// A frame passed over with `skip(_:)` (`today record --every 2`) carries what changed in it
    /// to the next frame added: that frame covers both moves, shows the square where it is, and
    /// is not merged though its renderer returned it unchanged.
    @Test func aSkippedFramesChangeIsEncodedWithTheNextFrame() throws {
        let (folder, host, square, writer) = try squareRecording("webp-skip", quality: 90)
        defer { folder.remove() }
        try writer.add(host.render(), atMilliseconds: 0)
        square.frame.origin.x = 40
        writer.skip(host.render())
        let again = host.render()
        #expect(again.isUnchanged)
        let expected = try #require(again.image()).pixels
        try writer.add(again, atMilliseconds: 34)
        #expect(writer.framesMerged == 0 && writer.frameCount == 2)
        try writer.write(to: folder.file("skip.webp"), lastFrameMilliseconds: 17)
        let file = try Data(contentsOf: URL(fileURLWithPath: folder.file("skip.webp")))
        #expect(placements(in: file).last == PixelRect(x: 0, y: 18, width: 72, height: 34))
        let shown = decodedFrames(of: file, pixelCount: 120 * 80)
        #expect(shown.map(\.end) == [34, 51])
        // The square moved 40 points: tens of levels over its pixels if the move were lost.
        #expect(meanDifference(try #require(shown.last).pixels, expected) < 3)
    }

    /// A frame its renderer returned again is merged into the frame before only when that
    /// frame was added: after a frame the writer was never shown (neither added nor skipped),
    /// it is encoded whole.
    @Test func anUnchangedFrameIsMergedOnlyAfterTheFrameItRepeats() throws {
        let (folder, host, square, writer) = try squareRecording("webp-merge", quality: 90)
        defer { folder.remove() }
        try writer.add(host.render(), atMilliseconds: 0)
        let repeated = host.render()
        #expect(repeated.isUnchanged)
        try writer.add(repeated, atMilliseconds: 17)
        #expect(writer.framesMerged == 1)
        square.frame.origin.x = 60
        let skipped = host.render()  // rendered, not added
        #expect(!skipped.isUnchanged)
        let again = host.render()
        #expect(again.isUnchanged && again.number == skipped.number + 1)
        let expected = try #require(again.image()).pixels
        try writer.add(again, atMilliseconds: 51)
        #expect(writer.framesMerged == 1 && writer.frameCount == 3)
        try writer.write(to: folder.file("merge.webp"), lastFrameMilliseconds: 17)
        let shown = decodedFrames(of: try Data(contentsOf: URL(fileURLWithPath: folder.file("merge.webp"))), pixelCount: 120 * 80)
        #expect(shown.map(\.end) == [51, 68], "the first frame lasts through the one merged into it")
        let last = try #require(shown.last)
        // The square moved 60 points: tens of levels over its pixels if the frame were missing.
        #expect(meanDifference(last.pixels, expected) < 3)
    }

    /// A scratch folder, a 120 × 80 white window with a blue 30-point square at its left, and
    /// a writer for its frames.
    private func squareRecording(_ name: String, quality: Float = 80) throws
        -> (folder: ScratchFolder, host: HeadlessHost, square: UIView, writer: AnimatedWebPWriter)
    {
        let host = HeadlessHost(size: CGSize(width: 120, height: 80), scale: 1)
        host.window.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 0, y: 20, width: 30, height: 30))
        square.backgroundColor = .systemBlue
        host.window.addSubview(square)
        return (try ScratchFolder(name), host, square, try AnimatedWebPWriter(pixelWidth: 120, pixelHeight: 80, quality: quality))
    }

    /// Where each frame of an animated WebP goes on its canvas, read with libwebp's demuxer.
    private func placements(in file: Data) -> [PixelRect] {
        file.withUnsafeBytes { raw in
            var data = WebPData(bytes: raw.baseAddress?.assumingMemoryBound(to: UInt8.self), size: raw.count)
            guard let demuxer = WebPDemux(&data) else { return [] }
            defer { WebPDemuxDelete(demuxer) }
            var rects: [PixelRect] = []
            var iterator = WebPIterator()
            guard WebPDemuxGetFrame(demuxer, 1, &iterator) != 0 else { return [] }
            defer { WebPDemuxReleaseIterator(&iterator) }
            repeat {
                rects.append(PixelRect(x: Int(iterator.x_offset), y: Int(iterator.y_offset), width: Int(iterator.width), height: Int(iterator.height)))
            } while WebPDemuxNextFrame(&iterator) != 0
            return rects
        }
    }

    /// The mean difference of two images' colour channels, in levels.
    private func meanDifference(_ a: [UInt32], _ b: [UInt32]) -> Double {
        var error = 0
        for (mine, theirs) in zip(a, b) {
            for shift in [0, 8, 16] as [UInt32] { error += abs(Int((mine >> shift) & 0xFF) - Int((theirs >> shift) & 0xFF)) }
        }
        return Double(error) / Double(Swift.max(1, b.count * 3))
    }

    /// Every frame of an animated WebP, decoded by libwebp's animation decoder: the canvas after
    /// it (BGRA words) and when it stops being shown (milliseconds).
    private func decodedFrames(of file: Data, pixelCount: Int) -> [(end: Int, pixels: [UInt32])] {
        var shown: [(end: Int, pixels: [UInt32])] = []
        file.withUnsafeBytes { raw in
            var data = WebPData(bytes: raw.baseAddress?.assumingMemoryBound(to: UInt8.self), size: raw.count)
            var options = WebPAnimDecoderOptions()
            guard WebPAnimDecoderOptionsInit(&options) != 0 else { return }
            options.color_mode = MODE_BGRA
            guard let decoder = WebPAnimDecoderNew(&data, &options) else { return }
            defer { WebPAnimDecoderDelete(decoder) }
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var buffer: UnsafeMutablePointer<UInt8>? = nil
                var end: Int32 = 0
                guard WebPAnimDecoderGetNext(decoder, &buffer, &end) != 0, let buffer else { return }
                let pixels = UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt32.self)
                shown.append((Int(end), Array(UnsafeBufferPointer(start: pixels, count: pixelCount))))
            }
        }
        return shown
    }
}
