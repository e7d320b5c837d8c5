import Foundation

/// How a view's background is drawn (UIKit's `UIBackgroundConfiguration`, as a button
/// configuration's `background`): a colour, a corner radius and a stroke. A nil colour leaves the
/// choice to the view (a button takes its style's).
public struct UIBackgroundConfiguration: Hashable, Sendable {
    /// The fill (nil: the view's own choice).
    public var backgroundColor: UIColor?
    /// The corners' radius (a button's corner style may choose it instead).
    public var cornerRadius: CGFloat = 0
    /// The stroke's colour (nil: none).
    public var strokeColor: UIColor?
    /// The stroke's width, drawn inside the edge.
    public var strokeWidth: CGFloat = 0

    /// A background that draws nothing of its own: no colour, no corners, no stroke.
    public static func clear() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .clear)
    }

    /// A background of a colour, with corners and a stroke.
    init(backgroundColor: UIColor? = nil, cornerRadius: CGFloat = 0, strokeColor: UIColor? = nil, strokeWidth: CGFloat = 0) {
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.strokeColor = strokeColor
        self.strokeWidth = strokeWidth
    }
}
