import UIKit

/// An adaptive presentation delegate that writes each hook to the trace. In a compact width it
/// asks for full screen and wraps the presented controller in a navigation controller with a
/// Done button (seed 003's recipe); in a regular width it keeps the popover.
public final class TracingAdaptiveDelegate: UIAdaptivePresentationControllerDelegate {
    let log: TraceLog
    /// Whether the user may dismiss (tap outside, drag down).
    public var allowsDismissal = true

    /// A delegate that traces to `log`.
    public init(log: TraceLog) {
        self.log = log
    }

    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        let compact = traitCollection.horizontalSizeClass == .compact
        log.add("adaptivePresentationStyle(for:traitCollection: \(compact ? "compact" : "regular") width) -> \(compact ? ".fullScreen" : ".none")")
        return compact ? .fullScreen : .none
    }

    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        log.add("presentationController(_:viewControllerForAdaptivePresentationStyle: \(Self.name(style)))")
        let navigation = UINavigationController(rootViewController: controller.presentedViewController)
        navigation.navigationBar.tintColor = .systemBlue
        controller.presentedViewController.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in
            controller.presentedViewController.dismiss(animated: true)
        })
        return navigation
    }

    public func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {
        log.add("presentationController(_:willPresentWithAdaptiveStyle: \(Self.name(style)), transitionCoordinator: \(transitionCoordinator == nil ? "nil" : "coordinator"))")
    }

    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.add("presentationControllerShouldDismiss -> \(allowsDismissal)")
        return allowsDismissal
    }

    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.add("presentationControllerDidAttemptToDismiss")
    }

    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        log.add("presentationControllerWillDismiss")
    }

    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log.add("presentationControllerDidDismiss")
    }

    static func name(_ style: UIModalPresentationStyle) -> String {
        switch style {
        case .none: ".none"
        case .fullScreen: ".fullScreen"
        case .overFullScreen: ".overFullScreen"
        case .formSheet: ".formSheet"
        case .pageSheet: ".pageSheet"
        case .popover: ".popover"
        default: "\(style)"
        }
    }
}
