import Foundation

/// What decodes images for ``UIImage/init(contentsOfFile:)``, ``UIImage/init(named:)`` and
/// ``UIImage/init(data:)`` (a role: the engine has no decoders; the renderer's
/// `CairoImageDecoder` plays it, and the hosts install it in ``UIImage/imageDecoder``).
public protocol UIImageDecoding: Sendable {
    /// The image in a file at a scale.
    ///
    /// - Throws: an error naming the file and the reason when it is missing, unreadable, not an
    ///   image, corrupt or too large.
    func decodeImage(contentsOfFile path: String, scale: CGFloat) throws -> UIImage

    /// The image encoded in `data` (a file's bytes, as read or downloaded) at a scale.
    ///
    /// - Throws: an error giving the reason when the data is empty, not an image, corrupt or
    ///   too large.
    func decodeImage(data: Data, scale: CGFloat) throws -> UIImage
}
