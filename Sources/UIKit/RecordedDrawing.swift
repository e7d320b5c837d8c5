import Foundation
import Motion

/// What a view's ``UIView/draw(_:)`` drew through its ``CGContext``, kept as operations in the
/// view's content coordinates (points, origin at the top left of the bounds size), and the
/// size it was drawn for. The view replays it whenever the renderer redraws its content
/// bitmap (a new scale, a presented size), so `draw(_:)` runs when UIKit would run it: when
/// the view is first shown, after ``UIView/setNeedsDisplay()``, and, with the content mode
/// ``UIView/ContentMode/redraw``, when its size changes.
struct RecordedDrawing {
    /// One operation, in the order drawn.
    enum Operation {
        /// Saves the clip, transform, blend mode and shadow (`saveGState()`).
        case save
        /// Restores them (`restoreGState()`).
        case restore
        /// Intersects the clip with a path (content coordinates).
        case clip(Path, CGPathFillRule)
        /// Fills a path (content coordinates) with a colour.
        case fill(Path, UIColor, CGPathFillRule)
        /// Strokes a path given in the coordinates of `transform`, whose units the line's
        /// width and dashes are in (as Core Graphics strokes with the pen of the current
        /// transform).
        case stroke(Path, UIColor, StrokeStyle, CGAffineTransform)
        /// Fills `area` with a linear gradient from `start` to `end`, all in the coordinates of
        /// `transform`.
        case gradient(Gradient, start: CGPoint, end: CGPoint, area: Path, CGAffineTransform)
        /// Fills `area` with a radial gradient through `circles`, extended past them or not,
        /// all in the coordinates of `transform`.
        case radialGradient(Gradient, GradientCircles, extends: Bool, area: Path, CGAffineTransform)
        /// Sets the blend mode of later painting (kept by `save`, put back by `restore`).
        case blendMode(CGBlendMode)
        /// Sets the shadow of later painting, in content coordinates (kept by `save`, put
        /// back by `restore`).
        case shadow(DrawingShadow?)
        /// Draws an image into a rectangle in the coordinates of `transform`.
        case image(UIImage, CGRect, alpha: Double, CGAffineTransform)
        /// Draws text from the top of a rectangle in the coordinates of `transform`.
        case text(String, TextStyle, CGRect, CGAffineTransform)
    }

    /// The operations, back to front, with as many restores as saves.
    let operations: [Operation]
    /// The bounds size the drawing was made for.
    let size: CGSize
    /// The view's count of ``UIView/setNeedsDisplay()`` calls when it was made.
    let version: Int
    /// Whether nothing was drawn (a view that does not override `draw(_:)`).
    let drawsNothing: Bool

    /// A drawing of `operations`, made for `size` at `version`.
    init(operations: [Operation], size: CGSize, version: Int) {
        self.operations = operations
        self.size = size
        self.version = version
        drawsNothing = !operations.contains { operation in
            switch operation {
            case .save, .restore, .clip, .blendMode, .shadow: false
            case .fill, .stroke, .gradient, .radialGradient, .image, .text: true
            }
        }
    }

    /// Replays the drawing with `context`, placed in `bounds` by `contentMode` (stretched by
    /// ``UIView/ContentMode/scaleToFill``, centred by ``UIView/ContentMode/center``, and so on;
    /// ``UIView/ContentMode/redraw`` draws at the size it was made for, which is the size of
    /// the bounds).
    @MainActor func replay(in context: GraphicsContext, contentMode: UIView.ContentMode, bounds: CGSize) {
        context.saveState()
        if contentMode != .redraw, size != bounds {
            let placed = contentMode.rect(for: size, in: CGRect(origin: .zero, size: bounds))
            context.concatenate(CGAffineTransform(a: placed.width / size.width, b: 0, c: 0, d: placed.height / size.height,
                                                  tx: placed.minX, ty: placed.minY))
        }
        for operation in operations {
            switch operation {
            case .save:
                context.saveState()
            case .restore:
                context.restoreState()
            case .clip(let path, let rule):
                context.clip(to: path, rule: rule)
            case .fill(let path, let color, let rule):
                context.fill(path, with: color, rule: rule)
            case .stroke(let path, let color, let style, let transform):
                transformed(transform, in: context) { context.stroke(path, with: color, style: style) }
            case .gradient(let gradient, let start, let end, let area, let transform):
                transformed(transform, in: context) { context.fill(area, with: gradient, from: start, to: end) }
            case .radialGradient(let gradient, let circles, let extends, let area, let transform):
                transformed(transform, in: context) { context.fill(area, with: gradient, circles: circles, extends: extends) }
            case .blendMode(let mode):
                context.setBlendMode(mode)
            case .shadow(let shadow):
                context.setShadow(shadow)
            case .image(let image, let rect, let alpha, let transform):
                transformed(transform, in: context) { context.draw(image, in: rect, alpha: alpha) }
            case .text(let string, let style, let rect, let transform):
                transformed(transform, in: context) { context.draw(string, style: style, in: rect, fromTop: true) }
            }
        }
        context.restoreState()
    }

    /// Runs `draw` in the coordinates of `transform`.
    @MainActor private func transformed(_ transform: CGAffineTransform, in context: GraphicsContext, _ draw: () -> Void) {
        if transform.isIdentity { return draw() }
        context.saveState()
        context.concatenate(transform)
        draw()
        context.restoreState()
    }
}
