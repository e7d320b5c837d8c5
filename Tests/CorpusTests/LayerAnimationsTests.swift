import CairoRenderer
import Motion
import Testing
import TestSupport
import UIKit

/// Explicit Core Animation animations as tutorials write them (Corpus/LayerAnimations.swift).
@MainActor
struct LayerAnimationsTests {
    /// A 390 × 300 window with a spinner, a badge and a card, committed once.
    private func makeScene() -> (window: UIWindow, spinner: SpinnerView, badge: UIView, card: BannerCardView) {
        let window = UIWindow(size: CGSize(width: 390, height: 300))
        window.backgroundColor = .white
        let spinner = SpinnerView(frame: CGRect(x: 40, y: 40, width: 60, height: 60))
        let badge = UIView(frame: CGRect(x: 150, y: 40, width: 60, height: 60))
        badge.backgroundColor = .systemOrange
        badge.layer.cornerRadius = 14
        let card = BannerCardView(frame: CGRect(x: 40, y: 140, width: 310, height: 120))
        for view in [spinner, badge, card] { window.addSubview(view) }
        window.tick(elapsed: 1.0 / 60)
        return (window, spinner, badge, card)
    }

    private func frames(_ count: Int, _ window: UIWindow) {
        for _ in 0..<count { window.tick(elapsed: 1.0 / 60) }
    }

    @Test func theSpinnerTurnsUntilStopped() {
        let scene = makeScene()
        scene.spinner.startAnimating()
        frames(75, scene.window)  // a turn and a quarter
        #expect(isClose(scene.spinner.ring.presentation()?.transform ?? .identity, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), within: 1e-6))
        #expect(CATransform3DIsIdentity(scene.spinner.ring.transform))  // the model never turns
        scene.spinner.stopAnimating()
        #expect(CATransform3DIsIdentity(scene.spinner.ring.presentation()?.transform ?? CATransform3DMakeScale(2, 2, 1)))
        #expect(!scene.window.hasRunningAnimations)
    }

    @Test func theShakeSwingsSidewaysAndSettlesWhereItWas() {
        let scene = makeScene()
        scene.card.shake()
        frames(6, scene.window)  // 0.1 s: a third of the way from the second value (20) to the third (-20)
        let offset = (scene.card.presentation.transform.decomposed() ?? .identity).translation.x
        #expect(isClose(offset, 20 - 40.0 / 3, within: 1e-6))
        frames(30, scene.window)
        #expect(CATransform3DIsIdentity(scene.card.presentation.transform) && !scene.window.hasRunningAnimations)
    }

    @Test func theBadgePopsOnASpring() {
        let scene = makeScene()
        scene.badge.pop()
        frames(6, scene.window)
        let spring = Spring(mass: 1, stiffness: 100, damping: 8)
        let scale = 0.8 + 0.2 * spring.value(at: 0.1, initialVelocity: 0.5)
        #expect(isClose(scene.badge.presentation.transform, CATransform3DMakeScale(scale, scale, scale), within: 1e-6))
    }

    @Test func theCardLosesItsCornersAsItGrowsAndHearsBothEnds() {
        let scene = makeScene()
        scene.card.expand(to: CGRect(x: 0, y: 100, width: 390, height: 200))
        #expect(scene.card.layer.cornerRadius == 0)  // the model at once
        frames(12, scene.window)  // 0.2 s of 0.4
        #expect(isClose(scene.card.presentation.cornerRadius, 10, within: 1e-9))  // half way on ease-in-ease-out
        #expect(scene.card.log == ["started"])
        frames(12, scene.window)
        #expect(scene.card.log == ["started", "finished"] && scene.card.presentation.cornerRadius == 0)
    }

    @Test func anItemFliesIntoTheCartAlongAnArcTurningWithIt() {
        let scene = makeScene()
        let renderer = CairoRenderer(scale: 1)
        renderer.attach(to: scene.window)
        scene.badge.fly(to: CGPoint(x: 360, y: 280))  // from (180, 70), over a control point at (270, -50)
        #expect(scene.badge.center == CGPoint(x: 360, y: 280))  // the model at once
        frames(24, scene.window)  // half the flight, at an even speed along the arc
        // Half the arc's length (measured finely, outside Today) is at its parameter 0.684,
        // (303.1, 116.4), well past the apex, where it heads down at 1.124 radians.
        let shown = scene.badge.presentation
        #expect(isClose(shown.center, CGPoint(x: 303.14, y: 116.42), within: 0.25))
        let parts = shown.transform.decomposed() ?? .identity
        let angle = 2 * atan2(parts.rotation.z, parts.rotation.w)
        #expect(isClose(angle, 1.124, within: 0.005), "turned \(angle)")
        #expect(isClose(parts.scale.x, 0.65, within: 1e-6))  // the group's duration: half way from 1 to 0.3
        expectMatchesReference(renderer.render(scene.window).image(), named: "fly-to-cart")
        frames(24, scene.window)
        #expect(scene.badge.presentation.center == CGPoint(x: 360, y: 280) && CATransform3DIsIdentity(scene.badge.presentation.transform))
    }

    @Test func midwayFramesMatchTheirReference() {
        let scene = makeScene()
        let renderer = CairoRenderer(scale: 1)
        renderer.attach(to: scene.window)
        scene.spinner.startAnimating()
        scene.badge.pop()
        scene.card.expand(to: CGRect(x: 0, y: 100, width: 390, height: 200))
        frames(8, scene.window)
        // The spinner's dot about an eighth of a turn round, the badge still small, the card half
        // grown with its corners half gone.
        expectMatchesReference(renderer.render(scene.window).image(), named: "layer-animations")
    }
}
