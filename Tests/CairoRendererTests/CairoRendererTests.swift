import Foundation
import Motion
import Testing
import TestSupport
import UIKitTools
import UIKit

@testable import CairoRenderer

/// Renders a small window with one feature and returns the frame's image.
@MainActor
func render(size: CGSize = CGSize(width: 160, height: 160), scale: Double = 2, background: UIColor? = .white,
            _ build: (UIWindow) -> Void) -> (CairoRenderer, UIImage?) {
    let window = UIWindow(size: size)
    window.backgroundColor = background
    build(window)
    let renderer = CairoRenderer(scale: scale)
    renderer.attach(to: window)
    let image = renderer.render(window).image()
    return (renderer, image)
}

@MainActor
struct CairoRendererTests {
    // MARK: Pixel tests against reviewed references

    @Test func galleryMatchesItsReference() {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let renderer = CairoRenderer(scale: 2)
        renderer.attach(to: window)
        FeatureGallery.install(in: window)
        expectMatchesReference(renderer.render(window).image(), named: "gallery")
    }

    @Test func roundedCornersShadowAndBorderMatchTheirReference() {
        let (_, image) = render(size: CGSize(width: 220, height: 120)) { window in
            let card = UIView(frame: CGRect(x: 16, y: 16, width: 88, height: 88))
            card.backgroundColor = .white
            card.layer.cornerRadius = 22
            card.layer.cornerCurve = .continuous
            card.layer.shadowOpacity = 0.4
            card.layer.shadowRadius = 10
            card.layer.shadowOffset = CGSize(width: 0, height: 4)
            window.addSubview(card)
            let bordered = UIView(frame: CGRect(x: 120, y: 16, width: 88, height: 88))
            bordered.backgroundColor = UIColor(rgb: 0xFFCC00)
            bordered.layer.cornerRadius = 12
            bordered.layer.cornerCurve = .continuous
            bordered.layer.borderWidth = 4
            bordered.layer.borderColor = (UIColor(rgb: 0xAF52DE)).cgColor
            window.addSubview(bordered)
        }
        expectMatchesReference(image, named: "corners-shadow-border")
    }

