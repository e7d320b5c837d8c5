import UIKit

/// An app icon: the catalog's two-colour gradient in a continuous rounded square (22.5 % corner
/// radius, as iOS icons) with the glyph in white, and a hairline border.
public final class AppIconView: UIView {
    /// The app.
    public let app: CatalogApp

    /// An icon of `size` points.
    public init(app: CatalogApp, size: Double) {
        self.app = app
        super.init(frame: CGRect(x: 0, y: 0, width: size, height: size))
        layer.cornerRadius = size * 0.225
        layer.cornerCurve = .continuous
        clipsToBounds = true
        isUserInteractionEnabled = false
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// The icon draws itself.
    public override var drawsContent: Bool { true }

    /// The gradient's colours and the glyph, all it draws from besides its size and corners
    /// (which the renderer matches too): a list card's icons and its open story's share their
    /// bitmaps, so the story's first frame does not draw them again.
    public override var sharedContentKey: AnyHashable? {
        [AnyHashable(app.iconColors), AnyHashable(app.iconGlyph)]
    }

    /// Draws the gradient, the glyph and the border.
    public override func draw(in context: GraphicsContext) {
        let area = CGRect(origin: .zero, size: bounds.size)
        let colors = app.iconColors.count >= 2 ? app.iconColors : [app.iconColors.first ?? .systemGray, app.iconColors.first ?? .systemGray]
        context.fill(Path(rect: area), with: Gradient(colors: colors), from: CGPoint(x: 0, y: 0), to: CGPoint(x: area.width, y: area.height))
        let glyph = TextStyle(font: .system(size: area.height * (app.iconGlyph.count > 1 ? 0.36 : 0.5), weight: .bold),
                              color: .white, alignment: .center, numberOfLines: 1)
        let lineHeight = area.height * 0.62
        context.draw(app.iconGlyph, style: glyph, in: CGRect(x: 0, y: (area.height - lineHeight) / 2, width: area.width, height: lineHeight))
        context.stroke(Path(roundedRect: area.insetBy(dx: 0.25, dy: 0.25), cornerRadius: layer.cornerRadius), with: UIColor(white: 0, alpha: 0.12), lineWidth: 0.5)
    }
}
