import Motion
import Testing
import TestSupport
import UIKit

@testable import CairoRenderer

/// Skipping what opaque views cover: the drawing an opaque fill or a fully shown opaque
/// backdrop hides is dropped before it is replayed, and only that; a fill or shadow it hides in
/// large part is drawn around it. Each scene is rendered with skipping on (in one band and in
/// two) and off, and the frames are compared on every pixel; the number of operations skipped
/// (and of holes) is checked too, so no case passes by skipping nothing.
@MainActor
struct CompositingPassTests {
    /// Renders the scene `build` makes `frames` times (each composited whole) with skipping on,
    /// in one and in two bands, and off (the walk drawing as it goes); expects the same pixels
    /// in the last frame and returns the operations skipped in it. The frame's own clear is
    /// one of them whenever the window's opaque background covers it.
    private func occludedOperations(frames count: Int = 1, _ build: (UIWindow) -> Void,
                                    sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        try skippedDrawing(frames: count, build, sourceLocation: sourceLocation).operations
    }

    /// As ``occludedOperations(frames:_:sourceLocation:)``: the operations skipped, and the
    /// holes made in those left.
    private func skippedDrawing(frames count: Int = 1, _ build: (UIWindow) -> Void,
                                sourceLocation: SourceLocation = #_sourceLocation) throws -> (operations: Int, holes: Int) {
        var frames: [UIImage] = []
        var skipped: [Int] = []
        var holesMade: [Int] = []
        for (skips, bands) in [(false, 1), (true, 1), (true, 2)] {
            let window = UIWindow(size: CGSize(width: 160, height: 160))
            window.backgroundColor = .white
            build(window)
            let renderer = CairoRenderer(scale: 2)
            renderer.attach(to: window)
            renderer.reusesUnchangedFrames = false
            renderer.skipsOccludedDrawing = skips
            renderer.compositingBands = bands
            var frame: UIImage?
            for _ in 0..<count { frame = renderer.render(window).image() }
            frames.append(try #require(frame, sourceLocation: sourceLocation))
            skipped.append(renderer.statistics.operationsOccluded)
            holesMade.append(renderer.statistics.operationHoles)
        }
        #expect(skipped[0] == 0 && holesMade[0] == 0, "nothing is skipped with skipping off", sourceLocation: sourceLocation)
        #expect(skipped[1] == skipped[2] && holesMade[1] == holesMade[2], "one band and two skip the same", sourceLocation: sourceLocation)

        for frame in frames.dropFirst() {
            #expect(compare(frame, frames[0], channelTolerance: 0).differingPixels == 0, sourceLocation: sourceLocation)
        }
        return (skipped[1], holesMade[1])
    }

    private static func label(_ text: String, frame: CGRect) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.textColor = UIColor(red: 0.8, green: 0.1, blue: 0.1)
        return label
    }

