import Foundation

/// The root of the objects that take part in UIKit's event handling (UIKit's `UIResponder`):
/// views and view controllers. As in UIKit it is an `NSObject`, so `==`, `isEqual(_:)`,
/// `isKind(of:)` and extensions on `NSObject` work on them.
///
/// Touches travel up the responder chain: a view that does not handle one passes it to
/// ``next`` (its controller, if it is a controller's root view, else its superview), as UIKit's
/// default implementations do. Override the four `touches…` methods to handle them.
@MainActor @preconcurrency
open class UIResponder: NSObject {
    /// A responder.
    public override init() { super.init() }

    /// A responder from an archive. Nothing is decoded on Linux (no nibs or storyboards), but
    /// this initializer is required, as it is of every view and controller in UIKit: it is how
    /// `UIApplicationMain` makes the app delegate from its class name (the archive is empty),
    /// since Swift can only build an object from a class value through a required
    /// initializer. Views and controllers return nil from it.
    public required init?(coder: NSCoder) { super.init() }

    /// The next responder in the chain (nil here; views and controllers answer).
    open var next: UIResponder? { nil }

    // MARK: First responder

    /// Whether this responder can become first responder (false by default; a text field says
    /// yes while enabled, and a view that takes typing overrides it).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder gives up being first responder when asked (true by default).
    open var canResignFirstResponder: Bool { true }

    /// Makes this responder its window's first responder: true when it is one afterwards.
    ///
    /// It must say it can (``canBecomeFirstResponder``) and be a view in a window; the one
    /// that was first responder is asked to resign first, and a refusal keeps it. Overrides
    /// call `super` and act when it returns true, as in UIKit.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let window = firstResponderWindow else { return false }
        if window.currentFirstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = window.currentFirstResponder, !current.resignFirstResponder() { return false }
        window.currentFirstResponder = self
        return true
    }

    /// Gives up being first responder: true when this responder is not one afterwards (a
    /// responder that is not first responder always agrees). Overrides call `super` and act
    /// when it returns true.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder, let window = firstResponderWindow else { return true }
        guard canResignFirstResponder else { return false }
        window.currentFirstResponder = nil
        return true
    }

    /// Called when the window took first responder status from this responder without its
    /// agreement (it left the window and refused to resign): a text field ends its editing.
    func firstResponderStatusWasTaken() {}

    /// The window whose first responder this responder can be: a view's window; nil for other
    /// responders, which cannot be first responder here (see UIResponder+FirstResponder.swift).
    var firstResponderWindow: UIWindow? { nil }

    /// Fingers went down on this responder. The default passes them to ``next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers that began on this responder moved. The default passes them to ``next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers that began on this responder lifted. The default passes them to ``next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system took the touches (a gesture won, the window lost focus). The default passes
    /// them to ``next``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
