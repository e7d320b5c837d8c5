import Foundation
import Motion

/// A tappable view with a title and/or image (UIKit's `UIButton`): the content dims while
/// highlighted, and disabled buttons draw grey.
///
/// As in UIKit, `UIButton(type: .system)` draws its title in its ``UIView/tintColor`` and
/// `UIButton(frame:)` makes a `.custom` button, whose title is white until a colour is set.
/// (UIKit dims only a custom button's image while highlighted; Today dims its title too.)
open class UIButton: UIControl {
    /// The kinds of button (UIKit's `UIButton.ButtonType`). Today draws `.system`, `.custom`
    /// and the detail (info) glyph of `.detailDisclosure`, `.infoLight` and `.infoDark` (a
    /// tint-coloured circled "i", 22 points, shown while the button has no title or image); the
    /// others are drawn as `.system` (their glyphs are not drawn yet).
    public enum ButtonType: Int, Hashable, Sendable {
        /// No system styling: a white title unless set.
        case custom
        /// The system style: a title in the tint.
        case system
        /// A detail disclosure button.
        case detailDisclosure
        /// An information button for light content.
        case infoLight
        /// An information button for dark content.
        case infoDark
        /// A contact-add button.
        case contactAdd
        /// A close button.
        case close
    }

    /// The kind of button.
    public private(set) var buttonType: ButtonType = .custom

    /// A button of a kind, with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// The titles set per state (``setTitle(_:for:)``).
    private var titles: [UInt: String] = [:]
    /// The title colours set per state (``setTitleColor(_:for:)``).
    private var titleColors: [UInt: UIColor] = [:]
    /// The images set per state (``setImage(_:for:)``).
    private var images: [UInt: UIImage] = [:]
    /// The label that sets the title (UIKit's `titleLabel`): its `font` (17-point semibold
    /// unless set), `numberOfLines`, `lineBreakMode`, `textAlignment` and `lineHeightMultiple`
    /// style the title, and its `text` and `textColor` read the current title and colour. Unlike
    /// UIKit's it is not a subview: the button draws the title in the label's style.
    public var titleLabel: UILabel? { label }
    /// Storage for ``titleLabel``.
    private lazy var label = ButtonTitleLabel(button: self)

