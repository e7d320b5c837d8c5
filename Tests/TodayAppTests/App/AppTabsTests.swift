import Foundation
import Motion
import Testing
import TestSupport
import TodayApp
import UIKit

@MainActor
struct AppTabsTests {
    @Test func searchFiltersTheCatalogAsYouType() throws {
        let stage = try TodayStage()
        stage.app.selectedIndex = 4
        stage.window.layoutIfNeeded()
        for character in "photo" { #expect(stage.app.handle(.character(character))) }
        #expect(stage.app.search.results.map(\.id) == ["aperture", "goldhour"])
        #expect(stage.app.search.fieldLabel.text == "photo")
        #expect(stage.app.handle(.backspace))
        #expect(stage.app.search.query == "phot")
        #expect(stage.app.handle(.escape))
        #expect(stage.app.search.results.count == 16)
        #expect(!stage.app.handle(.character("q")))  // with nothing typed, q is left to quit
        for character in "zzz" { stage.app.handle(.character(character)) }
        #expect(stage.app.search.results.isEmpty)
    }

    @Test func getOpensThePurchaseSheetAndInstallClosesIt() throws {
        let stage = try TodayStage()
        let app = try #require(StoriesLibrary.defaultLibrary().catalog.first)
        stage.app.presentPurchase(of: app)
        stage.frames(40)
        let sheet = try #require(stage.app.presentedViewController as? PurchaseSheetViewController)
        #expect(sheet.view.frame.maxY == CGFloat(844 - 8))
        sheet.install()
        stage.frames(100)
        #expect(sheet.isInstalled)
        #expect(stage.app.presentedViewController == nil)
    }

    @Test func aStorysGetButtonOpensTheSheetOverTheStoryAndEscapeClosesItFirst() throws {
        let stage = try TodayStage()
        let story = try #require(stage.feed.open(storyAt: 1))  // game of the day: one app row
        stage.frames(50)
        let row = try #require(story.header.appRows.first)
        row.getButton.sendActions(for: .primaryActionTriggered)
        stage.frames(40)
        #expect(story.presentedViewController is PurchaseSheetViewController)
        #expect(stage.app.handle(.escape))
        stage.frames(40)
        #expect(story.presentedViewController == nil && story.presentingViewController != nil)
        #expect(stage.app.handle(.escape))
        stage.frames(45)
        #expect(stage.app.presentedViewController == nil)
    }

    /// Every tab is a navigation stack (Today's with its bar hidden), and a tap on a story's app
    /// row opens the app's product page: the story is not in a stack, so `show` presents it, in
    /// a navigation controller of its own, zooming out of the row's icon; Done and Escape close
    /// it back into the story. A tap on the row's GET button still opens the purchase sheet.
    @Test func aStorysAppRowOpensTheProductPageOverTheStory() throws {
        let stage = try TodayStage()
        #expect(stage.app.navigations.map(\.isNavigationBarHidden) == [true, false, false, false, true])
        #expect(stage.feed.navigationController === stage.app.navigations[0])
        let story = try #require(stage.feed.open(storyAt: 1))
        stage.frames(50)
        let row = try #require(story.header.appRows.first)
        var finger = Finger(on: stage.window)
        finger.tap(at: row.convert(CGPoint(x: 120, y: row.bounds.midY), to: nil))
        stage.frames(3)
        let navigation = try #require(story.presentedViewController as? UINavigationController)
        let page = try #require(navigation.topViewController as? ProductPageViewController)
        #expect(page.app == row.app)
        #expect(stage.window.activeTransition != nil)  // zooming
        stage.frames(40)
        #expect(stage.window.activeTransition == nil && page.view.window != nil)
        let done = try #require(navigation.navigationBar.content.rightButtons.first)
        #expect(done.currentTitle == "Done")
        finger.tap(at: done.convert(CGPoint(x: done.bounds.midX, y: done.bounds.midY), to: nil))
        stage.frames(45)
        #expect(story.presentedViewController == nil && story.presentingViewController != nil)

        finger.tap(at: row.getButton.convert(CGPoint(x: row.getButton.bounds.midX, y: row.getButton.bounds.midY), to: nil))
        stage.frames(40)
        #expect(story.presentedViewController is PurchaseSheetViewController)
        let checker = InvariantChecker()
        stage.app.addInvariants(to: checker)
        #expect(checker.check(stage.window).isEmpty)
    }

    @Test func theAvatarOpensTheAccountSheet() throws {
        let stage = try TodayStage()
        stage.feed.header.avatarButton.sendActions(for: .primaryActionTriggered)
        stage.frames(40)
        #expect(stage.app.presentedViewController is AccountViewController)
        #expect(stage.window.statusBar.alpha == 1)  // a page sheet does not hide the status bar
        // A drag up on its (scrollable) content expands it to the large detent first.
        let account = try #require(stage.app.presentedViewController)
        #expect(account.view.frame.minY == 450)
        var finger = Finger(on: stage.window)
        finger.down(at: CGPoint(x: 200, y: 700))
        finger.move(to: CGPoint(x: 200, y: 450), frames: 10)
        finger.up()
        stage.frames(60)
        #expect(account.sheetPresentationController?.selectedDetentIdentifier == .large)
        (stage.app.presentedViewController as? AccountViewController)?.doneButton.sendActions(for: .primaryActionTriggered)
        stage.frames(40)
        #expect(stage.app.presentedViewController == nil)
    }
}

@MainActor
struct StoriesReloadTests {
    @Test func aReloadKeepsTheOpenStoryAndABadFileShowsItsErrorOverTheFeed() throws {
        let stage = try TodayStage()
        let stories = try StoriesLibrary.defaultLibrary().stories
        let story = try #require(stage.feed.open(storyAt: 2))
        stage.frames(50)
        stage.feed.setStories(Array(stories.reversed()))
        #expect(stage.feed.openIndexPath == IndexPath(row: stories.count - 3, section: 0))
        story.close()
        stage.frames(45)
        #expect(stage.app.presentedViewController == nil)
        stage.feed.showProblem("stories.json: story \"x\", field \"kind\": is \"poster\"")
        #expect(stage.feed.problemBanner.superview === stage.feed.view)
        #expect(stage.feed.stories.count == stories.count)  // the last good feed stays
        stage.frames(60 * 9)
        #expect(stage.feed.problemBanner.superview == nil)
    }
}
