import Foundation

/// An explicit animation between two values of a property (Core Animation's
/// `CABasicAnimation`).
///
/// Values are what the property holds: numbers (`CGFloat`, `Double`, `Float`, `Int`,
/// `NSNumber`) for scalar key paths, `CGPoint`, `CGSize`, `CGRect`, `CGColor` and
/// `CATransform3D`. Without ``fromValue`` the animation starts from the model value (or
/// ``toValue`` − ``byValue``); without ``toValue`` it ends at the model value (or
/// ``fromValue`` + ``byValue``), as Core Animation interpolates.
@MainActor @preconcurrency
open class CABasicAnimation: CAPropertyAnimation {
    /// The value at the start (nil: see the type's discussion).
    public var fromValue: Any?
    /// The value at the end (nil: see the type's discussion).
    public var toValue: Any?
    /// The change over the animation, for numbers, points and sizes (nil: none).
    public var byValue: Any?

    override func valueAtProgress(reading read: (Any?) -> AnimatedValue?, model: AnimatedValue) -> ((Double) -> AnimatedValue)? {
        let from: AnimatedValue
        let to: AnimatedValue
        switch (read(fromValue), read(toValue), read(byValue)) {
        case (let given?, let end?, _):
            (from, to) = (given, end)
        case (let given?, nil, let by?):
            (from, to) = (given, given.adding(by, times: 1) ?? model)
        case (nil, let end?, let by?):
            (from, to) = (end.adding(by, times: -1) ?? model, end)
        case (nil, nil, let by?):
            (from, to) = (model, model.adding(by, times: 1) ?? model)
        case (let given?, nil, nil):
            (from, to) = (given, model)
        case (nil, let end?, nil):
            (from, to) = (model, end)
        case (nil, nil, nil):
            return nil
        }
        return { progress in from.interpolated(to: to, amount: progress) }
    }
}
