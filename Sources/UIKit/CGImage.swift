import Foundation

/// A bitmap without a scale or an orientation (Core Graphics' `CGImage`): what
/// ``UIImage/cgImage`` returns, ``UIImage/init(cgImage:scale:orientation:)`` wraps,
/// ``CGContext/draw(_:in:byTiling:)`` draws and ``CGContext/makeImage()`` makes.
///
/// Its pixels are 8 bits a channel, 32 bits a pixel, premultiplied ARGB in native byte order
/// (Core Graphics' `premultipliedFirst` with the host's byte order), row by row with no
/// padding. Like a `CGImage`, it is immutable and can be shared between threads.
public final class CGImage: Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The pixels, row by row from the top, premultiplied ARGB.
    package let pixels: [UInt32]

    /// An image of pixels already checked: both sides positive, `pixels.count == width · height`.
    package init(checkedWidth width: Int, height: Int, pixels: [UInt32]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height, "a CGImage has pixels and a matching count")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Bits a colour channel: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits a pixel: 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes a row: four a pixel, no padding.
    public var bytesPerRow: Int { width * 4 }

    /// The part of the image inside `rect` (in pixels, origin at the top left), as Core
    /// Graphics crops: the rectangle is made integral (its edges moved out to whole pixels)
    /// and cut to the image; nil when nothing of the image is inside it, or a coordinate is not
    /// finite.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard rect.isFinite, !rect.isEmpty else { return nil }
        let rect = rect.standardized
        let minX = Swift.max(0, Int(Swift.max(-1e9, rect.minX.rounded(.down)))), minY = Swift.max(0, Int(Swift.max(-1e9, rect.minY.rounded(.down))))
        let maxX = Swift.min(width, Int(Swift.min(1e9, rect.maxX.rounded(.up)))), maxY = Swift.min(height, Int(Swift.min(1e9, rect.maxY.rounded(.up))))
        guard maxX > minX, maxY > minY else { return nil }
        if minX == 0, minY == 0, maxX == width, maxY == height { return self }
        var cropped: [UInt32] = []
        cropped.reserveCapacity((maxX - minX) * (maxY - minY))
        for row in minY..<maxY { cropped += pixels[(row * width + minX)..<(row * width + maxX)] }
        return CGImage(checkedWidth: maxX - minX, height: maxY - minY, pixels: cropped)
    }
}
