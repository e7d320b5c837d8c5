import Foundation

/// Drawing strings into the current context (UIKit's `NSStringDrawing`), for ``UIView/draw(_:)``.
/// The attributes read are `.font` (default: the system font at 12 points, as UIKit's
/// default), `.foregroundColor` (default black) and `.paragraphStyle` (its alignment, line
/// break mode and line height multiple); others are ignored (docs/porting.md).
@MainActor
enum StringDrawing {
    /// How far text drawn at a point may reach, in points (it does not wrap before it).
    static let unboundedExtent = 10_000.0

    /// The style `attributes` give: by default wrapping by words, aligned to the natural edge.
    static func style(of attributes: [NSAttributedString.Key: Any]?) -> TextStyle {
        let paragraph = attributes?[.paragraphStyle] as? NSParagraphStyle
        return TextStyle(font: attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12),
                         color: attributes?[.foregroundColor] as? UIColor ?? .black,
                         alignment: paragraph?.alignment ?? .natural, numberOfLines: 0,
                         lineBreakMode: paragraph?.lineBreakMode ?? .byWordWrapping,
                         lineHeightMultiple: paragraph.map { $0.lineHeightMultiple > 0 ? Double($0.lineHeightMultiple) : 1 } ?? 1)
    }

    /// Draws `string` from the top left of `rect`, wrapped to its width and cut at its bottom.
    static func draw(_ string: String, in rect: CGRect, attributes: [NSAttributedString.Key: Any]?) {
        UIGraphicsGetCurrentContext()?.drawText(string, style: style(of: attributes), in: rect.standardized)
    }

    /// Draws `string` with the top left of its first line at `point`, on as many lines as it
    /// has line breaks (a paragraph style's alignment has no width to align in).
    static func draw(_ string: String, at point: CGPoint, attributes: [NSAttributedString.Key: Any]?) {
        var style = style(of: attributes)
        style.alignment = .natural
        UIGraphicsGetCurrentContext()?.drawText(string, style: style,
                                                in: CGRect(x: point.x, y: point.y, width: unboundedExtent, height: unboundedExtent))
    }
}

extension String {
    /// Draws the string with the top left of its first line at `point`, in the current context.
    @MainActor
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self, at: point, attributes: attributes)
    }

    /// Draws the string from the top left of `rect`, wrapped to its width and cut at its
    /// bottom, in the current context.
    @MainActor
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self, in: rect, attributes: attributes)
    }
}

extension NSString {
    /// Draws the string with the top left of its first line at `point`, in the current context.
    @MainActor
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(String(self), at: point, attributes: attributes)
    }

    /// Draws the string from the top left of `rect`, wrapped to its width and cut at its
    /// bottom, in the current context.
    @MainActor
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(String(self), in: rect, attributes: attributes)
    }
}

extension NSAttributedString {
    /// Draws the string with the top left of its first line at `point`, in the current
    /// context, in the attributes of its first character.
    @MainActor
    public func draw(at point: CGPoint) {
        StringDrawing.draw(string, at: point, attributes: firstAttributes)
    }

    /// Draws the string from the top left of `rect`, wrapped and cut, in the current context,
    /// in the attributes of its first character.
    @MainActor
    public func draw(in rect: CGRect) {
        StringDrawing.draw(string, in: rect, attributes: firstAttributes)
    }

    /// The attributes of the first character (none for an empty string).
    var firstAttributes: [NSAttributedString.Key: Any] {
        length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
    }
}
