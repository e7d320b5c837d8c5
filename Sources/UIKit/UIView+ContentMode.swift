import Foundation
import Motion

extension UIView {
    /// How an image fills its view (UIKit's `UIView.ContentMode`, the ones images use).
    public enum ContentMode: Hashable, Sendable {
        /// Stretched to the bounds.
        case scaleToFill
        /// Scaled to fit inside, keeping its aspect ratio (letterboxed).
        case scaleAspectFit
        /// Scaled to cover the bounds, keeping its aspect ratio (cropped).
        case scaleAspectFill
        /// Unscaled, centred.
        case center
        /// Unscaled, at the top, centred horizontally.
        case top
        /// Unscaled, at the bottom, centred horizontally.
        case bottom

        /// Where an image of `imageSize` goes in `bounds`.
        public func rect(for imageSize: CGSize, in bounds: CGRect) -> CGRect {
            guard imageSize.width > 0, imageSize.height > 0 else { return .zero }
            switch self {
            case .scaleToFill:
                return bounds
            case .scaleAspectFit, .scaleAspectFill:
                let horizontal = bounds.width / imageSize.width
                let vertical = bounds.height / imageSize.height
                let scale = self == .scaleAspectFit ? Swift.min(horizontal, vertical) : Swift.max(horizontal, vertical)
                let size = CGSize(width: imageSize.width * scale, height: imageSize.height * scale)
                return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
            case .center:
                return CGRect(x: bounds.midX - imageSize.width / 2, y: bounds.midY - imageSize.height / 2,
                            width: imageSize.width, height: imageSize.height)
            case .top:
                return CGRect(x: bounds.midX - imageSize.width / 2, y: bounds.minY, width: imageSize.width, height: imageSize.height)
            case .bottom:
                return CGRect(x: bounds.midX - imageSize.width / 2, y: bounds.maxY - imageSize.height,
                            width: imageSize.width, height: imageSize.height)
            }
        }
    }
}
