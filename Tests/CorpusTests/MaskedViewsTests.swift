import CairoRenderer
import Testing
import TestSupport
import UIKit

/// Masks outside transitions (Corpus/MaskedViews.swift): a list fading out at its bottom, a
/// shimmer seen through a label's letters, a star cut from a gradient square with its shadow;
/// frames against whole composites and a reference.
@MainActor
struct MaskedViewsTests {
    @Test func aFadingListAShimmeringLabelAndAStarBadgeDrawAsTheirMasksLetThem() throws {
        let window = UIWindow(size: CGSize(width: 390, height: 300))
        window.backgroundColor = .white
        let list = FadingListView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
        let shimmer = ShimmeringLabelView(frame: CGRect(x: 20, y: 240, width: 350, height: 44))
        let star = StarBadgeView(frame: CGRect(x: 250, y: 40, width: 110, height: 110))
        for view in [list, shimmer, star] { window.addSubview(view) }
        let renderer = CairoRenderer(scale: 2)
        renderer.attach(to: window)
        window.tick(elapsed: 1.0 / 60)
        _ = renderer.render(window)
        shimmer.startShimmering()
        // The shine moves every frame, seen through the letters only.
        expectFramesMatchWholeComposites(of: window, renderer: renderer, frames: 12, everyFrameChanges: true)
        let image = try #require(renderer.render(window).image())
        expectMatchesReference(image, named: "masked-views")
        // The list: opaque blue at its top, fading to the white behind over its last 60 points.
        #expect(image.color(atPixelX: 2 * 30, y: 2 * 25) == .systemBlue.inLight)
        let faded = try #require(image.color(atPixelX: 2 * 30, y: 2 * 210))
        #expect(faded.red > 0.8 && faded.green > 0.8)  // nearly white, 10 points from the end
        // The star: its corners are cut away (white), its middle is the gradient, and there is
        // no square shadow around it (the mask cuts the shadow too).
        #expect(image.color(atPixelX: 2 * 252, y: 2 * 42) == .white && image.color(atPixelX: 2 * 358, y: 2 * 148) == .white)
        let middle = try #require(image.color(atPixelX: 2 * 305, y: 2 * 95))
        #expect(middle.red > 0.95 && middle.blue < 0.1)
        // The shimmer: the white between the letters shows nothing of the grey gradient.
        #expect(image.color(atPixelX: 2 * 22, y: 2 * 242) == .white)
    }
}
