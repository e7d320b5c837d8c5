import Foundation
import Testing
import TestSupport
import UIKit

/// Appearance proxies: settings reach instances as they first enter a window, the instance's
/// own settings win, the more specific rule wins, containment narrows a rule, and views already
/// shown keep their look.
@MainActor
struct UIAppearanceTests {
    final class Badge: UIView {}
    final class Card: UIView {}
    final class Sidebar: UIViewController {}

    @Test func aProxysSettingReachesInstancesEnteringAWindowUnlessTheySetItThemselves() {
        withAppearanceProxies {
            let window = UIWindow(size: CGSize(width: 390, height: 844))
            UIView.appearance().backgroundColor = .systemTeal
            Badge.appearance().backgroundColor = .systemPink
            Badge.appearance().tintColor = .systemGreen
            #expect(Badge.appearance().backgroundColor == .systemPink && UIView.appearance().tintColor == .systemBlue, "read back, or the default")
            let plain = UIView(), badge = Badge(), own = Badge()
            own.backgroundColor = .systemYellow
            #expect(badge.backgroundColor == nil, "nothing before it enters a window")
            for view in [plain, badge, own] { window.addSubview(view) }
            #expect(plain.backgroundColor == .systemTeal)
            #expect(badge.backgroundColor == .systemPink && badge.tintColor == .systemGreen, "the subclass's rule wins")
            #expect(own.backgroundColor == .systemYellow && own.tintColor == .systemGreen, "its own colour wins; the tint still comes")
            // A view already shown keeps its look; moved, it is not styled again.
            Badge.appearance().backgroundColor = .systemIndigo
            badge.removeFromSuperview()
            window.addSubview(badge)
            #expect(badge.backgroundColor == .systemPink)
            let later = Badge()
            window.addSubview(later)
            #expect(later.backgroundColor == .systemIndigo)
        }
    }

    @Test func aContainmentProxyReachesOnlyViewsInsideItsContainers() {
        withAppearanceProxies {
            let window = UIWindow(size: CGSize(width: 390, height: 844))
            Badge.appearance(whenContainedInInstancesOf: [Card.self]).backgroundColor = .systemRed
            Badge.appearance(whenContainedInInstancesOf: [Sidebar.self, Card.self]).backgroundColor = .systemOrange
            let sidebar = Sidebar()
            window.rootViewController = sidebar
            let card = Card(), inCard = Badge(), loose = Badge(), inBoth = Badge()
            card.addSubview(inCard)
            window.addSubview(card)
            window.addSubview(loose)
            let sidebarCard = Card()
            sidebarCard.addSubview(inBoth)
            sidebar.view.addSubview(sidebarCard)
            #expect(inCard.backgroundColor == .systemRed)
            #expect(loose.backgroundColor == nil)
            #expect(inBoth.backgroundColor == .systemOrange, "the rule with more containers is more specific")
        }
    }

    @Test func theLegacyNavigationBarLookColoursTheBarAndItsTitles() {
        withAppearanceProxies {
            let window = UIWindow(size: CGSize(width: 390, height: 844))
            UINavigationBar.appearance().barTintColor = .systemIndigo
            UINavigationBar.appearance().isTranslucent = false
            UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
            UINavigationBar.appearance().tintColor = .white
            let root = UIViewController()
            root.title = "Inbox"
            let navigation = UINavigationController(rootViewController: root)
            window.rootViewController = navigation
            window.layoutIfNeeded()
            let bar = navigation.navigationBar
            let shown = bar.subviews.filter { !$0.isHidden }.compactMap(\.backgroundColor)
            #expect(shown.first == .systemIndigo, "opaque: the colour as given")
            #expect(bar.content.titleLabel.textColor == .white && bar.content.titleLabel.font == .system(size: 17, weight: .semibold))
            #expect(bar.tintColor == .white)
            // Translucent, the colour shows at 94 %; an empty background image makes the bar
            // clear, and with an empty shadow image the hairline goes too.
            bar.isTranslucent = true
            #expect(bar.subviews.filter { !$0.isHidden }.compactMap(\.backgroundColor).first?.inLight == UIColor.systemIndigo.inLight.withAlphaComponent(0.94))
            bar.shadowImage = UIImage()
            #expect(bar.subviews.filter { !$0.isHidden }.compactMap(\.backgroundColor).count == 2, "a shadow image alone changes nothing")
            bar.setBackgroundImage(UIImage(), for: .default)
            #expect(bar.subviews.filter { !$0.isHidden }.compactMap(\.backgroundColor).isEmpty)
            #expect(bar.backgroundImage(for: .default)?.size == .zero)
        }
    }

    @Test func theLegacyTabBarLookColoursTheBarAndTheUnselectedItems() {
        withAppearanceProxies {
            UITabBar.appearance().barTintColor = .black
            UITabBar.appearance().unselectedItemTintColor = .systemGray2
            UITabBar.appearance().tintColor = .systemPink
            let window = UIWindow(size: CGSize(width: 390, height: 844))
            let tabs = UITabBarController()
            let first = UIViewController(), second = UIViewController()
            first.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 0)
            second.tabBarItem = UITabBarItem(title: "Two", image: nil, tag: 1)
            tabs.viewControllers = [first, second]
            window.rootViewController = tabs
            window.layoutIfNeeded()
            let bar = tabs.tabBar
            #expect(bar.backgroundColor == UIColor.black.withAlphaComponent(0.94))
            #expect(bar.buttons.map(\.tint) == [.systemPink, .systemGray2])
            bar.isTranslucent = false
            #expect(bar.backgroundColor == .black)
        }
    }
}
