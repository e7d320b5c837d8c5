import CairoRenderer
import Testing
import TestSupport
import UIKit

/// The themed navigation (Corpus/ThemedNavigation.swift): appearance proxies set once style the
/// bars and the table as they appear; a detail page's transparent bar shows its header and the
/// themed bar comes back on the way out.
@MainActor
struct ThemedNavigationTests {
    @Test func proxiesSetAtLaunchThemeTheBarsAndADetailPageClearsItsBar() throws {
        try withAppearanceProxies { try withTextMeasurer(PangoTextMeasurer()) {
            NightTheme.apply()
            let window = UIWindow(size: CGSize(width: 390, height: 844))
            let renderer = CairoRenderer(scale: 1)
            renderer.attach(to: window)
            let tabs = NightApp.makeRoot()
            window.rootViewController = tabs
            window.layoutIfNeeded()
            let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
            let list = try #require(navigation.topViewController as? NightListViewController)
            // iOS puts a controller's view under an opaque bar (and insets a scroll view under a
            // translucent one); Today leaves the inset to the app (porting.md).
            list.tableView.contentInset.top = list.view.safeAreaInsets.top
            list.tableView.contentOffset.y = -list.view.safeAreaInsets.top
            window.layoutIfNeeded()
            let frame = try #require(renderer.render(window).image())
            expectMatchesReference(frame, named: "themed-navigation")
            // The bar in the theme's ink, opaque; the title white and bold; the list's
            // background from its proxy; the selected tab in the accent.
            #expect(frame.color(atPixelX: 10, y: 60) == NightTheme.ink)
            #expect(navigation.navigationBar.content.titleLabel.textColor == .white)
            #expect(list.tableView.backgroundColor == UIColor(red: 0.13, green: 0.15, blue: 0.24, alpha: 1))
            #expect(list.tableView.separatorColor == UIColor(white: 1, alpha: 0.2))
            #expect(tabs.tabBar.buttons.map(\.tint) == [NightTheme.accent, .lightGray])

            // The detail page clears the bar over its green header.
            list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
            for _ in 0..<40 { window.tick(elapsed: 1.0 / 60) }
            let detail = try #require(navigation.topViewController as? NightDetailViewController)
            let cleared = try #require(renderer.render(window).image())
            expectMatchesReference(cleared, named: "themed-navigation-detail")
            #expect(cleared.color(atPixelX: 10, y: 60) == detail.header.backgroundColor)
            // Back: the themed bar returns.
            navigation.popViewController(animated: true)
            for _ in 0..<40 { window.tick(elapsed: 1.0 / 60) }
            #expect(renderer.render(window).image()?.color(atPixelX: 10, y: 60) == NightTheme.ink)
        } }
    }
}
