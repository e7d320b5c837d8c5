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

    /// A 1 × 2 bitmap: red above blue.
    private let redOverBlue = UIImage(pixelWidth: 1, pixelHeight: 2, pixels: [UIImage.pixel(.red), UIImage.pixel(.blue)])!

    @Test func aBitmapComesOutUpsideDownUnlessTheContextIsFlippedAndAUIImageUpright() throws {
        let bitmap = try #require(redOverBlue.cgImage)
        let size = CGSize(width: 3, height: 2)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = withCairo {
            UIGraphicsImageRenderer(size: size, format: format).image { context in
                let cg = context.cgContext
                // Column 0: as Core Graphics draws in UIKit's coordinates, upside down.
                cg.draw(bitmap, in: CGRect(x: 0, y: 0, width: 1, height: 2))
                // Column 1: the usual mend, a flipped context.
                cg.saveGState()
                cg.translateBy(x: 0, y: size.height)
                cg.scaleBy(x: 1, y: -1)
                cg.draw(bitmap, in: CGRect(x: 1, y: 0, width: 1, height: 2))
                cg.restoreGState()
                // Column 2: a UIImage, upright.
                UIImage(cgImage: bitmap).draw(in: CGRect(x: 2, y: 0, width: 1, height: 2))
            }
        }
        #expect(image.color(atPixelX: 0, y: 0) == .blue && image.color(atPixelX: 0, y: 1) == .red)
        #expect(image.color(atPixelX: 1, y: 0) == .red && image.color(atPixelX: 1, y: 1) == .blue)
        #expect(image.color(atPixelX: 2, y: 0) == .red && image.color(atPixelX: 2, y: 1) == .blue)
    }

    @Test func makeImageIsWhatWasDrawnSoFarAtTheImagesScale() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        var early: CGImage?
        let image = withCairo {
            UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
                early = context.cgContext.makeImage()
                UIColor.blue.setFill()
                context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            }
        }
        let bitmap = try #require(early)
        #expect(bitmap.width == 4 && bitmap.height == 2)
        #expect(bitmap.pixels[0] == UIImage.pixel(.red) && bitmap.pixels[3] == 0, "the blue half was not drawn yet")
        #expect(image.pixels[3] == UIImage.pixel(.blue))
        // Cropped and turned back into an image, it draws as UIKit would show it.
        let right = try #require(image.cgImage?.cropping(to: CGRect(x: 2, y: 0, width: 2, height: 2)))
        #expect(UIImage(cgImage: right, scale: 2, orientation: .up).size == CGSize(width: 1, height: 1))
        #expect(right.pixels.allSatisfy { $0 == UIImage.pixel(.blue) })
    }
}
