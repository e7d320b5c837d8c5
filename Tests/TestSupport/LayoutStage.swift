import Motion
import UIKit

/// A 390 × 844 window with a root view filling it (as a controller's view is), for Auto Layout
/// tests: views are added with `translatesAutoresizingMaskIntoConstraints = false`, and the
/// window's layout messages are collected instead of printed.
@MainActor
public final class LayoutStage {
    /// The window (no safe area unless a test sets one).
    public let window = UIWindow(size: CGSize(width: 390, height: 844))
    /// The root view, filling the window and following its size.
    public let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    /// The layout messages the window reported, in order.
    public private(set) var messages: [String] = []

    /// A stage.
    public init() {
        window.screenSafeAreaInsets = .zero
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(root)
        window.layoutMessageHandler = { [weak self] message in self?.messages.append(message) }
    }

    /// A view for constraints, added to `parent` (the root by default).
    @discardableResult
    public func add<View: UIView>(_ view: View, to parent: UIView? = nil, name: String? = nil) -> View {
        view.translatesAutoresizingMaskIntoConstraints = false
        view.accessibilityIdentifier = name
        (parent ?? root).addSubview(view)
        return view
    }

    /// Runs the window's layout.
    public func layout() {
        window.layoutIfNeeded()
    }

    /// Lets `count` frames pass (1/60 s each).
    public func frames(_ count: Int) {
        for _ in 0..<Swift.max(0, count) { window.tick(elapsed: 1.0 / 60) }
    }
}
