import CWebP
import CairoRenderer
import Foundation

/// Writes frames into an animated WebP with libwebp's animation encoder (lossy, quality 80 by
/// default: a recording of a few hundred frames at scale 1 stays a few megabytes).
@MainActor
public final class AnimatedWebPWriter {
    /// The frames' width in pixels.
    public let pixelWidth: Int
    /// The frames' height in pixels.
    public let pixelHeight: Int
    /// The encoding quality, 0…100.
    public let quality: Float
    private var encoder: OpaquePointer?
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
        options.allow_mixed = 1
        // Few key frames: a recording is mostly small changes between frames.
        options.kmin = 40
        options.kmax = 120
        encoder = WebPAnimEncoderNew(Int32(pixelWidth), Int32(pixelHeight), &options)
        guard encoder != nil else { throw .encoder("could not create the animation encoder") }
    }

    isolated deinit {
        if let encoder { WebPAnimEncoderDelete(encoder) }
    }

    /// Adds a frame shown from `milliseconds` after the start (timestamps must increase).
    public func add(_ frame: Frame, atMilliseconds milliseconds: Int) throws(RecordingError) {
        guard let encoder else { throw .encoder("the recording was already written") }
        guard frame.pixelWidth == pixelWidth, frame.pixelHeight == pixelHeight else {
            throw .sizeChanged(expected: "\(pixelWidth)x\(pixelHeight)", actual: "\(frame.pixelWidth)x\(frame.pixelHeight)")
        }
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else { throw .encoder("libwebp's version does not match its headers") }
        config.quality = quality
        config.method = 3
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw .encoder("could not set up a picture") }
        picture.use_argb = 1
        picture.width = Int32(pixelWidth)
        picture.height = Int32(pixelHeight)
        defer { WebPPictureFree(&picture) }
        // Cairo's ARGB32 in native (little-endian) order is B, G, R, A in memory.
        let imported: Int32 = frame.withUnsafeBytes { bytes in
            guard let base = bytes?.baseAddress else { return 0 }
            return WebPPictureImportBGRA(&picture, base.assumingMemoryBound(to: UInt8.self), Int32(frame.bytesPerRow))
        }
        guard imported != 0 else { throw .encoder("could not import frame \(frameCount)") }
        let timestamp = Swift.max(milliseconds, frameCount == 0 ? 0 : lastTimestamp + 1)
        guard WebPAnimEncoderAdd(encoder, &picture, Int32(timestamp), &config) != 0 else {
            throw .encoder(String(cString: WebPAnimEncoderGetError(encoder)))
        }
        lastTimestamp = timestamp
        frameCount += 1
    }

    /// Finishes the animation (the last frame lasts `lastFrameMilliseconds`) and writes it.
    public func write(to path: String, lastFrameMilliseconds: Int = 17) throws(RecordingError) {
        guard let encoder else { throw .encoder("the recording was already written") }
        defer {
            WebPAnimEncoderDelete(encoder)
            self.encoder = nil
        }
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
