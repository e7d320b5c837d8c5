import Motion
import Testing
import TestSupport
import UIKit

@testable import CairoRenderer

/// What the compositor skips: content outside the clip, and bitmaps another view already drew.
@MainActor
struct CairoRendererCompositingTests {
    /// A gradient view's scrim at the top of a rounded card is painted a row at a time inside
    /// the card's clip, Cairo filling only the part under the rounded corners and the edges on
    /// fractions of a pixel: at rest, scaled down (every edge fractional) and scrolled by a
    /// third of a pixel. The frame is the one Cairo draws alone within one level a channel, in
    /// one band and in two. Turned, or in a group (the card half transparent), Cairo draws it.
    @Test(arguments: [(transform: CGAffineTransform.identity, offset: 0.0, cardAlpha: 1.0, painted: 1),
                      (transform: CGAffineTransform(scaleX: 0.93, y: 0.93), offset: 0.0, cardAlpha: 1.0, painted: 1),
                      (transform: CGAffineTransform.identity, offset: 1.0 / 9, cardAlpha: 1.0, painted: 1),
                      (transform: CGAffineTransform(rotationAngle: 0.02), offset: 0.0, cardAlpha: 1.0, painted: 0),
                      (transform: CGAffineTransform.identity, offset: 0.0, cardAlpha: 0.5, painted: 0)])
    func aGradientIsPaintedByRowAsCairoFillsItWithinOneLevel(
        transform: CGAffineTransform, offset: Double, cardAlpha: Double, painted: Int
    ) throws {
        func render(byRow: Bool, bands: Int) throws -> (image: UIImage, painted: Int) {
            let window = UIWindow(size: CGSize(width: 200, height: 240))
            window.backgroundColor = .white
            let card = UIView(frame: CGRect(x: 20, y: 20 + offset, width: 160, height: 200))
            card.backgroundColor = UIColor(red: 0.95, green: 0.6, blue: 0.2)
            card.layer.cornerRadius = 20
            card.clipsToBounds = true
            card.transform = transform
            card.alpha = cardAlpha
            window.addSubview(card)
            let scrim = GradientView(frame: CGRect(x: -10, y: 0, width: 180, height: 90))
            scrim.gradient = Gradient(colors: [UIColor(white: 0, alpha: 0.6), UIColor(white: 0, alpha: 0)])
            card.addSubview(scrim)
            let renderer = CairoRenderer(scale: 3)
            renderer.attach(to: window)
            renderer.paintsGradientsByRow = byRow
            renderer.compositingBands = bands
            let image = try #require(renderer.render(window).image())
            return (image, renderer.statistics.gradientsPaintedByRow)
        }
        let cairo = try render(byRow: false, bands: 1)
        #expect(cairo.painted == 0)
        for bands in [1, 2] {
            let rows = try render(byRow: true, bands: bands)
            #expect(rows.painted == painted)
            let comparison = compare(rows.image, cairo.image, channelTolerance: 1)
            #expect(comparison.differingPixels == 0, "\(bands) bands: largest difference \(comparison.largestDifference)")
            if painted == 0 { #expect(compare(rows.image, cairo.image, channelTolerance: 0).differingPixels == 0) }
        }
    }

    /// A plain fill on fractions of a pixel, square or rounded, is drawn as its whole pixels
    /// clear of its corners, in which an opaque view over it cuts a hole, and the rest: a
    /// square's (and a gradient's beside its painted rows) in strips around those pixels, a
    /// rounded one's whole, and only with no rounded clip around it. Through a strip's box or a
    /// rounded clip, Cairo moved pixels of the fill's own corners by a level (a search of 600
    /// placements at scales 1–3 found them; these are some). The pixels are those of a renderer
    /// that draws every fill whole in one band: a rounded panel, opaque or translucent, scaled
    /// or not, on the window under an opaque square, or in a rounded card with a scrim.
    @Test(arguments: [(scale: 1.0, placement: 1, holes: 3), (scale: 1.0, placement: 5, holes: 2), (scale: 3.0, placement: 2, holes: 2),
                      (scale: 3.0, placement: 14, holes: 2), (scale: 2.0, placement: 9, holes: 3), (scale: 2.0, placement: 21, holes: 3),
                      (scale: 3.0, placement: 33, holes: 3), (scale: 2.0, placement: 0, holes: 2)])
    func aFillOnFractionsOfAPixelIsDrawnAroundWhatCoversItAsOneFill(scale: Double, placement: Int, holes: Int) throws {
        let step = Double(placement) * 0.173
        let window = UIWindow(size: CGSize(width: 160, height: 160))
        window.backgroundColor = .white
        let frame = CGRect(x: 10.3 + step, y: 12.6 + step * 0.7, width: 120.45 - step * 0.3, height: 110.2 + step * 0.2)
        let inCard = placement.isMultiple(of: 3)
        let panel = UIView(frame: inCard ? CGRect(origin: CGPoint(x: 0.4, y: -0.35), size: frame.size) : frame)
        panel.backgroundColor = UIColor(red: 0.3, green: 0.6, blue: 0.2, alpha: placement.isMultiple(of: 5) ? 0.6 : 1)
        panel.layer.cornerRadius = [6.5, 16, 40, 3.3][placement % 4]
        panel.layer.cornerCurve = placement.isMultiple(of: 2) ? .continuous : .circular
        if placement.isMultiple(of: 7) { panel.transform = CGAffineTransform(scaleX: 0.93 - step * 0.001, y: 0.91) }
        if inCard {
            let card = UIView(frame: frame)
            card.layer.cornerRadius = 12.5
            card.clipsToBounds = true
            card.addSubview(panel)
            let scrim = GradientView(frame: CGRect(x: -0.3, y: 2.2, width: frame.width + 0.5, height: 40.3))
            scrim.gradient = Gradient(colors: [UIColor(white: 0, alpha: 0.3), UIColor(white: 0, alpha: 0)])
            card.addSubview(scrim)
            window.addSubview(card)
        } else {
            window.addSubview(panel)
        }
        let cover = UIView(frame: CGRect(x: 30, y: 40, width: 90 - step, height: 60))
        cover.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.9)
        window.addSubview(cover)
        let renderer = CairoRenderer(scale: scale), whole = CairoRenderer(scale: scale)
        renderer.compositingBands = 2
        whole.skipsOccludedDrawing = false
        whole.compositingBands = 1
        let image = try #require(renderer.render(window).image())
        #expect(compare(image, try #require(whole.render(window).image()), channelTolerance: 0).differingPixels == 0)
        // On the window, the opaque panel's whole pixels take a hole (one more than a panel drawn
        // whole would); in the card, the panel is drawn whole.
        #expect(renderer.statistics.operationHoles == holes)
    }

