import CImageCodecs
import Foundation
import UIKit

/// Encodes images for `pngData()` and `jpegData(compressionQuality:)` with libpng and libjpeg,
/// in memory. Hosts install it: `UIImage.dataEncoder = CairoImageEncoder()`.
public struct CairoImageEncoder: UIImageDataEncoding {
    /// An encoder.
    public init() {}

    /// The image as PNG bytes (zlib level 6, libpng's default balance of size and speed).
    ///
    /// - Throws: ``RenderError/encodingFailed(reason:)`` with libpng's reason.
    public func pngData(of image: UIImage) throws -> Data {
        try encode(image) { (pixels: UnsafePointer<UInt32>, message: UnsafeMutablePointer<CChar>) in
            var data: UnsafeMutablePointer<UInt8>?
            var size = 0
            let status = today_png_encode(pixels, Int32(image.pixelWidth), Int32(image.pixelHeight), Int32(image.pixelWidth * 4), 6,
                                          &data, &size, message, 256)
            return (status, data, size)
        }
    }

    /// The image as baseline JPEG bytes at a quality of 0...1 (libjpeg's 0...100).
    ///
    /// - Throws: ``RenderError/encodingFailed(reason:)`` with libjpeg's reason.
    public func jpegData(of image: UIImage, compressionQuality: CGFloat) throws -> Data {
        let quality = compressionQuality.isNaN ? 0 : Int32((Swift.min(1, Swift.max(0, compressionQuality)) * 100).rounded())
        return try encode(image) { (pixels: UnsafePointer<UInt32>, message: UnsafeMutablePointer<CChar>) in
            var data: UnsafeMutablePointer<UInt8>?
            var size: UInt = 0
            let status = today_jpeg_encode(pixels, Int32(image.pixelWidth), Int32(image.pixelHeight), Int32(image.pixelWidth * 4),
                                           quality, &data, &size, message, 256)
            return (status, data, Int(size))
        }
    }

    /// Runs a C encoder over the image's pixels and takes over the buffer it returns.
    private func encode(
        _ image: UIImage,
        with encoder: (UnsafePointer<UInt32>, UnsafeMutablePointer<CChar>) -> (Int32, UnsafeMutablePointer<UInt8>?, Int)
    ) throws(RenderError) -> Data {
        guard image.pixelWidth > 0, image.pixelHeight > 0 else { throw .encodingFailed(reason: "the image has no pixels") }
        var message = [CChar](repeating: 0, count: 256)
        let (status, data, size) = image.pixels.withUnsafeBufferPointer { pixels in
            message.withUnsafeMutableBufferPointer { message in encoder(pixels.baseAddress!, message.baseAddress!) }
        }
        guard status == 0, let data else {
            throw .encodingFailed(reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return Data(bytesNoCopy: data, count: size, deallocator: .free)
    }
}
