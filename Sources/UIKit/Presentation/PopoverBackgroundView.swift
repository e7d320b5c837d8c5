import Foundation
import Motion

/// The shape behind a popover's content: a rounded rectangle with a shadow, and an arrow on one
/// side pointing at the source.
public final class PopoverBackgroundView: UIView {
    /// The arrow's height (how far it reaches out) and the width of its base.
    public static let arrowHeight = 13.0, arrowBase = 26.0
    /// The content's corner radius.
    public static let cornerRadius = 13.0

    /// The content rectangle, in this view's bounds.
    var contentRect: CGRect = .zero { didSet { if contentRect != oldValue { setNeedsDisplay() } } }
    /// Where the arrow points (`.unknown`: no arrow).
    var arrowDirection: UIPopoverArrowDirection = .unknown { didSet { if arrowDirection != oldValue { setNeedsDisplay() } } }
    /// Where along its side the arrow's tip is, in this view's bounds (x for up and down, y for
    /// left and right).
    var arrowOffset: CGFloat = 0 { didSet { if arrowOffset != oldValue { setNeedsDisplay() } } }
    /// The fill.
    var fillColor: UIColor = .popoverBackground { didSet { if fillColor != oldValue { setNeedsDisplay() } } }

    /// A background; it is not hit by touches (the content is above it).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.shadowOpacity = 0.18
        layer.shadowRadius = 20
        layer.shadowOffset = CGSize(width: 0, height: 4)
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// It draws.
    public override var drawsContent: Bool { true }

    /// Draws the rounded rectangle and the arrow.
    public override func draw(in context: GraphicsContext) {
        context.fill(Path(roundedRect: contentRect, cornerRadius: Self.cornerRadius), with: fillColor)
        guard let arrow = arrowPath() else { return }
        context.fill(arrow, with: fillColor)
    }

    private func arrowPath() -> Path? {
        let half = Self.arrowBase / 2, height = Self.arrowHeight
        var path = Path()
        switch arrowDirection {
        case .up:
            path.move(to: CGPoint(x: arrowOffset - half, y: contentRect.minY + 0.5))
            path.addLine(to: CGPoint(x: arrowOffset, y: contentRect.minY - height))
            path.addLine(to: CGPoint(x: arrowOffset + half, y: contentRect.minY + 0.5))
        case .down:
            path.move(to: CGPoint(x: arrowOffset - half, y: contentRect.maxY - 0.5))
            path.addLine(to: CGPoint(x: arrowOffset, y: contentRect.maxY + height))
            path.addLine(to: CGPoint(x: arrowOffset + half, y: contentRect.maxY - 0.5))
        case .left:
            path.move(to: CGPoint(x: contentRect.minX + 0.5, y: arrowOffset - half))
            path.addLine(to: CGPoint(x: contentRect.minX - height, y: arrowOffset))
            path.addLine(to: CGPoint(x: contentRect.minX + 0.5, y: arrowOffset + half))
        case .right:
            path.move(to: CGPoint(x: contentRect.maxX - 0.5, y: arrowOffset - half))
            path.addLine(to: CGPoint(x: contentRect.maxX + height, y: arrowOffset))
            path.addLine(to: CGPoint(x: contentRect.maxX - 0.5, y: arrowOffset + half))
        default:
            return nil
        }
        path.close()
        return path
    }
}
