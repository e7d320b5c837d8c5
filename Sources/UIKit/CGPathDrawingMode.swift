/// How ``CGContext/drawPath(using:)`` paints the current path (Core Graphics'
/// `CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Hashable, Sendable {
    /// Filled, by the non-zero winding rule.
    case fill
    /// Filled, by the even-odd rule.
    case eoFill
    /// Stroked.
    case stroke
    /// Filled by the non-zero winding rule, then stroked.
    case fillStroke
    /// Filled by the even-odd rule, then stroked.
    case eoFillStroke
}
