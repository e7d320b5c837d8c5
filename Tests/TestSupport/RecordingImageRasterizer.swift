import Motion
import UIKit

/// An image rasterizer that draws nothing: it records the calls of each drawing (through a
/// ``RecordingGraphicsContext``) and the size, scale and opacity asked for, and returns an
/// image of one colour of the size asked.
@MainActor
public final class RecordingImageRasterizer: UIGraphicsImageRasterizing {
    /// One image asked for.
    public struct Request: Sendable {
        /// Its size in points.
        public let size: CGSize
        /// Its scale.
        public let scale: Double
        /// Whether it was to be opaque.
        public let opaque: Bool
        /// The calls its drawing made.
        public let calls: [String]
    }

    /// The images asked for, in order.
    public private(set) var requests: [Request] = []
    /// The colour of the images returned.
    public let color: UIColor

    /// A rasterizer returning images of `color`.
    public init(color: UIColor = .systemPurple) {
        self.color = color
    }

    /// Records the request and the drawing's calls; returns an image of ``color`` of the size.
    public func image(size: CGSize, scale: Double, opaque: Bool, draw: (any GraphicsContext) -> Void) -> UIImage? {
        let context = RecordingGraphicsContext()
        draw(context)
        requests.append(Request(size: size, scale: scale, opaque: opaque, calls: context.calls))
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        return UIImage(pixelWidth: width, pixelHeight: height, scale: scale,
                       pixels: Array(repeating: UIImage.pixel(color), count: width * height))
    }
}
