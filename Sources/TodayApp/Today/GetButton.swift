import UIKit

/// The App Store's price button: a grey (or, on dark art, translucent white) pill with "GET" or
/// the price in bold blue, and "In-App Purchases" in small grey under it when the app has them.
public final class GetButton: UIButton {
    /// The pill's size.
    public static let size = CGSize(width: 74, height: 28)

    /// A button for an app; `onDark` uses the translucent style for dark artwork. The grey pill
    /// follows the appearance on a surface (`onSurface`, the default) and stays light on light
    /// artwork.
    public init(app: CatalogApp, onDark: Bool = false, onSurface: Bool = true) {
        super.init(frame: CGRect(origin: .zero, size: Self.size))
        setTitle(app.price, for: .normal)
        titleLabel?.font = .system(size: 15, weight: .bold)
        setTitleColor(onDark ? .white : onSurface ? .systemBlue : UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)), for: .normal)
        backgroundColor = onDark ? UIColor(white: 1, alpha: 0.25) : onSurface ? TodayPalette.fill : UIColor(rgb: 0xEEEEF0)
        layer.cornerRadius = Self.size.height / 2
        layer.cornerCurve = .continuous
    }

    /// The title and everything its look depends on (the pill's colour and corners the
    /// renderer matches itself): a story's GET buttons share one bitmap, so the frame that
    /// shows a list story's rows draws one button, not four.
    public override var sharedContentKey: AnyHashable? {
        guard let title = currentTitle, currentImage == nil else { return nil }
        return [AnyHashable(title), AnyHashable(titleLabel?.textStyle), AnyHashable(currentTitleColor), AnyHashable(isHighlighted), AnyHashable(isEnabled)]
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }
}
