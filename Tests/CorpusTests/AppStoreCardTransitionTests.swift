import CairoRenderer
import Testing
import TestSupport
import UIKit

/// The App Store card transition of `Corpus/AppStoreCardTransition.swift`, driven by a finger
/// on the manual clock and rendered. Geometry is checked within 0.5 points; frames against
/// reviewed references within the default pixel tolerance.
@MainActor
struct AppStoreCardTransitionTests {
    /// A window with a tab bar controller whose first tab is the feed, laid out and drawn.
    @MainActor
    struct Stage {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let renderer = CairoRenderer(scale: 1)
        let tabs = UITabBarController()
        let feed = StoryFeedViewController()

        init() {
            let other = UIViewController()
            other.view.backgroundColor = .white
            feed.tabBarItem = UITabBarItem(title: "Today", image: nil, tag: 0)
            other.tabBarItem = UITabBarItem(title: "Apps", image: nil, tag: 1)
            tabs.viewControllers = [feed, other]
            window.rootViewController = tabs
            renderer.attach(to: window)
            frames(1)
        }

        func frames(_ count: Int) {
            for _ in 0..<count { window.tick(elapsed: 1.0 / 60) }
        }

        var story: StoryDetailViewController? { tabs.presentedViewController as? StoryDetailViewController }
    }

    @Test func aPressShrinksTheCardAndATapOpensTheStoryOverABlurAsTheTabBarLeaves() throws {
        let stage = Stage()
        let cell = try #require(stage.feed.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? StoryCardCell)
        let cardInWindow = cell.convert(cell.card.frame, to: nil)
        let tabBarTop = stage.tabs.tabBar.frame.minY
        stage.feed.appearanceLog.removeAll()

        // The finger rests on the card: after the table's touch delay the card shrinks to 0.95.
        var finger = Finger(on: stage.window)
        finger.down(at: CGPoint(x: cardInWindow.midX, y: cardInWindow.midY))
        finger.wait(frames: 20)
        #expect(isClose(cell.card.layer.presentation()?.transform.m11 ?? 0, 0.95, within: 1e-3))
        finger.up()
        let story = try #require(stage.story)
        let presentation = try #require(story.presentationController as? BlurringPresentationController)
        #expect(presentation.blurView.superview === presentation.containerView)

        // A tenth of a second in (the spring is quick): the story is between the card and the
        // screen, the blur is on its way, the tab bar is sliding down.
        stage.frames(6)
        let opening = try #require(story.view.layer.presentation()?.frame)
        #expect(opening.width > cardInWindow.width && opening.minY < cardInWindow.minY)
        let blur = presentation.blurView.presentation.effectAmount
        #expect(blur > 0.2 && blur < 1, "blur \(blur)")
        #expect((stage.tabs.tabBar.layer.presentation()?.frame.minY ?? 0) > tabBarTop)
        expectMatchesReference(stage.renderer.render(stage.window).image(), named: "appstore-card-opening")

        // After the spring: full screen, the tab bar below the window, the feed still there
        // (a presentation controller that keeps the presenter's view) and told it disappeared.
        stage.frames(64)
        #expect(story.view.frame == stage.window.bounds)
        #expect(stage.tabs.tabBar.frame.minY == stage.window.bounds.height)
        #expect(stage.tabs.view.window === stage.window)
        #expect(stage.feed.appearanceLog == ["viewWillDisappear", "viewDidDisappear"])
        expectMatchesReference(stage.renderer.render(stage.window).image(), named: "appstore-card-open")
        // The blur is pinned with constraints (the clone's edges(to:)): it covers the container,
        // and follows it when the window changes size, with no layout code of its own.
        #expect(presentation.blurView.frame == presentation.containerView?.bounds)
        #expect(!presentation.blurView.hasAmbiguousLayout)
        stage.window.resize(to: CGSize(width: 500, height: 700))
        stage.frames(1)
        #expect(presentation.blurView.frame == CGRect(x: 0, y: 0, width: 500, height: 700))
        stage.window.resize(to: CGSize(width: 390, height: 844))
        stage.frames(1)

        // Close: the story shrinks back into its card, the tab bar returns, the blur goes.
        stage.feed.appearanceLog.removeAll()
        story.closeButton.sendActions(for: .touchUpInside)
        stage.frames(60)
        #expect(stage.tabs.presentedViewController == nil)
        #expect(presentation.blurView.superview == nil)
        #expect(stage.tabs.tabBar.frame.minY == tabBarTop)
        #expect(stage.feed.appearanceLog == ["viewWillAppear", "viewDidAppear"])
        #expect(cell.card.transform == .identity)
    }
}
