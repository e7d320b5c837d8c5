import Foundation
import HeadlessHost
import Motion
import Testing
import TestSupport
import TodayApp
import UIKit

/// The catalog tabs' navigation: a row pushes its product page, "See All" the genre's list, and
/// the back button, the left-edge swipe and Escape go back.
@MainActor
struct ProductPageTests {
    /// The Games tab selected in a checked 390 × 844 host, scale 1.
    func gamesTab() throws -> (HeadlessHost, TodayAppController) {
        let host = HeadlessHost.checked(size: CGSize(width: 390, height: 844), scale: 1)
        let app = TodayAppController(library: try StoriesLibrary.defaultLibrary(), date: Date(timeIntervalSince1970: 1_795_305_600))
        host.window.rootViewController = app
        app.selectedIndex = 1
        host.window.layoutIfNeeded()
        return (host, app)
    }

    /// Where the first row's name is, in the window (away from its GET button).
    func firstRowPoint(in list: CatalogListViewController) throws -> CGPoint {
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        return cell.convert(CGPoint(x: 150, y: cell.bounds.midY), to: nil)
    }

    @Test func tappingARowPushesItsProductPageAndTheBackButtonPops() throws {
        let (host, app) = try gamesTab()
        let games = try #require(app.lists.first)
        let navigation = app.navigations[1]
        let point = try firstRowPoint(in: games)
        host.touch(.began, at: point)
        host.step(frames: 2)
        host.touch(.ended, at: point)
        host.step(frames: 40)
        let page = try #require(navigation.topViewController as? ProductPageViewController)
        #expect(page.app == games.sections[0].apps[0])
        #expect(!navigation.isNavigationBarHidden)
        #expect(navigation.navigationBar.content.backButton.currentTitle == "‹ Games")

        let back = navigation.navigationBar.content.backButton
        let backPoint = back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil)
        host.touch(.began, at: backPoint)
        host.step()
        host.touch(.ended, at: backPoint)
        host.step(frames: 40)
        #expect(navigation.viewControllers.count == 1 && navigation.navigationBar.content.showsLargeTitle)
        #expect(host.invariantViolations.isEmpty, "\(host.invariantViolations)")
    }

    @Test func seeAllPushesTheGenresListAndEscapeGoesBack() throws {
        let (host, app) = try gamesTab()
        let games = try #require(app.lists.first)
        let navigation = app.navigations[1]
        games.showAll(ofSection: 0)
        host.step(frames: 40)
        let all = try #require(navigation.topViewController as? CatalogListViewController)
        #expect(all.title == games.sections[0].genre && all.apps == games.sections[0].apps)
        #expect(!navigation.isNavigationBarHidden)
        #expect(app.handle(.escape))
        host.step(frames: 40)
        #expect(navigation.viewControllers.count == 1)
        #expect(!app.handle(.escape))  // nothing left to go back from
    }

    @Test func theLeftEdgeSwipeGoesBackToTheList() throws {
        let (host, app) = try gamesTab()
        let games = try #require(app.lists.first)
        let navigation = app.navigations[1]
        games.showProductPage(for: games.sections[0].apps[0])
        host.step(frames: 40)
        host.touch(.began, at: CGPoint(x: 3, y: 500))
        for step in 1...12 {
            host.step()
            host.touch(.moved, at: CGPoint(x: 3 + 25 * Double(step), y: 500))
        }
        host.touch(.ended, at: CGPoint(x: 303, y: 500))
        host.step(frames: 40)
        #expect(navigation.viewControllers == [games])
        #expect(host.invariantViolations.isEmpty, "\(host.invariantViolations)")
    }

    /// The page, and its push half way (the page zooming out of the game's icon over the dimmed
    /// list, iOS 18's zoom), against references reviewed by eye (scale 1; tolerance: 24/255 a
    /// channel on up to 0.2 % of the pixels). The page at rest must be as sharp as one never
    /// zoomed (its bitmaps are redrawn at the frame's scale).
    @Test func theProductPageAndItsPushMatchTheirReferences() throws {
        let (host, app) = try gamesTab()
        let games = try #require(app.lists.first)
        host.render()
        games.showProductPage(for: games.sections[0].apps[0])
        expectMatchesReference(host.step(frames: 4).image(), named: "product-push")
        expectMatchesReference(host.step(frames: 40).image(), named: "product-page")
    }

    /// The Apps list's large title collapses into the bar as a finger scrolls the list: half
    /// way (the title sliding under the bar's row) and all the way (the small title in a solid
    /// bar), against references reviewed by eye (scale 1, default tolerance).
    @Test func theLargeTitleCollapsesAsTheListScrolls() throws {
        let (host, app) = try gamesTab()
        app.selectedIndex = 2
        host.window.layoutIfNeeded()
        let games = app.lists[1]
        let navigation = app.navigations[2]
        #expect(navigation.navigationBar.frame.height == 96)
        host.touch(.began, at: CGPoint(x: 200, y: 600))
        for step in 1...10 {
            host.step()
            host.touch(.moved, at: CGPoint(x: 200, y: 600 - 4 * Double(step)))
        }
        host.step()
        let collapsing = navigation.navigationBar.frame.height
        #expect(collapsing > 44 && collapsing < 96)
        expectMatchesReference(host.render().image(), named: "large-title-collapsing")
        for step in 1...10 {
            host.step()
            host.touch(.moved, at: CGPoint(x: 200, y: 560 - 20 * Double(step)))
        }
        host.touch(.ended, at: CGPoint(x: 200, y: 360))
        host.step(frames: 30)
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(games.tableView.contentOffset.y > -games.tableView.contentInset.top + 52)
        expectMatchesReference(host.render().image(), named: "large-title-collapsed")
        #expect(host.invariantViolations.isEmpty, "\(host.invariantViolations)")
    }
}
