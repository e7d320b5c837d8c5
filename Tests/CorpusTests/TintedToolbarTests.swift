import CairoRenderer
import Testing
import TestSupport
import UIKit

/// The tinted toolbar (Corpus/TintedToolbar.swift): an accent colour set once reaches template
/// icons, a system button's image and title, and a ring drawn in `draw(_:)`; a new accent and a
/// dimmed screen redraw them.
@MainActor
struct TintedToolbarTests {
    @Test func oneAccentColourTintsTemplatesButtonsAndDrawingsAndDimmingGreysThem() throws {
        try withImageRasterizer(CairoImageRasterizer()) {
            let window = UIWindow(size: CGSize(width: 390, height: 240))
            let renderer = CairoRenderer(scale: 1)
            renderer.attach(to: window)
            let toolbar = ToolbarViewController()
            window.rootViewController = toolbar
            window.layoutIfNeeded()
            #expect(toolbar.iconViews[1].tintColor == .systemIndigo && toolbar.iconViews[0].tintColor == .systemPink)
            let image = try #require(renderer.render(window).image())
            expectMatchesReference(image, named: "tinted-toolbar")
            // The bell (centre of its body) in the accent, the heart in its own pink, the share
            // button's bookmark in the accent, the ring's arc at its top in the accent.
            #expect(image.color(atPixelX: 76 + 14, y: 80 + 12) == .systemIndigo.inLight)
            #expect(image.color(atPixelX: 24 + 14, y: 80 + 18) == .systemPink.inLight)
            let ringTop = try #require(image.color(atPixelX: 24 + 32, y: 140 + 4))
            #expect(ringTop == .systemIndigo.inLight)
            let share = (200..<320).flatMap { x in (74..<114).map { y in (x, y) } }
            #expect(share.contains { image.color(atPixelX: $0.0, y: $0.1) == .systemIndigo.inLight })

            // A new accent reaches everything that inherits it; the heart keeps its pink.
            toolbar.view.tintColor = .systemGreen
            window.tick(elapsed: 1.0 / 60)
            let green = try #require(renderer.render(window).image())
            #expect(green.color(atPixelX: 76 + 14, y: 80 + 12) == .systemGreen.inLight)
            #expect(green.color(atPixelX: 24 + 14, y: 80 + 18) == .systemPink.inLight)
            #expect(green.color(atPixelX: 24 + 32, y: 140 + 4) == .systemGreen.inLight)

            // Dimmed, as behind an alert: every tint is grey, the heart's too.
            toolbar.setDimmed(true)
            window.tick(elapsed: 1.0 / 60)
            let dimmed = try #require(renderer.render(window).image())
            for (x, y) in [(76 + 14, 80 + 12), (24 + 14, 80 + 18), (24 + 32, 140 + 4)] {
                let color = try #require(dimmed.color(atPixelX: x, y: y))
                #expect(Swift.abs(color.red - color.green) < 0.01 && Swift.abs(color.green - color.blue) < 0.01, "grey at \(x), \(y)")
            }
            toolbar.setDimmed(false)
            window.tick(elapsed: 1.0 / 60)
            #expect(renderer.render(window).image()?.color(atPixelX: 24 + 14, y: 80 + 18) == .systemPink.inLight)
        }
    }
}
