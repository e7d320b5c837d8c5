import Foundation

/// What reads image files for ``UIImage/init(contentsOfFile:)`` and ``UIImage/init(named:)``
/// (a role: the engine has no decoders; the renderer's `CairoImageDecoder` plays it, and the
/// hosts install it in ``UIImage/fileDecoder``).
public protocol UIImageFileDecoding: Sendable {
    /// The image in a file at a scale.
    ///
    /// - Throws: an error naming the file and the reason when it is missing, unreadable, not an
    ///   image, corrupt or too large.
    func decodeImage(contentsOfFile path: String, scale: CGFloat) throws -> UIImage
}
