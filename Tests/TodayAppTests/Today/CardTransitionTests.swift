import Foundation
import Motion
import Testing
import TestSupport
import TodayApp
import UIKit

/// The Today clone in a 390 × 844 window on a manual clock.
@MainActor
final class TodayStage {
    let window = UIWindow(size: CGSize(width: 390, height: 844))
    let app: TodayAppController

    init() throws {
        app = TodayAppController(library: try StoriesLibrary.defaultLibrary(), date: Date(timeIntervalSince1970: 1_795_305_600))
        window.rootViewController = app
        window.layoutIfNeeded()
    }

    var feed: TodayViewController { app.today }

    func frames(_ count: Int) {
        for _ in 0..<count { window.tick(elapsed: 1.0 / 60) }
    }

    func cardFrame(row: Int) -> CGRect? {
        guard let cell = feed.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? TodayCardCell else { return nil }
        return cell.convert(cell.cardFrame, to: nil)
    }

    var blur: UIVisualEffectView? {
        (feed.openStory?.presentationController as? CardPresentationController)?.blurView
    }
}

@MainActor
struct CardTransitionTests {
    @Test func thePositionSpringsPastItsPlaceWhileTheSizeNeverOvershoots() throws {
        let stage = try TodayStage()
        // The second card sits below the screen's centre once the feed is scrolled to it.
        stage.feed.tableView.scrollToRow(at: IndexPath(row: 1, section: 0), at: .top, animated: false)
        stage.frames(1)
        let card = try #require(stage.cardFrame(row: 1))
        let story = try #require(stage.feed.open(storyAt: 1))
        let final = CGPoint(x: 195, y: 422)
        var bouncedPast = false, widths: [Double] = []
        for _ in 0..<48 {
            stage.frames(1)
            let state = story.view.presentation
            widths.append(state.bounds.width)
            #expect(state.bounds.width <= 390 + 1e-9 && state.bounds.height <= 844 + 1e-9)
            // Travelling from the card's centre toward the screen's: past it means bouncing.
            if (state.center.y - final.y) * (card.midY - final.y) < -0.5 { bouncedPast = true }
        }
        #expect(bouncedPast, "the position never sprang past the centre")
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 }, "the size must only grow")
        #expect(isClose(story.view.presentation.center, final, within: 0.5))
    }

    @Test func theStoryStartsOnTheCardAndEndsFillingTheScreen() throws {
        let stage = try TodayStage()
        let card = try #require(stage.cardFrame(row: 0))
        var finger = Finger(on: stage.window)
        finger.tap(at: CGPoint(x: card.midX, y: card.midY))
        let story = try #require(stage.feed.openStory)
        // The first frame of the opening is the card's frame, corners and all.
        #expect(isClose(story.view.presentation.bounds.size.width, card.width, within: 1e-6))
        let start = story.view.convert(story.view.presentation.bounds, to: nil)
        #expect(isClose(story.view.frame, stage.window.bounds, within: 1e-9))  // the model is the end state
        #expect(isClose(story.view.presentation.center, CGPoint(x: card.midX, y: card.midY), within: 1.5))
        #expect(isClose(story.view.presentation.cornerRadius, TodayMetrics.cardCornerRadius, within: 1))
        _ = start
        // The card in the feed is hidden while its story is open.
        #expect((stage.feed.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TodayCardCell)?.isCardHidden == true)
        stage.frames(50)
        #expect(stage.window.activeTransition == nil)
        #expect(story.view.presentation.bounds.size == stage.window.bounds.size)
        #expect(story.view.presentation.center == CGPoint(x: 195, y: 422))
        #expect(story.view.presentation.cornerRadius == 0)
        #expect(!stage.window.isStatusBarVisible)
        #expect(stage.app.tabBar.frame.minY >= 844)
        #expect(stage.blur?.effectAmount == TodayMetrics.backdropBlurAmount)
        #expect(story.closeButton.alpha == 1)
    }

    @Test func theCloseButtonRidesTheStorysCornerAsItGrows() throws {
        let stage = try TodayStage()
        let story = try #require(stage.feed.open(storyAt: 0))
        var insets: [(right: Double, top: Double)] = []
        for _ in 0..<50 {
            stage.frames(1)
            // Its constraints pin it to the story's top right: the animation block lays the
            // story out, so the button moves with the story's edge instead of jumping to where
            // it ends and being clipped while the story is narrower.
            let button = story.closeButton.presentation
            insets.append((story.view.presentation.bounds.width - (button.center.x + button.bounds.width / 2),
                           button.center.y - button.bounds.height / 2))
        }
        #expect(stage.window.activeTransition == nil)
        let settled = story.closeButton.frame
        let right = 390 - settled.maxX
        #expect(settled.width == TodayMetrics.closeButtonSize && settled.minY == TodayMetrics.closeButtonInset.y)
        #expect(right > 0 && right < 40, "ends \(right) points from the right edge")
        #expect(insets.allSatisfy { isClose($0.right, right, within: 0.5) && isClose($0.top, settled.minY, within: 0.5) },
                "inset from the top right while opening: \(insets)")
    }

    @Test func closingAfterADragKeepsTheHeaderAtTheStorysTop() throws {
        let stage = try TodayStage()
        let story = try #require(stage.feed.open(storyAt: 0))
        stage.frames(50)
        var finger = Finger(on: stage.window)
        finger.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 460), frames: 10)
        var tops: [Double] = []
        for _ in 0..<40 {
            stage.frames(1)
            // The header's top in the story's coordinates, as shown.
            let scroll = story.scrollView.presentation, header = story.header.presentation
            tops.append(scroll.center.y - scroll.bounds.height / 2 - scroll.bounds.minY + header.center.y - header.bounds.height / 2)
        }
        #expect(stage.feed.openStory == nil, "the long drag closes the story")
        // The article's pan, which recognized along with the drag, is cancelled when the drag
        // takes the story: lifting the finger used to fling the article past its top (to −25
        // points, and 195 with the whole story laid out in the closing block), and the header
        // drifted down the shrinking story and back.
        #expect(tops.allSatisfy { Swift.abs($0) < 1 }, "the header left the story's top while closing: \(tops)")
    }

    @Test func theBlurAndTheTabBarFollowTheTransition() throws {
        let stage = try TodayStage()
        stage.feed.open(storyAt: 0)
        var amounts: [Double] = []
        var tabBarTops: [Double] = []
        for _ in 0..<40 {
            stage.frames(1)
            amounts.append(stage.blur?.presentation.effectAmount ?? -1)
            tabBarTops.append(stage.app.tabBar.presentation.center.y - UITabBar.height / 2)
        }
        #expect(amounts.first! > 0 && amounts.first! < 1)
        // It rises with the opening spring until it is full; after that the spring's overshoot
        // only moves it around full (the renderer clamps the amount to 1).
        let full = try #require(amounts.firstIndex { $0 >= 1 })
        #expect(zip(amounts[..<full], amounts[1...full]).allSatisfy { $0 < $1 })
        #expect(amounts[full...].allSatisfy { $0 > 0.9 })
        #expect(tabBarTops.first! > 844 - UITabBar.height && tabBarTops.last! >= 844 - 1)
    }

    @Test func closingReturnsTheStoryIntoItsCardAndReleasesIt() throws {
        let stage = try TodayStage()
        weak var weakStory: StoryViewController?
        weak var weakPresentation: UIPresentationController?
        do {
            let story = try #require(stage.feed.open(storyAt: 0))
            weakStory = story
            weakPresentation = story.presentationController
            stage.frames(50)
            story.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
            story.close()
            stage.frames(5)
            #expect(story.view.presentation.bounds.width < 390)
            stage.frames(40)
        }
        #expect(stage.window.activeTransition == nil)
        #expect(stage.app.presentedViewController == nil)
        #expect(stage.window.isStatusBarVisible)
        #expect(stage.app.tabBar.frame == stage.app.tabBarShownFrame)
        #expect((stage.feed.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TodayCardCell)?.isCardHidden == false)
        #expect(weakStory == nil)
        #expect(weakPresentation == nil)
    }

    @Test func closingAfterTheFeedScrolledLandsWhereTheCardIsNow() throws {
        let stage = try TodayStage()
        let story = try #require(stage.feed.open(storyAt: 1))
        stage.frames(50)
        stage.feed.tableView.contentOffset = CGPoint(x: 0, y: 200)
        stage.window.layoutIfNeeded()
        let card = try #require(stage.cardFrame(row: 1))
        story.close()
        stage.frames(28)
        let landing = story.view.presentation
        #expect(isClose(landing.center, CGPoint(x: card.midX, y: card.midY), within: 1))
        #expect(isClose(landing.bounds.width, card.width, within: 1))
    }

    @Test func closingDuringTheOpeningReversesAndOpeningTwiceIsRefused() throws {
        let stage = try TodayStage()
        let story = try #require(stage.feed.open(storyAt: 0))
        #expect(stage.feed.open(storyAt: 1) == nil)  // rapid taps: one story at a time
        stage.frames(8)
        story.close()
        stage.frames(60)
        #expect(stage.app.presentedViewController == nil)
        #expect(stage.window.activeTransition == nil)
        #expect(stage.feed.openStory == nil)
        #expect(stage.app.tabBar.frame == stage.app.tabBarShownFrame)
        #expect(stage.feed.open(storyAt: 1) != nil)
    }

    @Test func aShortDragSpringsBackAndALongOneCloses() throws {
        let stage = try TodayStage()
        let story = try #require(stage.feed.open(storyAt: 0))
        stage.frames(50)
        var finger = Finger(on: stage.window)
        finger.down(at: CGPoint(x: 200, y: 300))
        finger.move(to: CGPoint(x: 200, y: 340), frames: 8)
        #expect(story.dismissal.isDragging)
        let scale = story.view.presentation.transform.m11
        #expect(scale < 1 && scale > TodayMetrics.dragMinimumScale)
        finger.wait(frames: 10)
        finger.up()
        stage.frames(40)
        #expect(stage.app.presentedViewController === story)
        #expect(isClose(story.view.presentation.transform.m11, 1, within: 1e-6))
        #expect(story.view.presentation.cornerRadius < 0.01)
        // The corner radius and width are restored: a story is never left narrower.
        #expect(story.view.frame == stage.window.bounds)

        finger.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 460), frames: 10)
        stage.frames(45)
        #expect(stage.app.presentedViewController == nil)
    }

    @Test func theFirstDragAfterOpeningCountsAndTheLeftEdgeCloses() throws {
        let stage = try TodayStage()
        let story = try #require(stage.feed.open(storyAt: 0))
        stage.frames(50)
        var finger = Finger(on: stage.window)
        finger.down(at: CGPoint(x: 8, y: 400))
        finger.move(to: CGPoint(x: 160, y: 410), frames: 10)
        #expect(story.dismissal.isDragging)
        finger.up()
        stage.frames(45)
        #expect(stage.app.presentedViewController == nil)
    }

    /// With two fingers down, the edge swipe asks where the gesture began: its location (the
    /// fingers' centroid) less its translation. A finger at the edge and one mid-screen do
    /// not start it; two at the edge do. (It looked at whichever touch a dictionary gave
    /// first, which differed from run to run.)
    @Test(arguments: [(first: 250.0, begins: false), (first: 14.0, begins: true)])
    func twoFingersSwipeFromTheEdgeOnlyWhereTheGestureBegan(first: Double, begins: Bool) throws {
        let stage = try TodayStage()
        let story = try #require(stage.feed.open(storyAt: 0))
        stage.frames(50)
        var one = Finger(on: stage.window, identifier: 0), two = Finger(on: stage.window, identifier: 1)
        one.down(at: CGPoint(x: first, y: 400))
        two.down(at: CGPoint(x: 8, y: 420))
        for step in 1...10 {
            one.move(to: CGPoint(x: first + Double(step) * 15, y: 400))
            two.moveNow(to: CGPoint(x: 8 + Double(step) * 15, y: 420))
        }
        #expect(story.dismissal.isDragging == begins)
        one.up()
        two.up()
        stage.frames(45)
        #expect(stage.window.activeTransition == nil)
    }

    @Test func escapeClosesAndTodayNeedNotBeTheFirstTab() throws {
        let stage = try TodayStage()
        stage.app.selectedIndex = 2
        stage.app.selectedIndex = 0
        stage.window.layoutIfNeeded()
        stage.feed.open(storyAt: 0)
        stage.frames(50)
        #expect(stage.app.handle(.escape))
        stage.frames(45)
        #expect(stage.app.presentedViewController == nil)
        #expect(!stage.app.handle(.escape))
    }
}

