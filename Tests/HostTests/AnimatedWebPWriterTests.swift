import Foundation
import CairoRenderer
import HeadlessHost
import Motion
import Testing
import TestSupport
import UIKit

/// The animated WebP writer: frames encoded on its queue in order, the same bytes every time,
/// and its errors.
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
}
