import Foundation
import Motion
import Testing
import TestSupport
@testable import UIKit

/// Core Graphics drawing in a view's `draw(_:)`: the state, the transform, paths and painting,
/// asserted as the exact calls replayed onto a graphics context.
@MainActor
struct CGContextTests {
    /// A view drawing with `body`, 100 × 100 points.
    final class DrawingView: UIView {
        let body: (CGContext) -> Void
        init(_ body: @escaping (CGContext) -> Void) {
            self.body = body
            super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        required init?(coder: NSCoder) { nil }
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            body(context)
        }
    }

    /// The calls replayed for what `body` draws, without the replay's own save and restore.
    private func calls(_ body: @escaping (CGContext) -> Void) -> [String] {
        let context = RecordingGraphicsContext()
        DrawingView(body).draw(in: context)
        guard context.calls.count >= 2 else { return [] }
        #expect(context.calls.first == "save" && context.calls.last == "restore")
        return Array(context.calls.dropFirst().dropLast())
    }

    @Test func pointsArePlacedByTheTransformWhenTheyAreAdded() {
        let drawn = calls { context in
            context.translateBy(x: 10, y: 20)
            context.move(to: .zero)
            context.addLine(to: CGPoint(x: 5, y: 0))
            context.translateBy(x: 100, y: 100)  // after the points: it does not move them
            context.addLine(to: CGPoint(x: 0, y: 0))
            context.closePath()
            UIColor.blue.setFill()
            context.fillPath()
        }
        #expect(drawn == ["fill M(10,20) L(15,20) L(110,120) Z rgba(0,0,1,1) winding"])
    }

    @Test func aQuadraticCurveIsPlacedByTheTransformAsItsCubic() {
        final class QuadView: UIView {
            var box = CGRect.null, end = CGPoint.zero
            override func draw(_ rect: CGRect) {
                guard let context = UIGraphicsGetCurrentContext() else { return }
                context.translateBy(x: 100, y: 0)
                context.move(to: .zero)
                context.addQuadCurve(to: CGPoint(x: 30, y: 0), control: CGPoint(x: 15, y: 30))
                box = context.boundingBoxOfPath  // the cubic's control points are (10,20) and (20,20)
                end = context.currentPointOfPath
                context.strokePath()
            }
        }
        let view = QuadView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let context = RecordingGraphicsContext()
        view.draw(in: context)
        #expect(view.box == CGRect(x: 0, y: 0, width: 30, height: 20) && view.end == CGPoint(x: 30, y: 0))
        // Stroked in the translation, so its points come back in user coordinates.
        #expect(context.calls.contains("stroke M(0,0) C(30,0) rgba(0,0,0,1) width 1"))
    }

    @Test func aStrokesLineIsMeasuredInTheTransformWhenItIsStroked() {
        let drawn = calls { context in
            context.move(to: CGPoint(x: 10, y: 10))
            context.addLine(to: CGPoint(x: 50, y: 10))
            context.scaleBy(x: 2, y: 2)
            context.setLineWidth(3)
            context.setStrokeColor(UIColor.red.cgColor)
            context.strokePath()
            context.strokePath()  // the path was emptied: nothing more
        }
        #expect(drawn == ["save", "concatenate [2 0 0 2 0 0]", "stroke M(5,5) L(25,5) rgba(1,0,0,1) width 3", "restore"])
    }

