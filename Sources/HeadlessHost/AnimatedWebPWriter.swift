import CWebP
import CairoRenderer
import Foundation

/// Writes frames into an animated WebP (lossy, quality 80 by default: a recording of a few
/// hundred frames at scale 1 stays a few megabytes).
///
/// Every frame of an animated WebP is a picture of its own, placed on the canvas over the frames
/// before it. The writer encodes each frame as the rectangle that changed since the frame before:
/// the renderer already knows it (`Frame.damage`, the pixels it composited again), so nothing is
/// compared pixel by pixel. That holds while the writer sees every frame the renderer returns,
/// added or passed over with ``skip(_:)``; after a gap it encodes the whole frame.
///
/// Encoding overlaps rendering, on every core: ``add(_:atMilliseconds:)`` copies the changed
/// pixels and returns, and the frames encode at once, in any order, on a concurrent queue. At
/// most ``framesInFlight`` copied frames wait, so memory stays bounded.
/// ``write(to:lastFrameMilliseconds:)`` waits for them and joins them, in order, with libwebp's
/// muxer. A frame's bytes depend only on its pixels, so the file is the same on every run and
/// on any number of cores. An encoder error is reported by the next call.
@MainActor
public final class AnimatedWebPWriter {
    /// The frames' width in pixels.
    public let pixelWidth: Int
    /// The frames' height in pixels.
    public let pixelHeight: Int
    /// The encoding quality, 0…100.
    public let quality: Float
    /// The most bytes of copied frames waiting for the encoders.
    public static let bytesInFlight = 128 << 20
    /// The longest a frame of an animated WebP can be shown (its duration field has 24 bits): a
    /// longer pause is shown this long.
    public static let longestFrameMilliseconds = (1 << 24) - 1
    /// How many copied frames may wait for the encoders at once: ``bytesInFlight`` worth of
    /// whole frames, at least four and at most 32.
    public let framesInFlight: Int
    private let state = EncoderState()
    private let queue = DispatchQueue(label: "today.webp-encoder", attributes: .concurrent)
    private let group = DispatchGroup()
    private let slots: DispatchSemaphore
    /// libwebp's settings for every frame: lossy at ``quality``, method 2, one thread.
    private let settings: WebPConfig
    /// When each encoded frame starts to be shown, and where it goes on the canvas, in order.
    private var placements: [Placement] = []
    private var lastTimestamp = 0
    private var written = false
    /// How many frames were added.
    public private(set) var frameCount = 0
    /// How many of them were the frame before again (nothing changed since it), shown by
    /// lengthening the frame before instead of being encoded.
    public private(set) var framesMerged = 0
    /// The `Frame.number` of the last frame added or skipped.
    private var lastFrameNumber: Int?
    /// What changed since the last frame added, through the frames skipped since.
    private var pending = Change.none

    /// A writer for frames of one size.
    public init(pixelWidth: Int, pixelHeight: Int, quality: Float = 80) throws(RecordingError) {
        guard pixelWidth > 0, pixelHeight > 0 else { throw .emptyFrame }
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.quality = Swift.min(100, Swift.max(0, quality.isFinite ? quality : 80))
        let frameBytes = pixelWidth.multipliedReportingOverflow(by: pixelHeight * 4)
        framesInFlight = frameBytes.overflow ? 4 : Swift.min(32, Swift.max(4, Self.bytesInFlight / Swift.max(1, frameBytes.partialValue)))
        slots = DispatchSemaphore(value: framesInFlight)
        var settings = WebPConfig()
        guard WebPConfigInit(&settings) != 0 else { throw .encoder("libwebp's version does not match its headers") }
        settings.quality = self.quality
        // Method 2: the same bytes every run, 2.2 times faster than method 3 for files 4 %
        // larger. The frames encode at once, so libwebp's own second thread is not asked for
        // (docs/performance.md has the measurements).
        settings.method = 2
        settings.thread_level = 0
        self.settings = settings
        // One muxer now, so a libwebp that cannot make one fails here, not at the end.
        guard let probe = WebPMuxNew() else { throw .encoder("libwebp could not create a muxer") }
        WebPMuxDelete(probe)
    }

    isolated deinit {
        // Never written: the queued frames finish, freeing their pictures.
        group.wait()
    }