    /// The title label's style changed: the title is drawn and measured again.
    func titleStyleDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// Sets the title shown in `state` (nil removes it; other states fall back to `.normal`'s).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The title for `state`: its own, else the `.normal` one.
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue] }

    /// Sets the title colour in `state` (nil removes it; the default is the tint for a system
    /// button, white for a custom one).
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        setNeedsDisplay()
    }

    /// The title colour for `state`: its own, else the `.normal` one, else the type's default.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue] ?? defaultTitleColor
    }

    /// The title colour of a button that was given none: white for a custom button, the
    /// button's ``UIView/tintColor`` otherwise (the system blue unless set here or above).
    private var defaultTitleColor: UIColor { buttonType == .custom ? .white : tintColor }

    /// A button that draws in its tint draws again when the tint changes.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if buttonType != .custom || configuration != nil || currentImage?.renderingMode == .alwaysTemplate { setNeedsDisplay() }
    }

    /// The current image as drawn: as a template in the tint (dimmed while highlighted, grey
    /// while disabled, as the title) when it is one, or when a system button's image is
    /// `.automatic`, as UIKit draws system buttons' images; otherwise as it is.
    var currentImageAsDrawn: UIImage? {
        guard let image = currentImage else { return nil }
        let template = image.renderingMode == .alwaysTemplate || (image.renderingMode == .automatic && buttonType != .custom)
        guard template else { return image }
        var color = tintColor
        if !isEnabled {
            color = .systemGray
        } else if isHighlighted {
            color = color.withAlphaComponent(color.alpha * 0.3)
        }
        return filledImage.image(image, filledWith: color)
    }

    /// The template image last filled with a colour.
    private var filledImage = FilledImage()

    /// Sets the image shown in `state` (nil removes it).
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The image for `state`: its own, else the `.normal` one.
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[UIControl.State.normal.rawValue] }

    /// The title shown now: the configuration's, else the one for the state.
    public var currentTitle: String? { configuration.map { $0.title } ?? title(for: state) }
    /// The title colour used now.
    public var currentTitleColor: UIColor { titleColor(for: state) ?? defaultTitleColor }
    /// The image shown now: the configuration's, else the one for the state.
    public var currentImage: UIImage? { configuration.map { $0.image } ?? image(for: state) }

    /// Whether the finger is on the button: the content is drawn at 30 % opacity, as iOS does.
    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    /// Whether the button reacts; a disabled button is drawn grey and ignores touches.
    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { stateDidChange() } } }
    /// Whether the button is selected (a configured button's update handler may show it).
    open override var isSelected: Bool { didSet { if isSelected != oldValue { stateDidChange() } } }

    /// Whether a tap toggles ``isSelected`` before the button's actions run (UIKit's
    /// `changesSelectionAsPrimaryAction`, iOS 15): a toggle button, restyled by its
    /// ``configurationUpdateHandler``.
    public var changesSelectionAsPrimaryAction = false

    /// A tap on a button that changes selection toggles it, then the actions run.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if changesSelectionAsPrimaryAction, isTracking, let touch = touches.first, isInside(touch) {
            isSelected.toggle()
        }
        super.touchesEnded(touches, with: event)
    }

    /// The state changed: drawn again, and a configured button's configuration updated.
    private func stateDidChange() {
        setNeedsDisplay()
        if configuration != nil || configurationUpdateHandler != nil { setNeedsUpdateConfiguration() }
    }

    // MARK: Configuration (see UIButton+Configuration.swift)

    /// What the button shows, described as a whole (UIKit's `configuration`, iOS 15): with one,
    /// the button draws its style's background, its title and image and their colours from it,
    /// and its per-state titles, colours and images are not drawn.
    public var configuration: Configuration? {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// Called when the button's state changes (highlighted, selected, enabled) or
    /// ``setNeedsUpdateConfiguration()`` is called, to change ``configuration`` for the new
    /// state (UIKit's `configurationUpdateHandler`).
    public var configurationUpdateHandler: ((UIButton) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether ``updateConfiguration()`` is running (an update handler that sets the
    /// configuration does not start another update).
    private var isUpdatingConfiguration = false

    /// Asks for the configuration to be updated for the current state: here at once (UIKit
    /// coalesces it to the next layout).
    public func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        updateConfiguration()
    }

    /// Updates the configuration for the current state: calls ``configurationUpdateHandler``.
    /// Override it to do the same in a subclass (call super).
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
    }

    /// A system button that runs `primaryAction` when tapped and shows its title and image.
    public convenience init(primaryAction: UIAction?) {
        self.init(type: .system)
        if let primaryAction {
            setTitle(primaryAction.title.isEmpty ? nil : primaryAction.title, for: .normal)
            setImage(primaryAction.image, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// A button with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// The title's size (measured by the window's renderer) beside the image, with 6 points above
    /// and below as UIKit's system buttons have (no intrinsic size when empty).
    open override var intrinsicContentSize: CGSize {
        if let configuration { return configuredContentSize(configuration) }
        var width = 0.0
        var height = 0.0
        if let image = currentImage {
            width += image.size.width
            height = image.size.height
        }
        if let title = currentTitle, !title.isEmpty {
            let style = titleStyle
            let size = measuredTitle(title, style: style)
            width += size.width + (currentImage == nil ? 0 : 8)
            height = Swift.max(height, size.height)
        }
        guard width > 0 || height > 0 else {
            if showsInfoGlyph { return CGSize(width: Self.infoGlyphSide, height: Self.infoGlyphSide) }
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return CGSize(width: width, height: height + 12)
    }

    /// Measures the title on one line, as ``intrinsicContentSize`` does in a window; the button
    /// keeps nothing itself (a measurer that keeps what it measured, as the renderer's does,
    /// answers the next time from that).
    override func measureOwnText(with measurer: any TextMeasuring) {
        guard let title = currentTitle, !title.isEmpty else { return }
        _ = measurer.size(of: title, style: configuration.map { configuredLook($0).titleStyle } ?? titleStyle, width: nil)
    }

    /// The size of a title on one line: measured by the window's renderer, else estimated.
    func measuredTitle(_ title: String, style: TextStyle) -> CGSize {
        window?.textMeasurer?.size(of: title, style: style, width: nil)
            ?? CGSize(width: (Double(title.count) * style.font.size * 0.55).rounded(.up), height: (style.font.size * 1.2).rounded(.up))
    }

    /// Buttons draw their title and image (or a detail button its glyph, or a configured button
    /// its background).
    open override var drawsContent: Bool { configuration != nil || currentTitle != nil || currentImage != nil || showsInfoGlyph }

    /// Whether the button shows the detail (info) glyph: a detail or info button with no title
    /// or image.
    private var showsInfoGlyph: Bool {
        [.detailDisclosure, .infoLight, .infoDark].contains(buttonType) && currentTitle == nil && currentImage == nil
    }

    /// The detail glyph's diameter in points.
    static let infoGlyphSide: CGFloat = 22

    /// The title's style in the current state: a colour set for the state, else the normal
    /// colour dimmed to 30 % while highlighted (as iOS's system buttons do), or grey while
    /// disabled.
    var titleStyle: TextStyle {
        let normal = titleColor(for: .normal) ?? defaultTitleColor
        var color = normal
        if !isEnabled {
            color = titleColors[UIControl.State.disabled.rawValue] ?? .systemGray
        } else if isHighlighted {
            color = titleColors[UIControl.State.highlighted.rawValue] ?? normal.withAlphaComponent(normal.alpha * 0.3)
        }
        return TextStyle(font: label.font, color: color, alignment: label.textAlignment, numberOfLines: label.numberOfLines,
                         lineBreakMode: label.lineBreakMode, lineHeightMultiple: label.lineHeightMultiple)
    }

    /// Draws the image and title centred (or the detail glyph, or what the configuration says).
    open override func draw(in context: GraphicsContext) {
        if let configuration { return drawConfigured(configuration, in: context) }
        let area = CGRect(origin: .zero, size: bounds.size)
        if showsInfoGlyph {
            let side = Swift.min(Self.infoGlyphSide, area.width, area.height)
            let circle = CGRect(x: (area.width - side) / 2, y: (area.height - side) / 2, width: side, height: side)
            let color = titleStyle.color
            context.stroke(Path(ellipseIn: circle.insetBy(dx: 0.75, dy: 0.75)), with: color, lineWidth: 1.5)
            context.draw("i", style: TextStyle(font: .system(size: 15, weight: .semibold), color: color, alignment: .center), in: circle)
            return
        }
        let title = currentTitle
        if let image = currentImageAsDrawn {
            let size = image.size
            let fitted = UIView.ContentMode.scaleAspectFit.rect(for: size, in: area.insetBy(dx: 0, dy: 0))
            let target = title == nil ? fitted : CGRect(x: 8, y: area.midY - Swift.min(size.height, area.height) / 2,
                                                      width: Swift.min(size.width, area.height), height: Swift.min(size.height, area.height))
            context.draw(image, in: target)
        }
        if let title, !title.isEmpty {
            context.draw(title, style: titleStyle, in: area)
        }
    }
}