    /// An opaque square view hides the label below it: on whole points, and with fractional
    /// edges, whose whole pixels still cover the label's.
    @Test(arguments: [CGRect(x: 10, y: 10, width: 120, height: 60), CGRect(x: 10.25, y: 10.25, width: 120.5, height: 60.5)])
    func anOpaqueSquareViewHidesTheDrawingBelowIt(cover frame: CGRect) throws {
        let skipped = try occludedOperations { window in
            window.addSubview(Self.label("Hidden", frame: CGRect(x: 20, y: 20, width: 80, height: 30)))
            let cover = UIView(frame: frame)
            cover.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.9)
            window.addSubview(cover)
        }
        #expect(skipped == 2)  // the clear (under the window's white) and the label
    }

    /// A square fill on fractions of a pixel is drawn as its whole pixels inside every clip,
    /// which take holes, and the rest through the clips, to the pixels of one fill: opaque or
    /// translucent, on the window or filling a rounded card whose corners cut it, the panel is
    /// drawn around the square view over its middle.
    @Test(arguments: [(alpha: 1.0, inRoundedCard: false), (alpha: 0.6, inRoundedCard: false), (alpha: 1.0, inRoundedCard: true)])
    func aSquareFillOnFractionsOfAPixelIsDrawnAroundWhatCoversIt(alpha: Double, inRoundedCard: Bool) throws {
        let result = try skippedDrawing { window in
            let frame = CGRect(x: 10.3, y: 12.6, width: 130.45, height: 120.2)
            let panel = UIView(frame: inRoundedCard ? CGRect(origin: .zero, size: frame.size) : frame)
            panel.backgroundColor = UIColor(red: 0.3, green: 0.6, blue: 0.2, alpha: alpha)
            if inRoundedCard {
                let card = UIView(frame: frame)
                card.layer.cornerRadius = 16
                card.clipsToBounds = true
                card.addSubview(panel)
                window.addSubview(card)
            } else {
                window.addSubview(panel)
            }
            let cover = UIView(frame: CGRect(x: 20, y: 30, width: 110, height: 80))
            cover.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.9)
            window.addSubview(cover)
        }
        #expect(result.operations == 1)  // the clear, under the window's white
        // The panel's whole pixels around the cover, and the window's fill around the cover
        // (the translucent panel) or the opaque panel, which in the card covers only the
        // card's cross, so the cover makes a hole of its own there. Drawn whole, the panel
        // would take none.
        #expect(result.holes == (inRoundedCard ? 3 : 2))
    }

    /// A cover in a clipping container hides only what lies inside the clip: a label reaching
    /// below the container is drawn, one inside it is skipped (with the clear, every time).
    @Test(arguments: [(labelTop: 20.0, skipped: 1), (labelTop: 8.0, skipped: 2)])
    func aClippedCoverHidesOnlyWhatLiesInsideTheClip(labelTop: Double, skipped expected: Int) throws {
        let skipped = try occludedOperations { window in
            window.addSubview(Self.label("Under", frame: CGRect(x: 20, y: labelTop, width: 100, height: 20)))
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 35))
            container.clipsToBounds = true
            window.addSubview(container)
            let cover = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 120))
            cover.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.9)
            container.addSubview(cover)
        }
        #expect(skipped == expected)
    }

    @Test(arguments: ["rounded", "translucent", "faded", "in a group", "turned"])
    func aCoverThatDoesNotReplaceEveryPixelHidesNothing(kind: String) throws {
        let skipped = try occludedOperations { window in
            window.addSubview(Self.label("Seen", frame: CGRect(x: 20, y: 20, width: 80, height: 30)))
            let cover = UIView(frame: CGRect(x: 10, y: 10, width: 120, height: 60))
            cover.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.9)
            switch kind {
            case "rounded": cover.layer.cornerRadius = 12  // the label reaches into a corner, past its cross
            case "translucent": cover.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.98)
            case "faded": cover.alpha = 0.98
            case "in a group":
                // A translucent container with subviews is composited as a group: what is
                // drawn in it reaches the frame only when the group is painted.
                let group = UIView(frame: window.bounds)
                group.alpha = 0.5
                group.addSubview(cover)
                group.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
                window.addSubview(group)
                return
            case "turned": cover.transform = CGAffineTransform(rotationAngle: 0.02)
            default: Issue.record("unknown case \(kind)")
            }
            window.addSubview(cover)
        }
        #expect(skipped == 1)  // the clear only
    }

    /// The Today card: a shadow cast by a view that draws nothing, under a rounded, opaque
    /// card. The card's cross covers most of the shadow and of the window's fill: both are
    /// drawn around it (two holes each; the shadow from its second frame, once it has a whole
    /// mask), and the label the cross covers whole is skipped. Turned a little, the card covers
    /// nothing.
    @Test(arguments: [(turned: false, skipped: 2, holes: 4), (turned: true, skipped: 0, holes: 0)])
    func aRoundedOpaqueCardIsDrawnOverHolesInTheShadowAndFillBelowIt(turned: Bool, skipped: Int, holes: Int) throws {
        let result = try skippedDrawing(frames: 2) { window in
            let shadow = UIView(frame: CGRect(x: 20, y: 20, width: 120, height: 100))
            shadow.layer.shadowOpacity = 0.3
            shadow.layer.shadowRadius = 8
            shadow.layer.shadowOffset = CGSize(width: 0, height: 6)
            shadow.layer.shadowPath = UIBezierPath(roundedRect: shadow.bounds, cornerRadius: 16).cgPath
            window.addSubview(shadow)
            window.addSubview(Self.label("Under", frame: CGRect(x: 45, y: 50, width: 70, height: 20)))
            let card = UIView(frame: shadow.frame)
            card.backgroundColor = UIColor(red: 0.95, green: 0.9, blue: 0.8)
            card.layer.cornerRadius = 16
            card.clipsToBounds = true
            if turned { card.transform = CGAffineTransform(rotationAngle: 0.01) }
            window.addSubview(card)
        }
        // Skipped: the label, and the clear (under the window's white).
        #expect(result.operations == (turned ? 1 : skipped))
        #expect(result.holes == holes)
    }

    /// Inside a rounded clip, which Cairo cannot list as rectangles, an opaque view still hides
    /// what its part inside the clip covers (its covers in the frame's signature: the clip
    /// shortened by its corners): the card's own rounded background is drawn around its opaque
    /// content (one hole, beside the window's fill's two around the card), and a label under
    /// the content is skipped, on whole points and on fractional ones. On fractional ones the
    /// card's background is drawn in two parts, its whole pixels clear of its corners (which
    /// take the hole) and the rest in strips around them: whole, a rounded fill whose sides
    /// fall between pixels comes out a level off on them through the clip around its holes.
    /// Turned, the card and its content cover nothing. (Before covers passed rounded clips: one
    /// skipped, two holes.)
    @Test(arguments: [(origin: 20.0, turned: false, skipped: 2, holes: 3), (origin: 20.3, turned: false, skipped: 2, holes: 3),
                      (origin: 20.0, turned: true, skipped: 0, holes: 0)])
    func anOpaqueViewInsideARoundedClipHidesWhatItsCrossCovers(origin: Double, turned: Bool, skipped: Int, holes: Int) throws {
        let result = try skippedDrawing { window in
            let card = UIView(frame: CGRect(x: origin, y: origin, width: 120, height: 100))
            card.backgroundColor = UIColor(red: 0.95, green: 0.9, blue: 0.8)
            card.layer.cornerRadius = 16
            card.clipsToBounds = true
            if turned { card.transform = CGAffineTransform(rotationAngle: 0.01) }
            window.addSubview(card)
            card.addSubview(Self.label("Under", frame: CGRect(x: 25, y: 30, width: 70, height: 20)))
            let content = UIView(frame: card.bounds)
            content.backgroundColor = UIColor(red: 0.1, green: 0.3, blue: 0.6)
            card.addSubview(content)
        }
        // Skipped: the label, and the clear (under the window's white).
        #expect(result.operations == (turned ? 1 : skipped))
        #expect(result.holes == holes)
    }

    /// An opaque square over a rounded card's corner, its right side through the corner's
    /// curve: what is below the card is drawn around it (holes), the card's fill whole (Cairo
    /// would cut the corner at the hole's side: one to six pixels off, before).
    @Test(arguments: [34.0, 36.5, 38.0, 40.0, 42.5, 44.0, 46.0, 48.5, 50.0])
    func anOpaqueSquareThroughARoundedCornerLeavesTheCornersPixels(side: Double) throws {
        let result = try skippedDrawing { window in
            let card = UIView(frame: CGRect(x: 20, y: 20, width: 120, height: 100))
            card.backgroundColor = UIColor(red: 0.95, green: 0.9, blue: 0.8)
            card.layer.cornerRadius = 30
            card.layer.cornerCurve = .continuous
            window.addSubview(card)
            let square = UIView(frame: CGRect(x: 0, y: 30, width: side, height: 120))
            square.backgroundColor = UIColor(red: 0.1, green: 0.3, blue: 0.6)
            window.addSubview(square)
        }
        #expect(result.holes >= 1)
    }

    /// The same square over the corner of a rounded card that clips a square fill: the fill's
    /// holes stay inside its cover clip (the card's bounds less its corners' rows), so the
    /// fill keeps its pixels where the card's clip rounds it (two of the nine widths were
    /// off before).
    @Test(arguments: [34.0, 36.5, 38.0, 40.0, 42.5, 44.0, 46.0, 48.5, 50.0])
    func anOpaqueSquareThroughARoundedClipsCornerLeavesTheCornersPixels(side: Double) throws {
        let result = try skippedDrawing { window in
            let card = UIView(frame: CGRect(x: 20, y: 20, width: 120, height: 100))
            card.layer.cornerRadius = 30
            card.layer.cornerCurve = .continuous
            card.clipsToBounds = true
            let content = UIView(frame: card.bounds)
            content.backgroundColor = UIColor(red: 0.95, green: 0.9, blue: 0.8)
            card.addSubview(content)
            window.addSubview(card)
            let square = UIView(frame: CGRect(x: 0, y: 30, width: side, height: 120))
            square.backgroundColor = UIColor(red: 0.1, green: 0.3, blue: 0.6)
            window.addSubview(square)
        }
        #expect(result.holes >= 1)
    }

    /// A bitmap every pixel of which is opaque, copied unscaled and unfaded, hides what is below
    /// it inside the clips around it, as an opaque fill does: inside a rounded card, the label
    /// under an opaque image is skipped and the card's rounded background is drawn around the
    /// image (one hole more than the window's fill's two around the card). Scaled down, its
    /// bitmap is drawn again at the scale it is shown at, and hides the label still. With one
    /// transparent pixel in the image, faded, or turned (sampled, not copied), the image hides
    /// nothing: only the frame's clear under the window's white is skipped.
    @Test(arguments: [(transparentPixel: false, alpha: 1.0, transform: CGAffineTransform.identity, hides: true),
                      (transparentPixel: false, alpha: 1.0, transform: CGAffineTransform(scaleX: 0.9, y: 0.9), hides: true),
                      (transparentPixel: true, alpha: 1.0, transform: CGAffineTransform.identity, hides: false),
                      (transparentPixel: false, alpha: 0.5, transform: CGAffineTransform.identity, hides: false),
                      (transparentPixel: false, alpha: 1.0, transform: CGAffineTransform(rotationAngle: 0.01), hides: false)])
    func anOpaqueBitmapHidesWhatItCovers(transparentPixel: Bool, alpha: Double, transform: CGAffineTransform, hides: Bool) throws {
        // 120 × 100 points at scale 2, a warm gradient down the rows, opaque but for one pixel.
        var pixels = [UInt32](repeating: 0, count: 240 * 200)
        for row in 0..<200 {
            for column in 0..<240 {
                let red = UInt32(200 + row / 4), green = UInt32(120 + column / 4)
                pixels[row * 240 + column] = 0xFF00_0000 | red << 16 | green << 8 | 40
            }
        }
        if transparentPixel { pixels[240 * 120 + 100] = 0 }
        let image = try #require(UIImage(pixelWidth: 240, pixelHeight: 200, scale: 2, pixels: pixels))
        let result = try skippedDrawing { window in
            let card = UIView(frame: CGRect(x: 20, y: 20, width: 120, height: 100))
            card.backgroundColor = UIColor(red: 0.95, green: 0.9, blue: 0.8)
            card.layer.cornerRadius = 16
            card.clipsToBounds = true
            window.addSubview(card)
            card.addSubview(Self.label("Under", frame: CGRect(x: 25, y: 30, width: 70, height: 20)))
            let imageView = UIImageView(image: image)
            imageView.frame = card.bounds
            imageView.alpha = alpha
            imageView.transform = transform
            card.addSubview(imageView)
        }
        #expect(result.operations == (hides ? 2 : 1))
        #expect(result.holes == (hides ? 3 : 2))
    }

    /// An opaque bitmap drawn from its bitmap at another scale (a view shrinking, its content
    /// not drawn again mid-animation) hides what is below its inside less the filter's reach:
    /// the label under the image is skipped, with the pixels of a renderer that draws it all.
    /// Turned a little, it hides nothing.
    @Test(arguments: [(transform: CGAffineTransform(scaleX: 0.9, y: 0.9), hides: true),
                      (transform: CGAffineTransform(scaleX: 0.9, y: 0.9).rotated(by: 0.01), hides: false)])
    func anOpaqueBitmapDrawnScaledHidesItsInside(transform: CGAffineTransform, hides: Bool) throws {
        var pixels = [UInt32](repeating: 0, count: 240 * 200)
        for row in 0..<200 {
            for column in 0..<240 { pixels[row * 240 + column] = 0xFF00_0000 | UInt32(200 + row / 4) << 16 | UInt32(120 + column / 4) << 8 | 40 }
        }
        let image = try #require(UIImage(pixelWidth: 240, pixelHeight: 200, scale: 2, pixels: pixels))
        let window = UIWindow(size: CGSize(width: 160, height: 160))
        window.backgroundColor = .white
        window.addSubview(Self.label("Under", frame: CGRect(x: 30, y: 40, width: 70, height: 20)))
        let imageView = UIImageView(image: image)
        imageView.frame = CGRect(x: 20, y: 20, width: 120, height: 100)
        window.addSubview(imageView)
        let skipping = CairoRenderer(scale: 2), plain = CairoRenderer(scale: 2)
        plain.skipsOccludedDrawing = false
        for renderer in [skipping, plain] {
            renderer.reusesUnchangedFrames = false
            renderer.compositingBands = 2
        }
        skipping.attach(to: window)
        _ = skipping.render(window)
        _ = plain.render(window)
        let unscaled = skipping.statistics.operationsOccluded
        imageView.transform = transform  // the bitmap drawn at scale 2 is sampled at 1.8
        let mine = try #require(skipping.render(window).image()), theirs = try #require(plain.render(window).image())
        #expect(compare(mine, theirs, channelTolerance: 0).differingPixels == 0)
        #expect(skipping.statistics.contentRedraws == 0)
        // Unscaled, the label and the frame's clear were skipped; scaled, the label still is
        // (it lies well inside), turned, only the clear.
        #expect(unscaled == 2)
        #expect(skipping.statistics.operationsOccluded == (hides ? 2 : 1))
    }

    @Test func aFullyShownOpaqueBackdropHidesWhatItBlursOnceItsBlurIsKept() throws {
        func rows(_ window: UIWindow) {
            for row in 0..<4 {
                window.addSubview(Self.label("Row \(row)", frame: CGRect(x: 10, y: 10 + Double(row) * 30, width: 120, height: 24)))
            }
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
            blur.frame = window.bounds
            window.addSubview(blur)
        }
        // In the first frame the blur reads the rows, so they are drawn; in the second its
        // blur is kept and covers them all, with the window's fill and the clear.
        #expect(try occludedOperations(frames: 1, rows) == 1)
        #expect(try occludedOperations(frames: 2, rows) == 6)
    }

    /// After a backdrop, the work left (labels in the top quarter) falls on one band: the bands
    /// are cut anew, and new band contexts replay the clip of the rounded container they are
    /// in. Inside a group (the container partly transparent) they are not, since the group
    /// lives in the old contexts. Either way the pixels are those of one thread drawing as it
    /// goes.
    @Test(arguments: [false, true])
    func bandsCutAnewAfterABackdropDrawWhatOneThreadDraws(insideAGroup: Bool) throws {
        func render(bands: Int) throws -> (image: UIImage, recuts: Int) {
            let window = UIWindow(size: CGSize(width: 160, height: 320))
            window.backgroundColor = .white
            for index in 0..<8 {
                let stripe = UIView(frame: CGRect(x: 0, y: 160 + Double(index) * 20, width: 160, height: 10))
                stripe.backgroundColor = UIColor(hue: Double(index) / 8, saturation: 0.8, brightness: 0.9, alpha: 1)
                window.addSubview(stripe)
            }
            let container = UIView(frame: CGRect(x: 4, y: 4, width: 152, height: 312))
            container.clipsToBounds = true
            container.layer.cornerRadius = 24
            if insideAGroup { container.alpha = 0.6 }
            window.addSubview(container)
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
            blur.frame = CGRect(x: 0, y: 150, width: 152, height: 40)
            container.addSubview(blur)
            for index in 0..<4 {
                container.addSubview(Self.label("Row \(index)", frame: CGRect(x: 4, y: 4 + Double(index) * 18, width: 140, height: 16)))
            }
            let renderer = CairoRenderer(scale: 2)
            renderer.attach(to: window)
            renderer.reusesUnchangedFrames = false
            renderer.skipsOccludedDrawing = bands > 1
            renderer.compositingBands = bands
            let image = try #require(renderer.render(window).image())
            #expect(renderer.statistics.backdropBlursComputed == 1)
            return (image, renderer.statistics.bandsRecut)
        }
        let plain = try render(bands: 1)
        let banded = try render(bands: 2)
        #expect(compare(banded.image, plain.image, channelTolerance: 0).differingPixels == 0)
        #expect(banded.recuts == (insideAGroup ? 0 : 1))
    }
}
