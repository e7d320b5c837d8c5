import Foundation

// Buttons described by a configuration (UIKit's `UIButton.Configuration`, iOS 15).
extension UIButton {
    /// What a button shows and how (UIKit's `UIButton.Configuration`): a style (plain, gray,
    /// tinted, filled), a title and an image placed around it, colours, a size, insets and a
    /// corner style. Set it on ``UIButton/configuration``; the button draws from it instead of
    /// its per-state titles and colours.
    public struct Configuration {
        /// The background the style draws.
        enum Style: Sendable {
            /// No background.
            case plain
            /// A grey background.
            case gray
            /// A light background of the tint.
            case tinted
            /// A background of the tint, with a white title.
            case filled
        }

        /// The style this configuration was made with.
        let style: Style

        /// The title (nil: none).
        public var title: String?
        /// A second, smaller line under the title (nil: none).
        public var subtitle: String?
        /// The space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// The image (nil: none).
        public var image: UIImage?
        /// Which side of the title the image is on (`.leading` by default).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the title.
        public var imagePadding: CGFloat = 0
        /// The colour of the title and a template image (nil: the style's).
        public var baseForegroundColor: UIColor?
        /// The colour of the background (nil: the style's).
        public var baseBackgroundColor: UIColor?
        /// The background: its colour (over ``baseBackgroundColor``), corner radius and stroke.
        public var background = UIBackgroundConfiguration()
        /// How round the corners are.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size: the title's font, the default insets and the dynamic corners.
        public var buttonSize: Size = .medium
        /// The space around the content (the size's, unless set).
        public var contentInsets: NSDirectionalEdgeInsets
        /// How the title lines up in the button.
        public var titleAlignment: TitleAlignment = .automatic
        /// Whether the button shows an activity indicator (kept; not drawn yet).
        public var showsActivityIndicator = false

        /// A configuration of a style with the medium size's insets.
        init(style: Style) {
            self.style = style
            contentInsets = Size.medium.defaultInsets
        }

