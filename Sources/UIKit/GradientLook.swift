import Foundation

/// What a gradient layer shows: its colours, their locations and its axis, as set or as an
/// animation moves them (``CAGradientLayer``).
struct GradientLook: Equatable {
    /// The colours.
    var colors: [UIColor]
    /// Where each colour sits along the axis (nil: evenly spaced). Values outside 0…1 place a
    /// colour before the start or past the end, as Core Animation allows.
    var locations: [Double]?
    /// Where the gradient starts, in unit coordinates of the bounds.
    var startPoint: CGPoint
    /// Where it ends.
    var endPoint: CGPoint

    /// The fill the renderer draws, or nil for none (no colours, or an axis that is not
    /// finite). Locations outside 0…1 stretch the axis to reach them (the colours beyond the
    /// ends pad, as Core Animation draws them), so a shimmer whose locations run from −1 to 2
    /// moves its highlight across.
    var fill: LinearGradientFill? {
        guard !colors.isEmpty, startPoint.isFinite, endPoint.isFinite else { return nil }
        guard let locations, locations.count == colors.count else {
            return LinearGradientFill(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
        }
        let low = Swift.min(0, locations.min() ?? 0), high = Swift.max(1, locations.max() ?? 1)
        let span = high - low
        let point = { (location: Double) in
            CGPoint(x: self.startPoint.x + (self.endPoint.x - self.startPoint.x) * location,
                    y: self.startPoint.y + (self.endPoint.y - self.startPoint.y) * location)
        }
        return LinearGradientFill(gradient: Gradient(colors: colors, locations: locations.map { ($0 - low) / span }),
                                  startPoint: point(low), endPoint: point(high))
    }
}
