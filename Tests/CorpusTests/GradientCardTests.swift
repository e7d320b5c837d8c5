import CairoRenderer
import Motion
import Testing
import TestSupport
import UIKit

/// The gradient card (Corpus/GradientCard.swift): layers drawn among the views, a view backed by
/// a gradient layer, and implicit animation where iOS has it.
@MainActor
struct GradientCardTests {
    /// The card in a 390 × 520 window, laid out and committed once.
    private func makeCard() -> (UIWindow, GradientCardView) {
        let window = UIWindow(size: CGSize(width: 390, height: 520))
        window.backgroundColor = .systemGroupedBackground
        let card = GradientCardView(frame: CGRect(x: 20, y: 60, width: 350, height: 420))
        window.addSubview(card)
        window.tick(elapsed: 1.0 / 60)
        return (window, card)
    }

    @Test func theLayersAreDrawnInSublayerOrder() {
        let (window, card) = makeCard()
        #expect(card.subviews == [card.background, card.sun, card.eyebrowLabel, card.titleLabel])
        #expect(card.layer.sublayers?.count == 6 && card.layer.sublayers?[2] === card.scrim)
        #expect(card.scrim.frame == CGRect(x: 0, y: 168, width: 350, height: 252))
        let renderer = CairoRenderer(scale: 1)
        renderer.attach(to: window)
        // The teal-to-indigo background, the sun over it, the scrim darkening the bottom under
        // the white title, and no highlight.
        expectMatchesReference(renderer.render(window).image(), named: "gradient-card")
    }

    @Test func pressingFadesTheHighlightInImplicitly() {
        let (window, card) = makeCard()
        card.setPressed(true)
        #expect(card.highlight.opacity == 0.3 && window.hasRunningAnimations)
        for _ in 0..<6 { window.tick(elapsed: 1.0 / 60) }  // 0.1 s of the quarter second
        let expected = 0.3 * TimingCurve.default.value(at: 0.4)
        #expect(isClose(Double(card.highlight.presentation()?.opacity ?? -1), expected, within: 1e-6))
        for _ in 0..<9 { window.tick(elapsed: 1.0 / 60) }
        #expect(card.highlight.presentation()?.opacity == 0.3 && !window.hasRunningAnimations)
    }

    @Test func framesDrawnAsTheHighlightFadesMatchWholeComposites() {
        let (window, card) = makeCard()
        let renderer = CairoRenderer(scale: 1)
        renderer.attach(to: window)
        _ = renderer.render(window)
        let unpressed = CairoRenderer(scale: 1)  // a frame of its own (a renderer draws into its last)
        unpressed.attach(to: window)
        let before = unpressed.render(window)
        card.setPressed(true)
        expectFramesMatchWholeComposites(of: window, renderer: renderer, frames: 16)
        // Pressed: the whole card lighter, the window around it not.
        let after = renderer.render(window)
        let changed = after.differingPixels(from: before)
        #expect(changed.count > 300 * 400)
        #expect(changed.allSatisfy { $0.x >= 20 && $0.x < 370 && $0.y >= 60 && $0.y < 480 })
    }

    @Test func theLayersFollowTheCardAtOnceWhenItGrows() {
        let (window, card) = makeCard()
        card.frame = CGRect(x: 0, y: 0, width: 390, height: 520)
        window.layoutIfNeeded()
        // Sized with actions disabled: shown at the new size now, not animated there.
        #expect(card.scrim.presentation()?.frame == CGRect(x: 0, y: 208, width: 390, height: 312))
        #expect(card.highlight.presentation()?.frame == card.bounds && !window.hasRunningAnimations)
        #expect(card.background.frame == card.bounds)  // the gradient-backed view autoresizes
    }
}