    /// Bars of ink on nothing, lines apart as a label's lines of text are, of several lengths,
    /// some translucent, some starting at the bitmap's left edge: a content bitmap with ink
    /// parts.
    final class InkBars: UIView {
        override var drawsContent: Bool { true }
        override func draw(in context: GraphicsContext) {
            for line in 0..<Int(bounds.height / 9.4) {
                let bar = CGRect(x: line % 4 == 3 ? 0 : 2.4 + Double(line % 5), y: 1.3 + Double(line) * 9.4,
                                 width: bounds.width - 12 - Double(line % 5) * 19.3, height: 5.6)
                context.fill(Path(roundedRect: bar, cornerRadius: 2),
                             with: UIColor(red: 0.1, green: 0.2 * Double(line % 5), blue: 0.6, alpha: line % 3 == 2 ? 0.5 : 1))
            }
        }
    }

    /// A mostly transparent bitmap is composited only where it has ink, part by part, and the
    /// frame is the one drawn with the bitmap whole, to the bit: scaled down and up bilinearly
    /// on fractions of a pixel, turned, faded, in one band and two, alone and in a rounded card
    /// where the card keeps it whole. Copied (moved by whole pixels), shrunk past ¾ (Cairo's
    /// filter is then a box wider than a pixel) and across the card's rounded corner it is
    /// drawn whole.
    @Test(arguments: [(scale: 1.0, placement: 0, inParts: false), (scale: 2.0, placement: 1, inParts: true),
                      (scale: 3.0, placement: 2, inParts: true), (scale: 3.0, placement: 3, inParts: true),
                      (scale: 2.0, placement: 4, inParts: true), (scale: 3.0, placement: 5, inParts: true),
                      (scale: 2.0, placement: 6, inParts: true), (scale: 3.0, placement: 7, inParts: false),
                      (scale: 2.0, placement: 8, inParts: false)])
    func aBitmapIsDrawnOnlyWhereItHasInkWithTheSamePixels(scale: Double, placement: Int, inParts: Bool) throws {
        let transforms: [CGAffineTransform] = [
            CGAffineTransform(translationX: 3, y: -1), CGAffineTransform(scaleX: 0.87, y: 0.87),
            CGAffineTransform(scaleX: 0.913, y: 0.88), CGAffineTransform(scaleX: 1.12, y: 1.07), CGAffineTransform(rotationAngle: 0.03),
            CGAffineTransform(scaleX: 0.87, y: 0.87), CGAffineTransform(scaleX: 0.97, y: 0.95),
            CGAffineTransform(scaleX: 0.6, y: 0.6), CGAffineTransform(scaleX: 0.87, y: 0.87),
        ]
        let inCard = placement >= 5
        func render(inParts: Bool, bands: Int) throws -> (image: UIImage, drawnInParts: Int) {
            let window = UIWindow(size: CGSize(width: 300, height: 320))
            window.backgroundColor = UIColor(red: 0.95, green: 0.9, blue: 0.8)
            // Inside the card, clear of its corners' rows; or across its top left corner.
            let origin = placement == 8 ? CGPoint(x: -30.3, y: -20.7)
                : CGPoint(x: 10.37 + Double(placement) * 0.29, y: 20.61 - Double(placement) * 0.17 + (inCard ? 10 : 0))
            let bars = InkBars(frame: CGRect(origin: origin, size: CGSize(width: 272, height: 242)))
            bars.alpha = placement == 3 ? 0.7 : 1
            if inCard {
                let card = UIView(frame: CGRect(x: 4.3, y: 6.2, width: 292, height: 310))
                card.backgroundColor = .white
                card.layer.cornerRadius = 16
                card.clipsToBounds = true
                card.addSubview(bars)
                window.addSubview(card)
            } else {
                window.addSubview(bars)
            }
            let renderer = CairoRenderer(scale: scale)
            renderer.attach(to: window)
            renderer.compositingBands = bands
            renderer.drawsBitmapsInInkParts = inParts
            // Moved after its bitmap was drawn at rest (one drawn for a shown scale would be
            // copied: the bitmap's scale follows the view's in steps).
            renderer.render(window)
            bars.transform = transforms[placement]
            let image = try #require(renderer.render(window).image())
            return (image, renderer.statistics.bitmapsDrawnInInkParts)
        }
        let whole = try render(inParts: false, bands: 1)
        #expect(whole.drawnInParts == 0)
        for bands in [1, 2] {
            let parts = try render(inParts: true, bands: bands)
            #expect(parts.drawnInParts == (inParts ? 1 : 0), "\(bands) bands")
            let comparison = compare(parts.image, whole.image, channelTolerance: 0)
            #expect(comparison.differingPixels == 0, "\(bands) bands: largest difference \(comparison.largestDifference)")
        }
    }

