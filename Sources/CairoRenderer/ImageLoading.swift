import CImageCodecs
import Foundation
import UIKit

extension UIImage {
    /// The largest image side accepted when loading, in pixels (larger files are refused with an
    /// error rather than allocating gigabytes).
    public static let maximumLoadedSide = 16384
    /// The most pixels an image loaded from a file may have: 8192 × 8192, 256 MB decoded.
    public static let maximumLoadedPixelCount = 8192 * 8192
    /// The largest PNG metadata chunk (text, colour profile) the decoder allocates for: 8 MB.
    /// A chunk that claims more is refused before anything is allocated for it.
    public static let maximumMetadataChunkSize = 8 * 1_048_576

    /// Loads a PNG or JPEG file (recognised by its first bytes, not its name) at a scale.
    ///
    /// - Throws: ``RenderError/imageUnreadable(path:reason:)`` naming the file when it is missing,
    ///   not a regular file, unreadable, empty, not a PNG or JPEG, corrupt, larger than
    ///   ``maximumLoadedSide`` on a side or ``maximumLoadedPixelCount`` in all, or holds a
    ///   metadata chunk over ``maximumMetadataChunkSize``.
    public static func load(contentsOfFile path: String, scale: Double = 1) throws(RenderError) -> UIImage {
        // Only a regular file: a FIFO or a device would block the reader or never end.
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw .imageUnreadable(path: path, reason: errno == ENOENT ? "no such file" : String(cString: strerror(errno)))
        }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .imageUnreadable(path: path, reason: "it is not a regular file") }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .imageUnreadable(path: path, reason: "it cannot be read") }
        defer { try? handle.close() }  // read-only: closing cannot lose data
        let header: Data
        do {
            header = try handle.read(upToCount: 24) ?? Data()
        } catch {
            throw .imageUnreadable(path: path, reason: "it cannot be read (\(error.localizedDescription))")
        }
        if header.isEmpty { throw .imageUnreadable(path: path, reason: "the file is empty") }
        guard let kind = ImageHeader(header) else { throw .imageUnreadable(path: path, reason: "it is not a PNG or JPEG image") }
        if let reason = kind.sizeRefusal { throw .imageUnreadable(path: path, reason: reason) }
        switch kind.format {
        case .png: return try loadPNG(path, scale: scale)
        case .jpeg: return try loadJPEG(path, scale: scale)
        }
    }

    /// Decodes PNG or JPEG data held in memory (recognised by its first bytes) at a scale, with
    /// the limits a file has.
    ///
    /// - Throws: ``RenderError/dataUnreadable(reason:)`` when the data is empty, not a PNG or
    ///   JPEG, corrupt, larger than ``maximumLoadedSide`` on a side or
    ///   ``maximumLoadedPixelCount`` in all, or holds a metadata chunk over
    ///   ``maximumMetadataChunkSize``.
    public static func load(data: Data, scale: Double = 1) throws(RenderError) -> UIImage {
        if data.isEmpty { throw .dataUnreadable(reason: "the data is empty") }
        guard let kind = ImageHeader(data.prefix(24)) else { throw .dataUnreadable(reason: "it is not a PNG or JPEG image") }
        if let reason = kind.sizeRefusal { throw .dataUnreadable(reason: reason) }
        // `withUnsafeBytes` rethrows untyped errors; a Result carries the typed one out.
        let decoded = data.withUnsafeBytes { raw -> Result<UIImage, RenderError> in
            let buffer = raw.bindMemory(to: UInt8.self)
            return Result { () throws(RenderError) in
                try decode(scale: scale, failure: { .dataUnreadable(reason: $0) }) { pixels, width, height, message, size in
                    switch kind.format {
                    case .png:
                        today_png_decode(buffer.baseAddress, buffer.count, Int32(maximumLoadedSide), maximumLoadedPixelCount,
                                         maximumMetadataChunkSize, pixels, width, height, message, size)
                    case .jpeg:
                        today_jpeg_decode(buffer.baseAddress, buffer.count, Int32(maximumLoadedSide), maximumLoadedPixelCount,
                                          pixels, width, height, message, size)
                    }
                }
            }
        }
        return try decoded.get()
    }

    /// Why an image of `width` × `height` pixels is refused (larger than ``maximumLoadedSide``
    /// on a side or ``maximumLoadedPixelCount`` in all); nil when it is not.
    static func sizeRefusal(width: Int, height: Int) -> String? {
        if width > maximumLoadedSide || height > maximumLoadedSide {
            return "the image is \(width) x \(height) pixels; at most \(maximumLoadedSide) on a side is allowed"
        }
        if width * height > maximumLoadedPixelCount {
            return "the image is \(width) x \(height) pixels; at most \(maximumLoadedPixelCount) pixels are allowed"
        }
        return nil
    }

    static func loadPNG(_ path: String, scale: Double) throws(RenderError) -> UIImage {
        try decode(scale: scale, failure: { .imageUnreadable(path: path, reason: $0) }) { pixels, width, height, message, size in
            today_png_read(path, Int32(maximumLoadedSide), maximumLoadedPixelCount, maximumMetadataChunkSize,
                           pixels, width, height, message, size)
        }
    }

    static func loadJPEG(_ path: String, scale: Double) throws(RenderError) -> UIImage {
        try decode(scale: scale, failure: { .imageUnreadable(path: path, reason: $0) }) { pixels, width, height, message, size in
            today_jpeg_read(path, Int32(maximumLoadedSide), maximumLoadedPixelCount, pixels, width, height, message, size)
        }
    }

    /// Runs one of the C shim's decoders and adopts the pixels it allocated; `failure` makes
    /// the error from the decoder's reason.
    private static func decode(
        scale: Double, failure: (String) -> RenderError,
        _ read: (UnsafeMutablePointer<UnsafeMutablePointer<UInt32>?>, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>,
                 UnsafeMutablePointer<CChar>, Int) -> Int32
    ) throws(RenderError) -> UIImage {
        var pixels: UnsafeMutablePointer<UInt32>?
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = message.withUnsafeMutableBufferPointer { buffer in
            read(&pixels, &width, &height, buffer.baseAddress!, buffer.count)
        }
        guard status == 0, let pixels else {
            throw failure(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        defer { free(pixels) }
        let count = Int(width) * Int(height)
        guard let image = UIImage(pixelWidth: Int(width), pixelHeight: Int(height), scale: scale > 0 && scale.isFinite ? scale : 1,
                                pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
        else { throw failure("the image has no pixels") }
        return image
    }
}

/// What the first bytes of an image say: its format and, for a PNG, whether its size is refused.
private struct ImageHeader {
    /// The two formats read.
    enum Format { case png, jpeg }

    /// The format.
    let format: Format
    /// Why the image is refused for its size, read from a PNG's header chunk (which comes
    /// first), so that a giant is refused with a clear message before decoding (the decoder
    /// refuses it too, in libpng's words); nil when it is not, or for a JPEG (whose decoder
    /// checks its header).
    let sizeRefusal: String?

    /// The header of data starting with `bytes` (its first 24 bytes or fewer); nil when it is
    /// neither a PNG nor a JPEG.
    init?(_ bytes: Data) {
        let bytes = [UInt8](bytes)
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            format = .png
            if bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) {
                func bigEndian(_ offset: Int) -> Int { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
                sizeRefusal = UIImage.sizeRefusal(width: bigEndian(16), height: bigEndian(20))
            } else {
                sizeRefusal = nil
            }
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            format = .jpeg
            sizeRefusal = nil
        } else {
            return nil
        }
    }
}
