import CairoRenderer
import Testing
import TestSupport
import UIKit

/// Shape layers as tutorials use them (Corpus/ShapeLayers.swift), drawn frame by frame.
@MainActor
struct ShapeLayersTests {
    /// A 390 × 300 window with a progress ring, a checkmark, a ring badge and a drop zone,
    /// drawn once by a renderer at scale 1.
    private func makeScene() -> (UIWindow, CairoRenderer, ProgressRingView, CheckmarkView, DropZoneView) {
        let window = UIWindow(size: CGSize(width: 390, height: 300))
        window.backgroundColor = .white
        let ring = ProgressRingView(frame: CGRect(x: 20, y: 20, width: 120, height: 120))
        let check = CheckmarkView(frame: CGRect(x: 170, y: 40, width: 80, height: 80))
        let badge = RingBadgeView(frame: CGRect(x: 280, y: 40, width: 80, height: 80))
        let zone = DropZoneView(frame: CGRect(x: 20, y: 170, width: 350, height: 110))
        for view in [ring, check, badge, zone] { window.addSubview(view) }
        let renderer = CairoRenderer(scale: 1)
        renderer.attach(to: window)
        window.tick(elapsed: 1.0 / 60)
        _ = renderer.render(window)
        return (window, renderer, ring, check, zone)
    }

    @Test func theRingFillsTheCheckDrawsOnAndFramesMatchWholeComposites() {
        let (window, renderer, ring, check, zone) = makeScene()
        ring.setProgress(0.75, duration: 1)
        check.drawCheck()
        zone.startMarching()
        #expect(ring.progressLayer.strokeEnd == 0.75 && ring.subviews.isEmpty && ring.layer.sublayers?.count == 3)
        expectFramesMatchWholeComposites(of: window, renderer: renderer, frames: 15, everyFrameChanges: true)  // the dashes march
        // A quarter second in: the ring's arc from the top a little way round (ease-in-ease-out
        // of 0.75 over 1 s), the check's first stroke and part of its second (0.25 of 0.4 s),
        // the dashes marched 8 points, the badge's hole showing the white behind.
        expectMatchesReference(renderer.render(window).image(), named: "shape-layers")
        for _ in 0..<60 { window.tick(elapsed: 1.0 / 60) }
        // The ring's animation ended: it shows its model, three quarters round.
        expectMatchesReference(renderer.render(window).image(), named: "shape-layers-settled")
    }
}
