import Foundation
import UIKit

/// Reads PNG and JPEG files for `UIImage(contentsOfFile:)` and `UIImage(named:)`, with the
/// renderer's decoders (``UIKit/UIImage/load(contentsOfFile:scale:)``). Hosts install it:
/// `UIImage.fileDecoder = CairoImageDecoder()`.
public struct CairoImageDecoder: UIImageFileDecoding {
    /// A decoder.
    public init() {}

    /// The image in a file at a scale.
    ///
    /// - Throws: ``RenderError/imageUnreadable(path:reason:)`` naming the file and the reason.
    public func decodeImage(contentsOfFile path: String, scale: CGFloat) throws -> UIImage {
        try UIImage.load(contentsOfFile: path, scale: Double(scale))
    }
}
