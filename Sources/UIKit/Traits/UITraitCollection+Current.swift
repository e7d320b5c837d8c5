import Foundation

extension UITraitCollection {
    /// The traits of the code running now (UIKit's `current`): what a dynamic colour resolves
    /// with when its components or ``UIColor/cgColor`` are read without traits.
    ///
    /// As on iOS, UIKit makes a view's traits current while it runs the view's `draw(_:)`,
    /// ``UIView/layoutSubviews()``, ``UIView/traitCollectionDidChange(_:)`` and
    /// ``UIView/tintColorDidChange()`` (and a controller's `traitCollectionDidChange(_:)`), and
    /// the renderer does around ``UIView/draw(in:)``; elsewhere it is the light appearance with
    /// nothing else specified. Use ``performAsCurrent(_:)`` to make other traits current. Unlike iOS,
    /// `current` cannot be assigned: it is a task-local value, bound for a closure, so a
    /// renderer thread and the main actor never see each other's.
    @TaskLocal public static var current: UITraitCollection = UITraitCollection(userInterfaceStyle: .light)

    /// Runs `actions` with these traits as ``current`` (UIKit's `performAsCurrent(_:)`), so
    /// dynamic colours read inside resolve with them.
    public func performAsCurrent<Result>(_ actions: () throws -> Result) rethrows -> Result {
        try Self.$current.withValue(self, operation: actions)
    }
}
