import Motion
import Testing
import TestSupport
import UIKit

@testable import CairoRenderer

/// The backdrop pipeline as a whole: how much a backdrop is shrunk, the shrunken blur against
/// the full-size one, and the fading backdrop against a blend of its ends.
@MainActor
struct CairoRendererBackdropTests {
    static func randomPixels(count: Int, seed: UInt64, opaque: Bool = false) -> [UInt32] {
        PixelKernelsTests.randomPixels(count: count, seed: seed, opaque: opaque)
    }

    static func channel(_ pixel: UInt32, _ index: Int) -> Int { PixelKernelsTests.channel(pixel, index) }

    @Test func wideBlursShrinkEightTimesAndNarrowOnesFour() {
        // σ = radius / 2 × scale: the App Store's radius 20 at scale 2 and 3 is wide.
        #expect(CairoRenderer.shrinkFactor(sigma: 20) == 8 && CairoRenderer.shrinkFactor(sigma: 30) == 8)
        #expect(CairoRenderer.shrinkFactor(sigma: 10) == 4 && CairoRenderer.shrinkFactor(sigma: 19.9) == 4)
        #expect(CairoRenderer.shrinkFactor(sigma: .nan) == 4 && CairoRenderer.shrinkFactor(sigma: .infinity) == 4)
    }

    /// Shrink, blur (σ in full-size pixels) and scale back up, as a backdrop does.
    static func blurred(_ pixels: [UInt32], width: Int, height: Int, sigma: Double, factor: Int) -> [UInt32] {
        var small = PixelKernels.shrink(pixels, width: width, height: height, factor: factor)
        BoxBlur.blur(&small.pixels, width: small.width, height: small.height, sigma: sigma / Double(factor))
        var result = [UInt32](repeating: 0, count: width * height)
        result.withUnsafeMutableBufferPointer {
            PixelKernels.upscale(small.pixels, width: small.width, height: small.height, factor: factor,
                                  into: $0.baseAddress!, rowLength: width, width: width, height: height)
        }
        return result
    }

    @Test(arguments: [20.0, 30.0])
    func shrunkenBlursMatchTheFullSizeBlurAwayFromTheEdges(sigma: Double) {
        // Hard edges at every scale: stripes of 3, 16 and 50 pixels, a checkerboard and noise.
        let width = 480, height = 480
        var generator = SeededGenerator(seed: 9)
        let pixels = (0..<(width * height)).map { index -> UInt32 in
            let x = index % width, y = index / width
            let value: UInt32
            switch y / 120 {
            case 0: value = (x / 3) % 2 == 0 ? 255 : 0
            case 1: value = (x / 16) % 2 == 0 ? 230 : 20
            case 2: value = ((x / 50) + (y / 50)) % 2 == 0 ? 200 : 40
            default: value = UInt32(generator.nextUnit() * 255.99)
            }
            return 0xFF00_0000 | value << 16 | (255 - value) << 8 | value / 2
        }
        var exact = pixels
        BoxBlur.blur(&exact, width: width, height: height, sigma: sigma)
        func error(factor: Int) -> (worst: Int, mean: Double) {
            let result = Self.blurred(pixels, width: width, height: height, sigma: sigma, factor: factor)
            var worst = 0, total = 0
            // Away from the image's edges, which both extend a block (not a pixel) outward.
            let margin = Int(2 * sigma)
            var count = 0
            for y in margin..<(height - margin) {
                for x in margin..<(width - margin) {
                    for index in 0..<4 {
                        let difference = abs(Self.channel(result[y * width + x], index) - Self.channel(exact[y * width + x], index))
                        worst = Swift.max(worst, difference)
                        total += difference
                        count += 1
                    }
                }
            }
            return (worst, Double(total) / Double(count))
        }
        // Measured: worst 2–3 levels, mean 0.13–0.28 for both (σ 20 and 30).
        for factor in [4, 8] {
            let (worst, mean) = error(factor: factor)
            #expect(worst <= 4 && mean <= 0.4, "σ \(sigma) ×\(factor): worst \(worst), mean \(mean)")
        }
    }