    /// Inside a rounded card, a bitmap with a part whose drawing would end near the card's
    /// corner curve is drawn whole: there Cairo gave a pixel on the curve another level (up
    /// to 8) when the drawing's extents ended near it. A search of 240 placements of bars in
    /// a card, one or the other scaled after it was drawn at rest, at scales 2 and 3, found 6
    /// such; these are four of them. With the rule, all 240 match and 41 are drawn in parts.
    @Test(arguments: [25, 74, 80, 109])
    func aBitmapWithAPartEndingNearARoundedClipsCurveIsDrawnWhole(placement: Int) throws {
        let p = Double(placement)
        let shrink = 0.86 + (p * 0.0137).truncatingRemainder(dividingBy: 0.13)
        func render(inParts: Bool) throws -> (image: UIImage, drawnInParts: Int) {
            let window = UIWindow(size: CGSize(width: 300, height: 320))
            window.backgroundColor = UIColor(red: 0.95, green: 0.9, blue: 0.8)
            let origin = CGPoint(x: 5 + (p * 3.71).truncatingRemainder(dividingBy: 30),
                                 y: (p * 7.37).truncatingRemainder(dividingBy: 120) + 0.13 * p.truncatingRemainder(dividingBy: 7))
            let bars = InkBars(frame: CGRect(origin: origin, size: CGSize(width: 272, height: 242)))
            let card = UIView(frame: CGRect(x: 4.3 + p * 0.011, y: 6.2 + p * 0.017, width: 292, height: 200 + p * 0.7))
            card.backgroundColor = .white
            card.layer.cornerRadius = 16 + p.truncatingRemainder(dividingBy: 5) * 3.1
            card.layer.cornerCurve = placement % 3 == 0 ? .circular : .continuous
            card.clipsToBounds = true
            card.addSubview(bars)
            window.addSubview(card)
            let renderer = CairoRenderer(scale: placement.isMultiple(of: 2) ? 2 : 3)
            renderer.attach(to: window)
            renderer.compositingBands = placement % 4 < 2 ? 2 : 1
            renderer.drawsBitmapsInInkParts = inParts
            renderer.render(window)
            if placement.isMultiple(of: 2) {
                bars.transform = CGAffineTransform(scaleX: shrink, y: shrink)
            } else {
                card.transform = CGAffineTransform(scaleX: shrink, y: shrink)
            }
            let image = try #require(renderer.render(window).image())
            return (image, renderer.statistics.bitmapsDrawnInInkParts)
        }
        let parts = try render(inParts: true), whole = try render(inParts: false)
        #expect(parts.drawnInParts == 0)
        let comparison = compare(parts.image, whole.image, channelTolerance: 0)
        #expect(comparison.differingPixels == 0, "largest difference \(comparison.largestDifference)")
    }

