import CairoRenderer
import Foundation
import HeadlessHost
import Motion
import Testing
import TestSupport
import TodayApp
import UIKit

/// The flip demo (seed 004) frame by frame: the layer transforms at the keyframe boundaries,
/// the final hierarchy, and an interactive dismissal cancelled at 30 % that leaves everything
/// as it was.
@MainActor
struct FlipTests {
    func makeHost() -> (HeadlessHost, PetGridViewController) {
        let host = HeadlessHost.checked()
        let grid = PetGridViewController()
        host.window.rootViewController = grid
        host.render()
        return (host, grid)
    }

    @Test func theFlipTurnsAtItsKeyframesAndEndsOnTheReveal() throws {
        let (host, grid) = makeHost()
        let card = grid.cards[1].convert(grid.cards[1].bounds, to: nil)
        let reveal = try #require(grid.reveal(petAt: 1))
        let animator = try #require(host.window.activeTransition?.animator as? FlipPresentAnimator)
        let snapshot = try #require(animator.snapshot)
        // Start: the snapshot on the card, edge-on; the grid facing us; the reveal hidden.
        let start = snapshot.presentation
        #expect(isClose(start.center, CGPoint(x: card.midX, y: card.midY), within: 1e-9))
        #expect(isClose(start.bounds.size.width, card.width, within: 1e-9) && isClose(start.bounds.size.height, card.height, within: 1e-9))
        #expect(isClose(snapshot.presentation.transform, FlipTransition.yRotation(.pi / 2), within: 1e-9))
        #expect(isClose(grid.view.presentation.transform, .identity, within: 1e-9))
        #expect(reveal.view.isHidden)
        // 0.2 s, one third: the grid has turned away (−90°); the snapshot waits edge-on.
        host.window.tick(elapsed: 0.2)
        #expect(isClose(grid.view.presentation.transform, FlipTransition.yRotation(-.pi / 2), within: 1e-6))
        #expect(isClose(snapshot.presentation.transform, FlipTransition.yRotation(.pi / 2), within: 1e-6))
        // 0.4 s, two thirds: the snapshot faces us (0°), still the card's size.
        host.window.tick(elapsed: 0.2)
        #expect(isClose(snapshot.presentation.transform, .identity, within: 1e-6))
        #expect(isClose(snapshot.presentation.bounds.size.width, card.width, within: 1e-6))
        // Half way through the last third the snapshot grows; at 0.6 s it is the final frame and
        // the transition is over: the reveal shows, the snapshot is gone.
        host.window.tick(elapsed: 0.1)
        #expect(snapshot.presentation.bounds.width > card.width + 1)
        host.render()
        host.window.tick(elapsed: 0.1)
        host.render()
        #expect(host.window.activeTransition == nil)
        #expect(snapshot.superview == nil)
        #expect(!reveal.view.isHidden && reveal.view.frame == host.window.bounds)
        #expect(grid.presentedViewController === reveal && reveal.presentingViewController === grid)
        #expect(host.invariantViolations.isEmpty, "\(host.invariantViolations)")
    }

    @Test func anEdgeSwipeCancelledAtThirtyPercentLeavesEverythingAsItWas() throws {
        let (host, grid) = makeHost()
        let reveal = try #require(grid.reveal(petAt: 0))
        host.advance(by: 1)
        let container = try #require(reveal.view.superview)
        let before = (container.subviews.map(ObjectIdentifier.init), reveal.view.frame, reveal.view.transform3D,
                      grid.view.transform3D, reveal.view.isHidden)
        var finger = Finger(on: host.window)
        finger.down(at: CGPoint(x: 5, y: 400))
        finger.move(to: CGPoint(x: 25, y: 400), frames: 2)
        finger.move(to: CGPoint(x: 65, y: 400), frames: 6)  // 60 points of 200: 30 %
        let transition = try #require(host.window.activeTransition)
        #expect(transition.kind == .dismissal && transition.state == .interacting)
        #expect(isClose(transition.percentComplete, 0.3, within: 1e-9))
        host.step(frames: 10)  // held still at 30 % for a moment
        finger.up()
        host.advance(by: 1)
        #expect(host.window.activeTransition == nil)
        #expect(grid.presentedViewController === reveal)
        let after = (container.subviews.map(ObjectIdentifier.init), reveal.view.frame, reveal.view.transform3D,
                     grid.view.transform3D, reveal.view.isHidden)
        #expect(after.0 == before.0 && after.1 == before.1 && after.2 == before.2 && after.3 == before.3 && after.4 == before.4)
        #expect(host.invariantViolations.isEmpty, "\(host.invariantViolations)")
    }

    @Test func anEdgeSwipePastHalfFlipsBackIntoTheCard() throws {
        let (host, grid) = makeHost()
        weak var weakReveal: PetRevealViewController?
        do {
            let reveal = try #require(grid.reveal(petAt: 2))
            weakReveal = reveal
        }
        host.advance(by: 1)
        var finger = Finger(on: host.window)
        finger.down(at: CGPoint(x: 5, y: 400))
        finger.move(to: CGPoint(x: 140, y: 400), frames: 10)
        finger.up()
        host.advance(by: 1)
        #expect(host.window.activeTransition == nil && grid.presentedViewController == nil)
        #expect(grid.view.superview === host.window && isClose(grid.view.presentation.transform, .identity, within: 1e-9))
        #expect(weakReveal == nil)
        #expect(host.invariantViolations.isEmpty, "\(host.invariantViolations)")
    }
}
