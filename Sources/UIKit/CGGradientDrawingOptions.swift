/// Whether a gradient drawn with ``CGContext/drawLinearGradient(_:start:end:options:)`` paints
/// past its ends, extending their colours (Core Graphics' `CGGradientDrawingOptions`).
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32

    /// Options from raw bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Paints before the start point, in the first colour.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Paints after the end point, in the last colour.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
