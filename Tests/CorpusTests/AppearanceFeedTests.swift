import CairoRenderer
import Testing
import TestSupport
import UIKit

/// The appearance feed (Corpus/AppearanceFeed.swift): semantic colours, a dynamic brand colour,
/// a drawn sparkline, a border set again in `traitCollectionDidChange(_:)`, and bars, all
/// switching between light and dark when the window's appearance does.
@MainActor
struct AppearanceFeedTests {
    @Test func theFeedDrawsInTheWindowsAppearanceAndSwitchesWithIt() throws {
        try withImageRasterizer(CairoImageRasterizer()) { try withTextMeasurer(PangoTextMeasurer()) {
            let window = UIWindow(size: CGSize(width: 390, height: 844))
            let renderer = CairoRenderer(scale: 1)
            renderer.attach(to: window)
            let tabs = AppearanceFeedApp.makeRoot()
            window.rootViewController = tabs
            window.layoutIfNeeded()
            let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
            let feed = try #require(navigation.topViewController as? AppearanceFeedViewController)
            let light = try #require(renderer.render(window).image())
            let card = feed.card.convert(feed.card.bounds, to: window), divider = feed.divider.convert(feed.divider.bounds, to: window)
            let sparkline = feed.card.sparkline.convert(feed.card.sparkline.bounds, to: window)
            // The sparkline's last point (value 0.7) at its right end: the line's middle is there.
            let lineEnd = (x: Int(sparkline.maxX) - 1, y: Int(sparkline.minY + sparkline.height * 0.3))
            expectMatchesReference(light, named: "appearance-feed-light")
            #expect(light.color(atPixelX: 200, y: Int(divider.maxY) + 40) == .systemBackground.inLight)
            #expect(light.color(atPixelX: Int(card.midX), y: Int(card.maxY) - 6) == .secondarySystemBackground.inLight)
            // The sparkline in the label colour (within 2/255: the line's edge is anti-aliased).
            #expect(try #require(light.color(atPixelX: lineEnd.x, y: lineEnd.y)).red <= 2.0 / 255, "the sparkline in the label colour")

            // The bar button switches the window to dark: everything follows, without a frame of
            // animation.
            feed.toggleAppearance()
            #expect(window.traitCollection.userInterfaceStyle == .dark && feed.traitCollection.userInterfaceStyle == .dark)
            window.tick(elapsed: 1.0 / 60)
            let dark = try #require(renderer.render(window).image())
            expectMatchesReference(dark, named: "appearance-feed-dark")
            #expect(dark.color(atPixelX: 200, y: Int(divider.maxY) + 40) == .black)
            #expect(dark.color(atPixelX: Int(card.midX), y: Int(card.maxY) - 6) == UIColor(rgb: 0x1C1C1E))
            #expect(try #require(dark.color(atPixelX: lineEnd.x, y: lineEnd.y)).red >= 253.0 / 255, "drawn again, in the dark label colour")
            #expect(feed.card.layer.borderColor == UIColor.separator.inDark.cgColor, "set again in traitCollectionDidChange")
            #expect(feed.card.badge.textColor == FeedColors.brand, "the label keeps the dynamic colour it was given")
            #expect(window.statusBar.tintColor == .white)
            // The tab bar and the navigation bar are dark chrome now.
            let tabBar = tabs.tabBar.convert(tabs.tabBar.bounds, to: window)
            let tabColor = try #require(dark.color(atPixelX: 4, y: Int(tabBar.maxY) - 4))
            #expect(tabColor.red < 0.15 && tabColor.green < 0.15 && tabColor.blue < 0.15)

            // And back: the light feed again.
            feed.toggleAppearance()
            window.tick(elapsed: 1.0 / 60)
            expectMatchesReference(renderer.render(window).image(), named: "appearance-feed-light")
        } }
    }

    /// A child controller pinned to one appearance keeps it while the window switches.
    @Test func aControllerThatOverridesKeepsItsAppearance() throws {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let tabs = AppearanceFeedApp.makeRoot()
        window.rootViewController = tabs
        let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
        navigation.overrideUserInterfaceStyle = .dark
        window.layoutIfNeeded()
        let feed = try #require(navigation.topViewController as? AppearanceFeedViewController)
        #expect(feed.view.model.backgroundColor == .black && feed.card.traitCollection.userInterfaceStyle == .dark)
        #expect(tabs.view.traitCollection.userInterfaceStyle == .light)
        window.overrideUserInterfaceStyle = .light
        #expect(feed.view.model.backgroundColor == .black)
        navigation.overrideUserInterfaceStyle = .unspecified
        #expect(feed.view.model.backgroundColor == .white && feed.card.layer.borderColor == UIColor.separator.inLight.cgColor)
    }
}
