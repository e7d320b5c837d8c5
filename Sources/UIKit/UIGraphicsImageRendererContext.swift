import Foundation

/// What ``UIGraphicsImageRenderer/image(actions:)`` hands its drawing block (UIKit's
/// `UIGraphicsImageRendererContext`): the Core Graphics context to draw with (also
/// `UIGraphicsGetCurrentContext()` during the block) and the format.
@MainActor @preconcurrency
public final class UIGraphicsImageRendererContext {
    /// The context the block draws with.
    public let cgContext: CGContext
    /// The format of the image being made.
    public let format: UIGraphicsImageRendererFormat
    /// The renderer making the image (for ``currentImage``).
    private let renderer: UIGraphicsImageRenderer

    /// A context drawing with `cgContext` for `renderer`.
    init(cgContext: CGContext, renderer: UIGraphicsImageRenderer) {
        self.cgContext = cgContext
        self.format = renderer.format
        self.renderer = renderer
    }

    /// The image drawn so far.
    public var currentImage: UIImage {
        renderer.rasterize(cgContext.finishedOperations())
    }

    /// Fills a rectangle with the context's fill colour.
    public func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Strokes a rectangle's outline with the context's stroke colour and line.
    public func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }

    /// Intersects the clip with a rectangle.
    public func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }
}
