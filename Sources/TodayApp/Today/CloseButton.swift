import UIKit

/// The story's close button: a translucent grey disc with a dark cross, 30 points (seed).
public final class CloseButton: UIButton {
    /// A close button of the seed's size (30 points).
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: TodayMetrics.closeButtonSize, height: TodayMetrics.closeButtonSize))
    }

    /// A close button with a frame (a disc: the corner radius is half its width).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = TodayPalette.closeDisc
        layer.cornerRadius = frame.width / 2
        layer.cornerCurve = .continuous
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// The button draws its cross.
    public override var drawsContent: Bool { true }

    /// Draws the cross, dimmed while pressed.
    public override func draw(in context: GraphicsContext) {
        let size = bounds.width
        let arm = size * 0.18
        let middle = CGPoint(x: size / 2, y: size / 2)
        var cross = Path()
        cross.move(to: CGPoint(x: middle.x - arm, y: middle.y - arm))
        cross.addLine(to: CGPoint(x: middle.x + arm, y: middle.y + arm))
        cross.move(to: CGPoint(x: middle.x + arm, y: middle.y - arm))
        cross.addLine(to: CGPoint(x: middle.x - arm, y: middle.y + arm))
        context.stroke(cross, with: isHighlighted ? TodayPalette.closeCross.withAlphaComponent(0.4) : TodayPalette.closeCross, lineWidth: 2.2)
    }
}
