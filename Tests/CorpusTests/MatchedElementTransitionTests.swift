import CairoRenderer
import Testing
import TestSupport
import UIKit

/// The matched-element transition of `Corpus/MatchedElementTransition.swift`: the flying view
/// goes from the thumbnail's frame to the header's on a spring (within 0.5 points at the ends),
/// the originals hide while it flies, and the dismissal flies it back.
@MainActor
struct MatchedElementTransitionTests {
    @Test func theThumbnailFliesToTheHeaderAndBack() throws {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let renderer = CairoRenderer(scale: 1)
        let grid = ThumbnailGridViewController()
        window.rootViewController = grid
        renderer.attach(to: window)
        func frames(_ count: Int) { for _ in 0..<count { window.tick(elapsed: 1.0 / 60) } }
        frames(1)

        let detail = grid.openDetail()
        let container = try #require(detail.presentationController?.containerView)
        let flying = try #require(container.subviews.last)
        #expect(flying.layer.presentation()?.frame == grid.thumbnail.frame)
        #expect(grid.thumbnail.isHidden && detail.header.isHidden)

        frames(9)  // 0.15 s of 0.5
        let midway = try #require(flying.layer.presentation()?.frame)
        #expect(midway.width > 160 && midway.width < 390 && midway.minY < 140)
        let fade = detail.view.layer.presentation()?.opacity ?? 0
        #expect(fade > 0.2 && fade < 1)
        expectMatchesReference(renderer.render(window).image(), named: "matched-flying")

        frames(40)
        #expect(flying.superview == nil && !grid.thumbnail.isHidden && !detail.header.isHidden)
        #expect(grid.presentedViewController === detail && grid.view.window === window)  // over full screen

        detail.dismiss(animated: true)
        let back = try #require(container.subviews.last)
        #expect(back.layer.presentation()?.frame == detail.header.frame)
        frames(40)
        #expect(grid.presentedViewController == nil && detail.view.window == nil)
        #expect(!grid.thumbnail.isHidden && grid.thumbnail.frame == CGRect(x: 24, y: 140, width: 160, height: 120))
    }
}
