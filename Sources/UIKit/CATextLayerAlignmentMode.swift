/// How a ``CATextLayer`` aligns its lines (Core Animation's `CATextLayerAlignmentMode`).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String

    /// A mode by name; one Core Animation does not know aligns naturally.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// As the script reads: left for left-to-right text (the default).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Left.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Right.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Justified (drawn as natural).
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
