import CWebP
import CairoRenderer
import Foundation

/// Writes frames into an animated WebP with libwebp's animation encoder (lossy, quality 80 by
/// default: a recording of a few hundred frames at scale 1 stays a few megabytes).
///
/// Encoding overlaps rendering, on every core: ``add(_:atMilliseconds:)`` copies the frame's
/// pixels into a picture and returns. The frames are cut into chunks of ``framesPerChunk``,
/// each an animation of its own encoded in order on one of ``lanes`` serial queues (chunk *k*
/// on lane *k* mod lanes), so consecutive chunks encode at once; at most ``framesInFlight``
/// copied frames wait, so memory stays bounded. ``write(to:lastFrameMilliseconds:)`` waits
/// for every chunk and joins their frames, in order, into one animation with libwebp's muxer.
/// Each chunk starts on a whole frame (a key frame) and the rest are the parts that changed,
/// as libwebp's encoder finds them; the bytes are the same on every run. An encoder error is
/// reported by the next call.
@MainActor
public final class AnimatedWebPWriter {
    /// The frames' width in pixels.
    public let pixelWidth: Int
    /// The frames' height in pixels.
    public let pixelHeight: Int
    /// The encoding quality, 0…100.
    public let quality: Float
    /// How many chunks encode at once: the active cores, at most four.
    public static let lanes = Swift.max(1, Swift.min(4, ProcessInfo.processInfo.activeProcessorCount))
    /// The most bytes of copied frames waiting for the encoders.
    public static let bytesInFlight = 128 << 20
    /// How many copied frames may wait for the encoders at once: ``bytesInFlight`` worth, at
    /// least four. For every lane to be busy, the frames of the chunk after the one encoding
    /// must already be waiting, so a chunk is a lane's share of them.
    public let framesInFlight: Int
    /// How many frames a chunk holds (each chunk's first frame is a whole one): 49 at scale 1,
    /// 11 at scale 2 and 4 at scale 3 for the phone-sized window on two cores.
    public let framesPerChunk: Int
    private let state = EncoderState()
    private let queues = (0..<AnimatedWebPWriter.lanes).map { DispatchQueue(label: "today.webp-encoder-\($0)") }
    private let slots: DispatchSemaphore
    private let options: WebPAnimEncoderOptions
    /// The chunk frames are going into (nil before the first frame and once written).
    private var chunk: Chunk?
    private var chunkCount = 0
    private var lastTimestamp = 0
    private var written = false
    /// How many frames were added.
    public private(set) var frameCount = 0
    /// How many of them were the renderer's previous frame again, shown by lengthening the
    /// frame before instead of being encoded.
    public private(set) var framesMerged = 0
    /// The `Frame.number` of the last frame added.
    private var lastFrameNumber: Int?

    /// A writer for frames of one size; `framesPerChunk` overrides the chunk length worked out
    /// from the frame size (tests use short chunks).
    public init(pixelWidth: Int, pixelHeight: Int, quality: Float = 80, framesPerChunk: Int? = nil) throws(RecordingError) {
        guard pixelWidth > 0, pixelHeight > 0 else { throw .emptyFrame }
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.quality = Swift.min(100, Swift.max(0, quality.isFinite ? quality : 80))
        let frameBytes = pixelWidth.multipliedReportingOverflow(by: pixelHeight * 4)
        framesInFlight = Swift.max(4, frameBytes.overflow ? 4 : Self.bytesInFlight / Swift.max(1, frameBytes.partialValue))
        self.framesPerChunk = Swift.max(1, framesPerChunk ?? Swift.min(60, framesInFlight / Self.lanes - 1))
        slots = DispatchSemaphore(value: framesInFlight)
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else { throw .encoder("libwebp's version does not match its headers") }
        options.anim_params.loop_count = 0
        // Lossy frames only: trying lossless for every frame as well doubled nothing but time.
        options.allow_mixed = 0
        // No key frames inside a chunk: between kmin and kmax libwebp encodes every frame
        // twice, as a key frame and as a changed part, to choose (11 % of the time, for the
        // same bytes within 0.1 %).
        options.kmin = 0
        options.kmax = 0
        self.options = options
        // One encoder now, so a libwebp that cannot make one fails here, not mid-recording.
        guard let probe = WebPAnimEncoderNew(Int32(pixelWidth), Int32(pixelHeight), &options) else {
            throw .encoder("could not create the animation encoder")
        }
        WebPAnimEncoderDelete(probe)
    }