    /// Adds a frame shown from `milliseconds` after the start (timestamps must increase). The
    /// changed pixels are copied before it returns; the encoding happens on the writer's queue.
    /// A frame in which nothing changed since the last frame added (`Frame.isUnchanged`, or an
    /// empty `Frame.damage`, through any frames skipped since) is not copied or encoded: the
    /// frame before it is shown for longer.
    public func add(_ frame: Frame, atMilliseconds milliseconds: Int) throws(RecordingError) {
        guard !written else { throw .encoder("the recording was already written") }
        if let error = state.error { throw error }
        guard frame.pixelWidth == pixelWidth, frame.pixelHeight == pixelHeight else {
            throw .sizeChanged(expected: "\(pixelWidth)x\(pixelHeight)", actual: "\(frame.pixelWidth)x\(frame.pixelHeight)")
        }
        let timestamp = Swift.max(milliseconds, frameCount == 0 ? 0 : lastTimestamp + 1)
        let change = placements.isEmpty ? .whole : follows(frame) ? pending.union(Change(of: frame)) : .whole
        guard let rect = encodedRect(of: change) else {
            lastFrameNumber = frame.number
            pending = .none
            lastTimestamp = timestamp
            frameCount += 1
            framesMerged += 1
            return
        }
        let picture = QueuedPicture()
        guard WebPPictureInit(&picture.picture) != 0 else { throw .encoder("could not set up a picture") }
        picture.picture.use_argb = 1
        picture.picture.width = Int32(rect.width)
        picture.picture.height = Int32(rect.height)
        // Cairo's ARGB32 in native (little-endian) order is B, G, R, A in memory.
        let imported: Int32 = frame.withUnsafeBytes { bytes in
            guard let base = bytes?.baseAddress else { return 0 }
            let corner = base + rect.y * frame.bytesPerRow + rect.x * 4
            return WebPPictureImportBGRA(&picture.picture, corner.assumingMemoryBound(to: UInt8.self), Int32(frame.bytesPerRow))
        }
        guard imported != 0 else {
            WebPPictureFree(&picture.picture)
            throw .encoder("could not import frame \(frameCount)")
        }
        let index = placements.count
        placements.append(Placement(x: rect.x, y: rect.y, start: timestamp))
        lastFrameNumber = frame.number
        pending = .none
        lastTimestamp = timestamp
        frameCount += 1
        slots.wait()
        let state = self.state, slots = self.slots, settings = self.settings
        queue.async(group: group) {
            defer {
                WebPPictureFree(&picture.picture)
                slots.signal()
            }
            guard state.error == nil else { return }
            let memory = UnsafeMutablePointer<WebPMemoryWriter>.allocate(capacity: 1)
            defer {
                WebPMemoryWriterClear(memory)
                memory.deallocate()
            }
            WebPMemoryWriterInit(memory)
            picture.picture.writer = WebPMemoryWrite
            picture.picture.custom_ptr = UnsafeMutableRawPointer(memory)
            guard withUnsafePointer(to: settings, { WebPEncode($0, &picture.picture) }) != 0, let bytes = memory.pointee.mem else {
                state.fail(.encoder("could not encode frame \(index) (libwebp error \(picture.picture.error_code.rawValue))"))
                return
            }
            state.store(Data(bytes: bytes, count: memory.pointee.size), at: index)
        }
    }

    /// Passes over a frame the renderer returned that the recording leaves out (`today record
    /// --every 2`): what changed in it is encoded with the next frame added, so that frame is
    /// still only its changed rectangle.
    public func skip(_ frame: Frame) {
        guard !written else { return }
        pending = follows(frame) ? pending.union(Change(of: frame)) : .whole
        lastFrameNumber = frame.number
    }

    /// Whether `frame` is the one the renderer returned right after the last frame seen.
    private func follows(_ frame: Frame) -> Bool {
        lastFrameNumber.map { frame.number == $0 + 1 } ?? false
    }

    /// The rectangle to encode for `change` (nil when nothing changed): inside the frame, its
    /// corner on even pixels (where an animated WebP's frames can be placed).
    private func encodedRect(of change: Change) -> PixelRect? {
        switch change {
        case .none:
            return nil
        case .whole:
            return PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        case .region(let region):
            let inside = region.clamped(width: pixelWidth, height: pixelHeight)
            guard !inside.isEmpty else { return nil }
            let x = inside.x & ~1, y = inside.y & ~1
            return PixelRect(x: x, y: y, width: inside.x + inside.width - x, height: inside.y + inside.height - y)
        }
    }

    /// Waits for the queued frames, finishes the animation (the last frame lasts
    /// `lastFrameMilliseconds`) and writes it.
    public func write(to path: String, lastFrameMilliseconds: Int = 17) throws(RecordingError) {
        guard !written else { throw .encoder("the recording was already written") }
        written = true
        group.wait()
        if let error = state.error { throw error }
        guard frameCount > 0 else { throw .emptyFrame }
        let bitstreams = state.frames(count: placements.count)
        guard bitstreams.count == placements.count else { throw .encoder("a frame of the recording was not encoded") }
        let end = lastTimestamp + Swift.min(Self.longestFrameMilliseconds, Swift.max(1, lastFrameMilliseconds))
        let contents = try joined(bitstreams, endingAt: end)
        do {
            try AtomicFile.write(contents, to: path)
        } catch {
            throw .unwritable(error)
        }
    }

