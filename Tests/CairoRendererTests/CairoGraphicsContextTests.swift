import CairoRenderer
import Motion
import Testing
import TestSupport
import UIKit

/// What Core Graphics' blend modes, shadows, clearing and radial gradients put in pixels when
/// the renderer draws them (through `UIGraphicsImageRenderer` and the Cairo rasterizer).
@MainActor
struct CairoGraphicsContextTests {
    /// An image `width` × `height` points at `scale`, drawn by `draw`.
    private func image(_ width: Double, _ height: Double, scale: CGFloat = 1, _ draw: (CGContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return withImageRasterizer(CairoImageRasterizer()) {
            UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { draw($0.cgContext) }
        }
    }

    /// The colour at a pixel, as (red, green, blue, alpha) un-premultiplied; clear is all zero.
    private func rgba(_ image: UIImage, _ x: Int, _ y: Int) -> [Double] {
        guard let color = image.color(atPixelX: x, y: y) else { return [] }
        return [color.red, color.green, color.blue, color.alpha]
    }

    /// Whether two colours agree within 1/100 in each channel.
    private func close(_ found: [Double], _ expected: [Double]) -> Bool {
        found.count == 4 && zip(found, expected).allSatisfy { Swift.abs($0 - $1) <= 0.01 }
    }

    @Test(arguments: [
        // Opaque blue painted over opaque red, and over nothing (the right half).
        (CGBlendMode.normal, [0.0, 0, 1, 1], [0.0, 0, 1, 1]),
        (.multiply, [0, 0, 0, 1], [0, 0, 1, 1]),
        (.screen, [1, 0, 1, 1], [0, 0, 1, 1]),
        (.plusLighter, [1, 0, 1, 1], [0, 0, 1, 1]),
        (.lighten, [1, 0, 1, 1], [0, 0, 1, 1]),
        (.darken, [0, 0, 0, 1], [0, 0, 1, 1]),
        (.plusDarker, [0, 0, 0, 1], [0, 0, 1, 1]),
        (.sourceAtop, [0, 0, 1, 1], [0, 0, 0, 0]),
        (.sourceIn, [0, 0, 1, 1], [0, 0, 0, 0]),
        (.destinationOver, [1, 0, 0, 1], [0, 0, 1, 1]),
        (.destinationOut, [0, 0, 0, 0], [0, 0, 0, 0]),
        (.xor, [0, 0, 0, 0], [0, 0, 1, 1]),
        (.clear, [0, 0, 0, 0], [0, 0, 0, 0]),
        (.copy, [0, 0, 1, 1], [0, 0, 1, 1]),
    ])
    func eachBlendModeCombinesAsItsEquationSays(mode: CGBlendMode, overRed: [Double], overNothing: [Double]) {
        let drawn = image(4, 2) { context in
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            context.setBlendMode(mode)
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
        #expect(close(rgba(drawn, 0, 0), overRed), "\(mode) over red: \(rgba(drawn, 0, 0))")
        #expect(close(rgba(drawn, 3, 1), overNothing), "\(mode) over nothing: \(rgba(drawn, 3, 1))")
    }

    @Test func aBlendModeEndsWithTheStateItWasSetIn() {
        let drawn = image(2, 1) { context in
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            context.saveGState()
            context.setBlendMode(.destinationOut)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            context.restoreGState()
            context.setFillColor(UIColor.blue.cgColor)
            context.setAlpha(0.5)
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        #expect(close(rgba(drawn, 0, 0), [0, 0, 0, 0]), "erased")
        #expect(close(rgba(drawn, 1, 0), [0.5, 0, 0.5, 1]), "half blue over red: the normal mode again")
    }

    @Test func clearingMakesARectangleTransparentWhateverTheModeAndShadow() {
        let drawn = image(4, 1) { context in
            context.setFillColor(UIColor.green.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
            context.setBlendMode(.multiply)
            context.setShadow(offset: CGSize(width: 2, height: 0), blur: 0, color: UIColor.black.cgColor)
            context.clear(CGRect(x: 0, y: 0, width: 2, height: 1))
        }
        #expect(close(rgba(drawn, 1, 0), [0, 0, 0, 0]))
        #expect(close(rgba(drawn, 2, 0), [0, 1, 0, 1]), "no shadow of the cleared rectangle")
    }

    @Test func aSharpShadowIsTheShapeMovedDownAndRightInPointsAtTheScreensScale() {
        for scale in [1.0, 2.0] {
            let drawn = image(40, 40, scale: scale) { context in
                context.setShadow(offset: CGSize(width: 5, height: 5), blur: 0, color: UIColor.black.cgColor)
                context.scaleBy(x: 2, y: 2)  // after the shadow is set: it does not scale it
                context.setFillColor(UIColor.red.cgColor)
                context.fill(CGRect(x: 5, y: 5, width: 5, height: 5))  // 10…20 in points
            }
            func at(_ x: Double, _ y: Double) -> [Double] { rgba(drawn, Int(x * scale), Int(y * scale)) }
            #expect(close(at(12, 12), [1, 0, 0, 1]), "the shape over its shadow")
            #expect(close(at(22, 22), [0, 0, 0, 1]), "the shadow alone, 5 points down and right")
            #expect(close(at(22, 12), [0, 0, 0, 0]) && close(at(12, 22), [0, 0, 0, 0]), "outside both")
            #expect(close(at(24.6, 24.6), [0, 0, 0, 1]) && close(at(25.1, 25.1), [0, 0, 0, 0]), "its edge where the shape's moved")
        }
    }

    @Test func aBlurredShadowFadesAcrossTheEdgeAsAGaussianOfHalfTheBlur() {
        // A 20-point square at 10…30 with its shadow 10 points right: the shadow's right edge
        // at x = 40, blurred with σ = 2 points.
        let drawn = image(60, 40) { context in
            context.setShadow(offset: CGSize(width: 10, height: 0), blur: 4, color: UIColor.black.cgColor)
            context.setFillColor(UIColor.white.cgColor)
            context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        }
        func alpha(_ x: Int) -> Double { rgba(drawn, x, 20).last ?? -1 }
        // The fraction of a Gaussian of σ = 2 left of the edge, at pixel centres 0.5 and 2.5
        // from it: 0.60 and 0.11 inside... 0.40 and 0.11 outside (within the box blur's
        // approximation and 8-bit rounding).
        #expect(Swift.abs(alpha(39) - 0.60) < 0.04, "\(alpha(39))")
        #expect(Swift.abs(alpha(40) - 0.40) < 0.04, "\(alpha(40))")
        #expect(Swift.abs(alpha(42) - 0.11) < 0.04, "\(alpha(42))")
        #expect(alpha(48) < 0.01)
        #expect(Swift.abs(alpha(35) - 1) < 0.01, "solid inside the shadow")
        // The default shadow is black at a third.
        let faint = image(20, 10) { context in
            context.setShadow(offset: CGSize(width: 10, height: 0), blur: 0)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(close(rgba(faint, 15, 5), [0, 0, 0, 1.0 / 3]))
    }

    @Test func restoringTheStateTurnsTheShadowOff() {
        let drawn = image(30, 10) { context in
            context.saveGState()
            context.setShadow(offset: CGSize(width: 5, height: 0), blur: 0, color: UIColor.black.cgColor)
            context.restoreGState()
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
            // Text and images cast shadows too.
            context.setShadow(offset: CGSize(width: 5, height: 0), blur: 0, color: UIColor.black.cgColor)
            UIImage.filled(with: .blue, pixelWidth: 5, pixelHeight: 10)?.draw(at: CGPoint(x: 15, y: 0))
        }
        #expect(close(rgba(drawn, 7, 5), [0, 0, 0, 0]), "no shadow after the restore")
        #expect(close(rgba(drawn, 22, 5), [0, 0, 0, 1]), "the image's shadow")
    }

    @Test func aRadialGradientRunsFromItsStartCircleToItsEndOne() throws {
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray,
                                               locations: [0, 1]))
        func drawn(_ options: CGGradientDrawingOptions) -> UIImage {
            image(40, 40) { context in
                context.drawRadialGradient(gradient, startCenter: CGPoint(x: 20, y: 20), startRadius: 5,
                                           endCenter: CGPoint(x: 20, y: 20), endRadius: 15, options: options)
            }
        }
        let plain = drawn([])
        // Pixel 30's centre is 10.5 points out, 55 % of the way from the start circle to the
        // end one: 45 % red, 55 % blue.
        #expect(close(rgba(plain, 30, 20), [0.45, 0, 0.55, 1]), "\(rgba(plain, 30, 20))")
        #expect(close(rgba(plain, 20, 20), [0, 0, 0, 0]) && close(rgba(plain, 38, 20), [0, 0, 0, 0]), "nothing past either circle")
        let after = drawn(.drawsAfterEndLocation)
        #expect(close(rgba(after, 38, 20), [0, 0, 1, 1]) && close(rgba(after, 20, 20), [0, 0, 0, 0]))
        let before = drawn(.drawsBeforeStartLocation)
        #expect(close(rgba(before, 20, 20), [1, 0, 0, 1]) && close(rgba(before, 38, 20), [0, 0, 0, 0]))
        let both = drawn([.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(close(rgba(both, 20, 20), [1, 0, 0, 1]) && close(rgba(both, 38, 20), [0, 0, 1, 1]))
    }
}
