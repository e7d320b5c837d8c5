import Motion
import Testing
import TestSupport
import UIKitTools
import UIKit

@MainActor
struct UINavigationBarTests {
    @Test func theBackButtonNamesTheScreenBelowAndPops() {
        let session = TracedNavigation()
        session.navigation.pushViewController(session.detail, animated: false)
        let content = session.navigation.navigationBar.content
        #expect(content.titleLabel.text == "detail")
        #expect(content.backButton.currentTitle == "‹ list" && !content.backButton.isHidden)
        session.list.navigationItem.backButtonTitle = "Today"
        #expect(session.navigation.navigationBar.content.backButton.currentTitle == "‹ Today")
        session.window.layoutIfNeeded()

        let button = session.navigation.navigationBar.content.backButton
        var finger = Finger(on: session.window)
        finger.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: session.window))
        session.frames(40)
        #expect(session.navigation.viewControllers == [session.list])
        #expect(session.navigation.navigationBar.content.backButton.isHidden)
    }

    @Test func barButtonItemsRunTheirActionsAndFollowChanges() {
        let session = TracedNavigation()
        var taps = 0
        let item = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in taps += 1 })
        session.list.navigationItem.rightBarButtonItem = item
        session.window.layoutIfNeeded()
        var buttons = session.navigation.navigationBar.content.rightButtons
        #expect(buttons.count == 1 && buttons[0].currentTitle == "Done")
        var finger = Finger(on: session.window)
        finger.tap(at: buttons[0].convert(CGPoint(x: buttons[0].bounds.midX, y: buttons[0].bounds.midY), to: session.window))
        #expect(taps == 1)
        item.title = "Finish"
        session.window.layoutIfNeeded()
        buttons = session.navigation.navigationBar.content.rightButtons
        #expect(buttons.first?.currentTitle == "Finish")
        #expect(buttons.first.map { $0.frame.maxX == 390 - 16 } == true)
    }

    @Test func theBarSitsUnderTheStatusBarAndAddsToTheSafeArea() {
        let session = TracedNavigation()
        session.window.layoutIfNeeded()
        let screenTop = session.window.screenSafeAreaInsets.top
        #expect(session.navigation.navigationBar.frame == CGRect(x: 0, y: screenTop, width: 390, height: 44))
        #expect(session.list.view.safeAreaInsets.top == screenTop + 44)
        session.navigation.setNavigationBarHidden(true, animated: true)
        session.frames(20)
        #expect(session.navigation.isNavigationBarHidden)
        #expect(session.navigation.navigationBar.frame.maxY <= 0)
        #expect(session.list.view.safeAreaInsets.top == screenTop)
    }

    /// During a push the bar cross-fades: the old title fades out as the new one fades in, and
    /// a cancelled pop fades back to the old one.
    @Test func theBarCrossFadesAlongWithTheTransition() {
        let session = TracedNavigation()
        let oldContent = session.navigation.navigationBar.content
        session.navigation.pushViewController(session.detail, animated: true)
        let newContent = session.navigation.navigationBar.content
        #expect(newContent !== oldContent && newContent.titleLabel.text == "detail")
        session.frames(6)
        let fading = oldContent.presentation.alpha
        let arriving = newContent.presentation.alpha
        #expect(fading > 0 && fading < 1 && arriving > 0 && arriving < 1)
        session.frames(40)
        #expect(oldContent.superview == nil && newContent.alpha == 1)
    }

    /// UIKit's bar appearances: the bar keeps a copy of what it is given, the top item's own
    /// appearance wins while it is on top, and the background and hairline take their colours.
    @Test func appearancesAreCopiedAndTheTopItemsOwnWins() {
        let session = TracedNavigation()
        let bar = session.navigation.navigationBar
        func shownColors() -> [UIColor] { bar.subviews.filter { !$0.isHidden }.compactMap(\.backgroundColor) }
        // The default: translucent light chrome with a hairline, a 17-point semibold title in the
        // label colour (black in the light appearance).
        #expect(shownColors().map(\.inLight) == [UIColor(white: 0.97, alpha: 0.94), UIColor(white: 0, alpha: 0.3)])
        #expect(bar.content.titleLabel.font == .system(size: 17, weight: .semibold) && bar.content.titleLabel.textColor == .label)

        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemTeal
        appearance.shadowColor = nil
        appearance.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 20, weight: .bold), .foregroundColor: UIColor.white]
        bar.standardAppearance = appearance
        #expect(shownColors() == [.systemTeal])
        #expect(bar.content.titleLabel.font == .systemFont(ofSize: 20, weight: .bold) && bar.content.titleLabel.textColor == .white)
        // Changed after it was assigned, it changes nothing until it is assigned again.
        appearance.backgroundColor = .systemRed
        #expect(bar.standardAppearance.backgroundColor == .systemTeal && shownColors() == [.systemTeal])
        bar.standardAppearance = appearance
        #expect(shownColors() == [.systemRed])
        // The bar's own copy, read back from it, shows its changes at once.
        bar.standardAppearance.backgroundColor = .systemGreen
        #expect(shownColors() == [.systemGreen] && appearance.backgroundColor == .systemRed)

        // A pushed controller's own appearance shows while it is on top.
        let own = UINavigationBarAppearance()
        own.configureWithTransparentBackground()
        own.titleTextAttributes = [.foregroundColor: UIColor.systemOrange]
        session.detail.navigationItem.standardAppearance = own
        session.navigation.pushViewController(session.detail, animated: false)
        #expect(shownColors().isEmpty && bar.content.titleLabel.textColor == .systemOrange)
        session.detail.navigationItem.standardAppearance?.titleTextAttributes = [.foregroundColor: UIColor.systemPurple]
        #expect(bar.content.titleLabel.textColor == .systemPurple)
        session.navigation.popViewController(animated: false)
        #expect(shownColors() == [.systemGreen] && bar.content.titleLabel.textColor == .white)
        #expect(bar.compactAppearance == nil && bar.scrollEdgeAppearance == nil)
    }
}
