import Foundation

/// Fills and strokes a view draws straight onto the frame, with no bitmap of its own: the
/// renderer replays them, in the view's bounds coordinates, each time it composites the view.
/// A ``CAShapeLayer``'s path is drawn so (`ShapeContentView`): a shape that changes every
/// frame (a reveal's growing circle, a ring filling) costs a path fill, not a bitmap the size
/// of the path drawn and composited again.
package struct VectorDrawing: Hashable, Sendable {
    /// One fill or stroke.
    package enum Operation: Hashable, Sendable {
        /// `path` filled with `color` by `rule`.
        case fill(Path, UIColor, CGPathFillRule)
        /// `path` stroked with `color` in `style`.
        case stroke(Path, UIColor, StrokeStyle)
    }

    /// The operations, back to front.
    package var operations: [Operation]

    /// A drawing of `operations`, back to front.
    package init(_ operations: [Operation]) {
        self.operations = operations
    }

    /// Draws the operations with `context` (a snapshot's, or any other ``GraphicsContext``).
    @MainActor func replay(in context: GraphicsContext) {
        for operation in operations {
            switch operation {
            case .fill(let path, let color, let rule): context.fill(path, with: color, rule: rule)
            case .stroke(let path, let color, let style): context.stroke(path, with: color, style: style)
            }
        }
    }
}
