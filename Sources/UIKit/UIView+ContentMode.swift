import Foundation
import Motion

extension UIView {
    /// How a view's content (an image view's image, what ``UIView/draw(_:)`` drew) is placed
    /// in its bounds (UIKit's `UIView.ContentMode`).
    public enum ContentMode: Int, Hashable, Sendable {
        /// Stretched to the bounds.
        case scaleToFill
        /// Scaled to fit inside, keeping its aspect ratio (letterboxed).
        case scaleAspectFit
        /// Scaled to cover the bounds, keeping its aspect ratio (cropped).
        case scaleAspectFill
        /// Drawn again at the new size (``UIView/draw(_:)`` runs when the size changes); an
        /// image is stretched, as with ``scaleToFill``.
        case redraw
        /// Unscaled, centred.
        case center
        /// Unscaled, at the top, centred horizontally.
        case top
        /// Unscaled, at the bottom, centred horizontally.
        case bottom
        /// Unscaled, at the left, centred vertically.
        case left
        /// Unscaled, at the right, centred vertically.
        case right
        /// Unscaled, in the top left corner.
        case topLeft
        /// Unscaled, in the top right corner.
        case topRight
        /// Unscaled, in the bottom left corner.
        case bottomLeft
        /// Unscaled, in the bottom right corner.
        case bottomRight

        /// Where content of `imageSize` goes in `bounds`.
        public func rect(for imageSize: CGSize, in bounds: CGRect) -> CGRect {
            guard imageSize.width > 0, imageSize.height > 0 else { return .zero }
            switch self {
            case .scaleToFill, .redraw:
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
            case .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
                let x = [.left, .topLeft, .bottomLeft].contains(self) ? bounds.minX : bounds.maxX - imageSize.width
                let y = self == .left || self == .right ? bounds.midY - imageSize.height / 2
                    : self == .topLeft || self == .topRight ? bounds.minY : bounds.maxY - imageSize.height
                return CGRect(x: x, y: y, width: imageSize.width, height: imageSize.height)
            }
        }
    }
}