    @Test func contentOutsideAClippingAncestorIsNotDrawnUntilItScrollsIn() throws {
        let window = UIWindow(size: CGSize(width: 100, height: 100))
        let renderer = CairoRenderer(scale: 2)
        renderer.attach(to: window)
        let clip = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        clip.clipsToBounds = true
        window.addSubview(clip)
        let visible = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        visible.text = "Shown"
        let below = UILabel(frame: CGRect(x: 0, y: 60, width: 100, height: 20))
        below.text = "Below the fold"
        below.textColor = UIColor(red: 1, green: 0, blue: 0)
        clip.addSubview(visible)
        clip.addSubview(below)
        renderer.render(window)
        #expect(renderer.statistics.contentRedraws == 1)
        // Scrolled into the clip: drawn now, and on screen.
        below.center.y -= 40
        let image = try #require(renderer.render(window).image())
        #expect(renderer.statistics.contentRedraws == 1)
        let redPixels = image.pixels.filter { ($0 >> 16) & 0xFF > 150 && ($0 >> 8) & 0xFF < 80 }
        #expect(!redPixels.isEmpty)
        // Out again and back: its bitmap was kept, nothing is redrawn.
        below.center.y += 40
        renderer.render(window)
        below.center.y -= 40
        renderer.render(window)
        #expect(renderer.statistics.contentRedraws == 0)
    }

    /// Drawn small while it zooms, a view's bitmap is reused within a step of its scale; back at
    /// rest (untransformed) it is drawn again at exactly the frame's scale, not left blurred.
    @Test func aViewBackAtRestIsRedrawnAtTheFramesScale() throws {
        let window = UIWindow(size: CGSize(width: 200, height: 100))
        let renderer = CairoRenderer(scale: 2)
        renderer.attach(to: window)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "Zoomed"
        window.addSubview(label)
        label.transform = CGAffineTransform(scaleX: 0.85, y: 0.85)
        renderer.render(window)
        #expect(renderer.statistics.contentRedraws == 1)
        label.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        renderer.render(window)
        #expect(renderer.statistics.contentRedraws == 0)  // within a step: reused
        label.transform = .identity
        renderer.render(window)
        #expect(renderer.statistics.contentRedraws == 1)  // at rest: drawn sharp
        renderer.render(window)
        #expect(renderer.statistics.contentRedraws == 0)
    }

    @Test func aShadowReachingIntoTheClipIsStillDrawn() throws {
        let (_, image) = render(size: CGSize(width: 100, height: 100), background: .white) { window in
            let card = UIView(frame: CGRect(x: 20, y: 102, width: 60, height: 40))  // just below the window
            card.backgroundColor = .white
            card.layer.shadowOpacity = 1
            card.layer.shadowRadius = 8
            card.layer.shadowOffset = CGSize(width: 0, height: -6)
            window.addSubview(card)
        }
        let frame = try #require(image)
        let bottomRow = (frame.pixelHeight - 1) * frame.pixelWidth + frame.pixelWidth / 2
        #expect((frame.pixels[bottomRow] >> 16) & 0xFF < 250)  // darkened by the shadow
    }

