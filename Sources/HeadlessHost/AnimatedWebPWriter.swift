import CWebP
import CairoRenderer
import Foundation

/// Writes frames into an animated WebP with libwebp's animation encoder (lossy, quality 80 by
/// default: a recording of a few hundred frames at scale 1 stays a few megabytes).
///
/// Encoding overlaps rendering: ``add(_:atMilliseconds:)`` copies the frame's pixels into a
/// picture and returns, and a serial queue encodes the pictures in order while the caller
/// renders the next frame (at most ``framesInFlight`` wait, so memory stays bounded). An
/// encoder error is reported by the next call; ``write(to:lastFrameMilliseconds:)`` waits for
/// every frame before assembling the file.
@MainActor
public final class AnimatedWebPWriter {
    /// The frames' width in pixels.
    public let pixelWidth: Int
    /// The frames' height in pixels.
    public let pixelHeight: Int
    /// The encoding quality, 0…100.
    public let quality: Float
    /// How many copied frames may wait for the encoder at once.
    public static let framesInFlight = 3
    private let state: EncoderState
    private let queue = DispatchQueue(label: "today.webp-encoder")
    private let slots = DispatchSemaphore(value: AnimatedWebPWriter.framesInFlight)
    private var lastTimestamp = 0
    /// How many frames were added.
    public private(set) var frameCount = 0

    /// A writer for frames of one size.
    public init(pixelWidth: Int, pixelHeight: Int, quality: Float = 80) throws(RecordingError) {
        guard pixelWidth > 0, pixelHeight > 0 else { throw .emptyFrame }
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.quality = Swift.min(100, Swift.max(0, quality.isFinite ? quality : 80))
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else { throw .encoder("libwebp's version does not match its headers") }
        options.anim_params.loop_count = 0
        // Lossy frames only: trying lossless for every frame as well doubled nothing but time.
        options.allow_mixed = 0
        // Few key frames: a recording is mostly small changes between frames.
        options.kmin = 40
        options.kmax = 120
        guard let encoder = WebPAnimEncoderNew(Int32(pixelWidth), Int32(pixelHeight), &options) else {
            throw .encoder("could not create the animation encoder")
        }
        state = EncoderState(encoder: encoder)
    }

    isolated deinit {
        queue.sync {}  // the queued frames finish (and free their pictures) first
        if let encoder = state.encoder { WebPAnimEncoderDelete(encoder) }
    }

    /// Adds a frame shown from `milliseconds` after the start (timestamps must increase). The
    /// pixels are copied before it returns; the encoding happens on the writer's queue.
    public func add(_ frame: Frame, atMilliseconds milliseconds: Int) throws(RecordingError) {
        guard state.encoder != nil else { throw .encoder("the recording was already written") }
        if let error = state.error { throw error }
        guard frame.pixelWidth == pixelWidth, frame.pixelHeight == pixelHeight else {
            throw .sizeChanged(expected: "\(pixelWidth)x\(pixelHeight)", actual: "\(frame.pixelWidth)x\(frame.pixelHeight)")
        }
        let picture = QueuedPicture()
        guard WebPConfigInit(&picture.config) != 0 else { throw .encoder("libwebp's version does not match its headers") }
        picture.config.quality = quality
        // Method 2 with libwebp's second thread: the same bytes every run, 2.2 times faster than
        // method 3 for files 4 % larger (docs/performance.md has the measurements).
        picture.config.method = 2
        picture.config.thread_level = 1
        guard WebPPictureInit(&picture.picture) != 0 else { throw .encoder("could not set up a picture") }
        picture.picture.use_argb = 1
        picture.picture.width = Int32(pixelWidth)
        picture.picture.height = Int32(pixelHeight)
        // Cairo's ARGB32 in native (little-endian) order is B, G, R, A in memory.
        let imported: Int32 = frame.withUnsafeBytes { bytes in
            guard let base = bytes?.baseAddress else { return 0 }
            return WebPPictureImportBGRA(&picture.picture, base.assumingMemoryBound(to: UInt8.self), Int32(frame.bytesPerRow))
        }
        guard imported != 0 else {
            WebPPictureFree(&picture.picture)
            throw .encoder("could not import frame \(frameCount)")
        }
        let timestamp = Swift.max(milliseconds, frameCount == 0 ? 0 : lastTimestamp + 1)
        lastTimestamp = timestamp
        frameCount += 1
        slots.wait()
        let state = self.state, slots = self.slots
        queue.async {
            defer {
                WebPPictureFree(&picture.picture)
                slots.signal()
            }
            guard state.error == nil, let encoder = state.encoder else { return }
            if WebPAnimEncoderAdd(encoder, &picture.picture, Int32(timestamp), &picture.config) == 0 {
                state.fail(.encoder(String(cString: WebPAnimEncoderGetError(encoder))))
            }
        }
    }

    /// Waits for the queued frames, finishes the animation (the last frame lasts
    /// `lastFrameMilliseconds`) and writes it.
    public func write(to path: String, lastFrameMilliseconds: Int = 17) throws(RecordingError) {
        queue.sync {}
        guard let encoder = state.encoder else { throw .encoder("the recording was already written") }
        defer {
            WebPAnimEncoderDelete(encoder)
            state.encoder = nil
        }
        if let error = state.error { throw error }
        guard frameCount > 0 else { throw .emptyFrame }
        guard WebPAnimEncoderAdd(encoder, nil, Int32(lastTimestamp + Swift.max(1, lastFrameMilliseconds)), nil) != 0 else {
            throw .encoder(String(cString: WebPAnimEncoderGetError(encoder)))
        }
        var data = WebPData()
        WebPDataInit(&data)
        defer { WebPDataClear(&data) }
        guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
            throw .encoder(String(cString: WebPAnimEncoderGetError(encoder)))
        }
        let contents = Data(bytes: bytes, count: data.size)
        do {
            try AtomicFile.write(contents, to: path)
        } catch {
            throw .unwritable(error)
        }
    }
}

/// The encoder and the first error, shared by the writer and its queue: the queue uses the
/// encoder while frames are queued, the writer only once the queue is drained (``queue.sync``),
/// and the error is behind a lock.
private final class EncoderState: @unchecked Sendable {
    var encoder: OpaquePointer?
    private let lock = NSLock()
    private var firstError: RecordingError?

    init(encoder: OpaquePointer) {
        self.encoder = encoder
    }

    /// The first error the queue met.
    var error: RecordingError? { lock.withLock { firstError } }

    /// Keeps `error` unless one came first.
    func fail(_ error: RecordingError) {
        lock.withLock { if firstError == nil { firstError = error } }
    }
}

/// A copied frame and its encoding settings on their way to the encoder (owned by the queued
/// block that frees the picture).
private final class QueuedPicture: @unchecked Sendable {
    var picture = WebPPicture()
    var config = WebPConfig()
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