    isolated deinit {
        // Never written: the queued frames finish (freeing their pictures), then the open
        // chunk's encoder goes.
        if let chunk { queues[chunk.index % queues.count].async { WebPAnimEncoderDelete(chunk.encoder) } }
        for queue in queues { queue.sync {} }
    }

    /// Adds a frame shown from `milliseconds` after the start (timestamps must increase). The
    /// pixels are copied before it returns; the encoding happens on the writer's queues. A frame
    /// that is its renderer's previous frame returned again (`Frame.isUnchanged`, numbered
    /// right after the last frame added) is not copied or encoded: the frame before it is shown
    /// for longer, as libwebp's encoder would have found by comparing them.
    public func add(_ frame: Frame, atMilliseconds milliseconds: Int) throws(RecordingError) {
        guard !written else { throw .encoder("the recording was already written") }
        if let error = state.error { throw error }
        guard frame.pixelWidth == pixelWidth, frame.pixelHeight == pixelHeight else {
            throw .sizeChanged(expected: "\(pixelWidth)x\(pixelHeight)", actual: "\(frame.pixelWidth)x\(frame.pixelHeight)")
        }
        let timestamp = Swift.max(milliseconds, frameCount == 0 ? 0 : lastTimestamp + 1)
        // The renderer's previous frame again, right after the last frame added: the one shown
        // lasts longer. (libwebp would find the same by comparing every pixel, column by column,
        // which took a fifth of a recording's time.)
        if frame.isUnchanged, let previous = lastFrameNumber, frame.number == previous + 1 {
            lastFrameNumber = frame.number
            lastTimestamp = timestamp
            frameCount += 1
            framesMerged += 1
            return
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
        if chunk == nil || chunk?.frames == framesPerChunk {
            if let chunk { finish(chunk, endingAt: timestamp) }
            var options = self.options
            guard let encoder = WebPAnimEncoderNew(Int32(pixelWidth), Int32(pixelHeight), &options) else {
                WebPPictureFree(&picture.picture)
                state.fail(.encoder("could not create the animation encoder"))
                throw .encoder("could not create the animation encoder")
            }
            chunk = Chunk(index: chunkCount, encoder: encoder, start: timestamp)
            chunkCount += 1
        }
        guard let chunk else { return }
        chunk.frames += 1
        lastTimestamp = timestamp
        lastFrameNumber = frame.number
        frameCount += 1
        slots.wait()
        let state = self.state, slots = self.slots, relative = Int32(timestamp - chunk.start)
        queues[chunk.index % queues.count].async {
            defer {
                WebPPictureFree(&picture.picture)
                slots.signal()
            }
            guard state.error == nil else { return }
            if WebPAnimEncoderAdd(chunk.encoder, &picture.picture, relative, &picture.config) == 0 {
                state.fail(.encoder(String(cString: WebPAnimEncoderGetError(chunk.encoder))))
            }
        }
    }

    /// Ends a chunk on its queue: its last frame lasts until `end`, and its animation is kept
    /// for ``write(to:lastFrameMilliseconds:)``.
    private func finish(_ chunk: Chunk, endingAt end: Int) {
        let state = self.state, relative = Int32(Swift.max(end, chunk.start + 1) - chunk.start)
        queues[chunk.index % queues.count].async {
            defer { WebPAnimEncoderDelete(chunk.encoder) }
            guard state.error == nil else { return }
            var data = WebPData()
            WebPDataInit(&data)
            defer { WebPDataClear(&data) }
            guard WebPAnimEncoderAdd(chunk.encoder, nil, relative, nil) != 0, WebPAnimEncoderAssemble(chunk.encoder, &data) != 0,
                let bytes = data.bytes
            else {
                state.fail(.encoder(String(cString: WebPAnimEncoderGetError(chunk.encoder))))
                return
            }
            state.store(EncodedChunk(data: Data(bytes: bytes, count: data.size), duration: Int(relative)), at: chunk.index)
        }
        self.chunk = nil
    }

    /// Waits for the queued frames, finishes the animation (the last frame lasts
    /// `lastFrameMilliseconds`) and writes it.
    public func write(to path: String, lastFrameMilliseconds: Int = 17) throws(RecordingError) {
        guard !written else { throw .encoder("the recording was already written") }
        written = true
        if let chunk { finish(chunk, endingAt: lastTimestamp + Swift.max(1, lastFrameMilliseconds)) }
        for queue in queues { queue.sync {} }
        if let error = state.error { throw error }
        guard frameCount > 0 else { throw .emptyFrame }
        let chunks = state.chunks(count: chunkCount)
        guard chunks.count == chunkCount else { throw .encoder("a chunk of the recording was not encoded") }
        let contents = chunks.count == 1 ? chunks[0].data : try joined(chunks)
        do {
            try AtomicFile.write(contents, to: path)
        } catch {
            throw .unwritable(error)
        }
    }

    /// The chunks' frames, in order, as one animation (the canvas, loop and background of the
    /// chunks', which are all the same).
    private func joined(_ chunks: [EncodedChunk]) throws(RecordingError) -> Data {
        guard let output = WebPMuxNew() else { throw .encoder("could not create the muxer") }
        defer { WebPMuxDelete(output) }
        var parameters = WebPMuxAnimParams(bgcolor: options.anim_params.bgcolor, loop_count: options.anim_params.loop_count)
        guard WebPMuxSetCanvasSize(output, Int32(pixelWidth), Int32(pixelHeight)) == WEBP_MUX_OK,
            WebPMuxSetAnimationParams(output, &parameters) == WEBP_MUX_OK
        else { throw .encoder("the muxer refused the canvas") }
        for (index, chunk) in chunks.enumerated() {
            let pushed: Bool = chunk.data.withUnsafeBytes { raw in
                var data = WebPData(bytes: raw.baseAddress?.assumingMemoryBound(to: UInt8.self), size: raw.count)
                guard let mux = WebPMuxCreate(&data, 0) else { return false }
                defer { WebPMuxDelete(mux) }
                var frames: Int32 = 0
                guard WebPMuxNumChunks(mux, WEBP_CHUNK_ANMF, &frames) == WEBP_MUX_OK else { return false }
                // A chunk whose frames were all the same came out as a still image: one
                // whole frame lasting the chunk.
                let still = frames == 0
                for number in 1...UInt32(Swift.max(1, frames)) {
                    var frame = WebPMuxFrameInfo()
                    guard WebPMuxGetFrame(mux, number, &frame) == WEBP_MUX_OK else { return false }
                    defer { WebPDataClear(&frame.bitstream) }
                    if still {
                        frame.id = WEBP_CHUNK_ANMF
                        frame.x_offset = 0
                        frame.y_offset = 0
                        frame.duration = Int32(chunk.duration)
                        frame.dispose_method = WEBP_MUX_DISPOSE_NONE
                        frame.blend_method = WEBP_MUX_NO_BLEND
                    }
                    guard WebPMuxPushFrame(output, &frame, 1) == WEBP_MUX_OK else { return false }
                }
                return true
            }
            guard pushed else { throw .encoder("could not join chunk \(index) of the recording") }
        }
        var assembled = WebPData()
        WebPDataInit(&assembled)
        defer { WebPDataClear(&assembled) }
        guard WebPMuxAssemble(output, &assembled) == WEBP_MUX_OK, let bytes = assembled.bytes else {
            throw .encoder("could not assemble the recording")
        }
        return Data(bytes: bytes, count: assembled.size)
    }
}

/// A chunk of the recording: its own animation encoder, used on its lane's queue only, and
/// where it starts.
private final class Chunk: @unchecked Sendable {
    let index: Int
    let encoder: OpaquePointer
    /// Its first frame's timestamp in the recording.
    let start: Int
    /// Frames added to it (counted on the writer's actor).
    var frames = 0

    init(index: Int, encoder: OpaquePointer, start: Int) {
        self.index = index
        self.encoder = encoder
        self.start = start
    }
}

/// A chunk's animation (a still image when all its frames were the same) and how long it lasts.
private struct EncodedChunk {
    let data: Data
    /// Milliseconds from its first frame to the next chunk's.
    let duration: Int
}

/// The chunks' animations and the first error, shared by the writer and its queues behind a
/// lock.
private final class EncoderState: @unchecked Sendable {
    private let lock = NSLock()
    private var firstError: RecordingError?
    private var finished: [Int: EncodedChunk] = [:]

    /// The first error the queues met.
    var error: RecordingError? { lock.withLock { firstError } }

    /// Keeps `error` unless one came first.
    func fail(_ error: RecordingError) {
        lock.withLock { if firstError == nil { firstError = error } }
    }

    /// Keeps a finished chunk's animation.
    func store(_ chunk: EncodedChunk, at index: Int) {
        lock.withLock { finished[index] = chunk }
    }

    /// The finished chunks 0..<count, in order (fewer when one is missing).
    func chunks(count: Int) -> [EncodedChunk] {
        lock.withLock { (0..<count).compactMap { finished[$0] } }
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
