import CCairo
import CImageCodecs
import Foundation
import UIKit

extension UIImage {
    /// The largest image side accepted when loading, in pixels (larger files are refused with an
    /// error rather than allocating gigabytes).
    public static let maximumLoadedSide = 16384

    /// Loads a PNG or JPEG file (recognised by its first bytes, not its name) at a scale.
    ///
    /// - Throws: ``RenderError/imageUnreadable(path:reason:)`` naming the file when it is missing,
    ///   unreadable, empty, not a PNG or JPEG, corrupt, or larger than ``maximumLoadedSide``.
    public static func load(contentsOfFile path: String, scale: Double = 1) throws(RenderError) -> UIImage {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "it cannot be read" : "no such file"
            throw .imageUnreadable(path: path, reason: reason)
        }
        let header = (try? handle.read(upToCount: 24)) ?? Data()
        try? handle.close()
        if header.isEmpty { throw .imageUnreadable(path: path, reason: "the file is empty") }
        if header.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            // The IHDR chunk's size comes first: refuse a giant before Cairo allocates for it.
            if header.count >= 24, header[12..<16].elementsEqual("IHDR".utf8) {
                let bytes = [UInt8](header)
                func bigEndian(_ offset: Int) -> Int { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
                let width = bigEndian(16), height = bigEndian(20)
                if width > maximumLoadedSide || height > maximumLoadedSide {
                    throw .imageUnreadable(path: path, reason: "the image is \(width) x \(height) pixels; at most \(maximumLoadedSide) on a side is allowed")
                }
            }
            return try loadPNG(path, scale: scale)
        }
        if header.starts(with: [0xFF, 0xD8, 0xFF]) { return try loadJPEG(path, scale: scale) }
        throw .imageUnreadable(path: path, reason: "it is not a PNG or JPEG image")
    }

    static func loadPNG(_ path: String, scale: Double) throws(RenderError) -> UIImage {
        guard let loaded = cairo_image_surface_create_from_png(path) else {
            throw .imageUnreadable(path: path, reason: "out of memory")
        }
        let surface = CairoSurface(adopting: loaded)
        let status = cairo_surface_status(loaded)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .imageUnreadable(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
        guard surface.pixelWidth > 0, surface.pixelHeight > 0 else {
            throw .imageUnreadable(path: path, reason: "the image has no pixels")
        }
        guard surface.pixelWidth <= maximumLoadedSide, surface.pixelHeight <= maximumLoadedSide else {
            throw .imageUnreadable(path: path, reason: "the image is \(surface.pixelWidth) x \(surface.pixelHeight) pixels; at most \(maximumLoadedSide) on a side is allowed")
        }
        // Cairo loads PNGs as ARGB32 or RGB24; RGB24's unused byte must read as opaque.
        var pixels = surface.pixels(in: (0, 0, surface.pixelWidth, surface.pixelHeight))
        if cairo_image_surface_get_format(loaded) == CAIRO_FORMAT_RGB24 {
            for index in pixels.indices { pixels[index] |= 0xFF00_0000 }
        }
        guard let image = UIImage(pixelWidth: surface.pixelWidth, pixelHeight: surface.pixelHeight, scale: scale > 0 && scale.isFinite ? scale : 1, pixels: pixels) else {
            throw .imageUnreadable(path: path, reason: "the image has no pixels")
        }
        return image
    }

    static func loadJPEG(_ path: String, scale: Double) throws(RenderError) -> UIImage {
        var pixels: UnsafeMutablePointer<UInt32>?
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = today_jpeg_read(path, Int32(maximumLoadedSide), &pixels, &width, &height, &message, message.count)
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
