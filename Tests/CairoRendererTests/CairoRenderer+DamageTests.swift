import Motion
import Testing
import TestSupport
import UIKit
@testable import CairoRenderer

/// Damage: what a frame composites again over the previous one.
@MainActor
struct CairoRendererDamageTests {
    func entry(_ fingerprint: Int, _ rect: PixelRect?, backdrop: Bool = false) -> CairoRenderer.DamageEntry {
        CairoRenderer.DamageEntry(fingerprint: fingerprint, rect: rect, samplesBelow: backdrop)
    }

    @Test func aChangedViewDamagesWhereItWasAndWhereItIs() {
        let before = [entry(1, PixelRect(x: 0, y: 0, width: 100, height: 100)), entry(2, PixelRect(x: 10, y: 10, width: 20, height: 20))]
        let after = [before[0], entry(3, PixelRect(x: 60, y: 60, width: 20, height: 20))]
        #expect(CairoRenderer.damage(from: before, to: after, width: 100, height: 100)
                == [PixelRect(x: 10, y: 10, width: 20, height: 20), PixelRect(x: 60, y: 60, width: 20, height: 20)])
        #expect(CairoRenderer.damage(from: before, to: before, width: 100, height: 100) == [])
        // Different views: everything.
        #expect(CairoRenderer.damage(from: before, to: [before[0]], width: 100, height: 100) == nil)
    }

    @Test func aBackdropTouchedByTheDamageIsDamagedWhole() {
        let blur = PixelRect(x: 0, y: 50, width: 200, height: 50)
        let before = [entry(1, PixelRect(x: 10, y: 40, width: 20, height: 20)), entry(2, blur, backdrop: true),
                      entry(3, PixelRect(x: 150, y: 0, width: 10, height: 10))]
        var after = before
        after[0].fingerprint = 9
        #expect(CairoRenderer.damage(from: before, to: after, width: 200, height: 200)
                == [PixelRect(x: 0, y: 40, width: 200, height: 60)])
        // Over 60 % of the frame: everything.
        let large = [entry(1, PixelRect(x: 0, y: 0, width: 100, height: 70))]
        #expect(CairoRenderer.damage(from: large, to: [entry(2, large[0].rect)], width: 100, height: 100) == nil)
    }

    @Test func manyRectanglesMergeIntoFourAtMost() {
        let rects = (0..<10).map { PixelRect(x: $0 * 30, y: ($0 % 3) * 40, width: 10, height: 10) }
        let merged = CairoRenderer.merge(rects)
        #expect(merged.count <= CairoRenderer.maximumDamageRects)
        for rect in rects { #expect(merged.contains { $0.union(rect) == $0 }, "\(rect) is not covered") }
        for (index, a) in merged.enumerated() {
            for b in merged[(index + 1)...] { #expect(!a.intersects(b)) }
        }
    }

    /// A view that changes only its colour composites only its own pixels; the frame says so.
    @Test func onlyTheChangedViewsPixelsAreComposited() {
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        let square = UIView(frame: CGRect(x: 20, y: 30, width: 40, height: 50))
        square.backgroundColor = .systemBlue
        window.addSubview(square)
        let renderer = CairoRenderer(scale: 2)
        renderer.attach(to: window)
        #expect(renderer.render(window).damage == nil)  // the first frame: all of it
        square.backgroundColor = .systemRed
        let frame = renderer.render(window)
        #expect(frame.damage == [PixelRect(x: 38, y: 58, width: 84, height: 104)])
        #expect(renderer.statistics.damagedPixels == 84 * 104 && renderer.statistics.framePixels == 400 * 400)
        #expect(renderer.render(window).damage == [])  // nothing changed: the same frame
    }
}