        /// No background: the title in the tint (UIKit's `plain()`).
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A grey background, the title in the tint (UIKit's `gray()`).
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A light background of the tint, the title in the tint (UIKit's `tinted()`).
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A background of the tint, the title in white (UIKit's `filled()`).
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// The older name of ``plain()``.
        public static func borderless() -> Configuration { plain() }
        /// The older name of ``gray()``.
        public static func bordered() -> Configuration { gray() }
        /// The older name of ``tinted()``.
        public static func borderedTinted() -> Configuration { tinted() }
        /// The older name of ``filled()``.
        public static func borderedProminent() -> Configuration { filled() }

        /// Puts the insets back to the size's.
        public mutating func setDefaultContentInsets() {
            contentInsets = buttonSize.defaultInsets
        }

        /// How round a configured button's corners are (UIKit's `UIButton.Configuration.CornerStyle`).
        public enum CornerStyle: Sendable {
            /// The background's own ``UIBackgroundConfiguration/cornerRadius``.
            case fixed
            /// A radius chosen by the size: 4 mini, 6 small, 8 medium, 12 large points.
            case dynamic
            /// 4 points.
            case small
            /// 8 points.
            case medium
            /// 12 points.
            case large
            /// Half the height: round ends.
            case capsule
        }

        /// A configured button's size (UIKit's `UIButton.Configuration.Size`).
        public enum Size: Sendable {
            /// A 12-point title, 3 and 8 points of insets.
            case mini
            /// A 15-point title, 5 and 10 points of insets.
            case small
            /// A 17-point title, 7 and 12 points of insets.
            case medium
            /// A 17-point title, 14 and 20 points of insets.
            case large

            /// The insets a configuration of this size starts with.
            var defaultInsets: NSDirectionalEdgeInsets {
                switch self {
                case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
                case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
                case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
                case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
                }
            }

            /// The title's font.
            var font: UIFont {
                switch self {
                case .mini: .systemFont(ofSize: 12)
                case .small: .systemFont(ofSize: 15)
                case .medium, .large: .systemFont(ofSize: 17)
                }
            }

            /// The subtitle's font.
            var subtitleFont: UIFont {
                switch self {
                case .mini: .systemFont(ofSize: 10)
                case .small: .systemFont(ofSize: 12)
                case .medium, .large: .systemFont(ofSize: 15)
                }
            }

            /// The dynamic corner radius.
            var dynamicCornerRadius: CGFloat {
                switch self {
                case .mini: 4
                case .small: 6
                case .medium: 8
                case .large: 12
                }
            }
        }

        /// How a configured button's title lines up (UIKit's `UIButton.Configuration.TitleAlignment`).
        public enum TitleAlignment: Sendable {
            /// Centred, as a button's title is.
            case automatic
            /// At the leading edge.
            case leading
            /// Centred.
            case center
            /// At the trailing edge.
            case trailing
        }
    }

    /// A button drawn from a configuration, running `primaryAction` when tapped.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }
}

// Drawing and measuring a configured button.
extension UIButton {
    /// A configuration resolved for the button's state and tint.
    struct ConfiguredLook {
        /// The title's and template image's colour.
        var foreground: UIColor
        /// The background's colour.
        var background: UIColor
        /// The title's style.
        var titleStyle: TextStyle
        /// The subtitle's style.
        var subtitleStyle: TextStyle
    }

    /// The colours a configuration gives in the current state: the style's from the tint (plain
    /// and gray: the title in the tint; tinted: on the tint at 15 %; filled: white on the
    /// tint), the base colours and the background's colour over them; while highlighted the
    /// title at half and the background at 70 % of their alpha, while disabled grey.
    func configuredLook(_ configuration: Configuration) -> ConfiguredLook {
        let tint = tintColor
        var foreground: UIColor
        var background: UIColor
        switch configuration.style {
        case .plain:
            foreground = configuration.baseForegroundColor ?? tint
            background = configuration.baseBackgroundColor ?? .clear
        case .gray:
            foreground = configuration.baseForegroundColor ?? tint
            background = configuration.baseBackgroundColor ?? .systemGray5
        case .tinted:
            foreground = configuration.baseForegroundColor ?? tint
            background = configuration.baseBackgroundColor ?? tint.withAlphaComponent(0.15)
        case .filled:
            foreground = configuration.baseForegroundColor ?? .white
            background = configuration.baseBackgroundColor ?? tint
        }
        if let color = configuration.background.backgroundColor { background = color }
        if !isEnabled {
            foreground = .systemGray
            if background.alpha > 0 { background = .systemGray6 }
        } else if isHighlighted {
            foreground = foreground.withAlphaComponent(foreground.alpha * 0.5)
            background = background.withAlphaComponent(background.alpha * 0.7)
        }
        let alignment: NSTextAlignment = switch configuration.titleAlignment {
        case .leading: .left
        case .trailing: .right
        case .automatic, .center: .center
        }
        let style = TextStyle(font: configuration.buttonSize.font, color: foreground, alignment: alignment, numberOfLines: 1,
                              lineBreakMode: .byTruncatingTail)
        var subtitleStyle = style
        subtitleStyle.font = configuration.buttonSize.subtitleFont
        return ConfiguredLook(foreground: foreground, background: background, titleStyle: style, subtitleStyle: subtitleStyle)
    }

    /// The corner radius a configuration gives a button `height` points tall.
    static func cornerRadius(of configuration: Configuration, height: CGFloat) -> CGFloat {
        switch configuration.cornerStyle {
        case .fixed: configuration.background.cornerRadius
        case .dynamic: configuration.buttonSize.dynamicCornerRadius
        case .small: 4
        case .medium: 8
        case .large: 12
        case .capsule: height / 2
        }
    }

    /// Where a configured button's image, title and subtitle go.
    struct ConfiguredLayout {
        /// The image's rectangle, if there is an image.
        var image: CGRect?
        /// The title's rectangle, if there is a title.
        var title: CGRect?
        /// The subtitle's rectangle, if there is a subtitle.
        var subtitle: CGRect?

        /// The rectangle holding them all (null when empty).
        var union: CGRect { [image, title, subtitle].compactMap { $0 }.reduce(CGRect.null) { $0.union($1) } }
    }

    /// Where the image and the text (the title, and the subtitle `titlePadding` below it) go
    /// inside `content` (the bounds less the insets): side by side or stacked per the image
    /// placement, `imagePadding` apart, lined up per the title alignment.
    func configuredLayout(_ configuration: Configuration, look: ConfiguredLook, in content: CGRect) -> ConfiguredLayout {
        let imageSize = configuration.image?.size
        let titleSize = configuration.title.flatMap { $0.isEmpty ? nil : measuredTitle($0, style: look.titleStyle) }
        let subtitleSize = configuration.subtitle.flatMap { $0.isEmpty ? nil : measuredTitle($0, style: look.subtitleStyle) }
        let title = titleSize ?? .zero
        let subtitle = subtitleSize ?? .zero
        let hasText = titleSize != nil || subtitleSize != nil
        let linePadding = titleSize != nil && subtitleSize != nil ? configuration.titlePadding : 0
        let text = CGSize(width: Swift.max(title.width, subtitle.width), height: title.height + linePadding + subtitle.height)
        let padding = imageSize != nil && hasText ? configuration.imagePadding : 0
        let stacked = configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
        let image = imageSize ?? .zero
        let total = stacked
            ? CGSize(width: Swift.max(image.width, text.width), height: image.height + padding + text.height)
            : CGSize(width: image.width + padding + text.width, height: Swift.max(image.height, text.height))
        let x: CGFloat = switch configuration.titleAlignment {
        case .leading: content.minX
        case .trailing: content.maxX - total.width
        case .automatic, .center: content.midX - total.width / 2
        }
        let box = CGRect(x: x, y: content.midY - total.height / 2, width: total.width, height: total.height)
        let imageRect: CGRect
        let textBox: CGRect
        if stacked {
            let imageFirst = configuration.imagePlacement == .top
            imageRect = CGRect(x: box.midX - image.width / 2, y: imageFirst ? box.minY : box.maxY - image.height,
                               width: image.width, height: image.height)
            textBox = CGRect(x: box.midX - text.width / 2, y: imageFirst ? box.maxY - text.height : box.minY,
                             width: text.width, height: text.height)
        } else {
            let imageFirst = configuration.imagePlacement != .trailing
            imageRect = CGRect(x: imageFirst ? box.minX : box.maxX - image.width, y: box.midY - image.height / 2,
                               width: image.width, height: image.height)
            textBox = CGRect(x: imageFirst ? box.maxX - text.width : box.minX, y: box.midY - text.height / 2,
                             width: text.width, height: text.height)
        }
        // Each line lined up in the text's box as the title alignment says.
        func line(_ size: CGSize, top: CGFloat) -> CGRect {
            let lineX: CGFloat = switch configuration.titleAlignment {
            case .leading: textBox.minX
            case .trailing: textBox.maxX - size.width
            case .automatic, .center: textBox.midX - size.width / 2
            }
            return CGRect(x: lineX, y: top, width: size.width, height: size.height)
        }
        return ConfiguredLayout(image: imageSize.map { _ in imageRect },
                                title: titleSize.map { line($0, top: textBox.minY) },
                                subtitle: subtitleSize.map { line($0, top: textBox.maxY - $0.height) })
    }

    /// A configured button's size: its content's, with the insets.
    func configuredContentSize(_ configuration: Configuration) -> CGSize {
        let content = configuredLayout(configuration, look: configuredLook(configuration), in: .zero).union
        let insets = configuration.contentInsets
        guard !content.isNull else {
            return CGSize(width: insets.leading + insets.trailing, height: insets.top + insets.bottom)
        }
        return CGSize(width: content.width + insets.leading + insets.trailing, height: content.height + insets.top + insets.bottom)
    }

    /// Draws a configured button: its background (corners per the corner style, the stroke
    /// inside the edge), then its image (a template, or an `.automatic` one, in the title's
    /// colour), its title and its subtitle.
    func drawConfigured(_ configuration: Configuration, in context: GraphicsContext) {
        let area = CGRect(origin: .zero, size: bounds.size)
        let look = configuredLook(configuration)
        let radius = Swift.min(Self.cornerRadius(of: configuration, height: area.height), area.height / 2, area.width / 2)
        if look.background.alpha > 0 {
            context.fill(Path(roundedRect: area, cornerRadius: radius), with: look.background)
        }
        if let stroke = configuration.background.strokeColor, configuration.background.strokeWidth > 0 {
            let width = configuration.background.strokeWidth
            context.stroke(Path(roundedRect: area.insetBy(dx: width / 2, dy: width / 2), cornerRadius: Swift.max(0, radius - width / 2)),
                           with: stroke, lineWidth: width)
        }
        let content = area.inset(by: configuration.contentInsets.edgeInsets)
        let layout = configuredLayout(configuration, look: look, in: content)
        if let image = configuration.image, let rect = layout.image {
            let drawn = image.renderingMode == .alwaysOriginal ? image : image.withTintColor(look.foreground, renderingMode: .alwaysOriginal)
            context.draw(drawn, in: rect)
        }
        for (text, rect, style) in [(configuration.title, layout.title, look.titleStyle),
                                    (configuration.subtitle, layout.subtitle, look.subtitleStyle)] {
            guard let text, let rect else { continue }
            var lineStyle = style
            lineStyle.alignment = .left
            context.draw(text, style: lineStyle, in: rect)
        }
    }
}
