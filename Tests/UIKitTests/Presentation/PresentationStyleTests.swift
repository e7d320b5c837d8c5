import Motion
import Testing
import TestSupport
import UIKitTools
import UIKit

/// Form sheets, popovers and the context styles, in an iPad-sized and an iPhone-sized window.
@MainActor
struct PresentationStyleTests {
    func frames(_ window: UIWindow, _ count: Int) {
        for _ in 0..<count { window.tick(elapsed: 1.0 / 60) }
    }

    func session(size: CGSize) -> (UIWindow, UIViewController) {
        let window = UIWindow(size: size)
        let root = UIViewController()
        window.rootViewController = root
        window.layoutIfNeeded()
        return (window, root)
    }

    @Test func aFormSheetIsCentredOnAnIPadAndACardOnAPhone() {
        let (window, root) = session(size: CGSize(width: 1024, height: 768))
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: true)
        frames(window, 60)
        #expect(sheet.view.frame == CGRect(x: 242, y: 74, width: 540, height: 620))
        #expect(root.view.transform == .identity)
        sheet.preferredContentSize = CGSize(width: 400, height: 300)
        frames(window, 1)
        #expect(sheet.view.frame == CGRect(x: 312, y: 234, width: 400, height: 300))
        window.resize(to: CGSize(width: 390, height: 844))
        frames(window, 1)
        #expect(sheet.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(abs(root.view.transform.a - 0.92) < 1e-9)  // the presenter shrinks behind the card
    }

    @Test func aPopoverSitsBelowItsSourceWithTheArrowUpOrAboveItWhenThereIsNoRoom() {
        let (window, root) = session(size: CGSize(width: 1024, height: 768))
        let source = UIView(frame: CGRect(x: 600, y: 200, width: 80, height: 32))
        root.view.addSubview(source)
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        popover.preferredContentSize = CGSize(width: 320, height: 240)
        popover.popoverPresentationController?.sourceView = source
        root.present(popover, animated: true)
        frames(window, 30)
        #expect(popover.popoverPresentationController?.arrowDirection == .up)
        #expect(popover.view.frame == CGRect(x: 480, y: 245, width: 320, height: 240))
        source.frame = CGRect(x: 900, y: 650, width: 80, height: 32)
        popover.popoverPresentationController?.sourceRect = .zero  // ask for a new layout
        frames(window, 1)
        #expect(popover.popoverPresentationController?.arrowDirection == .down)
        #expect(popover.view.frame == CGRect(x: 694, y: 397, width: 320, height: 240))
    }

    @Test func aTapOutsideClosesAPopoverUnlessItIsModalOrOnAPassthroughView() {
        let (window, root) = session(size: CGSize(width: 1024, height: 768))
        let passthrough = UIButton(frame: CGRect(x: 20, y: 600, width: 100, height: 44))
        var passthroughTaps = 0
        passthrough.addAction(UIAction { _ in passthroughTaps += 1 }, for: .primaryActionTriggered)
        root.view.addSubview(passthrough)
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        popover.popoverPresentationController?.sourceView = root.view
        popover.popoverPresentationController?.sourceRect = CGRect(x: 500, y: 100, width: 10, height: 10)
        popover.popoverPresentationController?.passthroughViews = [passthrough]
        let log = TraceLog()
        let delegate = TracingAdaptiveDelegate(log: log)
        popover.presentationController?.delegate = delegate
        root.present(popover, animated: true)
        frames(window, 30)
        var finger = Finger(on: window)
        finger.tap(at: CGPoint(x: 70, y: 622))
        frames(window, 30)
        #expect(passthroughTaps == 1 && root.presentedViewController === popover)
        popover.isModalInPresentation = true
        finger.tap(at: CGPoint(x: 900, y: 700))
        frames(window, 30)
        #expect(root.presentedViewController === popover)
        #expect(log.lines == ["adaptivePresentationStyle(for:traitCollection: regular width) -> .none", "presentationControllerDidAttemptToDismiss"])
        popover.isModalInPresentation = false
        finger.tap(at: CGPoint(x: 900, y: 700))
        frames(window, 30)
        #expect(root.presentedViewController == nil)
        #expect(log.lines.suffix(3) == ["presentationControllerShouldDismiss -> true", "presentationControllerWillDismiss", "presentationControllerDidDismiss"])
    }

    @Test func withoutADelegateAPopoverBecomesASheetInACompactWidthAndComesBack() {
        let (window, root) = session(size: CGSize(width: 1024, height: 768))
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        popover.popoverPresentationController?.sourceView = root.view
        root.present(popover, animated: true)
        frames(window, 30)
        window.resize(to: CGSize(width: 390, height: 844))
        frames(window, 1)
        #expect(popover.presentationController?.adaptiveStyle == .formSheet)
        #expect(popover.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(popover.popoverPresentationController?.arrowDirection == .unknown)
        window.resize(to: CGSize(width: 1024, height: 768))
        frames(window, 1)
        #expect(popover.presentationController?.adaptiveStyle == UIModalPresentationStyle.none)
        #expect(popover.view.frame.size == UIPopoverPresentationController.defaultContentSize)
    }

    /// `.overCurrentContext` covers the defining controller's view only, and leaves it; a
    /// `.currentContext` presentation removes it and its dismissal puts it back exactly.
    @Test func contextPresentationsCoverTheDefiningControllerOnly() {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let tabs = UITabBarController()
        let definer = UIViewController()
        definer.definesPresentationContext = true
        let inner = UIViewController()
        definer.addChild(inner)
        definer.view.addSubview(inner.view)
        tabs.viewControllers = [definer, UIViewController()]
        window.rootViewController = tabs
        window.layoutIfNeeded()

        let over = UIViewController()
        over.modalPresentationStyle = .overCurrentContext
        inner.present(over, animated: false)
        #expect(over.presentingViewController === definer && definer.presentedViewController === over)
        #expect(over.view.convert(over.view.bounds, to: nil) == definer.view.convert(definer.view.bounds, to: nil))
        #expect(definer.view.window === window)
        // The tab bar stays above the presentation.
        let barIndex = tabs.view.subviews.firstIndex { $0 === tabs.tabBar } ?? -1
        let containerIndex = tabs.view.subviews.firstIndex { $0 === over.view.superview } ?? Int.max
        #expect(containerIndex < barIndex)
        over.dismiss(animated: false)

        let before = window.recursiveDescription()
        let covering = UIViewController()
        covering.modalPresentationStyle = .currentContext
        definer.present(covering, animated: true)
        frames(window, 60)
        #expect(definer.viewIfLoaded?.superview == nil && definer.appearanceState == .disappeared)
        covering.dismiss(animated: true)
        frames(window, 60)
        #expect(window.recursiveDescription() == before)
        #expect(definer.appearanceState == .appeared)
    }
}
