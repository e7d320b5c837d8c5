/// How rounded corners are shaped (Core Animation's `CALayerCornerCurve`).
public enum CALayerCornerCurve: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// iOS's continuous ("squircle") corners: the curvature starts gradually along the edge,
    /// drawn as cubic Béziers that begin about 1.528 radii from the corner (see
    /// ``Path/addRoundedRect(_:cornerRadius:curve:corners:)``).
    case continuous
}
