import CairoRenderer
import Testing
import TestSupport
import UIKit

/// The circular reveal of tutorials (Corpus/CircularReveal.swift): a tap on the button reveals
/// the composer through a growing circle, the animation's delegate ends the transition and
/// takes the mask off, the dismissal shrinks it back; frames against whole composites and a
/// reference.
@MainActor
struct CircularRevealTests {
    @Test func aTapRevealsTheComposerFromTheButtonAndTheDismissalHidesItAgain() throws {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let home = RevealHomeViewController()
        window.rootViewController = home
        window.layoutIfNeeded()
        let renderer = CairoRenderer(scale: 1)
        renderer.attach(to: window)
        window.tick(elapsed: 1.0 / 60)
        _ = renderer.render(window)

        var finger = Finger(on: window)
        finger.tap(at: CGPoint(x: 336, y: 770))  // the compose button
        let composer = try #require(home.presentedViewController as? RevealComposerViewController)
        let mask = try #require(composer.view.layer.mask as? CAShapeLayer)
        #expect(composer.view.layer.sublayers?.contains { $0 === mask } != true)  // a mask, not a sublayer
        // The circle grows every frame; each frame, drawn over the last where it changed, is
        // the whole composite.
        expectFramesMatchWholeComposites(of: window, renderer: renderer, frames: 14, everyFrameChanges: true)
        // A quarter second of half (ease-in-ease-out, half way): the composer shows inside a
        // circle around the button, the inbox outside it.
        let image = try #require(renderer.render(window).image())
        expectMatchesReference(image, named: "circular-reveal")
        #expect(image.color(atPixelX: 336, y: 700) == .systemPink.inLight)  // just above the button: revealed
        #expect(image.color(atPixelX: 20, y: 20) == .systemBackground.inLight)  // the far corner: not yet
        #expect(composer.view.layer.presentation() != nil && home.view.window === window)

        for _ in 0..<20 { window.tick(elapsed: 1.0 / 60) }
        // Ended by the animation's delegate: presented, the mask taken off, the inbox hidden.
        #expect(composer.view.layer.mask == nil && window.activeTransition == nil)
        #expect(home.presentedViewController === composer && home.view.superview === window)  // a custom presentation keeps it
        let revealed = try #require(renderer.render(window).image())
        #expect(revealed.color(atPixelX: 20, y: 20) == .systemPink.inLight)
        #expect(InvariantChecker().check(window).isEmpty)

        composer.dismiss(animated: true)
        let shrinking = try #require(composer.view.layer.mask as? CAShapeLayer)
        #expect(shrinking !== mask)
        expectFramesMatchWholeComposites(of: window, renderer: renderer, frames: 15, everyFrameChanges: true)
        let half = try #require(renderer.render(window).image())
        #expect(half.color(atPixelX: 20, y: 20) == .systemBackground.inLight && half.color(atPixelX: 336, y: 700) == .systemPink.inLight)
        for _ in 0..<20 { window.tick(elapsed: 1.0 / 60) }
        #expect(home.presentedViewController == nil && composer.view.superview == nil && composer.view.layer.mask == nil)
        let back = try #require(renderer.render(window).image())
        #expect(back.color(atPixelX: 336, y: 700) == .systemBackground.inLight)  // the inbox again
    }
}