    @Test func aGradientsDeviceAxisGivesEveryPixelItsValueInTheView() throws {
        // value(p) = (p − start)·(end − start) / |end − start|², in the view and on the device.
        func value(_ point: CGPoint, _ start: CGPoint, _ end: CGPoint) -> Double {
            let axis = CGPoint(x: end.x - start.x, y: end.y - start.y)
            return ((point.x - start.x) * axis.x + (point.y - start.y) * axis.y) / (axis.x * axis.x + axis.y * axis.y)
        }
        let start = CGPoint(x: 10, y: 5), end = CGPoint(x: 40, y: 90)
        let maps = [CGAffineTransform(a: 3, b: 0, c: 0, d: 3, tx: 7, ty: -2),  // the frame's scale
                    CGAffineTransform(a: 2.4, b: 0, c: 0, d: 0.7, tx: 30, ty: 11),  // a card squashed
                    CGAffineTransform(a: 1.5, b: 0.8, c: -0.3, d: 2, tx: -4, ty: 9)]  // turned and sheared
        for map in maps {
            let axis = try #require(CairoRenderer.deviceAxis(from: start, to: end, affine: map))
            for point in [CGPoint(x: 0, y: 0), CGPoint(x: 25, y: 40), CGPoint(x: 80, y: -13), end] {
                let inView = value(point, start, end), onDevice = value(point.applying(map), axis.start, axis.end)
                #expect(abs(inView - onDevice) < 1e-9, "\(map): \(inView) in the view, \(onDevice) on the device")
            }
        }
        #expect(CairoRenderer.deviceAxis(from: start, to: end, affine: CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0)) == nil)
    }

    @Test func viewsDrawingTheSameThingShareOneBitmap() throws {
        let window = UIWindow(size: CGSize(width: 200, height: 100))
        let renderer = CairoRenderer(scale: 2)
        renderer.attach(to: window)
        func label(_ text: String, x: Double) -> UILabel {
            let label = UILabel(frame: CGRect(x: x, y: 10, width: 90, height: 30))
            label.text = text
            window.addSubview(label)
            return label
        }
        let first = label("Same", x: 0), second = label("Same", x: 100)
        let frame = try #require(renderer.render(window).image())
        #expect(renderer.statistics.contentRedraws == 1 && renderer.statistics.contentShared == 1)
        // Identical pixels in both places.
        for y in 20..<80 {
            let row = y * frame.pixelWidth
            #expect(Array(frame.pixels[(row)..<(row + 180)]) == Array(frame.pixels[(row + 200)..<(row + 380)]))
        }
        // A different background, text or size is different content.
        second.backgroundColor = UIColor(red: 1, green: 0.8, blue: 0)
        renderer.render(window)
        #expect(renderer.statistics.contentRedraws == 1 && renderer.statistics.contentShared == 0)
        second.backgroundColor = nil
        second.text = "Other"
        renderer.render(window)
        #expect(renderer.statistics.contentRedraws == 1)
        // The first label at a new size draws anew; the second, back to "Same" at the old
        // size, takes the bitmap the first one drew (kept alive while the first used it).
        first.frame.size.width = 80
        second.text = "Same"
        renderer.render(window)
        #expect(renderer.statistics.contentRedraws == 1 && renderer.statistics.contentShared == 1)
        // Once no view shows it, the shared bitmap is kept within the budget for unused ones,
        // the most recently drawn first: back to "Same", the second label takes it again.
        second.text = "Gone"
        renderer.render(window)
        #expect(renderer.sharedContent.count == 5)  // "Same" at two sizes and on yellow, "Other", "Gone"
        second.text = "Same"
        renderer.render(window)
        #expect(renderer.statistics.contentRedraws == 0 && renderer.statistics.contentShared == 1)
        // With no budget, it is released.
        renderer.unusedSharedContentBudget = 0
        second.text = "Gone"
        renderer.render(window)
        second.text = "Same"
        renderer.render(window)
        #expect(renderer.statistics.contentRedraws == 1 && renderer.statistics.contentShared == 0)
        // With room for one unused bitmap (a label's is 180 × 60 pixels), the older goes first.
        renderer.unusedSharedContentBudget = 180 * 4 * 60
        for text in ["One", "Two", "Same"] {
            second.text = text
            renderer.render(window)
        }
        second.text = "Two"
        renderer.render(window)
        #expect(renderer.statistics.contentShared == 1)
        second.text = "One"
        renderer.render(window)
        #expect(renderer.statistics.contentRedraws == 1 && renderer.statistics.contentShared == 0)
    }

    /// A view whose shared key leaves its appearance out (as an app's might) and draws in the
    /// label colour.
    final class InkSwatch: UIView {
        override var drawsContent: Bool { true }
        override var sharedContentKey: AnyHashable? { "swatch" }
        override func draw(in context: GraphicsContext) {
            context.fill(Path(rect: CGRect(origin: .zero, size: bounds.size)), with: .label)
        }
    }

