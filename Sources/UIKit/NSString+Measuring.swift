import Foundation

/// Measuring strings (UIKit's `NSStringDrawing` sizes) with the host's text measurer
/// (``UIFont/textMeasurer``), by estimate without one (``TextEstimate``). The attributes read
/// are those drawing reads (`.font`, `.paragraphStyle`); sizes come in whole points, as Pango's
/// measurements are rounded up (UIKit returns fractions that apps round up themselves). On the
/// main actor, as the measurer is (UIKit measures on any thread).
@MainActor
enum StringMeasurement {
    /// The size of text in a style within a width (nil: unlimited).
    static func measure(_ text: String, style: TextStyle, width: Double?) -> CGSize {
        UIFont.textMeasurer?.size(of: text, style: style, width: width) ?? TextEstimate.size(of: text, style: style, width: width)
    }

    /// The size of a string drawn at a point: each of its lines, unwrapped.
    static func size(of string: String, attributes: [NSAttributedString.Key: Any]?) -> CGSize {
        var style = StringDrawing.style(of: attributes)
        style.alignment = .natural
        return measure(string, style: style, width: nil)
    }

    /// The rectangle a string takes within `size`, as UIKit's `boundingRect(with:…)` returns it:
    /// with ``NSStringDrawingOptions/usesLineFragmentOrigin``, from the top left, wrapped at the
    /// width and as tall as the text (with ``NSStringDrawingOptions/truncatesLastVisibleLine``,
    /// only the lines that fit the height, one at least); without it, the first line alone,
    /// from its baseline (its top at minus the font's ascender).
    static func boundingRect(of string: String, size: CGSize, options: NSStringDrawingOptions,
                             attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) -> CGRect {
        let style = StringDrawing.style(of: attributes)
        let rect: CGRect
        if options.contains(.usesLineFragmentOrigin) {
            let width: Double? = size.width > 0 && size.width < StringDrawing.unboundedExtent ? Double(size.width) : nil
            var measured = measure(string, style: style, width: width)
            if options.contains(.truncatesLastVisibleLine), size.height.isFinite, measured.height > size.height {
                // As many lines as fit (one at least), the last one cut with an ellipsis.
                var cut = style
                cut.numberOfLines = Swift.max(1, Int(Double(size.height) / (style.font.metrics.lineHeight * style.lineHeightMultiple)))
                cut.lineBreakMode = .byTruncatingTail
                measured = measure(string, style: cut, width: width)
            }
            rect = CGRect(origin: .zero, size: measured)
        } else {
            let firstLine = string.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let measured = measure(firstLine, style: style, width: nil)
            rect = CGRect(x: 0, y: -style.font.metrics.ascender, width: measured.width, height: measured.height)
        }
        context?.totalBounds = rect
        return rect
    }
}

extension String {
    /// The size the string takes drawn with `attributes` at a point (``draw(at:withAttributes:)``):
    /// each of its lines, unwrapped.
    @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringMeasurement.size(of: self, attributes: attributes)
    }

    /// The rectangle the string takes within `size`: pass `.usesLineFragmentOrigin` to wrap it
    /// at the width, as to size multi-line text; the height is the text's.
    @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        StringMeasurement.boundingRect(of: self, size: size, options: options, attributes: attributes, context: context)
    }
}

extension NSString {
    /// The size the string takes drawn with `attributes` at a point: each of its lines,
    /// unwrapped.
    @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringMeasurement.size(of: String(self), attributes: attributes)
    }

    /// The rectangle the string takes within `size` (see `String`'s).
    @MainActor
    public func boundingRect(with size: CGSize, options: NSString.DrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        StringMeasurement.boundingRect(of: String(self), size: size, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// The size the string takes drawn at a point, in the attributes of its first character.
    @MainActor
    public func size() -> CGSize {
        StringMeasurement.size(of: string, attributes: firstAttributes)
    }

    /// The rectangle the string takes within `size`, in the attributes of its first character
    /// (see `String`'s).
    @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        StringMeasurement.boundingRect(of: string, size: size, options: options, attributes: firstAttributes, context: context)
    }
}
