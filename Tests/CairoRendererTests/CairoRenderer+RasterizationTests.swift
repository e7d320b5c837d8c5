import Motion
import Testing
import TestSupport
import UIKit

@testable import CairoRenderer

/// Layers with `shouldRasterize`: drawn from one bitmap of their subtree, kept while nothing in
/// it changes, with the layer's own placement and opacity applied when it is composited.
@MainActor
struct CairoRendererRasterizationTests {
    /// The window's background in these frames.
    static let background = UIColor(white: 0.95, alpha: 1)

    /// A card like the feed's: a shadow around a rounded, clipping card holding a coloured
    /// header and a label. Returns the shadow view (the one to rasterize) and the label.
    private func addCard(to window: UIWindow) -> (card: UIView, label: UILabel) {
        let shadow = UIView(frame: CGRect(x: 30, y: 30, width: 140, height: 120))
        shadow.layer.shadowOpacity = 0.3
        shadow.layer.shadowRadius = 8
        shadow.layer.shadowOffset = CGSize(width: 0, height: 4)
        let card = UIView(frame: shadow.bounds)
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        card.layer.cornerCurve = .continuous
        card.clipsToBounds = true
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 140, height: 70))
        header.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.9)
        let label = UILabel(frame: CGRect(x: 12, y: 80, width: 116, height: 24))
        label.text = "Rasterized"
        card.addSubview(header)
        card.addSubview(label)
        shadow.addSubview(card)
        window.addSubview(shadow)
        return (shadow, label)
    }

    /// A renderer for `window` that composites every frame (an unchanged frame is not reused),
    /// so a second render of the same window draws the rasterized layer from its bitmap.
    private func compositingRenderer(for window: UIWindow, bands: Int = 1) -> CairoRenderer {
        let renderer = CairoRenderer(scale: 2)
        renderer.compositingBands = bands
        renderer.reusesUnchangedFrames = false
        renderer.attach(to: window)
        return renderer
    }

    /// A window with the card rasterized at scale 2 and a renderer for it (one that composites
    /// every frame with `compositingEveryFrame`).
    private func rasterizedCard(compositingEveryFrame: Bool = false) -> (window: UIWindow, renderer: CairoRenderer, card: UIView, label: UILabel) {
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        window.backgroundColor = Self.background
        let renderer = CairoRenderer(scale: 2)
        renderer.reusesUnchangedFrames = !compositingEveryFrame
        renderer.attach(to: window)
        let (card, label) = addCard(to: window)
        card.layer.shouldRasterize = true
        card.layer.rasterizationScale = 2
        return (window, renderer, card, label)
    }

    /// The window with the card, rendered with the card rasterized or not, after `change`: the
    /// second frame of it (a rasterized layer's first is drawn layer by layer).
    private func frame(rasterized: Bool, bands: Int = 1, _ change: (UIView) -> Void = { _ in }) throws -> UIImage {
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        window.backgroundColor = Self.background
        let renderer = compositingRenderer(for: window, bands: bands)
        let (card, _) = addCard(to: window)
        card.layer.shouldRasterize = rasterized
        card.layer.rasterizationScale = 2
        change(card)
        renderer.render(window)
        let image = try #require(renderer.render(window).image())
        #expect(renderer.statistics.rasterizedLayersRendered == (rasterized ? 1 : 0))
        return image
    }

    @Test func aRasterizedLayerAtRestLooksAsItsLayersDrawnOneByOne() throws {
        let layered = try frame(rasterized: false)
        let rasterized = try frame(rasterized: true)
        // The same layers, blended into a bitmap first: the same but for rounding (measured:
        // two pixels one step further apart).
        let comparison = compare(rasterized, layered, channelTolerance: 2)
        #expect(comparison.differingPixels == 0, "largest difference \(comparison.largestDifference)")
    }

    @Test func aRasterizedLayerScaledLooksAsItsLayersScaledOneByOne() throws {
        let pressed: (UIView) -> Void = { $0.transform = CGAffineTransform(scaleX: 0.95, y: 0.95) }
        let layered = try frame(rasterized: false, pressed)
        let rasterized = try frame(rasterized: true, pressed)
        // One bilinear resampling of the whole card instead of one per layer. Layer by layer,
        // the label's text is also laid out again at the scale it is shown at (1.9), so glyph
        // edges move by a fraction of a pixel; everything else stays within a few levels
        // (measured: 0.64 % of the pixels differ by more than 24, all on the text).
        let comparison = compare(rasterized, layered, channelTolerance: 24)
        #expect(comparison.differingFraction < 0.01, "\(comparison.differingPixels) pixels differ by more than 24")
        let close = compare(rasterized, layered, channelTolerance: 4)
        #expect(close.differingFraction < 0.02, "\(close.differingPixels) pixels differ by more than 4")
    }

    @Test func theBitmapIsMadeInTheSecondFrameAndReusedWhileTheLayerMovesScalesAndFades() throws {
        let (window, renderer, card, _) = rasterizedCard()
        renderer.render(window)
        // The first frame draws it layer by layer: it may be about to change again.
        #expect(renderer.statistics.rasterizedLayersRendered == 0)
        #expect(renderer.statistics.rasterizedLayersReused == 0)
        let changes = [{ card.transform = CGAffineTransform(scaleX: 0.95, y: 0.95) },
                       { card.center.x += 7.5 },
                       { card.alpha = 0.5 }]
        for (index, change) in changes.enumerated() {
            change()
            renderer.render(window)
            #expect(renderer.statistics.rasterizedLayersRendered == (index == 0 ? 1 : 0))
            #expect(renderer.statistics.rasterizedLayersReused == (index == 0 ? 0 : 1))
            #expect(renderer.statistics.contentRedraws == 0)
        }
    }

    @Test func aChangeInsideTheSubtreeRendersTheBitmapAgainOnceItStaysRedrawingOnlyWhatChanged() throws {
        let (window, renderer, card, label) = rasterizedCard(compositingEveryFrame: true)
        renderer.render(window)
        renderer.render(window)
        #expect(renderer.statistics.rasterizedLayersRendered == 1)
        label.text = "Changed"
        renderer.render(window)  // layer by layer: the label drawn again, its siblings' kept
        #expect(renderer.statistics.rasterizedLayersRendered == 0)
        #expect(renderer.statistics.contentRedraws == 1)
        card.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        let image = try #require(renderer.render(window).image())
        #expect(renderer.statistics.rasterizedLayersRendered == 1)
        #expect(renderer.statistics.contentRedraws == 0)
        // And what is shown is exactly what a renderer drawing it afresh shows (the bitmap the
        // old one gave up is written over: not a pixel of it shows).
        let afresh = try frame(rasterized: true) { card in
            card.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
            (card.subviews.first?.subviews.last as? UILabel)?.text = "Changed"
        }
        #expect(compare(image, afresh, channelTolerance: 0).differingPixels == 0)
    }

    @Test func aSubtreeThatChangesEveryFrameIsNeverRasterized() throws {
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        let renderer = CairoRenderer(scale: 2)
        renderer.attach(to: window)
        let (card, label) = addCard(to: window)
        card.layer.shouldRasterize = true
        for frame in 0..<5 {
            label.text = "Frame \(frame)"
            renderer.render(window)
            #expect(renderer.statistics.rasterizedLayersRendered == 0)
            #expect(renderer.statistics.contentRedraws == 1)
        }
        #expect(renderer.rasterCache.isEmpty)
    }

    @Test func theOpacityIsAppliedWhenTheBitmapIsCompositedNotRasterized() throws {
        let opaque = try frame(rasterized: true)
        let faded = try frame(rasterized: true) { $0.alpha = 0.5 }
        // The whole bitmap, shadow included, at half opacity over the background (so the
        // shadow under the card does not show through it, as with Core Animation's group
        // opacity): each pixel halfway between the opaque frame's and the background's.
        let background = UIImage.pixel(Self.background)
        var largest = 0
        for (shown, full) in zip(faded.pixels, opaque.pixels) {
            for shift: UInt32 in [16, 8, 0] {
                let expected = (Int((full >> shift) & 0xFF) + Int((background >> shift) & 0xFF)) / 2
                largest = Swift.max(largest, Swift.abs(Int((shown >> shift) & 0xFF) - expected))
            }
        }
        #expect(largest <= 2)  // two roundings
    }

    @Test func theBitmapIsMadeAtTheRasterizationScaleWithTheShadowInIt() throws {
        for (requested, made) in [(1.0, 1.0), (2.0, 2.0), (0.0, 1.0)] {
            let window = UIWindow(size: CGSize(width: 200, height: 200))
            let renderer = compositingRenderer(for: window)
            let (card, _) = addCard(to: window)
            card.layer.shouldRasterize = true
            card.layer.rasterizationScale = requested  // 0 becomes 1
            renderer.render(window)
            renderer.render(window)
            let raster = try #require(renderer.rasterCache[ObjectIdentifier(card)])
            #expect(raster.scale == made)
            // The card's 140 × 120 points, its shadow's reach (2 × radius + 1 = 17; moved 4
            // down) and 2 points for antialiasing on each side.
            #expect(raster.extent == CGRect(x: -19, y: -15, width: 178, height: 158))
            #expect(raster.surface.pixelWidth == Int(178 * made) && raster.surface.pixelHeight == Int(158 * made))
        }
    }

    /// The frame that first draws a rasterized layer from its bitmap (its third: the first
    /// records what is in it, the second finds it the same) changes its pixels, and damages
    /// them in that frame, not the next: while a dot elsewhere moves each frame, a renderer
    /// compositing only the damage has the pixels of one compositing whole in every frame.
    /// (Rasterized at half the screen's scale, the card's bitmap is visibly coarser.)
    @Test func theFrameThatFirstDrawsALayerFromItsBitmapDamagesIt() {
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        window.backgroundColor = Self.background
        let (card, _) = addCard(to: window)
        card.layer.shouldRasterize = true
        card.layer.rasterizationScale = 1
        let dot = UIView(frame: CGRect(x: 185, y: 5, width: 6, height: 6))
        dot.backgroundColor = .black
        window.addSubview(dot)
        let renderer = CairoRenderer(scale: 2)
        renderer.attach(to: window)
        let whole = CairoRenderer(scale: 2)
        whole.compositesDamageOnly = false
        var rendered = 0
        for step in 1...4 {
            dot.frame.origin.y += 10
            let frame = renderer.render(window)
            rendered += renderer.statistics.rasterizedLayersRendered
            #expect(frame.hasSamePixels(as: whole.render(window)), "frame \(step) differs from the whole composite")
        }
        #expect(rendered == 1)
    }

    @Test func bandsDrawARasterizedLayerAsOneThreadDoes() throws {
        let pressed: (UIView) -> Void = {
            $0.transform = CGAffineTransform(scaleX: 0.93, y: 0.93).rotated(by: 0.05)
            $0.alpha = 0.8
        }
        let one = try frame(rasterized: true, bands: 1, pressed)
        let four = try frame(rasterized: true, bands: 4, pressed)
        #expect(compare(one, four, channelTolerance: 0).differingPixels == 0)
    }

    /// A rasterized account sheet like fuzzed seed 76's (rounded, clipping) holding a white
    /// card with rounded corners at `cardY`, and a renderer at scale 1 compositing in `bands`.
    private func rasterizedSheet(cardY: Double, bands: Int) -> (window: UIWindow, renderer: CairoRenderer, sheet: UIView, card: UIView) {
        let window = UIWindow(size: CGSize(width: 390, height: 400))
        window.backgroundColor = .white
        let renderer = CairoRenderer(scale: 1)
        renderer.compositingBands = bands
        renderer.reusesUnchangedFrames = false
        renderer.attach(to: window)
        let sheet = UIView(frame: CGRect(x: 0, y: 20.749, width: 390, height: 300))
        sheet.backgroundColor = UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255)
        sheet.layer.cornerRadius = 10
        sheet.layer.cornerCurve = .continuous
        sheet.clipsToBounds = true
        let card = UIView(frame: CGRect(x: 16, y: cardY, width: 358, height: 76))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.cornerCurve = .continuous
        sheet.addSubview(card)
        window.addSubview(sheet)
        sheet.layer.shouldRasterize = true
        sheet.layer.rasterizationScale = 1
        return (window, renderer, sheet, card)
    }

    /// The rows a bitmap's bands must not start on are its views' curves inside path clips,
    /// in the bitmap's pixels: the card's corners inside the sheet's rounded clip (the
    /// sheet's own corners are not over the card); with a square sheet, none.
    @Test func theRowsABitmapsBandsAvoidAreTheCornersDrawnInsideItsRoundedClips() {
        let (_, _, sheet, card) = rasterizedSheet(cardY: 137.74, bands: 2)
        let map = ProjectiveTransform.identity
        let rows = CairoRenderer.rowCurves(inBitmapOf: sheet, state: sheet.presentation, map: map, width: 392, height: 302)
        #expect(rows == CairoRenderer.cornerBoxes(of: card.frame, cornerRadius: 12, affine: .identity))
        #expect(rows.count == 4)
        sheet.layer.cornerRadius = 0
        #expect(CairoRenderer.rowCurves(inBitmapOf: sheet, state: sheet.presentation, map: map, width: 392, height: 302).isEmpty)
    }

    /// Drawn into its bitmap in two bands, the sheet came out one pixel a level off the same
    /// bitmap drawn in one (the second band's first row through the card's corner, which Cairo
    /// intersects with the sheet's rounded clip: found by moving the card 0.37 points at a
    /// time, 1 placement of 200). The bands now start clear of the card's corners.
    @Test func aBitmapsBandsCutOutsideCornersInsideItsRoundedClipDrawWhatOneBandDraws() throws {
        func frame(bands: Int) throws -> UIImage {
            let (window, renderer, _, _) = rasterizedSheet(cardY: 137.74, bands: bands)
            renderer.render(window)
            let image = try #require(renderer.render(window).image())
            #expect(renderer.statistics.rasterizedLayersRendered == 1)
            return image
        }
        #expect(compare(try frame(bands: 2), try frame(bands: 1), channelTolerance: 0).differingPixels == 0)
    }

    /// Inside its bitmap, what is opaque hides what it covers, as on a frame: the bitmap's
    /// clearing, the card's shadow and its white fill are drawn around what covers them, to
    /// the same pixels as a renderer that draws everything.
    @Test(arguments: [1, 2])
    func insideTheBitmapWhatIsOpaqueHidesWhatItCoversToTheSamePixels(bands: Int) throws {
        func render(skippingOccluded: Bool) throws -> (image: UIImage, occluded: Int, holes: Int) {
            let window = UIWindow(size: CGSize(width: 200, height: 200))
            window.backgroundColor = Self.background
            let renderer = compositingRenderer(for: window, bands: bands)
            renderer.skipsOccludedDrawing = skippingOccluded
            let (card, _) = addCard(to: window)
            card.layer.shouldRasterize = true
            card.layer.rasterizationScale = 2
            card.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
            renderer.render(window)
            let image = try #require(renderer.render(window).image())
            #expect(renderer.statistics.rasterizedLayersRendered == 1)
            return (image, renderer.statistics.operationsOccluded, renderer.statistics.operationHoles)
        }
        let skipping = try render(skippingOccluded: true)
        let drawingAll = try render(skippingOccluded: false)
        #expect(drawingAll.occluded == 0 && drawingAll.holes == 0)
        // On the frame, its clearing is dropped under the window's background (the scaled
        // bitmap covers nothing); in the bitmap, its clearing and the card's shadow get two
        // holes each under the card (its interior: a cross of two rectangles between its
        // corners; the shadow, laid out as its whole mask from its first frame, takes them as
        // the mask does), and the card's fill one under its header.
        #expect(skipping.occluded == 1)
        #expect(skipping.holes == 5)
        #expect(compare(skipping.image, drawingAll.image, channelTolerance: 0).differingPixels == 0)
    }

    @Test func aLayerThatBlursWhatIsBehindItIsNotRasterized() throws {
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        let renderer = CairoRenderer(scale: 2)
        renderer.attach(to: window)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        blur.frame = CGRect(x: 20, y: 20, width: 100, height: 100)
        blur.layer.shouldRasterize = true
        window.addSubview(blur)
        renderer.render(window)
        #expect(renderer.statistics.rasterizedLayersRendered == 0)
        #expect(renderer.statistics.backdropBlursComputed == 1)
    }

    @Test func turningRasterizationOffDrawsTheLayersAgainAndKeepsTheBitmapForTheNextOne() throws {
        let (window, renderer, card, label) = rasterizedCard(compositingEveryFrame: true)
        renderer.render(window)
        renderer.render(window)
        card.layer.shouldRasterize = false
        renderer.render(window)
        #expect(renderer.statistics.rasterizedLayersReused == 0)
        #expect(renderer.rasterCache.isEmpty)
        #expect(renderer.spareBitmaps.count == 1)
        // Rasterized again with other text: the spare bitmap is written over, cleared first
        // (the old text would show through otherwise).
        label.text = "Changed"
        card.layer.shouldRasterize = true
        renderer.render(window)
        let image = try #require(renderer.render(window).image())
        #expect(renderer.statistics.rasterizedLayersRendered == 1)
        #expect(renderer.spareBitmaps.count == 0)
        let afresh = try self.frame(rasterized: true) { card in
            (card.subviews.first?.subviews.last as? UILabel)?.text = "Changed"
        }
        #expect(compare(image, afresh, channelTolerance: 0).differingPixels == 0)
    }

    /// The first card pressed in a window with a backdrop is drawn into the memory of a
    /// frame-sized spare made ahead, though its bitmap (shadow included) is wider than the
    /// frame, and looks as one drawn into new memory.
    @Test func aBitmapWiderThanTheFrameIsDrawnIntoTheMemoryOfAFrameSizedSpare() throws {
        func render(keepingSpares: Bool) throws -> (image: UIImage, raster: CairoSurface, prepared: [PixelMemory]) {
            let window = UIWindow(size: CGSize(width: 200, height: 200))
            window.backgroundColor = Self.background
            let renderer = compositingRenderer(for: window)
            let bar = UIVisualEffectView(effect: UIBlurEffect(style: .light))
            bar.frame = CGRect(x: 0, y: 170, width: 200, height: 30)
            window.addSubview(bar)
            let (card, _) = addCard(to: window)
            card.frame = CGRect(x: -5, y: 20, width: 210, height: 110)  // 420 + shadow > 400 pixels wide
            card.subviews.first?.frame = card.bounds
            card.layer.shouldRasterize = true
            card.layer.rasterizationScale = 2
            renderer.render(window)  // spares made ahead: the window shows a backdrop
            let prepared = renderer.spareBitmaps.bitmaps.compactMap(\.memory)
            if !keepingSpares { renderer.spareBitmaps = SpareBitmaps(capacity: CairoRenderer.maximumSpareBitmaps) }
            let image = try #require(renderer.render(window).image())
            #expect(renderer.statistics.rasterizedLayersRendered == 1)
            let raster = try #require(renderer.rasterCache[ObjectIdentifier(card)])
            return (image, raster.surface, prepared)
        }
        let spare = try render(keepingSpares: true)
        #expect(spare.raster.pixelWidth > 400)
        #expect(spare.prepared.count == CairoRenderer.maximumSpareBitmaps)
        #expect(spare.prepared.contains { $0 === spare.raster.memory })
        let new = try render(keepingSpares: false)
        #expect(!new.prepared.contains { $0 === new.raster.memory })
        #expect(compare(spare.image, new.image, channelTolerance: 0).differingPixels == 0)
    }

    @Test func aLayerWhoseBitmapWouldDwarfTheFrameIsDrawnLayerByLayer() throws {
        let (window, renderer, card, _) = rasterizedCard(compositingEveryFrame: true)
        // A subview far below the card's unclipped bounds: a bitmap of 178 × 6,000 points at
        // scale 2 would hold over 26 frames' pixels.
        let far = UIView(frame: CGRect(x: 0, y: 5_800, width: 20, height: 20))
        far.backgroundColor = .red
        card.addSubview(far)
        renderer.render(window)
        let image = try #require(renderer.render(window).image())
        #expect(renderer.statistics.rasterizedLayersRendered == 0)
        #expect(renderer.rasterCache.isEmpty)
        // Still drawn: the card as layer by layer.
        let layered = try frame(rasterized: false) { $0.addSubview(UIView(frame: CGRect(x: 0, y: 5_800, width: 20, height: 20))) }
        #expect(compare(image, layered, channelTolerance: 0).differingPixels == 0)
    }

    @Test func aSnapshotBetweenFramesShowsTheSubtreeAsItIsNow() throws {
        let (window, renderer, card, label) = rasterizedCard(compositingEveryFrame: true)
        renderer.render(window)
        renderer.render(window)  // the bitmap is made
        label.text = "Changed"  // and stale now, before the next frame
        let snapshot = try #require(renderer.snapshot(of: card, scale: 2, leavingOut: []))
        let (otherWindow, fresh, otherCard, otherLabel) = rasterizedCard()
        otherLabel.text = "Changed"
        _ = otherWindow
        let expected = try #require(fresh.snapshot(of: otherCard, scale: 2, leavingOut: []))
        #expect(compare(snapshot, expected, channelTolerance: 0).differingPixels == 0)
    }
}
