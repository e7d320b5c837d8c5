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
        if header.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            // The IHDR chunk comes first: refuse a giant with a clear message before decoding
            // (the decoder refuses it too, in libpng's words).
            if header.count >= 24, header[12..<16].elementsEqual("IHDR".utf8) {
                let bytes = [UInt8](header)
                func bigEndian(_ offset: Int) -> Int { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
                try checkSize(width: bigEndian(16), height: bigEndian(20), path: path)
            }
            return try loadPNG(path, scale: scale)
        }
        if header.starts(with: [0xFF, 0xD8, 0xFF]) { return try loadJPEG(path, scale: scale) }
        throw .imageUnreadable(path: path, reason: "it is not a PNG or JPEG image")
    }

    /// Refuses an image larger than ``maximumLoadedSide`` on a side or ``maximumLoadedPixelCount``.
    static func checkSize(width: Int, height: Int, path: String) throws(RenderError) {
        if width > maximumLoadedSide || height > maximumLoadedSide {
            throw .imageUnreadable(path: path, reason: "the image is \(width) x \(height) pixels; at most \(maximumLoadedSide) on a side is allowed")
        }
        if width * height > maximumLoadedPixelCount {
            throw .imageUnreadable(path: path, reason: "the image is \(width) x \(height) pixels; at most \(maximumLoadedPixelCount) pixels are allowed")
        }
    }

    static func loadPNG(_ path: String, scale: Double) throws(RenderError) -> UIImage {
        try decode(path, scale: scale) { pixels, width, height, message, size in
            today_png_read(path, Int32(maximumLoadedSide), maximumLoadedPixelCount, maximumMetadataChunkSize,
                           pixels, width, height, message, size)
        }
    }

    static func loadJPEG(_ path: String, scale: Double) throws(RenderError) -> UIImage {
        try decode(path, scale: scale) { pixels, width, height, message, size in
            today_jpeg_read(path, Int32(maximumLoadedSide), maximumLoadedPixelCount, pixels, width, height, message, size)
        }
    }

    /// Runs one of the C shim's decoders and adopts the pixels it allocated.
    private static func decode(
        _ path: String, scale: Double,
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
            throw .imageUnreadable(path: path, reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        defer { free(pixels) }
        let count = Int(width) * Int(height)
        guard let image = UIImage(pixelWidth: Int(width), pixelHeight: Int(height), scale: scale > 0 && scale.isFinite ? scale : 1,
                                pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
        else { throw .imageUnreadable(path: path, reason: "the image has no pixels") }
        return image
    }
}
