import Foundation

/// The label a ``UIButton`` sets its title in (its ``UIButton/titleLabel``): the style the app
/// gives it (`font`, `numberOfLines`, `lineBreakMode`, `textAlignment`, `lineHeightMultiple`)
/// is the title's, and each change redraws the button. Its `text` and `textColor` are the
/// button's current title and colour (set them through `setTitle(_:for:)` and
/// `setTitleColor(_:for:)`, as in UIKit, where the button overrides what is written to its label).
final class ButtonTitleLabel: UILabel {
    /// The button whose title this is.
    private weak var button: UIButton?

    /// The label of `button`, in the style of a system button's title. (The button is linked
    /// last: making the label changes nothing the button has drawn.)
    init(button: UIButton) {
        super.init(frame: .zero)
        font = .system(size: 17, weight: .semibold)
        textAlignment = .center
        self.button = button
    }

    /// Nothing decodes views on Linux: always nil.
    required init?(coder: NSCoder) { nil }

    /// The button's current title (what is written here is ignored, as the button's own title
    /// wins in UIKit).
    override var text: String? {
        get { button?.currentTitle }
        set {}
    }

    /// The button's current title colour (what is written here is ignored).
    override var textColor: UIColor {
        get { button?.currentTitleColor ?? .black }
        set {}
    }

    override var font: UIFont { didSet { button?.titleStyleDidChange() } }
    override var numberOfLines: Int { didSet { button?.titleStyleDidChange() } }
    override var lineBreakMode: NSLineBreakMode { didSet { button?.titleStyleDidChange() } }
    override var textAlignment: NSTextAlignment { didSet { button?.titleStyleDidChange() } }
    override var lineHeightMultiple: Double { didSet { button?.titleStyleDidChange() } }
}
