import Foundation

// Images made from a `CGImage`, and turned as their orientation says.
extension UIImage {
    /// How a bitmap is turned to be shown (UIKit's `UIImage.Orientation`, with its raw values):
    /// the turn from the stored pixels to the image as seen, as a camera's photos record it.
    public enum Orientation: Int, Hashable, Sendable {
        /// As stored.
        case up
        /// Turned 180°.
        case down
        /// Turned 90° counterclockwise to be shown (stored turned 90° clockwise).
        case left
        /// Turned 90° clockwise to be shown.
        case right
        /// Flipped left to right.
        case upMirrored
        /// Flipped top to bottom (turned 180° and flipped left to right).
        case downMirrored
        /// Turned 90° clockwise and flipped left to right: rows and columns swapped.
        case leftMirrored
        /// Turned 90° counterclockwise and flipped left to right.
        case rightMirrored

        /// Whether the turn swaps width and height.
        var swapsSides: Bool { [.left, .right, .leftMirrored, .rightMirrored].contains(self) }

        /// The stored pixel shown at `(x, y)` of an image turned so, from a bitmap `width` ×
        /// `height`.
        func storedPixel(x: Int, y: Int, width: Int, height: Int) -> (x: Int, y: Int) {
            switch self {
            case .up: (x, y)
            case .down: (width - 1 - x, height - 1 - y)
            case .left: (width - 1 - y, x)
            case .right: (y, height - 1 - x)
            case .upMirrored: (width - 1 - x, y)
            case .downMirrored: (x, height - 1 - y)
            case .leftMirrored: (y, x)
            case .rightMirrored: (width - 1 - y, height - 1 - x)
            }
        }
    }

    /// An image of a bitmap at scale 1, as stored (UIKit's `UIImage(cgImage:)`).
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of a bitmap at `scale` pixels a point, turned as `orientation` says (UIKit's
    /// `UIImage(cgImage:scale:orientation:)`): a 200 × 100-pixel bitmap at scale 2 turned
    /// `.right` is 50 × 100 points, and draws turned. ``cgImage`` is the bitmap as given. A scale
    /// that is not a positive finite number is 1.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let scale = scale > 0 && scale.isFinite ? Double(scale) : 1
        let (width, height) = orientation.swapsSides ? (cgImage.height, cgImage.width) : (cgImage.width, cgImage.height)
        var pixels = cgImage.pixels
        if orientation != .up {
            pixels = []
            pixels.reserveCapacity(width * height)
            for y in 0..<height {
                for x in 0..<width {
                    let stored = orientation.storedPixel(x: x, y: y, width: cgImage.width, height: cgImage.height)
                    pixels.append(cgImage.pixels[stored.y * cgImage.width + stored.x])
                }
            }
        }
        self.init(checkedPixelWidth: width, pixelHeight: height, scale: scale, pixels: pixels, renderingMode: .automatic,
                  orientation: orientation, cgImage: cgImage)
    }
}
