import Motion
import Testing
import TestSupport
import UIKitTools
import UIKit

/// Sheet detents on a 390 × 844 window: the large detent reaches 57 points from the top (787
/// tall), the medium one is half of that (394).
@MainActor
struct UISheetPresentationControllerTests {
    final class SheetDelegate: UISheetPresentationControllerDelegate {
        var events: [String] = []
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
            events.append("didChange(\(sheet.selectedDetentIdentifier == .large ? "large" : "medium"))")
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            events.append("didAttemptToDismiss")
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            events.append("didDismiss")
        }
    }

    func frames(_ window: UIWindow, _ count: Int) {
        for _ in 0..<count { window.tick(elapsed: 1.0 / 60) }
    }

    /// A sheet with medium and large detents, up and resting.
    func mediumSheet(configure: (UISheetPresentationController) -> Void = { _ in }) -> (UIWindow, UIViewController, UIViewController, SheetDelegate) {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        let sheet = UIViewController()
        let delegate = SheetDelegate()
        if let controller = sheet.sheetPresentationController {
            controller.detents = [.medium(), .large()]
            controller.delegate = delegate
            configure(controller)
        }
        root.present(sheet, animated: true)
        frames(window, 60)
        return (window, root, sheet, delegate)
    }

    @Test func theSheetRestsAtTheSmallestDetentUntilOneIsSelected() {
        let (window, root, sheet, _) = mediumSheet()
        #expect(sheet.view.frame == CGRect(x: 0, y: 450, width: 390, height: 394))
        #expect(root.view.transform == .identity)  // the presenter shrinks only at the large detent
        sheet.sheetPresentationController?.selectedDetentIdentifier = .large
        frames(window, 1)
        #expect(sheet.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(abs(root.view.transform.a - 0.92) < 1e-9)
    }

    @Test func draggingUpSettlesOnTheLargeDetentAndTellsTheDelegate() {
        let (window, root, sheet, delegate) = mediumSheet()
        var finger = Finger(on: window)
        finger.down(at: CGPoint(x: 200, y: 600))
        finger.move(to: CGPoint(x: 200, y: 400), frames: 10)
        #expect(abs(sheet.view.frame.minY - 250) < 0.5)  // the sheet follows the finger
        finger.up()
        frames(window, 60)
        #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == .large)
        #expect(sheet.view.frame.minY == 57)
        #expect(delegate.events == ["didChange(large)"])
        #expect(abs(root.view.transform.a - 0.92) < 1e-9)
    }

    @Test func pulledPastTheLargestDetentTheSheetResists() {
        let (window, _, sheet, _) = mediumSheet()
        var finger = Finger(on: window)
        finger.down(at: CGPoint(x: 200, y: 600))
        finger.move(to: CGPoint(x: 200, y: 100), frames: 10)  // 500 up: 106 past the large detent
        let height = sheet.view.frame.height
        #expect(height > 787 && height < 787 + 106 / 2, "height \(height)")
        finger.up()
        frames(window, 60)
        #expect(sheet.view.frame.height == 787)
    }

    @Test func aDragDownDismissesUnlessTheSheetIsModal() {
        let (window, root, sheet, delegate) = mediumSheet()
        sheet.isModalInPresentation = true
        var finger = Finger(on: window)
        finger.down(at: CGPoint(x: 200, y: 500))
        finger.move(to: CGPoint(x: 200, y: 840), frames: 10)
        #expect(sheet.view.frame.height > 300)  // it resists below its smallest detent
        finger.up()
        frames(window, 60)
        #expect(root.presentedViewController === sheet && sheet.view.frame.minY == 450)
        #expect(delegate.events == ["didAttemptToDismiss"])
        sheet.isModalInPresentation = false
        finger.down(at: CGPoint(x: 200, y: 500))
        finger.move(to: CGPoint(x: 200, y: 800), frames: 10)
        finger.up()
        frames(window, 60)
        #expect(root.presentedViewController == nil)
        #expect(delegate.events == ["didAttemptToDismiss", "didDismiss"])
    }

    /// At or below the largest undimmed detent the background is not dimmed and takes touches.
    @Test func belowTheLargestUndimmedDetentThePresenterStaysUsable() {
        var taps = 0
        let (window, root, sheet, _) = mediumSheet { $0.largestUndimmedDetentIdentifier = .medium }
        let button = UIButton(frame: CGRect(x: 20, y: 200, width: 100, height: 44))
        button.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
        root.view.addSubview(button)
        var finger = Finger(on: window)
        finger.tap(at: CGPoint(x: 70, y: 222))
        #expect(taps == 1)
        sheet.sheetPresentationController?.selectedDetentIdentifier = .large
        frames(window, 1)
        finger.tap(at: CGPoint(x: 70, y: 30))  // above the sheet: the backdrop takes it now
        #expect(taps == 1)
    }

    @Test func customDetentsResolveAndBadOnesAreLeftOut() {
        let (window, _, sheet, _) = mediumSheet {
            $0.detents = [.custom { _ in .nan }, .custom(identifier: .init("small")) { context in context.maximumDetentValue * 0.25 }]
        }
        frames(window, 1)
        #expect(abs(sheet.view.frame.height - 787 * 0.25) < 1e-9)
        sheet.sheetPresentationController?.detents = []
        frames(window, 1)
        #expect(sheet.view.frame.height == 787)
    }

    @Test func animateChangesMovesTheSheetOnASpring() {
        let (window, _, sheet, _) = mediumSheet()
        sheet.sheetPresentationController?.animateChanges {
            sheet.sheetPresentationController?.selectedDetentIdentifier = .large
        }
        frames(window, 6)
        let y = sheet.view.presentation.center.y - sheet.view.presentation.bounds.height / 2
        #expect(y < 450 && y > 57, "y \(y)")
        frames(window, 60)
        #expect(sheet.view.frame.minY == 57)
    }

    /// A sheet whose view is a long list, at its medium detent.
    func scrollingSheet(expands: Bool) -> (UIWindow, UIScrollView, UISheetPresentationController) {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        let sheet = UIViewController()
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        list.contentSize = CGSize(width: 390, height: 3000)
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        sheet.view.addSubview(list)
        let controller = sheet.sheetPresentationController!
        controller.detents = [.medium(), .large()]
        controller.prefersScrollingExpandsWhenScrolledToEdge = expands
        root.present(sheet, animated: true)
        frames(window, 60)
        return (window, list, controller)
    }

    /// UIKit's `prefersScrollingExpandsWhenScrolledToEdge`: a drag up on the list at its top
    /// edge grows the sheet to large, and only there does the list scroll; a drag down on the
    /// list scrolled to its top moves the sheet, but scrolls a list scrolled down.
    @Test func scrollingAtTheTopEdgeExpandsTheSheetFirst() {
        let (window, list, sheet) = scrollingSheet(expands: true)
        let presented = sheet.presentedViewController.view!
        var finger = Finger(on: window)
        finger.down(at: CGPoint(x: 200, y: 700))
        finger.move(to: CGPoint(x: 200, y: 500), frames: 10)
        #expect(abs(presented.frame.minY - 250) < 0.5)  // the sheet follows the finger
        #expect(list.contentOffset.y == 0)  // the list does not scroll
        finger.up()
        frames(window, 60)
        #expect(sheet.selectedDetentIdentifier == .large && presented.frame.minY == 57)

        finger.down(at: CGPoint(x: 200, y: 700))
        finger.move(to: CGPoint(x: 200, y: 500), frames: 10)
        #expect(list.contentOffset.y > 150 && presented.frame.minY == 57)  // at the largest, the list scrolls
        finger.up()
        frames(window, 120)

        finger.down(at: CGPoint(x: 200, y: 300))
        finger.move(to: CGPoint(x: 200, y: 400), frames: 10)
        #expect(presented.frame.minY == 57)  // scrolled down: a drag down scrolls back
        finger.up()
        frames(window, 120)
        list.setContentOffset(.zero, animated: false)
        finger.down(at: CGPoint(x: 200, y: 300))
        finger.move(to: CGPoint(x: 200, y: 500), frames: 10)
        #expect(presented.frame.minY > 200)  // at the top edge: the sheet comes down
        #expect(list.contentOffset.y == 0)
        finger.up()
        frames(window, 60)
        #expect(sheet.selectedDetentIdentifier == .medium)
    }

    /// With `prefersScrollingExpandsWhenScrolledToEdge` off, the list scrolls at the medium
    /// detent and the sheet stays.
    @Test func withoutExpandingTheListScrollsAtTheMediumDetent() {
        let (window, list, sheet) = scrollingSheet(expands: false)
        let presented = sheet.presentedViewController.view!
        var finger = Finger(on: window)
        finger.down(at: CGPoint(x: 200, y: 700))
        finger.move(to: CGPoint(x: 200, y: 500), frames: 10)
        #expect(list.contentOffset.y > 150 && presented.frame.minY == 450)
        finger.up()
        frames(window, 120)
        #expect(sheet.selectedDetentIdentifier == nil || sheet.selectedDetentIdentifier == .medium)
    }

    /// In a compact height (844 × 390, a phone in landscape) a sheet goes full screen unless it
    /// prefers staying attached to the bottom edge; then it is a card with its detents, as wide
    /// as the window or, with `widthFollowsPreferredContentSizeWhenEdgeAttached`, as the
    /// controller's preferred width, centred.
    @Test func inACompactHeightASheetGoesFullScreenUnlessItPrefersTheEdge() {
        func present(edgeAttached: Bool, followsWidth: Bool) -> UIViewController {
            let window = UIWindow(size: CGSize(width: 844, height: 390))
            let root = UIViewController()
            window.rootViewController = root
            let sheet = UIViewController()
            sheet.preferredContentSize = CGSize(width: 500, height: 300)
            let controller = sheet.sheetPresentationController!
            controller.detents = [.large()]
            controller.prefersEdgeAttachedInCompactHeight = edgeAttached
            controller.widthFollowsPreferredContentSizeWhenEdgeAttached = followsWidth
            root.present(sheet, animated: true)
            frames(window, 60)
            return sheet
        }
        let full = present(edgeAttached: false, followsWidth: true)
        #expect(full.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(full.presentationController?.adaptiveStyle == .fullScreen)
        let attached = present(edgeAttached: true, followsWidth: false)
        #expect(attached.view.frame.width == 844 && attached.view.frame.maxY == 390 && attached.view.frame.minY > 0)
        #expect(attached.presentationController?.adaptiveStyle == UIModalPresentationStyle.none)
        let narrow = present(edgeAttached: true, followsWidth: true)
        #expect(narrow.view.frame.minX == 172 && narrow.view.frame.width == 500 && narrow.view.frame.maxY == 390)
    }
}
