import Foundation
import UIKit

/// Decodes PNG and JPEG files and data for `UIImage(contentsOfFile:)`, `UIImage(named:)` and
/// `UIImage(data:)`, with the renderer's decoders (``UIKit/UIImage/load(contentsOfFile:scale:)``
/// and ``UIKit/UIImage/load(data:scale:)``). Hosts install it:
/// `UIImage.imageDecoder = CairoImageDecoder()`.
public struct CairoImageDecoder: UIImageDecoding {
    /// A decoder.
    public init() {}

    /// The image in a file at a scale.
    ///
    /// - Throws: ``RenderError/imageUnreadable(path:reason:)`` naming the file and the reason.
    public func decodeImage(contentsOfFile path: String, scale: CGFloat) throws -> UIImage {
        try UIImage.load(contentsOfFile: path, scale: Double(scale))
    }

    /// The image encoded in `data` at a scale.
    ///
    /// - Throws: ``RenderError/dataUnreadable(reason:)`` with the reason.
    public func decodeImage(data: Data, scale: CGFloat) throws -> UIImage {
        try UIImage.load(data: data, scale: Double(scale))
    }
}
