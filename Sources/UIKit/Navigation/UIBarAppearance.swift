import Foundation

/// How a bar's background looks (UIKit's `UIBarAppearance`): its colour and the hairline
/// under it. ``UINavigationBarAppearance`` adds the titles' text attributes.
///
/// A bar copies an appearance when it is assigned, as UIKit does: later changes to the object
/// assigned do not reach the bar, while changes to the bar's own (read back from it) show at
/// once.
@MainActor @preconcurrency
open class UIBarAppearance: NSObject {
    /// The background colour (nil: none, the bar is clear).
    public var backgroundColor: UIColor? { didSet { onChange?() } }
    /// The blur behind the background colour. Kept for source compatibility: Today's bars draw
    /// their colour only (the default colour is translucent, as the material would look over
    /// a light screen).
    public var backgroundEffect: UIBlurEffect? { didSet { onChange?() } }
    /// The hairline's colour (nil or clear: no hairline).
    public var shadowColor: UIColor? { didSet { onChange?() } }

    /// Called when something shown changed (the bar or item that keeps this copy listens).
    var onChange: (@MainActor () -> Void)?

    /// An appearance with the default background: translucent light chrome and a hairline.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// The default background: a translucent light grey (near-black in the dark appearance)
    /// and a hairline.
    open func configureWithDefaultBackground() {
        backgroundColor = .barBackground
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        shadowColor = .barHairline
    }

    /// An opaque background in the system background colour, and a hairline.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundEffect = nil
        shadowColor = .barHairline
    }

    /// No background and no hairline.
    open func configureWithTransparentBackground() {
        backgroundColor = nil
        backgroundEffect = nil
        shadowColor = nil
    }

    /// Copies the background of `other` into this one.
    func copyBackground(from other: UIBarAppearance) {
        backgroundColor = other.backgroundColor
        backgroundEffect = other.backgroundEffect
        shadowColor = other.shadowColor
    }
}