    /// Core Animation's layer options, one per column: circular corners (the default) beside
    /// continuous ones; only the top corners rounded (`maskedCorners`); a shadow cast by an
    /// ellipse `shadowPath` under a square view; `zPosition` lifting the first of two
    /// overlapping views to the front; and two cards turned half way round: the double-sided
    /// one shows its back (mirrored stripe), the single-sided one is not drawn.
    @Test func layerOptionsMatchTheirReference() {
        let (_, image) = render(size: CGSize(width: 360, height: 200)) { window in
            window.backgroundColor = UIColor(white: 0.92, alpha: 1)
            @MainActor func box(_ x: CGFloat, _ y: CGFloat, _ color: UIColor) -> UIView {
                let view = UIView(frame: CGRect(x: x, y: y, width: 64, height: 64))
                view.backgroundColor = color
                window.addSubview(view)
                return view
            }
            let circular = box(12, 12, .systemBlue)
            circular.layer.cornerRadius = 24
            let continuous = box(12, 100, .systemBlue)
            continuous.layer.cornerRadius = 24
            continuous.layer.cornerCurve = .continuous
            let topOnly = box(88, 12, .systemOrange)
            topOnly.layer.cornerRadius = 24
            topOnly.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            let shadowed = box(88, 100, .white)
            shadowed.layer.shadowOpacity = 0.6
            shadowed.layer.shadowRadius = 6
            shadowed.layer.shadowOffset = CGSize(width: 0, height: 0)
            shadowed.layer.shadowPath = UIBezierPath(ovalIn: CGRect(x: -12, y: 40, width: 88, height: 40)).cgPath
            let lifted = box(164, 12, .systemGreen)
            lifted.layer.zPosition = 1
            _ = box(196, 44, .systemPink)
            for (index, doubleSided) in [true, false].enumerated() {
                let card = box(250 + CGFloat(index) * 52, 100, .systemPurple)
                card.frame.size.width = 44
                let stripe = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 64))
                stripe.backgroundColor = .systemYellow
                card.addSubview(stripe)
                card.layer.isDoubleSided = doubleSided
                var turned = CATransform3DIdentity
                turned.m34 = -1 / 500
                card.layer.transform = CATransform3DRotate(turned, .pi * 0.8, 0, 1, 0)
            }
        }
        expectMatchesReference(image, named: "layer-options")
    }

    @Test func textWeightsAndTruncationMatchTheirReference() {
        let (_, image) = render(size: CGSize(width: 240, height: 110)) { window in
            for (index, weight) in [UIFont.Weight.light, .regular, .bold].enumerated() {
                let label = UILabel(frame: CGRect(x: 10, y: 8 + Double(index) * 26, width: 220, height: 24))
                label.text = "Today \(weight)"
                label.font = .system(size: 18, weight: weight)
                window.addSubview(label)
            }
            let long = UILabel(frame: CGRect(x: 10, y: 84, width: 160, height: 20))
            long.text = "A title far too long for its line"
            long.font = .system(size: 15, weight: .semibold)
            window.addSubview(long)
        }
        expectMatchesReference(image, named: "text")
    }

    @Test func aTableWithAHighlightedRowMatchesItsReference() {
        final class Rows: UITableViewDataSource, UITableViewDelegate {
            final class Cell: UITableViewCell {
                let title = UILabel(frame: CGRect(x: 16, y: 0, width: 180, height: 44))
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    title.font = .system(size: 17)
                    contentView.addSubview(title)
                    let separator = UIView(frame: CGRect(x: 16, y: 43.5, width: 200, height: 0.5))
                    separator.backgroundColor = UIColor(white: 0.78)
                    contentView.addSubview(separator)
                }

                /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
                public required init?(coder: NSCoder) { nil }
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                (cell as? Cell)?.title.text = "Row \(indexPath.row)"
                return cell
            }
        }
        let rows = Rows()
        let (_, image) = render(size: CGSize(width: 200, height: 180)) { window in
            let table = UITableView(frame: window.bounds)
            table.register(Rows.Cell.self, forCellReuseIdentifier: "row")
            table.separatorStyle = .none
            table.dataSource = rows
            table.delegate = rows
            window.addSubview(table)
            table.contentOffset = CGPoint(x: 0, y: 22)  // scrolled half a row
            window.layoutIfNeeded()
            var finger = Finger(on: window)
            finger.down(at: CGPoint(x: 100, y: 50))  // row 1 (content y 72) highlights…
            finger.wait(frames: 9)  // …once the scroll view's 0.15 s touch delay has passed
        }
        withExtendedLifetime(rows) {}
        expectMatchesReference(image, named: "table")
    }

    @Test func aCurveChartMatchesItsReference() throws {
        let curve = try Curve(parsing: "spring(damping: 0.5, duration: 1.0)")
        let chart = CurveChart(samples: curve.samples(count: 721), title: "spring(damping: 0.5, duration: 1.0)",
                               size: CGSize(width: 360, height: 220))
        let (_, image) = render(size: chart.bounds.size) { window in window.addSubview(chart) }
        expectMatchesReference(image, named: "curve-chart")
        // Non-finite samples are dropped rather than drawn.
        let broken = CurveChart(samples: [.init(time: 0, value: .nan, velocity: 0), .init(time: .infinity, value: 1, velocity: 1)], title: "")
        #expect(broken.samples.isEmpty)
    }

    @Test func contentModesMatchTheirReference() {
        let art = ProceduralArtwork.sunset(width: 48, height: 36)
        let (_, image) = render(size: CGSize(width: 250, height: 70), background: UIColor(white: 0.85)) { window in
            for (index, mode) in [UIView.ContentMode.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center].enumerated() {
                let view = UIImageView(frame: CGRect(x: 10 + Double(index) * 60, y: 10, width: 50, height: 50))
                view.image = art
                view.contentMode = mode
                view.clipsToBounds = true
                view.backgroundColor = .white
                window.addSubview(view)
            }
        }
        expectMatchesReference(image, named: "content-modes")
    }

    @Test func gradientBlurAndPerspectiveMatchTheirReference() {
        let (_, image) = render(size: CGSize(width: 300, height: 110)) { window in
            let gradient = GradientView(frame: CGRect(x: 10, y: 10, width: 90, height: 90))
            gradient.gradient = Gradient(colors: [.white, UIColor(rgb: 0x007AFF)])
            gradient.startPoint = .zero
            gradient.endPoint = CGPoint(x: 1, y: 1)
            window.addSubview(gradient)
            let stripes = UIImageView(image: ProceduralArtwork.stripes(width: 90, height: 90))
            stripes.frame = CGRect(x: 105, y: 10, width: 90, height: 90)
            window.addSubview(stripes)
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
            blur.frame = CGRect(x: 105, y: 40, width: 90, height: 60)
            window.addSubview(blur)
            let flipped = UIImageView(image: ProceduralArtwork.sunset(width: 90, height: 90))
            flipped.frame = CGRect(x: 205, y: 10, width: 90, height: 90)
            flipped.transform3D = CATransform3D(rotationAngle: 0.7, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 300))
            window.addSubview(flipped)
        }
        expectMatchesReference(image, named: "gradient-blur-perspective")
    }

    // MARK: The compositor's caching

    @Test func movingAViewDoesNotRedrawItButChangingALabelDoes() {
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        let renderer = CairoRenderer(scale: 2)
        renderer.attach(to: window)
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 150, height: 30))
        label.text = "Cached"
        let card = UIImageView(image: ProceduralArtwork.sunset(width: 100, height: 100))
        card.frame = CGRect(x: 10, y: 60, width: 100, height: 100)
        card.layer.cornerRadius = 12
        let plain = UIView(frame: CGRect(x: 150, y: 150, width: 40, height: 40))
        plain.backgroundColor = .systemGray  // background only: filled directly, never cached
        window.addSubview(label)
        window.addSubview(card)
        window.addSubview(plain)
        renderer.render(window)
        #expect(renderer.statistics.contentRedraws == 2)  // the label and the image view
        #expect(renderer.statistics.cachedLayers == 2)
        card.center = CGPoint(x: 120, y: 120)
        card.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
        card.alpha = 0.5
        label.center.x += 5
        renderer.render(window)
        #expect(renderer.statistics.contentRedraws == 0)
        label.text = "Changed"
        renderer.render(window)
        #expect(renderer.statistics.contentRedraws == 1)
        plain.frame = CGRect(x: 100, y: 100, width: 90, height: 90)  // resizing a background costs no bitmap
        renderer.render(window)
        #expect(renderer.statistics.contentRedraws == 0)
        card.removeFromSuperview()
        renderer.render(window)
        #expect(renderer.statistics.cachedLayers == 1)  // the removed card's bitmap was released
    }

    @Test func aStillBackdropBlurIsReusedAndAMovedOneIsNot() {
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        let renderer = CairoRenderer(scale: 2)
        renderer.reusesUnchangedFrames = false  // composite every frame, to see the blur cache
        renderer.attach(to: window)
        let behind = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        behind.backgroundColor = .systemBlue
        window.addSubview(behind)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        blur.frame = window.bounds
        window.addSubview(blur)
        renderer.render(window)
        #expect(renderer.statistics.backdropBlursComputed == 1)
        renderer.render(window)
        #expect(renderer.statistics.backdropBlursReused == 1 && renderer.statistics.backdropBlursComputed == 0)
        behind.center.x += 10
        renderer.render(window)
        #expect(renderer.statistics.backdropBlursComputed == 1)
        // A changing amount blends the same finished blur: nothing is recomputed.
        blur.effectAmount = 0.5
        renderer.render(window)
        #expect(renderer.statistics.backdropBlursComputed == 0 && renderer.statistics.backdropBlursReused == 1)
    }

    // MARK: Blur keeps colour channels in place

    @Test func boxBlurKeepsEachChannelInItsPlace() {
        let width = 40, height = 20
        for color in [UIColor(red: 1, green: 0, blue: 0), UIColor(red: 0, green: 1, blue: 0), UIColor(red: 0, green: 0, blue: 1)] {
            // Left half colour, right half transparent.
            var pixels = (0..<(width * height)).map { $0 % width < width / 2 ? UIImage.pixel(color) : 0 }
            BoxBlur.blur(&pixels, width: width, height: height, sigma: 3)
            for pixel in pixels {
                let alpha = pixel >> 24, red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF
                #expect(red == (color.red == 1 ? alpha : 0))
                #expect(green == (color.green == 1 ? alpha : 0))
                #expect(blue == (color.blue == 1 ? alpha : 0))
            }
            // The edge is soft: the middle column is about half covered.
            let middle = pixels[10 * width + width / 2] >> 24
            #expect(middle > 60 && middle < 200)
        }
    }

    @Test func backdropBlurOfBlueStaysBlue() {
        final class PlainBlur: UIView {
            override var backdrop: Backdrop? { Backdrop(blurRadius: 12, tint: .clear) }
        }
        let (_, image) = render(size: CGSize(width: 100, height: 100), background: nil) { window in
            let blue = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
            blue.backgroundColor = UIColor(red: 0, green: 0, blue: 1)
            window.addSubview(blue)
            let blur = PlainBlur(frame: window.bounds)
            window.addSubview(blur)
        }
        guard let image else { Issue.record("no frame"); return }
        for pixel in image.pixels {
            #expect((pixel >> 16) & 0xFF == 0 && (pixel >> 8) & 0xFF == 0)
        }
        // Blurred: the boundary at x = 50 points (100 px) is no longer a hard step.
        let row = 100 * image.pixelWidth
        let beforeEdge = image.pixels[row + 96] >> 24, afterEdge = image.pixels[row + 104] >> 24
        #expect(beforeEdge < 255 && afterEdge > 0)
    }

    // MARK: Perspective

    @Test func aPerspectiveLayerIsWarpedAndAnEdgeOnLayerVanishes() {
        let (renderer, image) = render(size: CGSize(width: 200, height: 200), background: .white) { window in
            let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            card.backgroundColor = UIColor(red: 1, green: 0, blue: 0)
            card.transform3D = CATransform3D(rotationAngle: 0.8, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 400))
            window.addSubview(card)
            let edgeOn = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            edgeOn.backgroundColor = .black
            edgeOn.transform3D = CATransform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 400))
            window.addSubview(edgeOn)
        }
        guard let image else { Issue.record("no frame"); return }
        #expect(renderer.statistics.projectiveWarps == 2)
        #expect(image.color(atPixelX: 200, y: 200) == UIColor(red: 1, green: 0, blue: 0))  // the centre stays put
        #expect(image.color(atPixelX: 40, y: 40) == .white)  // nothing drawn by the edge-on square
        // Foreshortened: the card's rows are narrower than 100 points (200 px).
        let middleRow = (0..<image.pixelWidth).filter { image.color(atPixelX: $0, y: 200)?.green ?? 1 < 0.5 }
        #expect(middleRow.count < 180 && middleRow.count > 60)
    }

    // MARK: Bad input

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    @Test func pngAndJPEGLoad() throws {
        let png = try UIImage.load(contentsOfFile: Self.fixtures.appendingPathComponent("opaque-green.png").path)
        #expect(png.pixelWidth == 20 && png.pixelHeight == 10)
        #expect(png.color(atPixelX: 3, y: 3) == UIColor(red: 0, green: 1, blue: 0))
        let jpeg = try UIImage.load(contentsOfFile: Self.fixtures.appendingPathComponent("gradient.jpg").path, scale: 2)
        #expect(jpeg.pixelWidth == 32 && jpeg.size == CGSize(width: 16, height: 12))
        let top = try #require(jpeg.color(atPixelX: 16, y: 0))
        #expect(top.red > 0.8 && top.blue < 0.2)
    }

    @Test(arguments: [
        ("missing.png", "no such file"),
        ("empty.png", "the file is empty"),
        ("not-an-image.png", "not a PNG or JPEG"),
        ("truncated.png", "the file ends before the image does (it is truncated)"),
        ("truncated.jpg", "Premature end of JPEG file"),  // libjpeg's first warning: the decoding stops there
    ])
    func badImageFilesGiveAnErrorNamingTheFile(name: String, reason: String) {
        let path = Self.fixtures.appendingPathComponent(name).path
        do {
            _ = try UIImage.load(contentsOfFile: path)
            Issue.record("\(name) loaded")
        } catch {
            #expect(error.description.contains(path))
            #expect(error.description.contains(reason))
        }
    }

    @Test func zeroAndNegativeSizesDrawNothingAndDoNotCrash() {
        let window = UIWindow(size: CGSize(width: 0, height: 0))
        let renderer = CairoRenderer(scale: 2)
        let frame = renderer.render(window)
        #expect(frame.pixelWidth == 0 && frame.image() == nil)
        #expect(throws: RenderError.emptyFrame(path: "/tmp/never.png")) { try frame.writePNG(to: "/tmp/never.png") }

        let (_, image) = render(size: CGSize(width: 50, height: 50)) { window in
            let negative = UIView(frame: CGRect(x: 10, y: 10, width: -20, height: -20))
            negative.backgroundColor = .black
            let empty = UIView(frame: CGRect(x: 10, y: 10, width: 0, height: 30))
            empty.backgroundColor = .black
            let nanRadius = UIView(frame: CGRect(x: 30, y: 30, width: 10, height: 10))
            nanRadius.layer.cornerRadius = .nan
            window.addSubview(negative)
            window.addSubview(empty)
            window.addSubview(nanRadius)
            let nanWindow = UIWindow(size: CGSize(width: CGFloat.nan, height: -3))
            #expect(nanWindow.bounds.size == .zero)
        }
        // The negative frame was standardized to (−10, −10, 20, 20): only its corner shows.
        #expect(image?.color(atPixelX: 15, y: 15) == .black)
        #expect(image?.color(atPixelX: 60, y: 60) == .white)
    }

    @Test func framesRoundTripThroughPNG() throws {
        let (_, image) = render(size: CGSize(width: 40, height: 30)) { window in
            let view = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 10))
            view.backgroundColor = UIColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.5)
            window.addSubview(view)
        }
        let path = NSTemporaryDirectory() + "today-roundtrip-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let original = try #require(image)
        try write(original, to: path)
        let loaded = try UIImage.load(contentsOfFile: path, scale: 2)
        #expect(compare(loaded, original, channelTolerance: 1).differingPixels == 0)
    }

    @Test func unwritablePathsGiveAnErrorNamingThem() {
        let (_, image) = render(size: CGSize(width: 10, height: 10)) { _ in }
        do {
            try write(image!, to: "/nonexistent-directory/frame.png")
            Issue.record("wrote to a missing directory")
        } catch {
            #expect("\(error)".contains("/nonexistent-directory/frame.png"))
        }
    }

    @Test func aSnapshotLeavesOutWhatItIsAskedTo() throws {
        // A window's status bar is left out of a transition's picture of the window.
        func scene(withBadge: Bool) -> (UIWindow, UIView, CairoRenderer) {
            let window = UIWindow(size: CGSize(width: 120, height: 80))
            window.backgroundColor = .white
            let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
            card.backgroundColor = .systemBlue
            window.addSubview(card)
            let badge = UIView(frame: CGRect(x: 20, y: 20, width: 30, height: 30))
            badge.backgroundColor = .systemRed
            if withBadge { window.addSubview(badge) }
            let renderer = CairoRenderer(scale: 1)
            renderer.attach(to: window)
            return (window, badge, renderer)
        }
        let (window, badge, renderer) = scene(withBadge: true)
        let (bare, _, bareRenderer) = scene(withBadge: false)
        let without = try #require(renderer.snapshot(of: window, scale: 2, leavingOut: [badge]))
        let expected = try #require(bareRenderer.snapshot(of: bare, scale: 2, leavingOut: []))
        #expect(compare(without, expected, channelTolerance: 0).differingPixels == 0)
        let with = try #require(renderer.snapshot(of: window, scale: 2, leavingOut: []))
        #expect(compare(with, expected, channelTolerance: 0).differingPixels == 900 * 4)
    }

    @Test func aClippedLineIsAlignedAsATruncatedOneIs() throws {
        // One line that fits: clipping or truncating, it lands in the same place for each
        // alignment (a clipped line was laid out without a width, and stayed on the left).
        func image(_ mode: NSLineBreakMode, _ alignment: NSTextAlignment) throws -> UIImage {
            let window = UIWindow(size: CGSize(width: 200, height: 40))
            window.backgroundColor = .white
            let label = UILabel(frame: window.bounds)
            label.text = "75%"
            label.textAlignment = alignment
            label.lineBreakMode = mode
            window.addSubview(label)
            let renderer = CairoRenderer(scale: 1)
            renderer.attach(to: window)
            return try #require(renderer.render(window).image())
        }
        for alignment in [NSTextAlignment.center, .right, .left] {
            let clipped = try image(.byClipping, alignment), truncated = try image(.byTruncatingTail, alignment)
            #expect(compare(clipped, truncated, channelTolerance: 0).differingPixels == 0, "\(alignment)")
        }
        #expect(compare(try image(.byClipping, .center), try image(.byClipping, .left), channelTolerance: 0).differingPixels > 0)
    }
}