@MainActor
struct GrabTheOpeningTests {
    @Test func aFingerDownDuringTheOpeningHoldsItAndLiftingFinishesIt() throws {
        let stage = try TodayStage()
        let story = try #require(stage.feed.open(storyAt: 0))
        stage.frames(8)
        var finger = Finger(on: stage.window)
        finger.down(at: CGPoint(x: 195, y: 300))
        let held = story.view.presentation.bounds.width
        finger.wait(frames: 10)
        #expect(story.view.presentation.bounds.width == held)  // held still under the finger
        #expect(stage.window.activeTransition?.state == .interacting)
        finger.up()
        stage.frames(50)
        #expect(stage.window.activeTransition == nil)
        #expect(story.view.presentation.bounds.size == stage.window.bounds.size)
        #expect(stage.app.presentedViewController === story)
    }

    @Test func draggingTheGrabbedOpeningDownClosesItIntoTheCard() throws {
        let stage = try TodayStage()
        let card = try #require(stage.cardFrame(row: 0))
        let story = try #require(stage.feed.open(storyAt: 0))
        stage.frames(8)
        var finger = Finger(on: stage.window)
        finger.down(at: CGPoint(x: 195, y: 300))
        finger.move(to: CGPoint(x: 195, y: 440), frames: 8)
        #expect(story.dismissal.isDragging)
        finger.up()
        stage.frames(60)
        #expect(stage.app.presentedViewController == nil)
        #expect(stage.window.activeTransition == nil)
        #expect(stage.feed.openStory == nil)
        #expect(stage.cardFrame(row: 0) == card)
        #expect((stage.feed.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TodayCardCell)?.isCardHidden == false)
    }
}
