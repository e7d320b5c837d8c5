import Foundation

/// How a string is measured or drawn (UIKit's `NSStringDrawingOptions`, also spelled
/// `NSString.DrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    /// The options' bits, as UIKit numbers them.
    public let rawValue: Int

    /// Options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The rectangle's origin is the top left of the first line and the text wraps at its
    /// width; without it a string is measured as one line, from its baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Lines include the font's leading (accepted: the system face has none).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measures the glyphs' ink rather than their typographic bounds (accepted, not applied).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Text taller than the rectangle ends at its last line that fits (with
    /// ``usesLineFragmentOrigin`` only).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

extension NSString {
    /// UIKit's nested name of ``NSStringDrawingOptions``.
    public typealias DrawingOptions = NSStringDrawingOptions
}
