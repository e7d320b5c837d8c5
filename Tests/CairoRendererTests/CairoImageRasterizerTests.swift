import CairoRenderer
import Motion
import Testing
import TestSupport
import UIKit

/// Images drawn with `UIGraphicsImageRenderer` through the renderer's rasterizer: their pixels,
/// and a view's hierarchy drawn into one.
@MainActor
struct CairoImageRasterizerTests {
    /// Runs `body` with the Cairo rasterizer installed.
    private func withCairo<T>(_ body: () throws -> T) rethrows -> T {
        try withImageRasterizer(CairoImageRasterizer(), body)
    }

    @Test func shapesFillTheirPixelsAtTheFormatsScale() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = withCairo {
            UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).image { context in
                UIColor.systemRed.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                context.cgContext.translateBy(x: 10, y: 0)
                context.cgContext.setFillColor(UIColor.systemBlue.cgColor)
                context.cgContext.setAlpha(0.5)
                context.cgContext.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }
        #expect(image.pixelWidth == 40 && image.pixelHeight == 20 && image.scale == 2)
        #expect(image.color(atPixelX: 19, y: 19) == .systemRed.inLight)
        let blue = image.color(atPixelX: 20, y: 0)
        #expect(blue.map { abs($0.alpha - 0.5) < 0.01 && abs($0.blue - 1) < 0.02 } == true)
        format.opaque = true
        let opaque = withCairo { UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { _ in } }
        #expect(opaque.color(atPixelX: 3, y: 3) == .black)
    }

    @Test func aViewsHierarchyIsDrawnAsTheScreenShowsIt() throws {
        let window = UIWindow(size: CGSize(width: 100, height: 100))
        window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        card.backgroundColor = .systemGreen
        let dot = UIView(frame: CGRect(x: 30, y: 0, width: 10, height: 10))
        dot.backgroundColor = .systemOrange
        card.addSubview(dot)
        window.addSubview(card)
        let renderer = CairoRenderer(scale: 2)
        renderer.attach(to: window)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        var drawn = false
        let image = withCairo {
            UIGraphicsImageRenderer(size: card.bounds.size, format: format).image { _ in
                drawn = card.drawHierarchy(in: card.bounds, afterScreenUpdates: true)
            }
        }
        #expect(drawn)
        #expect(image.color(atPixelX: 2, y: 30) == .systemGreen.inLight)
        #expect(image.color(atPixelX: 70, y: 5) == .systemOrange.inLight)
        // The same through the layer, into a context of one's own.
        let layered = withCairo {
            UIGraphicsImageRenderer(size: card.bounds.size, format: format).image { context in
                card.layer.render(in: context.cgContext)
            }
        }
        #expect(layered.pixels == image.pixels)
    }
}
