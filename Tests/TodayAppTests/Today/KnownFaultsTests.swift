import Foundation
import Motion
import Testing
import TestSupport
import TodayApp
import UIKit

/// One test for each fault other public Today clones are known to have.
@MainActor
struct KnownFaultsTests {
    @Test func cornersStayRoundDuringTheExpansion() throws {
        let stage = try TodayStage()
        let story = try #require(stage.feed.open(storyAt: 0))
        var radii: [Double] = []
        for _ in 0..<6 {
            stage.frames(1)
            radii.append(story.view.presentation.cornerRadius)
        }
        #expect(radii.allSatisfy { $0 > 1 })  // rounding off gradually, never square mid-way
        #expect(zip(radii, radii.dropFirst()).allSatisfy { $0 >= $1 - 1e-9 })
    }

    @Test func theCloseButtonShrinksTheStoryIntoItsCard() throws {
        let stage = try TodayStage()
        let story = try #require(stage.feed.open(storyAt: 0))
        stage.frames(50)
        story.closeButton.sendActions(for: .primaryActionTriggered)
        var widths: [Double] = []
        for _ in 0..<10 {
            stage.frames(1)
            widths.append(story.view.presentation.bounds.width)
        }
        #expect(widths.first! < 390 && widths.first! > widths.last!)  // animated, not a cut
        #expect(zip(widths, widths.dropFirst()).filter { $0 < $1 - 0.5 }.isEmpty)
    }

    @Test func closingAfterScrollingTheStoryShrinksTheArtworkNotTheText() throws {
        let stage = try TodayStage()
        let story = try #require(stage.feed.open(storyAt: 0))
        stage.frames(50)
        story.scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
        story.close()
        stage.frames(30)
        // By the end the article is back at its top: the artwork fills the card.
        #expect(story.scrollView.presentation.bounds.minY < 1)
    }

    @Test func theCardLandsUnderTheTabBarOnTheWayBack() throws {
        let stage = try TodayStage()
        let story = try #require(stage.feed.open(storyAt: 0))
        stage.frames(50)
        story.close()
        stage.frames(3)
        let container = try #require(story.view.superview)
        let storyIndex = try #require(container.subviews.firstIndex { $0 === story.view })
        let barIndex = try #require(container.subviews.firstIndex { $0 === stage.app.tabBar })
        #expect(barIndex > storyIndex)
        stage.frames(45)
        #expect(stage.app.tabBar.superview === stage.app.view)  // returned to the tab bar controller
    }

    @Test func aFastScrollThenATapStillReturnsTheCardToItsPlace() throws {
        let stage = try TodayStage()
        var finger = Finger(on: stage.window)
        finger.down(at: CGPoint(x: 200, y: 700))
        finger.move(to: CGPoint(x: 200, y: 200), frames: 4)  // a fling
        finger.up()
        stage.frames(5)
        #expect(stage.feed.tableView.isDecelerating)
        finger.tap(at: CGPoint(x: 200, y: 400))  // stops the scroll, opens nothing
        #expect(stage.feed.openStory == nil)
        let row = try #require(stage.feed.tableView.indexPathForRow(at: stage.feed.tableView.convert(CGPoint(x: 200, y: 400), from: nil)))
        let card = try #require(stage.cardFrame(row: row.row))
        finger.tap(at: CGPoint(x: card.midX, y: card.midY))
        let story = try #require(stage.feed.openStory)
        stage.frames(50)
        story.close()
        stage.frames(28)
        #expect(isClose(story.view.presentation.center, CGPoint(x: card.midX, y: card.midY), within: 1))
    }

    @Test func todayNeedNotBeTheFirstTabShown() throws {
        let library = try StoriesLibrary.defaultLibrary()
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let app = TodayAppController(library: library, date: Date(timeIntervalSince1970: 0))
        app.selectedIndex = 3
        window.rootViewController = app
        window.layoutIfNeeded()
        app.selectedIndex = 0
        window.layoutIfNeeded()
        let story = try #require(app.today.open(storyAt: 0))
        for _ in 0..<50 { window.tick(elapsed: 1.0 / 60) }
        #expect(story.view.presentation.bounds.size == window.bounds.size)
    }

    @Test func rapidTapsNeverOpenTwoStoriesOrLoseACard() throws {
        let stage = try TodayStage()
        let card = try #require(stage.cardFrame(row: 0))
        var finger = Finger(on: stage.window)
        for _ in 0..<5 { finger.tap(at: CGPoint(x: card.midX, y: card.midY)) }
        stage.frames(50)
        #expect(stage.app.presentedViewController is StoryViewController)
        #expect(stage.app.presentedViewController?.presentedViewController == nil)
        stage.feed.openStory?.close()
        stage.frames(45)
        #expect((stage.feed.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TodayCardCell)?.isCardHidden == false)
    }
}