    /// The encoded frames, in order, as one animation on a white canvas that loops forever. Each
    /// replaces the pixels under it (no blending) and stays until the next starts; the last
    /// lasts until `end`.
    private func joined(_ bitstreams: [Data], endingAt end: Int) throws(RecordingError) -> Data {
        guard let mux = WebPMuxNew() else { throw .encoder("could not create the muxer") }
        defer { WebPMuxDelete(mux) }
        var parameters = WebPMuxAnimParams(bgcolor: 0xFFFF_FFFF, loop_count: 0)
        guard WebPMuxSetCanvasSize(mux, Int32(pixelWidth), Int32(pixelHeight)) == WEBP_MUX_OK,
            WebPMuxSetAnimationParams(mux, &parameters) == WEBP_MUX_OK
        else { throw .encoder("the muxer refused the canvas") }
        for (index, placement) in placements.enumerated() {
            let next = index + 1 < placements.count ? placements[index + 1].start : end
            let duration = Swift.min(Self.longestFrameMilliseconds, Swift.max(1, next - placement.start))
            let pushed: Bool = bitstreams[index].withUnsafeBytes { raw in
                var frame = WebPMuxFrameInfo()
                frame.bitstream = WebPData(bytes: raw.baseAddress?.assumingMemoryBound(to: UInt8.self), size: raw.count)
                frame.x_offset = Int32(placement.x)
                frame.y_offset = Int32(placement.y)
                frame.duration = Int32(duration)
                frame.id = WEBP_CHUNK_ANMF
                frame.dispose_method = WEBP_MUX_DISPOSE_NONE
                frame.blend_method = WEBP_MUX_NO_BLEND
                return WebPMuxPushFrame(mux, &frame, 1) == WEBP_MUX_OK
            }
            guard pushed else { throw .encoder("could not add frame \(index) to the recording") }
        }
        var assembled = WebPData()
        WebPDataInit(&assembled)
        defer { WebPDataClear(&assembled) }
        guard WebPMuxAssemble(mux, &assembled) == WEBP_MUX_OK, let bytes = assembled.bytes else {
            throw .encoder("could not assemble the recording")
        }
        return Data(bytes: bytes, count: assembled.size)
    }
}

/// Where an encoded frame goes on the canvas, and when it starts to be shown.
private struct Placement {
    /// Its left column (even).
    let x: Int
    /// Its top row (even).
    let y: Int
    /// Milliseconds from the start of the recording.
    let start: Int
}

/// What changed between the last frame added and a later one.
private enum Change {
    /// Nothing: the later frame has the same pixels.
    case none
    /// The pixels in this rectangle (the rest are the same).
    case region(PixelRect)
    /// Possibly every pixel.
    case whole

    /// What `frame` changed over the frame its renderer returned before it.
    @MainActor init(of frame: Frame) {
        if frame.isUnchanged {
            self = .none
        } else if let damage = frame.damage {
            let bounds = damage.reduce(PixelRect.empty) { $0.union($1) }
            self = bounds.isEmpty ? .none : .region(bounds)
        } else {
            self = .whole
        }
    }

    /// What changed over both steps.
    func union(_ other: Change) -> Change {
        switch (self, other) {
        case (.whole, _), (_, .whole): .whole
        case (.none, let change), (let change, .none): change
        case (.region(let a), .region(let b)): .region(a.union(b))
        }
    }
}

/// The encoded frames and the first error, shared by the writer and its queue behind a lock.
private final class EncoderState: @unchecked Sendable {
    private let lock = NSLock()
    private var firstError: RecordingError?
    private var encoded: [Int: Data] = [:]

    /// The first error the queue met.
    var error: RecordingError? { lock.withLock { firstError } }

    /// Keeps `error` unless one came first.
    func fail(_ error: RecordingError) {
        lock.withLock { if firstError == nil { firstError = error } }
    }

    /// Keeps an encoded frame.
    func store(_ frame: Data, at index: Int) {
        lock.withLock { encoded[index] = frame }
    }

    /// The encoded frames 0..<count, in order (fewer when one is missing).
    func frames(count: Int) -> [Data] {
        lock.withLock { (0..<count).compactMap { encoded[$0] } }
    }
}

/// A copied frame on its way to the encoder (owned by the queued block that frees it).
private final class QueuedPicture: @unchecked Sendable {
    var picture = WebPPicture()
}

/// Why a recording could not be made.
public enum RecordingError: Error, Equatable, CustomStringConvertible {
    /// libwebp refused, with its message.
    case encoder(String)
    /// The window had no pixels.
    case emptyFrame
    /// Frames changed size mid-recording (the window was resized).
    case sizeChanged(expected: String, actual: String)
    /// The file could not be written (nothing was left under its name), with the file and the
    /// reason.
    case unwritable(RenderError)

    /// What went wrong.
    public var description: String {
        switch self {
        case .encoder(let message): "the WebP encoder failed: \(message)"
        case .emptyFrame: "there is nothing to record: the window has no pixels"
        case .sizeChanged(let expected, let actual): "frames changed size during the recording (\(expected) to \(actual))"
        case .unwritable(let error): error.description
        }
    }
}