    @Test func savedStatesComeBackWithTheirColoursAndClips() {
        let drawn = calls { context in
            context.setFillColor(UIColor.red.cgColor)
            context.saveGState()
            context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
            context.setFillColor(UIColor.green.cgColor)
            context.setAlpha(0.5)
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            context.restoreGState()
            context.restoreGState()  // one too many: ignored
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            context.saveGState()  // left open: the drawing closes it
        }
        #expect(drawn == [
            "save", "clip M(0,0) L(10,0) L(10,10) L(0,10) Z winding",
            "fill M(0,0) L(20,0) L(20,20) L(0,20) Z rgba(0,1,0,0.5) winding", "restore",
            "fill M(0,0) L(20,0) L(20,20) L(0,20) Z rgba(1,0,0,1) winding", "save", "restore",
        ])
    }

    @Test func anArcsDirectionIsCoreGraphicsOneWithTheYAxisDown() {
        // Clockwise in Core Graphics' terms turns counterclockwise on a view's screen: the
        // quarter from 0 to π/2 counterclockwise there is UIBezierPath's clockwise quarter.
        let coreGraphics = calls { context in
            context.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
            context.fillPath()
        }
        let bezier = calls { _ in
            UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true).fill()
        }
        #expect(coreGraphics == ["fill M(60,50) C(50,60) rgba(0,0,0,1) winding"])
        #expect(bezier == ["save", "fill M(60,50) C(50,60) rgba(0,0,0,1) winding", "restore"])
        // The other way round is three quarters: three curves from (60,50) to (50,60).
        let long = calls { context in
            context.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            context.strokePath()
        }
        #expect(long == ["stroke M(60,50) C(50,40) C(40,50) C(50,60) rgba(0,0,0,1) width 1"])
    }

    @Test func aBezierPathStrokesWithItsOwnLineAndTheColoursSet() {
        let drawn = calls { context in
            context.setLineWidth(9)
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 10, y: 10))
            path.lineWidth = 4
            path.lineCapStyle = .round
            UIColor.orange.setStroke()
            path.stroke()
            context.strokeEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4))  // the context's own width again
        }
        #expect(drawn.count == 4)
        #expect(drawn.prefix(3) == ["save", "stroke M(0,0) L(10,10) rgba(1,0.5,0,1) width 4", "restore"])
        #expect(drawn[3].hasPrefix("stroke M(4,2) C(") && drawn[3].hasSuffix("rgba(1,0.5,0,1) width 9"))
    }

    @Test func aLinearGradientPaintsBetweenItsEndsUnlessToldToGoPast() throws {
        let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]))
        let within = calls { context in
            context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 20), end: CGPoint(x: 0, y: 60), options: [])
        }
        #expect(within == ["gradient [\"rgba(1,0,0,1)\", \"rgba(0,0,1,1)\"] (0,20)-(0,60)"])
        // The area painted: the band from y 20 to 60, reaching past the view's sides.
        let area = try #require(CGContext.gradientArea(from: CGPoint(x: 0, y: 20), to: CGPoint(x: 0, y: 60), options: [],
                                                      covering: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let ys = area.elements.compactMap { element -> Double? in
            if case .move(let point) = element { return point.y }
            if case .line(let point) = element { return point.y }
            return nil
        }
        #expect(Set(ys) == [20, 60])
        let past = try #require(CGContext.gradientArea(from: CGPoint(x: 0, y: 20), to: CGPoint(x: 0, y: 60),
                                                      options: [.drawsBeforeStartLocation, .drawsAfterEndLocation],
                                                      covering: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let box = CGPath(path: past, shape: nil).boundingBox
        #expect(box.minY <= 0 && box.maxY >= 100 && box.minX <= 0 && box.maxX >= 100)
        // Equal ends paint nothing; so does a gradient of no colours.
        #expect(calls { $0.drawLinearGradient(gradient, start: CGPoint(x: 5, y: 5), end: CGPoint(x: 5, y: 5), options: []) }.isEmpty)
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
    }

    @Test func imagesAndTextAreDrawnWhereTheTransformPutsThem() throws {
        let image = try #require(UIImage.filled(with: .red, pixelWidth: 4, pixelHeight: 2))
        let drawn = calls { context in
            context.translateBy(x: 10, y: 0)
            context.setAlpha(0.5)
            image.draw(at: CGPoint(x: 1, y: 2))
            "Hello".draw(at: CGPoint(x: 3, y: 4), withAttributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red])
            ("World" as NSString).draw(in: CGRect(x: 0, y: 0, width: 50, height: 20), withAttributes: nil)
            let centred = NSMutableParagraphStyle()
            centred.alignment = .center
            "Mid".draw(in: CGRect(x: 0, y: 0, width: 50, height: 20), withAttributes: [.paragraphStyle: centred])
            "At".draw(at: .zero, withAttributes: [.paragraphStyle: centred])  // no width to centre in
        }
        #expect(drawn == [
            "save", "concatenate [1 0 0 1 10 0]", "image 4x2 in (1,2 4x2) alpha 0.5", "restore",
            "save", "concatenate [1 0 0 1 10 0]", "text \"Hello\" 20pt rgba(1,0,0,0.5) natural at (3,4)", "restore",
            "save", "concatenate [1 0 0 1 10 0]", "text \"World\" 12pt rgba(0,0,0,0.5) natural at (0,0)", "restore",
            "save", "concatenate [1 0 0 1 10 0]", "text \"Mid\" 12pt rgba(0,0,0,0.5) center at (0,0)", "restore",
            "save", "concatenate [1 0 0 1 10 0]", "text \"At\" 12pt rgba(0,0,0,0.5) natural at (0,0)", "restore",
        ])
    }

    @Test func drawingModesClipsAndFramesRecordTheirParts() {
        let drawn = calls { context in
            context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.drawPath(using: .eoFillStroke)
            context.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
            context.clip()
            context.strokeLineSegments(between: [CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 0), CGPoint(x: 9, y: 9)])
            UIRectFrame(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(drawn.count == 7)
        #expect(drawn[0] == "fill M(0,0) L(10,0) L(10,10) L(0,10) Z rgba(0,0,0,1) evenOdd")
        #expect(drawn[1] == "stroke M(0,0) L(10,0) L(10,10) L(0,10) Z rgba(0,0,0,1) width 1")
        #expect(drawn[2].hasPrefix("clip M(10,5) C(") && drawn[2].hasSuffix("winding"))
        #expect(drawn[3] == "stroke M(0,0) L(5,0) rgba(0,0,0,1) width 1")  // the odd last point is left out
        #expect(drawn[4...] == ["save", "fill M(0,0) L(4,0) L(4,4) L(0,4) Z M(1,1) L(3,1) L(3,3) L(1,3) Z rgba(0,0,0,1) evenOdd", "restore"][...])
    }

    @Test func badValuesAreClampedOrIgnored() {
        let drawn = calls { context in
            context.setAlpha(CGFloat.nan)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))  // alpha 0: drawn clear
            context.setAlpha(7)
            context.concatenate(CGAffineTransform(a: Double.nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))  // ignored
            context.scaleBy(x: 0, y: 1)  // a transform that cannot be inverted: strokes are skipped
            context.stroke(CGRect(x: 0, y: 0, width: 5, height: 5))
            context.fill(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
        }
        #expect(drawn == ["fill M(0,0) L(1,0) L(1,1) L(0,1) Z rgba(0,0,0,0) winding"])
    }

    @Test func aBitmapIsDrawnUpsideDownAsCoreGraphicsDrawsItInUIKitsCoordinates() throws {
        let bitmap = try #require(UIImage.filled(with: .red, pixelWidth: 4, pixelHeight: 2)?.cgImage)
        let drawn = calls { context in
            context.translateBy(x: 10, y: 0)
            context.draw(bitmap, in: CGRect(x: 1, y: 2, width: 8, height: 4))
            context.draw(bitmap, in: CGRect(x: 1, y: 2, width: 0, height: 4))  // empty: nothing
        }
        // Mirrored about the rectangle's middle (y = 4), then translated.
        #expect(drawn == ["save", "concatenate [1 0 0 -1 10 8]", "image 4x2 in (1,2 8x4) alpha 1", "restore"])
    }

    @Test func aTiledBitmapRepeatsOverTheAreaFromTheRectanglesOrigin() throws {
        let bitmap = try #require(UIImage.filled(with: .red, pixelWidth: 1, pixelHeight: 1)?.cgImage)
        // The view is 100 × 100; tiles of 40 × 60 starting at (10, 10) reach back to (-30, -50).
        let drawn = calls { $0.draw(bitmap, in: CGRect(x: 10, y: 10, width: 40, height: 60), byTiling: true) }
        let images = drawn.filter { $0.hasPrefix("image") }
        #expect(images.count == 4 * 3)
        #expect(images.first == "image 1x1 in (-30,-50 40x60) alpha 1" && images.last == "image 1x1 in (90,70 40x60) alpha 1")
        // Tiles too small to count draw nothing (and say so on standard error).
        #expect(calls { $0.draw(bitmap, in: CGRect(x: 0, y: 0, width: 0.01, height: 0.01), byTiling: true) }.isEmpty)
    }

    @Test func onlyAnImageContextMakesAnImage() throws {
        var fromView: CGImage?
        _ = calls { fromView = $0.makeImage() }
        #expect(fromView == nil, "a view's context has no bitmap")
        let rasterizer = RecordingImageRasterizer(color: .systemTeal)
        let made = withImageRasterizer(rasterizer) {
            UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: UIGraphicsImageRendererFormat.preferred()).image { context in
                context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
                let bitmap = context.cgContext.makeImage()
                #expect(bitmap?.width == Int((3 * UIScreen.main.scale).rounded(.up)))
            }
        }
        #expect(rasterizer.requests.count == 2, "one for makeImage(), one for the image")
        #expect(rasterizer.requests.first?.calls.contains { $0.hasPrefix("fill") } == true)
        #expect(made.pixelWidth == Int((3 * UIScreen.main.scale).rounded(.up)))
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 5, height: 5), false, 1)
        let begun = withImageRasterizer(rasterizer) { UIGraphicsGetCurrentContext()?.makeImage() }
        UIGraphicsEndImageContext()
        #expect(begun?.width == 5 && begun?.height == 5)
    }

    // MARK: Blend modes, shadows, clearing and radial gradients

    @Test func aBlendModeIsStateKeptBySaveAndPutBackByRestore() {
        let drawn = calls { context in
            context.saveGState()
            context.setBlendMode(.multiply)
            context.setBlendMode(.multiply)  // no change: not recorded again
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            context.restoreGState()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(drawn == [
            "save", "blend multiply", "fill M(0,0) L(1,0) L(1,1) L(0,1) Z rgba(0,0,0,1) winding", "restore",
            "fill M(0,0) L(1,0) L(1,1) L(0,1) Z rgba(0,0,0,1) winding",
        ])
        #expect(CGBlendMode.allCases.map(\.rawValue) == Array(0...27), "Core Graphics' raw values")
    }

    @Test func aShadowIsSetInPointsWhateverTheTransformAndTurnedOffByNilOrClear() {
        let drawn = calls { context in
            context.scaleBy(x: 3, y: 3)  // the shadow is not scaled with it
            context.setShadow(offset: CGSize(width: 2, height: 4), blur: 6, color: UIColor.red.cgColor)
            context.setShadow(offset: CGSize(width: 1, height: 1), blur: 1)
            context.setShadow(offset: CGSize(width: 1, height: 1), blur: -5, color: nil)
            context.setShadow(offset: CGSize(width: Double.nan, height: 1), blur: .nan, color: UIColor.blue.cgColor)
            context.setShadow(offset: .zero, blur: 3, color: UIColor.clear.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))  // a drawing with nothing painted is none
        }
        #expect(drawn == [
            "shadow (2,4) blur 6 rgba(1,0,0,1)", "shadow (1,1) blur 1 rgba(0,0,0,0.33)", "no shadow",
            "shadow (0,0) blur 0 rgba(0,0,1,1)", "no shadow", "fill M(0,0) L(3,0) L(3,3) L(0,3) Z rgba(0,0,0,1) winding",
        ])
    }

    @Test func clearingPaintsTransparentWithoutTheShadowOrTheBlendModeInForce() {
        let drawn = calls { context in
            context.translateBy(x: 5, y: 0)
            context.setShadow(offset: .zero, blur: 2)
            context.clear(CGRect(x: 0, y: 0, width: 2, height: 2))
            context.clear(CGRect(x: 0, y: 0, width: 0, height: 2))  // empty: nothing
        }
        #expect(drawn == [
            "shadow (0,0) blur 2 rgba(0,0,0,0.33)",
            "save", "no shadow", "blend clear", "fill M(5,0) L(7,0) L(7,2) L(5,2) Z rgba(0,0,0,1) winding", "restore",
        ])
    }

    @Test func aRadialGradientPaintsPastItsCirclesOnlyWhereItsOptionsSay() throws {
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: nil))
        func radial(_ options: CGGradientDrawingOptions, startRadius: CGFloat = 10) -> [String] {
            calls { $0.drawRadialGradient(gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: startRadius,
                                          endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: options) }
        }
        let between = "radial [\"rgba(1,0,0,1)\", \"rgba(0,0,1,1)\"] (50,50) 10-(50,50) 40"
        #expect(radial([]) == [between])
        #expect(radial([.drawsBeforeStartLocation, .drawsAfterEndLocation]) == [between + " extended"])
        // After only: extended, with the start circle's disk clipped out.
        let after = radial(.drawsAfterEndLocation)
        #expect(after.count == 4 && after[0] == "save" && after[1].hasPrefix("clip M(-1,-1)") && after[1].hasSuffix("evenOdd")
            && after[2] == between + " extended" && after[3] == "restore")
        // Before only: between the circles, and the start circle's disk in the first colour.
        let before = radial(.drawsBeforeStartLocation)
        #expect(before.count == 2 && before[0] == between && before[1].hasPrefix("fill M(60,50)") && before[1].hasSuffix("rgba(1,0,0,1) winding"))
        // A start of no radius has no disk to cut out.
        #expect(radial(.drawsAfterEndLocation, startRadius: 0) == ["radial [\"rgba(1,0,0,1)\", \"rgba(0,0,1,1)\"] (50,50) 0-(50,50) 40 extended"])
        // Equal circles, or a NaN, paint nothing.
        #expect(calls { $0.drawRadialGradient(gradient, startCenter: .zero, startRadius: 5, endCenter: .zero, endRadius: 5, options: []) }.isEmpty)
        #expect(calls { $0.drawRadialGradient(gradient, startCenter: .zero, startRadius: .nan, endCenter: .zero, endRadius: 5, options: []) }.isEmpty)
    }

    @Test func imagesPathsAndRectanglesTakeABlendModeForOneDrawing() throws {
        let image = try #require(UIImage.filled(with: .red, pixelWidth: 2, pixelHeight: 2))
        let drawn = calls { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 2, height: 2), blendMode: .screen, alpha: 0.5)
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill(with: .multiply, alpha: 0.25)
            UIRectFillUsingBlendMode(CGRect(x: 0, y: 0, width: 1, height: 1), .sourceAtop)
        }
        #expect(drawn == [
            "save", "blend screen", "image 2x2 in (0,0 2x2) alpha 0.5", "restore",
            "save", "blend multiply", "save", "fill M(0,0) L(1,0) L(1,1) L(0,1) Z rgba(0,0,0,0.25) winding", "restore", "restore",
            "save", "blend sourceAtop", "fill M(0,0) L(1,0) L(1,1) L(0,1) Z rgba(0,0,0,1) winding", "restore",
        ])
    }
}
