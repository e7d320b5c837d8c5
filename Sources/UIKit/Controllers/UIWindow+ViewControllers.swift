import Foundation
import Motion

extension UIWindow {
    /// Installs the new root controller's view under the status bar, filling the window, and
    /// sends the appearance callbacks (the old root disappears).
    func rootViewControllerDidChange(from old: UIViewController?) {
        guard old !== rootViewController else { return }
        if let old {
            old.beginAppearanceTransition(false, animated: false)
            old.viewIfLoaded?.removeFromSuperview()
            old.endAppearanceTransition()
        }
        guard let root = rootViewController else {
            statusBar.isHidden = true
            return
        }
        let view: UIView = root.view
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.beginAppearanceTransition(true, animated: false)
        insertSubview(view, at: 0)
        root.endAppearanceTransition()
        statusBar.isHidden = false
        UIView.performWithoutAnimation { updateStatusBarAppearance() }
    }

    /// Adds a view above the content and below the status bar.
    func insertBelowOverlays(_ view: UIView) {
        insertSubview(view, belowSubview: statusBar)
    }

    /// The controller that decides the status bar: the top of the presentation chain that
    /// covers the screen (`.fullScreen`, `.overFullScreen`, `.pageSheet`) or captures the
    /// appearance, else the root; a container defers to ``UIViewController/childForStatusBarAppearance``.
    func statusBarDecider(ignoring leaving: UIViewController? = nil) -> UIViewController? {
        guard var decider = rootViewController else { return nil }
        var current = rootViewController
        while let presented = current?.presentedController, presented !== leaving {
            let style = presented.activePresentationController?.presentationStyle ?? presented.modalPresentationStyle
            if style == .fullScreen || style == .overFullScreen || presented.modalPresentationCapturesStatusBarAppearance {
                decider = presented
            }
            current = presented
        }
        while let child = decider.childForStatusBarAppearance { decider = child }
        return decider
    }

    /// Shows or hides the status bar for the deciding controller's preference. Inside an
    /// animation block (or a transition's alongside animations) the bar fades and slides.
    public func updateStatusBarAppearance() {
        updateStatusBarAppearance(ignoring: nil)
    }

    func updateStatusBarAppearance(ignoring leaving: UIViewController?) {
        guard rootViewController != nil else { return }
        let decider = statusBarDecider(ignoring: leaving)
        let hidden = decider?.prefersStatusBarHidden ?? false
        refreshStatusBarTint(decider: decider)
        let change = {
            self.statusBar.alpha = hidden ? 0 : 1
            let slides = decider?.preferredStatusBarUpdateAnimation != .fade
            self.statusBar.transform = hidden && slides ? CGAffineTransform(translationX: 0, y: -StatusBar.height / 2) : .identity
        }
        if decider?.preferredStatusBarUpdateAnimation == UIStatusBarAnimation.none {
            UIView.performWithoutAnimation(change)
        } else {
            change()
        }
    }

    /// Gives the status bar the colour of `decider`'s preferred style: white for light content,
    /// black for dark, and for the default style the deciding controller's appearance (dark
    /// content in the light appearance, light in the dark).
    func refreshStatusBarTint(decider: UIViewController?) {
        let tint: UIColor = switch decider?.preferredStatusBarStyle ?? .default {
        case .lightContent: .white
        case .darkContent: .black
        case .default: UIColor.label.resolvedColor(with: decider?.traitCollection ?? traitCollection)
        }
        if statusBar.tintColor != tint { statusBar.tintColor = tint }
    }

    /// Whether the status bar is shown now (by the model values).
    public var isStatusBarVisible: Bool { !statusBar.isHidden && statusBar.alpha > 0 }

    /// Tells the controllers that the window is about to take a new size: the root's
    /// `viewWillTransition(to:with:)`, then each presentation controller's, top to bottom; the
    /// coordinator's alongside animations run without animation (a desktop window resizes at
    /// once), then its completions after the layout.
    ///
    /// When the size crosses a size-class boundary, `willTransition(to:with:)` comes first and
    /// every controller hears `traitCollectionDidChange(_:)` after the new size is applied, as
    /// UIKit orders them.
    func notifySizeTransition(to size: CGSize, apply: () -> Void) {
        guard let root = rootViewController else { return updateTraits(apply) }
        let coordinator = SizeTransitionCoordinator(containerView: self)
        let oldTraits = traitCollection
        let newTraits = Self.traits(for: size, scale: screenScale, style: resolvedInterfaceStyle)
        if newTraits != oldTraits { willTransition(to: newTraits, with: coordinator) }
        root.viewWillTransition(to: size, with: coordinator)
        var current = root
        while let presented = current.presentedController {
            presented.activePresentationController?.viewWillTransition(to: size, with: coordinator)
            current = presented
        }
        updateTraits(apply)
        UIView.performWithoutAnimation {
            for animation in coordinator.animations { animation(coordinator) }
        }
        layoutIfNeeded()
        for completion in coordinator.completions { completion(coordinator) }
    }
}

/// The coordinator of a window resize.
@MainActor @preconcurrency
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    var animations: [(any UIViewControllerTransitionCoordinator) -> Void] = []
    var completions: [(any UIViewControllerTransitionCoordinator) -> Void] = []

    init(containerView: UIView) { self.containerView = containerView }

    var isAnimated: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: Double { 0 }
    var percentComplete: CGFloat { 0 }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinator) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinator) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinator) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinator) -> Void)?) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinator) -> Void) {}
}
