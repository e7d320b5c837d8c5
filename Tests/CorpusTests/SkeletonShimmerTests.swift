import CairoRenderer
import Testing
import TestSupport
import UIKit

/// The loading placeholder (Corpus/SkeletonShimmer.swift): a gradient layer's locations
/// animated explicitly, drawn frame by frame.
@MainActor
struct SkeletonShimmerTests {
    /// The placeholder in a 390 × 300 window, laid out and committed once.
    private func makeCard() -> (UIWindow, SkeletonCardView) {
        let window = UIWindow(size: CGSize(width: 390, height: 300))
        window.backgroundColor = .systemGroupedBackground
        let card = SkeletonCardView(frame: CGRect(x: 20, y: 40, width: 350, height: 236))
        window.addSubview(card)
        window.tick(elapsed: 1.0 / 60)
        return (window, card)
    }

    @Test func theBandSweepsAcrossAndFramesMatchWholeComposites() {
        let (window, card) = makeCard()
        let renderer = CairoRenderer(scale: 1)
        renderer.attach(to: window)
        _ = renderer.render(window)
        card.startShimmering()
        expectFramesMatchWholeComposites(of: window, renderer: renderer, frames: 36, everyFrameChanges: true)  // the band moves
        // Half-way through the sweep (0.6 s of 1.2): the band in the middle of each bar.
        expectMatchesReference(renderer.render(window).image(), named: "skeleton-shimmer")
        #expect(window.hasRunningAnimations)  // for ever
    }
}
