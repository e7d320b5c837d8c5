import Foundation

/// What encodes images for ``UIImage/pngData()`` and ``UIImage/jpegData(compressionQuality:)``
/// (a role, as ``UIImageDecoding`` is: the engine has no encoders; the renderer's
/// `CairoImageEncoder` plays it, and the hosts install it in ``UIImage/dataEncoder``).
public protocol UIImageDataEncoding: Sendable {
    /// The image as a PNG file's bytes (8-bit RGBA, straight alpha).
    ///
    /// - Throws: an error with the reason when the image has no pixels or the encoder fails.
    func pngData(of image: UIImage) throws -> Data

    /// The image as a JPEG file's bytes at a quality from 0 (smallest) to 1 (best). JPEG has no
    /// alpha: transparent pixels come out black.
    ///
    /// - Throws: an error with the reason when the image has no pixels or the encoder fails.
    func jpegData(of image: UIImage, compressionQuality: CGFloat) throws -> Data
}
