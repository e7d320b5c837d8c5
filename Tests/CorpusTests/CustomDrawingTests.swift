import CairoRenderer
import Testing
import TestSupport
import UIKit

/// Views drawing themselves in `draw(_:)` (Corpus/CustomDrawing.swift): what they draw, on
/// screen, and that `draw(_:)` runs as UIKit runs it, not once a frame.
@MainActor
struct CustomDrawingTests {
    @Test func aPieABadgeAGradientHeaderAndADashedFrameDrawThemselves() throws {
        let window = UIWindow(size: CGSize(width: 390, height: 300))
        window.backgroundColor = .white
        let header = GradientHeaderView(frame: CGRect(x: 10, y: 10, width: 370, height: 80))
        let pie = PieChartView(frame: CGRect(x: 10, y: 100, width: 180, height: 180))
        let badge = CheckmarkBadgeView(frame: CGRect(x: 220, y: 110, width: 60, height: 60))
        let dashed = DashedFrameView(frame: CGRect(x: 210, y: 190, width: 160, height: 90))
        for view in [header, pie, badge, dashed] { window.addSubview(view) }
        let renderer = CairoRenderer(scale: 2)
        renderer.attach(to: window)
        window.tick(elapsed: 1.0 / 60)
        let image = try #require(renderer.render(window).image())
        expectMatchesReference(image, named: "custom-drawing")

        // The pie: half red (3 of 6) from 12 to 6 o'clock on the right, a third blue below
        // on the left, yellow above on the left; a white hole in the middle.
        #expect(image.color(atPixelX: 2 * 160, y: 2 * 190) == .systemRed.inLight)
        #expect(image.color(atPixelX: 2 * 50, y: 2 * 215) == .systemBlue.inLight)
        #expect(image.color(atPixelX: 2 * 60, y: 2 * 140) == .systemYellow.inLight)
        #expect(image.color(atPixelX: 2 * 100, y: 2 * 190) == .white)
        // The badge: green round the tick, white on it, nothing outside the disc.
        #expect(image.color(atPixelX: 2 * 250, y: 2 * 118) == .systemGreen.inLight)
        #expect(image.color(atPixelX: 2 * 246, y: 2 * 150) == .white)  // the tick's corner
        #expect(image.color(atPixelX: 2 * 222, y: 2 * 112) == .white)  // the window, outside the disc
        // The header: indigo at its top, pink at its bottom, cut round at its corners.
        let top = try #require(image.color(atPixelX: 2 * 300, y: 2 * 12))
        let bottom = try #require(image.color(atPixelX: 2 * 300, y: 2 * 88))
        #expect(top.blue > 0.75 && top.red < 0.45)
        #expect(bottom.red > 0.9 && bottom.blue < 0.45)
        #expect(image.color(atPixelX: 2 * 10, y: 2 * 10) == .white)
        // Its title is white on the gradient: some pixels of its first letter are white.
        let letters = (2 * 22..<2 * 40).flatMap { x in (2 * 26..<2 * 46).map { y in (x, y) } }
        #expect(letters.contains { image.color(atPixelX: $0.0, y: $0.1) == .white })
        // The dashed frame: dark grey on its dashes, gaps between them.
        let edge = (2 * 230..<2 * 350).map { image.color(atPixelX: $0, y: 2 * 192) }
        #expect(edge.contains(.darkGray) && edge.contains(.white))

        // Drawn once each, however often the window is drawn.
        for _ in 0..<3 {
            window.tick(elapsed: 1.0 / 60)
            _ = renderer.render(window)
        }
        #expect(pie.drawCount == 1 && dashed.drawCount == 1)
        // A new value draws the pie again; a new size draws the dashed frame again (.redraw),
        // and stretches the pie (the default .scaleToFill).
        pie.values = [1, 1]
        dashed.frame.size.width = 170
        pie.frame.size.height = 170
        window.tick(elapsed: 1.0 / 60)
        let changed = try #require(renderer.render(window).image())
        #expect(pie.drawCount == 2 && dashed.drawCount == 2)
        #expect(changed.color(atPixelX: 2 * 50, y: 2 * 215) == .systemBlue.inLight)  // half blue now
        // Another scale draws the bitmaps anew from what was drawn, without drawing again.
        let large = CairoRenderer(scale: 3)
        large.attach(to: window)
        _ = large.render(window)
        #expect(pie.drawCount == 2 && dashed.drawCount == 2)
    }
}