    /// Views in different appearances never share a bitmap, even when their own keys match:
    /// the renderer's key holds the appearance.
    @Test func aLightAndADarkViewDoNotShareABitmap() throws {
        let window = UIWindow(size: CGSize(width: 100, height: 50))
        let renderer = CairoRenderer(scale: 1)
        renderer.attach(to: window)
        let light = InkSwatch(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let dark = InkSwatch(frame: CGRect(x: 50, y: 0, width: 40, height: 40))
        dark.overrideUserInterfaceStyle = .dark
        window.addSubview(light)
        window.addSubview(dark)
        let frame = try #require(renderer.render(window).image())
        #expect(renderer.statistics.contentRedraws == 2 && renderer.statistics.contentShared == 0)
        #expect(frame.color(atPixelX: 20, y: 20) == .black && frame.color(atPixelX: 70, y: 20) == .white)
    }

    /// Two shared bitmaps last drawn in the same frame are not tied: the one drawn later in the
    /// frame counts as the more recent, so a budget with room for one keeps it, in every run
    /// (the dictionary that holds them, which broke the tie before, iterates in another order
    /// in each process).
    @Test func ofUnusedSharedBitmapsDrawnInOneFrameTheLaterDrawnIsKept() throws {
        let window = UIWindow(size: CGSize(width: 200, height: 100))
        let renderer = CairoRenderer(scale: 2)
        renderer.attach(to: window)
        renderer.unusedSharedContentBudget = 180 * 4 * 60  // one label's bitmap
        let first = UILabel(frame: CGRect(x: 0, y: 10, width: 90, height: 30))
        let second = UILabel(frame: CGRect(x: 100, y: 10, width: 90, height: 30))
        first.text = "Drawn first"
        second.text = "Drawn second"
        window.addSubview(first)
        window.addSubview(second)
        renderer.render(window)
        first.text = "One"
        second.text = "Two"
        renderer.render(window)
        second.text = "Drawn second"
        renderer.render(window)
        #expect(renderer.statistics.contentRedraws == 0 && renderer.statistics.contentShared == 1)
        first.text = "Drawn first"
        renderer.render(window)
        #expect(renderer.statistics.contentRedraws == 1 && renderer.statistics.contentShared == 0)
    }

    @Test func contentIsStretchedWhileItsBoundsAnimate() throws {
        // Half red, half blue; the view grows from 100 × 50 to 200 × 100 points over a second.
        let pixels = (0..<(100 * 50)).map { $0 % 100 < 50 ? UIImage.pixel(UIColor(red: 1, green: 0, blue: 0)) : UIImage.pixel(UIColor(red: 0, green: 0, blue: 1)) }
        let image = try #require(UIImage(pixelWidth: 100, pixelHeight: 50, scale: 1, pixels: pixels))
        let window = UIWindow(size: CGSize(width: 240, height: 120))
        let renderer = CairoRenderer(scale: 1)
        renderer.attach(to: window)
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        window.addSubview(view)
        UIView.animate(withDuration: 1, options: [.curveLinear], animations: { view.frame = CGRect(x: 0, y: 0, width: 200, height: 100) })
        window.tick(elapsed: 0.5)
        let frame = try #require(renderer.render(window).image())
        // 150 points wide now: the drawing for the 200-point model is squeezed onto it (as Core
        // Animation stretches contents), so the colours split at 75, not cropped at 100.
        let row = 30 * frame.pixelWidth
        #expect(frame.pixels[row + 60] == UIImage.pixel(UIColor(red: 1, green: 0, blue: 0)))
        #expect(frame.pixels[row + 90] == UIImage.pixel(UIColor(red: 0, green: 0, blue: 1)))
    }

    @Test func anEdgeOnLayerDrawsNothingAndLeavesTheRestOfTheFrameAlone() throws {
        // A labelled card turned exactly edge-on (a flip at 90°, as interpolation lands it):
        // Cairo refuses the singular matrix and used to stop drawing the whole frame, and the
        // target surface stayed broken for every frame after.
        let window = UIWindow(size: CGSize(width: 100, height: 100))
        let renderer = CairoRenderer(scale: 1)
        renderer.attach(to: window)
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        card.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 5, y: 5, width: 70, height: 20))
        label.text = "Edge"
        card.addSubview(label)
        window.addSubview(card)
        let above = UIView(frame: CGRect(x: 0, y: 60, width: 100, height: 40))
        above.backgroundColor = UIColor(red: 1, green: 0, blue: 0)
        window.addSubview(above)
        for angle in [Double.pi / 2, .pi / 2 + 1e-15, 0.3] {
            card.transform3D = CATransform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
            let frame = try #require(renderer.render(window).image())
            #expect(renderer.statistics.drawingErrors == 0)
            #expect(frame.pixels[80 * 100 + 50] == UIImage.pixel(UIColor(red: 1, green: 0, blue: 0)), "angle \(angle)")
        }
    }

    @Test func aSuperviewsPerspectiveForeshortensASubviewTurnedAboutY() {
        var parent = LayerState()
        parent.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        var perspective = CATransform3D.identity
        perspective.m34 = -0.002
        parent.sublayerTransform = perspective
        var child = LayerState()
        child.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        child.center = CGPoint(x: 200, y: 200)
        child.transform = CATransform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)
        let map = UIView.mapToSuperview(child, superviewState: parent)
        #expect(!map.isAffine)
        // The edge turned toward the eye is taller than the one turned away.
        let near = map.apply(CGPoint(x: 0, y: 0)), nearBottom = map.apply(CGPoint(x: 0, y: 100))
        let far = map.apply(CGPoint(x: 200, y: 0)), farBottom = map.apply(CGPoint(x: 200, y: 100))
        if let near, let nearBottom, let far, let farBottom {
            #expect(nearBottom.y - near.y > farBottom.y - far.y + 5)
        } else {
            Issue.record("corners did not map")
        }
        // Without the superview's perspective the same turn is flat (affine).
        #expect(UIView.mapToSuperview(child, superviewState: LayerState()).isAffine)
    }

    @Test func aSubclassDrawingMoreDoesNotShareItsSuperclassBitmap() {
        final class Badged: UILabel {
            override func draw(in context: GraphicsContext) {
                super.draw(in: context)
                context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 8)), with: UIColor(red: 1, green: 0, blue: 0))
            }
        }
        let window = UIWindow(size: CGSize(width: 200, height: 100))
        let renderer = CairoRenderer(scale: 2)
        renderer.attach(to: window)
        let plain = UILabel(frame: CGRect(x: 0, y: 10, width: 90, height: 30))
        let badged = Badged(frame: CGRect(x: 100, y: 10, width: 90, height: 30))
        for label in [plain, badged] {
            label.text = "Same"
            window.addSubview(label)
        }
        renderer.render(window)
        #expect(renderer.statistics.contentRedraws == 2 && renderer.statistics.contentShared == 0)
    }
}