    @Test func aFadingBackdropIsTheBlendOfItsEnds() throws {
        func frame(amount: Double) -> UIImage? {
            render(size: CGSize(width: 80, height: 80), background: .white) { window in
                let stripe = UIView(frame: CGRect(x: 30, y: 0, width: 20, height: 80))
                stripe.backgroundColor = UIColor(red: 0.9, green: 0.2, blue: 0.1)
                window.addSubview(stripe)
                let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
                blur.frame = window.bounds
                blur.effectAmount = amount
                window.addSubview(blur)
            }.1
        }
        let none = try #require(frame(amount: 0)), full = try #require(frame(amount: 1)), half = try #require(frame(amount: 0.5))
        var worst = 0
        for index in half.pixels.indices {
            for channel in 0..<4 {
                let expected = (Self.channel(none.pixels[index], channel) + Self.channel(full.pixels[index], channel) + 1) / 2
                worst = Swift.max(worst, abs(Self.channel(half.pixels[index], channel) - expected))
            }
        }
        #expect(worst <= 2, "largest difference \(worst)")
        // The same half-faded frame, blended straight into the frame while scaling up: from a
        // blur computed in this frame, and from one shown fully (and baked) before, fading out
        // again (from the rows kept, not the baked bitmap): the same pixels.
        let window = Self.stripedWindow()
        let blur = Self.lightBlur(covering: window, amount: 0.5)
        window.addSubview(blur)
        let renderer = CairoRenderer(scale: 2)
        renderer.attach(to: window)
        let direct = try #require(renderer.render(window).image())
        #expect(renderer.statistics.backdropsBlendedDirectly == 1)
        blur.effectAmount = 1
        renderer.render(window)
        blur.effectAmount = 0.5
        let baked = try #require(renderer.render(window).image())
        #expect(renderer.statistics.backdropsBlendedDirectly == 1 && renderer.statistics.backdropBlursReused == 1)
        #expect(compare(direct, baked, channelTolerance: 0).differingPixels == 0)
        // And the full blur really blurred the stripe's edge.
        let edge = 40 * full.pixelWidth + 58
        #expect(Self.channel(full.pixels[edge], 1) != Self.channel(none.pixels[edge], 1))
    }

    /// An 80-point white window with a red stripe down its middle, for blurs to blur.
    static func stripedWindow() -> UIWindow {
        let window = UIWindow(size: CGSize(width: 80, height: 80))
        window.backgroundColor = .white
        let stripe = UIView(frame: CGRect(x: 30, y: 0, width: 20, height: 80))
        stripe.backgroundColor = UIColor(red: 0.9, green: 0.2, blue: 0.1)
        window.addSubview(stripe)
        return window
    }

    /// A light blur over the whole of `window`, faded in by `amount`.
    static func lightBlur(covering window: UIWindow, amount: Double) -> UIVisualEffectView {
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        blur.frame = window.bounds
        blur.effectAmount = amount
        return blur
    }

