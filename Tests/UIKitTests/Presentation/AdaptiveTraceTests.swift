import Testing
import TestSupport
import UIKitTools
import UIKit

/// `today trace --adaptive`, line for line: a popover adapting to a compact width and back, in
/// UIKit's order (traits, adaptation, size, then `traitCollectionDidChange`), the user's
/// dismissal refused then allowed, and an adaptation while the popover is still appearing.
@MainActor
struct AdaptiveTraceTests {
    @Test func theAdaptiveTracePrintsEveryHookInOrder() {
        let log = TraceLog()
        AdaptiveTrace(log: log).run()
        #expect(log.lines == [
            "# a 1024x768 window (regular width) shows the presenter",
            "viewWillAppear(presenter)",
            "viewDidAppear(presenter)",
            "# present a popover from the button",
            "adaptivePresentationStyle(for:traitCollection: regular width) -> .none",
            "viewWillAppear(popover)",
            "viewDidAppear(popover)",
            "# arrow: up",
            "# shrink the window to 390x844 (compact width)",
            "willTransition(to: compact width)(presenter)",
            "adaptivePresentationStyle(for:traitCollection: compact width) -> .fullScreen",
            "presentationController(_:viewControllerForAdaptivePresentationStyle: .fullScreen)",
            "presentationController(_:willPresentWithAdaptiveStyle: .fullScreen, transitionCoordinator: coordinator)",
            "willTransition(to: compact width)(popover)",
            "viewWillTransition(to: 390x844)(presenter)",
            "viewWillTransition(to: 390x844)(popover)",
            "traitCollectionDidChange(presenter)",
            "traitCollectionDidChange(popover)",
            "# shown: .fullScreen showing UINavigationController, frame CGRect(origin: Foundation.CGPoint(x: 0.0, y: 0.0), size: Foundation.CGSize(width: 390.0, height: 844.0))",
            "# grow it back to 1024x768 (regular width)",
            "willTransition(to: regular width)(presenter)",
            "adaptivePresentationStyle(for:traitCollection: regular width) -> .none",
            "presentationController(_:willPresentWithAdaptiveStyle: .none, transitionCoordinator: coordinator)",
            "willTransition(to: regular width)(popover)",
            "viewWillTransition(to: 1024x768)(presenter)",
            "viewWillTransition(to: 1024x768)(popover)",
            "traitCollectionDidChange(presenter)",
            "traitCollectionDidChange(popover)",
            "# shown: .popover showing the popover itself, frame CGRect(origin: Foundation.CGPoint(x: 480.0, y: 245.0), size: Foundation.CGSize(width: 320.0, height: 240.0)), arrow: up",
            "# tap outside: the delegate refuses, then allows",
            "presentationControllerShouldDismiss -> false",
            "presentationControllerDidAttemptToDismiss",
            "presentationControllerShouldDismiss -> true",
            "presentationControllerWillDismiss",
            "viewWillDisappear(popover)",
            "viewDidDisappear(popover)",
            "presentationControllerDidDismiss",
            "# present again; shrink the window while it fades in",
            "adaptivePresentationStyle(for:traitCollection: regular width) -> .none",
            "viewWillAppear(popover)",
            "willTransition(to: compact width)(presenter)",
            "adaptivePresentationStyle(for:traitCollection: compact width) -> .fullScreen",
            "presentationController(_:viewControllerForAdaptivePresentationStyle: .fullScreen)",
            "presentationController(_:willPresentWithAdaptiveStyle: .fullScreen, transitionCoordinator: coordinator)",
            "willTransition(to: compact width)(popover)",
            "viewWillTransition(to: 390x844)(presenter)",
            "viewWillTransition(to: 390x844)(popover)",
            "traitCollectionDidChange(presenter)",
            "traitCollectionDidChange(popover)",
            "viewDidAppear(popover)",
            "# shown: .fullScreen showing UINavigationController, frame CGRect(origin: Foundation.CGPoint(x: 0.0, y: 0.0), size: Foundation.CGSize(width: 390.0, height: 844.0))",
            "viewWillDisappear(popover)",
            "viewDidDisappear(popover)",
            "# presented: nothing",
        ])
    }
}