/// Masks (`CALayer.mask`, `UIView.mask`): the masked view's drawing, shadow and subviews shown
/// through the alpha the mask draws, in one band or two, over a frame's damage as when drawn
/// whole.
@MainActor
struct CairoRendererMaskTests {
    /// A 300 × 100 window, white, holding at its left an opaque blue view under a red one with
    /// a shadow and a green subview over its right half and 30 points past it; the red view
    /// masked by a circle 80 points across.
    private func makeScene() -> (window: UIWindow, masked: UIView, mask: CAShapeLayer) {
        let window = UIWindow(size: CGSize(width: 300, height: 100))
        window.backgroundColor = .white
        let below = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        below.backgroundColor = UIColor(red: 0, green: 0, blue: 1)
        window.addSubview(below)
        let masked = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        masked.backgroundColor = UIColor(red: 1, green: 0, blue: 0)
        masked.layer.shadowOpacity = 1
        masked.layer.shadowRadius = 4
        window.addSubview(masked)
        let half = UIView(frame: CGRect(x: 50, y: 0, width: 80, height: 100))  // out past the view
        half.backgroundColor = UIColor(red: 0, green: 1, blue: 0)
        masked.addSubview(half)
        let mask = CAShapeLayer()
        mask.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80)).cgPath
        masked.layer.mask = mask
        return (window, masked, mask)
    }

    private static let red = UIColor(red: 1, green: 0, blue: 0), green = UIColor(red: 0, green: 1, blue: 0)
    private static let blue = UIColor(red: 0, green: 0, blue: 1)

    @Test(arguments: [1, 2])
    func aShapeMaskShowsTheViewItsShadowAndSubviewsInsideThePathOnly(bands: Int) throws {
        let (window, _, _) = makeScene()
        let renderer = CairoRenderer(scale: 1)
        renderer.compositingBands = bands
        renderer.attach(to: window)
        let image = try #require(renderer.render(window).image())
        #expect(image.color(atPixelX: 30, y: 50) == Self.red)  // inside the circle
        #expect(image.color(atPixelX: 70, y: 50) == Self.green)  // the subview, inside the circle
        // Outside it: what is below (the opaque red view hides nothing there) and no shadow.
        #expect(image.color(atPixelX: 3, y: 3) == Self.blue && image.color(atPixelX: 96, y: 3) == Self.blue)
        #expect(image.color(atPixelX: 3, y: 96) == .white && image.color(atPixelX: 96, y: 96) == .white)
        #expect(image.color(atPixelX: 120, y: 50) == .white)  // the subview past the view: masked too
    }

    @Test func aGradientMaskFadesTheViewAndTheViewsOpacityMultipliesIt() throws {
        let window = UIWindow(size: CGSize(width: 100, height: 100))
        window.backgroundColor = .white
        let view = UIView(frame: window.bounds)
        view.backgroundColor = .black
        window.addSubview(view)
        let fade = CAGradientLayer()
        fade.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
        fade.frame = view.bounds
        view.layer.mask = fade
        let renderer = CairoRenderer(scale: 1)
        renderer.attach(to: window)
        func brightness(atRow y: Int) throws -> Double {
            let image = try #require(renderer.render(window).image())
            return try #require(image.color(atPixelX: 50, y: y)).red
        }
        // Down the view its alpha goes from 1 to 0, so black over white goes to white: within
        // two levels of the gradient's value at the row's centre.
        #expect(try abs(brightness(atRow: 0) - 0.005) < 2.0 / 255)
        #expect(try abs(brightness(atRow: 50) - 0.505) < 2.0 / 255)
        view.alpha = 0.5
        #expect(try abs(brightness(atRow: 50) - (1 - 0.5 * 0.495)) < 2.0 / 255)
        fade.isHidden = true  // a hidden mask lets nothing through
        #expect(try brightness(atRow: 0) == 1)
    }

    @Test func anImageViewMasksWithItsImagesAlpha() throws {
        let window = UIWindow(size: CGSize(width: 100, height: 100))
        window.backgroundColor = .white
        let view = UIView(frame: window.bounds)
        view.backgroundColor = Self.red
        window.addSubview(view)
        // Opaque on its left half, clear on its right: 10 × 10 pixels stretched over the view.
        let opaque = UIImage.pixel(.black), clear = UIImage.pixel(.clear)
        let image = try #require(UIImage(pixelWidth: 10, pixelHeight: 10, pixels: (0..<100).map { $0 % 10 < 5 ? opaque : clear }))
        let imageView = UIImageView(image: image)
        imageView.frame = view.bounds
        view.mask = imageView
        let renderer = CairoRenderer(scale: 1)
        renderer.attach(to: window)
        let frame = try #require(renderer.render(window).image())
        #expect(frame.color(atPixelX: 20, y: 50) == Self.red && frame.color(atPixelX: 80, y: 50) == .white)
    }

    @Test func framesAsAMaskIsSetMovedAndUnsetMatchWholeComposites() throws {
        let (window, masked, mask) = makeScene()
        let renderer = CairoRenderer(scale: 2)
        renderer.attach(to: window)
        // Compared with a renderer drawing every frame whole (not a new one each time: a
        // rasterized layer is drawn from its bitmap from its second frame on).
        let whole = CairoRenderer(scale: 2)
        whole.compositesDamageOnly = false
        whole.attach(to: window)
        @discardableResult
        func expectWhole(_ step: String) -> Frame {
            let frame = renderer.render(window)
            #expect(frame.hasSamePixels(as: whole.render(window)), "\(step)")
            return frame
        }
        expectWhole("masked")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        mask.position.x += 7  // the circle moves: only where it was and is changes
        CATransaction.commit()
        let moved = expectWhole("mask moved")
        #expect(moved.damage?.isEmpty == false)
        masked.layer.mask = nil  // all of the view shows again
        expectWhole("unmasked")
        let label = UILabel(frame: CGRect(x: 0, y: 30, width: 100, height: 40))
        label.text = "Masked"
        label.font = UIFont.systemFont(ofSize: 30, weight: .bold)
        masked.subviews[0].mask = label  // the subview, through the letters only
        expectWhole("masked by text")
        masked.layer.shouldRasterize = true
        masked.layer.mask = mask
        expectWhole("rasterized")
        expectWhole("rasterized, from its bitmap")
        masked.layer.shouldRasterize = false
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 300
        masked.layer.transform = CATransform3DRotate(perspective, .pi / 6, 0, 1, 0)
        expectWhole("in perspective")
    }
}