    /// A view filled with `colour` at `frame`, added to `window`.
    static func square(_ frame: CGRect, _ colour: UIColor, in window: UIWindow) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = colour
        window.addSubview(view)
        return view
    }

    /// A renderer attached to `window` (compositing only the damage or not) and an oracle with
    /// its shortcuts off: skipping nothing occluded, compositing every frame whole.
    static func rendererAndOracle(for window: UIWindow, damageOnly: Bool) -> (renderer: CairoRenderer, oracle: CairoRenderer) {
        let renderer = CairoRenderer(scale: 2), oracle = CairoRenderer(scale: 2)
        renderer.compositesDamageOnly = damageOnly
        oracle.skipsOccludedDrawing = false
        oracle.compositesDamageOnly = false
        renderer.attach(to: window)
        return (renderer, oracle)
    }

    /// Renders `window` with `renderer` and with `oracle` (a renderer with its shortcuts off)
    /// and expects the same pixels.
    static func expectSamePixels(of window: UIWindow, with renderer: CairoRenderer, against oracle: CairoRenderer, _ comment: Comment) throws {
        let mine = try #require(renderer.render(window).image())
        let theirs = try #require(oracle.render(window).image())
        #expect(compare(mine, theirs, channelTolerance: 0).differingPixels == 0, comment)
    }

    /// While a backdrop fades, the views behind it are not composited again: the pixels they
    /// made when the blur was computed are copied back, until any of them changes (here a
    /// shadow: both renderers blur again, the stale kept pixels are refused, and the new ones
    /// kept).
    @Test func thePixelsBehindAFadingBackdropAreKeptWhileNothingBehindChanges() throws {
        let window = Self.stripedWindow()
        let card = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
        card.backgroundColor = UIColor(red: 0.1, green: 0.3, blue: 0.9)
        card.layer.shadowOpacity = 0.2
        card.layer.shadowRadius = 4
        window.addSubview(card)
        let blur = Self.lightBlur(covering: window, amount: 0.3)
        window.addSubview(blur)
        let renderer = CairoRenderer(scale: 2), plain = CairoRenderer(scale: 2)
        plain.skipsOccludedDrawing = false
        renderer.attach(to: window)
        func frame(kept: Int, _ comment: Comment) throws {
            try Self.expectSamePixels(of: window, with: renderer, against: plain, comment)
            #expect(renderer.statistics.backdropsBehindKept == kept, comment)
            #expect(plain.statistics.backdropsBehindKept == 0)
        }
        try frame(kept: 0, "the blur is computed, and what is behind it kept")
        blur.effectAmount = 0.6
        try frame(kept: 1, "fading: the kept pixels stand for the views behind")
        #expect(renderer.statistics.operationsOccluded >= 4)  // the window, stripe, card and its shadow
        card.layer.shadowOpacity = 0.9
        try frame(kept: 0, "a shadow behind changed: the kept pixels are stale")
        #expect(renderer.statistics.backdropBlursComputed == 1 && plain.statistics.backdropBlursComputed == 1)
        blur.effectAmount = 0.8
        try frame(kept: 1, "blurred again from the new shadow, whose pixels were kept as it was")
    }

    /// A blur fading in over the whole frame keeps the frame drawn so far as the pixels behind
    /// it, and the rest of the frame is drawn in a spare buffer (no copy); later frames blend
    /// over those kept pixels. A blur over part of the frame, or one inside a translucent
    /// container (drawn in a group), copies them instead. Every frame has the pixels of a
    /// renderer with its shortcuts off.
    @Test func aBlurFadingInOverTheWholeFrameKeepsTheBufferDrawnSoFar() throws {
        let window = Self.stripedWindow()
        let card = Self.square(CGRect(x: 10, y: 30, width: 30, height: 30), UIColor(red: 0.1, green: 0.3, blue: 0.9), in: window)
        let (renderer, plain) = Self.rendererAndOracle(for: window, damageOnly: true)
        func buffer(of frame: Frame) -> UnsafeRawPointer? { frame.withUnsafeBytes { $0?.baseAddress } }
        let feed = renderer.render(window)
        let feedBuffer = try #require(buffer(of: feed))
        #expect(renderer.statistics.backdropsKeptByHandOver == 0)

        let blur = Self.lightBlur(covering: window, amount: 0.4)
        window.addSubview(blur)
        window.addSubview(card)  // lifted above the blur, as an opening story's card
        let opening = renderer.render(window)
        #expect(renderer.statistics.backdropsKeptByHandOver == 1)
        #expect(renderer.statistics.backdropsBlendedDirectly == 1)
        #expect(buffer(of: opening) != feedBuffer, "the rest of the frame went on in another buffer")
        let theirs = try #require(plain.render(window).image())
        #expect(compare(try #require(opening.image()), theirs, channelTolerance: 0).differingPixels == 0)

        blur.effectAmount = 0.7
        try Self.expectSamePixels(of: window, with: renderer, against: plain, "fading on over the kept pixels")
        #expect(renderer.statistics.backdropsBehindKept == 1 && renderer.statistics.backdropsKeptByHandOver == 0)

        // Over part of the frame: the pixels behind are copied.
        blur.removeFromSuperview()
        try Self.expectSamePixels(of: window, with: renderer, against: plain, "the feed again")
        let bar = Self.lightBlur(covering: window, amount: 0.5)
        bar.frame = CGRect(x: 0, y: 40, width: 80, height: 40)
        window.addSubview(bar)
        try Self.expectSamePixels(of: window, with: renderer, against: plain, "a blur over the lower half")
        #expect(renderer.statistics.backdropsKeptByHandOver == 0 && renderer.statistics.backdropBlursComputed == 1)
        bar.effectAmount = 0.8
        try Self.expectSamePixels(of: window, with: renderer, against: plain, "the lower half's kept pixels")
        #expect(renderer.statistics.backdropsBehindKept == 1)

        // In a translucent container the blur is drawn in a group: nothing is handed over.
        bar.removeFromSuperview()
        let container = UIView(frame: window.bounds)
        container.alpha = 0.9
        container.addSubview(Self.lightBlur(covering: window, amount: 0.5))
        window.addSubview(container)
        try Self.expectSamePixels(of: window, with: renderer, against: plain, "a blur in a translucent container")
        #expect(renderer.statistics.backdropsKeptByHandOver == 0 && renderer.statistics.backdropBlursComputed == 1)
    }

    /// A blur is computed again when a view under it changes, not when one elsewhere does
    /// (a card pressed above a tab bar's blur), whether the frame is composited whole or only
    /// where it changed; the pixels are those of a renderer that blurs again whenever anything
    /// drawn before the blur changed.
    @Test(arguments: [true, false])
    func aBlurIsComputedAgainOnlyWhenWhatIsUnderItChanges(damageOnly: Bool) throws {
        let window = Self.stripedWindow()
        let card = Self.square(CGRect(x: 10, y: 5, width: 20, height: 20), UIColor(red: 0.1, green: 0.3, blue: 0.9), in: window)
        let bar = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        bar.frame = CGRect(x: 0, y: 50, width: 80, height: 30)
        window.addSubview(bar)
        let (renderer, plain) = Self.rendererAndOracle(for: window, damageOnly: damageOnly)
        func frame(computed: Int, _ comment: Comment) throws {
            try Self.expectSamePixels(of: window, with: renderer, against: plain, comment)
            #expect(renderer.statistics.backdropBlursComputed == computed, comment)
        }
        try frame(computed: 1, "the first frame blurs")
        card.backgroundColor = UIColor(red: 0.9, green: 0.8, blue: 0.1)
        try frame(computed: 0, "a card away from the blur changed: the blur is kept")
        #expect(plain.statistics.backdropBlursComputed == 1)  // it blurs whenever anything before changes
        card.frame.origin.y = 40  // now partly under the blur
        try frame(computed: 1, "the card moved under the blur")
    }

    /// A blur that appears over the frame before (a story opening over the feed) draws the views
    /// below it only where they changed since, or were then and are not below it now (the card
    /// lifted above the blur); the rest of the frame before is already right. The pixels are
    /// those of a renderer that composites every frame whole; with damage-only compositing off,
    /// or with no frame before of that size, everything below is drawn.
    @Test(arguments: [true, false])
    func aBlurOverTheFrameBeforeDrawsBelowItOnlyWhatChanged(damageOnly: Bool) throws {
        let window = Self.stripedWindow()
        let corner = Self.square(CGRect(x: 0, y: 0, width: 20, height: 20), UIColor(red: 0.2, green: 0.7, blue: 0.3), in: window)
        let card = Self.square(CGRect(x: 10, y: 30, width: 30, height: 30), UIColor(red: 0.1, green: 0.3, blue: 0.9), in: window)
        let (renderer, plain) = Self.rendererAndOracle(for: window, damageOnly: damageOnly)
        try Self.expectSamePixels(of: window, with: renderer, against: plain, "the feed alone")
        #expect(renderer.statistics.backdropsOverLastFrame == 0)
        // The card is lifted above a blur fading in, and grows; a view below changes too.
        let blur = Self.lightBlur(covering: window, amount: 0.4)
        window.addSubview(blur)
        window.addSubview(card)
        card.frame = CGRect(x: 5, y: 25, width: 50, height: 40)
        corner.backgroundColor = UIColor(red: 0.9, green: 0.7, blue: 0.3)
        try Self.expectSamePixels(of: window, with: renderer, against: plain, "the blur appears over the frame before")
        #expect(renderer.statistics.backdropBlursComputed == 1)
        #expect(renderer.statistics.backdropsOverLastFrame == (damageOnly ? 1 : 0))
        #expect(plain.statistics.backdropsOverLastFrame == 0)
        blur.effectAmount = 0.7
        try Self.expectSamePixels(of: window, with: renderer, against: plain, "fading on")
        #expect(renderer.statistics.backdropBlursComputed == 0 && renderer.statistics.backdropsOverLastFrame == 0)
        // Something below changes under the blur: it is computed again, over the frame before,
        // which is not what is below it now (the blur is drawn over it): everything is drawn.
        corner.backgroundColor = UIColor(red: 0.1, green: 0.1, blue: 0.1)
        try Self.expectSamePixels(of: window, with: renderer, against: plain, "a view below changed")
        #expect(renderer.statistics.backdropBlursComputed == 1 && renderer.statistics.backdropsOverLastFrame == 0)
    }

    /// What a blur appearing over the frame before leaves out (the frame before, where nothing
    /// below it changed) is what drawing it again would give, where the frame's edges meet
    /// what is drawn there: a feed of rounded, clipping cards (artwork with rounded corners, a
    /// gradient scrim, a label) in a scrolled scroll view, all on fractions of a pixel; one card
    /// lifted above the blur and moved, another turned. At scales 1–3 and four placements (a
    /// search over 60 placements at each scale found no differing pixel; with the damage's
    /// two-pixel margin taken in to one it still matched, at none it differed everywhere).
    @Test(arguments: [1.0, 2.0, 3.0], [0, 7, 13, 22])
    func whatABlurOverTheFrameBeforeLeavesOutIsWhatItWouldDraw(scale: Double, placement: Int) throws {
        let step = Double(placement) * 0.37
        let window = UIWindow(size: CGSize(width: 90, height: 120))
        window.backgroundColor = .white
        let feed = UIScrollView(frame: window.bounds)
        feed.backgroundColor = UIColor(white: 0.97, alpha: 1)
        feed.contentSize = CGSize(width: 90, height: 400)
        feed.contentOffset = CGPoint(x: 0, y: (step * 1.9).rounded() / scale)
        window.addSubview(feed)
        let tops = [3.3 + step.truncatingRemainder(dividingBy: 5), 38.6 + step * 0.21, 74.1 + step * 0.13]
        let cards = tops.enumerated().map { index, top in
            let card = UIView(frame: CGRect(x: 6.4 + step * 0.11, y: top, width: 77.3, height: 31.7))
            card.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97)
            card.layer.cornerRadius = 7.3
            card.layer.cornerCurve = placement.isMultiple(of: 2) ? .continuous : .circular
            card.clipsToBounds = true
            let artwork = UIView(frame: CGRect(x: -2.2 + Double(index), y: 4.9 - step * 0.05, width: 50.6, height: 40))
            artwork.backgroundColor = UIColor(red: 0.2 + 0.3 * Double(index), green: 0.4, blue: 0.8)
            artwork.layer.cornerRadius = 3.1
            let scrim = GradientView(frame: CGRect(x: 0, y: 12.3, width: 77.3, height: 19.4))
            scrim.gradient = Gradient(colors: [UIColor(white: 0, alpha: 0), UIColor(white: 0, alpha: 0.4)])
            let label = UILabel(frame: CGRect(x: 5.3, y: 20.1 + step * 0.02, width: 60, height: 10))
            label.text = "Story \(index)"
            label.textColor = .white
            for subview in [artwork, scrim, label] { card.addSubview(subview) }
            feed.addSubview(card)
            return card
        }
        let renderer = CairoRenderer(scale: scale), plain = CairoRenderer(scale: scale)
        plain.skipsOccludedDrawing = false
        plain.compositesDamageOnly = false
        renderer.attach(to: window)
        func expectSamePixels(_ comment: Comment) throws {
            let mine = try #require(renderer.render(window).image())
            let theirs = try #require(plain.render(window).image())
            #expect(compare(mine, theirs, channelTolerance: 0).differingPixels == 0, comment)
        }
        try expectSamePixels("the feed")
        let blur = Self.lightBlur(covering: window, amount: 0.35)
        window.addSubview(blur)
        let lifted = cards[1]
        window.addSubview(lifted)
        lifted.frame = lifted.frame.insetBy(dx: -1.3, dy: -2.7).offsetBy(dx: 0.3, dy: placement.isMultiple(of: 3) ? 11.7 : -3.1)
        cards[2].transform = CGAffineTransform(rotationAngle: 0.03)
        try expectSamePixels("a card lifted above the blur, another turned")
        #expect(renderer.statistics.backdropsOverLastFrame == 1)
        blur.effectAmount = 0.6
        lifted.frame = lifted.frame.insetBy(dx: -2.1, dy: -3.4)
        try expectSamePixels("fading on, the card growing")
    }

    /// A fading blur blended straight into the frame leaves alone what an opaque card drawn
    /// after it covers (inside the rounded corners of the card and of a container clipping it),
    /// with the pixels of a renderer that blends everything; a card shown translucent, turned
    /// or masked covers nothing.
    @Test func aFadingBlurLeavesWhatAnOpaqueCardOverItCovers() throws {
        let window = Self.stripedWindow()
        let blur = Self.lightBlur(covering: window, amount: 0.5)
        window.addSubview(blur)
        let container = UIView(frame: CGRect(x: 5, y: 5, width: 70, height: 70))
        container.clipsToBounds = true
        container.layer.cornerRadius = 12
        window.addSubview(container)
        let card = UIView(frame: CGRect(x: -5, y: 10, width: 60, height: 50))
        card.backgroundColor = UIColor(red: 0.1, green: 0.3, blue: 0.9)
        card.layer.cornerRadius = 8
        container.addSubview(card)
        let renderer = CairoRenderer(scale: 2), plain = CairoRenderer(scale: 2)
        plain.skipsOccludedDrawing = false
        renderer.attach(to: window)
        func frame(_ comment: Comment) throws -> Int {
            try Self.expectSamePixels(of: window, with: renderer, against: plain, comment)
            #expect(renderer.statistics.backdropsBlendedDirectly == 1, comment)
            #expect(plain.statistics.backdropPixelsCovered == 0)
            return renderer.statistics.backdropPixelsCovered
        }
        let covered = try frame("an opaque card over the blur")
        // At most the card's whole pixels inside the container, at least its middle.
        #expect(covered <= 110 * 100 && covered >= 80 * 70, "\(covered) pixels covered")
        blur.effectAmount = 0.6
        card.alpha = 0.9
        #expect(try frame("a translucent card") == 0)
        card.alpha = 1
        card.transform = CGAffineTransform(rotationAngle: 0.2)
        blur.effectAmount = 0.7
        #expect(try frame("a turned card") == 0)
        card.transform = .identity
        let circle = CAShapeLayer()
        circle.path = UIBezierPath(ovalIn: CGRect(x: 5, y: 0, width: 50, height: 50)).cgPath
        card.layer.mask = circle  // the blur shows where the mask hides the card
        blur.effectAmount = 0.8
        #expect(try frame("a masked card") == 0)
    }

    /// A blur shown whole is copied around what an opaque card drawn over it covers (a story
    /// dragged smaller over the blurred feed), with the pixels of a renderer that copies it all.
    @Test func aShownBlurIsCopiedAroundAnOpaqueCardOverIt() throws {
        let window = Self.stripedWindow()
        let blur = Self.lightBlur(covering: window, amount: 1)
        window.addSubview(blur)
        let card = Self.square(CGRect(x: 8.5, y: 6.25, width: 60, height: 66), UIColor(red: 0.1, green: 0.3, blue: 0.9), in: window)
        card.layer.cornerRadius = 10
        let renderer = CairoRenderer(scale: 2), plain = CairoRenderer(scale: 2)
        plain.skipsOccludedDrawing = false
        renderer.compositingBands = 2
        renderer.attach(to: window)
        try Self.expectSamePixels(of: window, with: renderer, against: plain, "the blur computed")
        card.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        try Self.expectSamePixels(of: window, with: renderer, against: plain, "the card smaller, the blur copied")
        #expect(renderer.statistics.backdropBlursReused == 1)
        let aroundOpaque = renderer.statistics.operationHoles
        // Translucent, the card covers nothing: the blur is copied whole.
        card.alpha = 0.9
        try Self.expectSamePixels(of: window, with: renderer, against: plain, "a translucent card")
        let aroundTranslucent = renderer.statistics.operationHoles
        // The holes the opaque card's rounded inside made in the blur's copy (a cross: two).
        #expect(aroundOpaque - aroundTranslucent == 2, "\(aroundOpaque) holes under the opaque card, \(aroundTranslucent) under the translucent one")
    }

    /// A window's first backdrop makes three frame-sized spare buffers, and a backdrop no
    /// longer drawn leaves its full-size buffers (baked blur, kept pixels) for the next one of
    /// its size, at most three; what is drawn into them is the same as into new ones.
    @Test func aRemovedBackdropsBuffersServeTheNextOne() throws {
        let window = Self.stripedWindow()
        func blur(amount: Double) -> UIVisualEffectView { Self.lightBlur(covering: window, amount: amount) }
        let renderer = CairoRenderer(scale: 2)
        renderer.attach(to: window)
        renderer.render(window)
        #expect(renderer.spareBitmaps.count == 0)  // no backdrop, no spares
        let first = blur(amount: 0.4)
        window.addSubview(first)
        renderer.render(window)  // three frame-sized spares made, one taken by the kept pixels
        #expect(renderer.spareBitmaps.count == 2)
        #expect(renderer.spareBitmaps.bitmaps.allSatisfy { $0.pixelWidth == 160 && $0.pixelHeight == 160 })
        first.effectAmount = 1
        renderer.render(window)  // baked into another
        #expect(renderer.spareBitmaps.count == 1)
        first.removeFromSuperview()
        renderer.render(window)
        #expect(renderer.spareBitmaps.count == 3)
        let second = blur(amount: 0.5)
        window.addSubview(second)
        let reused = try #require(renderer.render(window).image())
        #expect(renderer.spareBitmaps.count == 2)  // the kept pixels took one
        let fresh = CairoRenderer(scale: 2)
        let expected = try #require(fresh.render(window).image())
        #expect(compare(reused, expected, channelTolerance: 0).differingPixels == 0)
    }

    @Test func aFadingBackdropBlendedDirectlyStaysInsideItsClip() throws {
        // A half-faded blur in a parent that clips it to the left half (square, then rounded):
        // the right half of the frame is untouched either way.
        for radius in [0.0, 12.0] {
            let (renderer, image) = render(size: CGSize(width: 80, height: 80), background: .white) { window in
                let stripe = UIView(frame: CGRect(x: 0, y: 30, width: 80, height: 20))
                stripe.backgroundColor = UIColor(red: 0, green: 0, blue: 1)
                window.addSubview(stripe)
                let clip = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 80))
                clip.clipsToBounds = true
                clip.layer.cornerRadius = radius
                window.addSubview(clip)
                let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
                blur.frame = window.bounds
                blur.effectAmount = 0.5
                clip.addSubview(blur)
            }
            let frame = try #require(image)
            #expect(renderer.statistics.backdropsBlendedDirectly == (radius == 0 ? 1 : 0))
            for y in 0..<frame.pixelHeight {
                for x in 82..<frame.pixelWidth {
                    let expected: UInt32 = (60..<100).contains(y) ? 0xFF00_00FF : 0xFFFF_FFFF
                    #expect(frame.pixels[y * frame.pixelWidth + x] == expected, "(\(x), \(y)) radius \(radius)")
                }
            }
            // Inside the clip, the stripe's edge is blurred.
            #expect(frame.pixels[58 * frame.pixelWidth + 40] != 0xFF00_00FF)
        }
    }
}
