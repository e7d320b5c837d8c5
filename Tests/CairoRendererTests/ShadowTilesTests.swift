import CCairo
import Motion
import Testing
import TestSupport
import UIKit

@testable import CairoRenderer

/// Nine-sliced shadows against the shadow drawn the slow way: the whole rounded rectangle
/// filled and blurred at full size.
@MainActor
struct ShadowTilesTests {
    /// The shadow of a `size` view (no background, so the whole shadow shows, its middle
    /// included) at (30, 30) in a white window 60 points larger at scale 2, as drawn and exact.
    static func shadows(size: CGSize, cornerRadius: Double, shadowRadius: Double) -> (drawn: UIImage?, exact: [UInt32]) {
        let windowSize = CGSize(width: size.width + 60, height: size.height + 60), scale = 2.0
        let shape = CGRect(x: 30, y: 30, width: size.width, height: size.height)
        let (_, drawn) = render(size: windowSize, scale: scale) { window in
            let view = UIView(frame: shape)
            view.layer.cornerRadius = cornerRadius
            view.layer.cornerCurve = .continuous
            view.layer.shadowColor = UIColor.black.cgColor
            view.layer.shadowOpacity = 1
            view.layer.shadowRadius = shadowRadius
            view.layer.shadowOffset = .zero
            window.addSubview(view)
        }
        let width = Int(windowSize.width * scale), height = Int(windowSize.height * scale)
        guard let mask = CairoSurface(pixelWidth: width, pixelHeight: height, scale: scale) else { return (drawn, []) }
        let context = cairo_create(mask.pointer)!
        Cairo.setPath(context, Path(roundedRect: shape, cornerRadius: cornerRadius, curve: .continuous).elements)
        cairo_set_source_rgba(context, 0, 0, 0, 1)
        cairo_fill(context)
        cairo_destroy(context)
        var pixels = mask.pixels(in: (0, 0, width, height))
        BoxBlur.blur(&pixels, width: width, height: height, sigma: shadowRadius / 2 * scale)
        // Black at the mask's alpha over white.
        let exact = pixels.map { pixel -> UInt32 in
            let grey = 255 - (pixel >> 24)
            return 0xFF00_0000 | grey << 16 | grey << 8 | grey
        }
        return (drawn, exact)
    }

    /// Nine-sliced (the first three: the card's own radius and shadow among them) and, for
    /// shapes smaller than two corner slices, whole.
    @Test(arguments: [(0.0, 10.0, 100.0), (6.0, 10.0, 100.0), (20.0, 14.0, 160.0), (20.0, 14.0, 100.0), (30.0, 4.0, 100.0)])
    func aShadowMatchesTheBlurredShape(cornerRadius: Double, shadowRadius: Double, width: Double) throws {
        let size = CGSize(width: width, height: 80)
        let (drawn, exact) = Self.shadows(size: size, cornerRadius: cornerRadius, shadowRadius: shadowRadius)
        let image = try #require(drawn)
        #expect(image.pixels.count == exact.count)
        var worst = 0
        for (first, second) in zip(image.pixels, exact) {
            worst = Swift.max(worst, abs(Int(first & 0xFF) - Int(second & 0xFF)))
        }
        // Stretched slices are sampled bilinearly: a level or two (measured: 0–2). The
        // seams between slices once showed as light lines of up to 78 levels, and the middle
        // of a shadow with small corners as grey.
        #expect(worst <= 3, "corner \(cornerRadius), shadow \(shadowRadius), width \(width): largest difference \(worst)")
        let middle = Int(30 + size.height / 2) * 2 * image.pixelWidth + Int(30 + size.width / 2) * 2
        #expect(image.pixels[middle] & 0xFF == 0)
    }

    @Test func aSmallShapeMakesOnlyItsWholeTileAndALargeOneOnlyItsNineSliceTile() throws {
        let tiles = ShadowTiles()
        let surface = try #require(CairoSurface(pixelWidth: 400, pixelHeight: 400, scale: 2))
        let context = cairo_create(surface.pointer)!
        defer { cairo_destroy(context) }
        // Corner 20 and shadow 14: a corner slice is 20 · 1.28 + 2 · 21 = 67.6 points.
        tiles.shadow(of: CGRect(x: 30, y: 30, width: 40, height: 40), cornerRadius: 20, blurRadius: 14, color: UIColor.black,
                     opacity: 1, scale: 2)?.draw(on: context)
        #expect(tiles.tiles.keys.map(\.size) == [CGSize(width: 40, height: 40)])
        tiles.shadow(of: CGRect(x: 30, y: 30, width: 150, height: 150), cornerRadius: 20, blurRadius: 14, color: UIColor.black,
                     opacity: 1, scale: 2)?.draw(on: context)
        #expect(tiles.tiles.count == 2 && tiles.tiles.keys.contains { $0.size == nil })
    }

    /// A view shown unscaled for two frames running gets its shadow from a whole mask, which
    /// matches the nine slices it replaces within a level and against the exact blur as they
    /// do; a shape that changes size every frame (a card growing) never makes one, and a mask
    /// nothing asks for in two frames is dropped.
    @Test func aMaskIsOpaqueOnlyWhereEveryByteOfTheRectangleIs255() {
        let width = 40, stride = 48, height = 30
        var bytes = [UInt8](repeating: 255, count: stride * height)
        bytes[12 * stride + 25] = 254
        let inside = PixelRect(x: 2, y: 3, width: 30, height: 20)
        bytes.withUnsafeBufferPointer { data in
            let base = data.baseAddress!
            #expect(!ShadowTiles.isOpaque(inside, of: base, stride: stride))
            #expect(ShadowTiles.isOpaque(PixelRect(x: 26, y: 3, width: width - 26, height: 20), of: base, stride: stride))
            #expect(ShadowTiles.isOpaque(PixelRect(x: 2, y: 13, width: 30, height: 17), of: base, stride: stride))
            #expect(!ShadowTiles.isOpaque(PixelRect.empty, of: base, stride: stride))
        }
    }

    /// Its first frame (no mask yet) and its second (the mask made) give the same bytes, on
    /// whole pixels and between them: the nine slices are laid out as the mask holds them.
    @Test(arguments: [CGPoint(x: 30, y: 30), CGPoint(x: 30.3, y: 29.85)])
    func aShadowAtRestIsDrawnFromAWholeMaskThatMatchesTheNineSlices(origin: CGPoint) throws {
        let size = CGSize(width: 160, height: 150)  // large enough for nine slices
        let windowSize = CGSize(width: size.width + 60, height: size.height + 60)
        let window = UIWindow(size: windowSize)
        window.backgroundColor = .white
        let view = UIView(frame: CGRect(origin: origin, size: size))
        view.layer.cornerRadius = 20
        view.layer.cornerCurve = .continuous
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = 1
        view.layer.shadowRadius = 14
        view.layer.shadowOffset = .zero
        window.addSubview(view)
        let renderer = CairoRenderer(scale: 2)
        renderer.attach(to: window)
        renderer.reusesUnchangedFrames = false
        let sliced = try #require(renderer.render(window).image())
        #expect(renderer.shadows.masks.isEmpty)
        let masked = try #require(renderer.render(window).image())
        #expect(renderer.shadows.masks.count == 1)
        // Its middle slice (less a pixel each side) is found solid, and filled instead of masked.
        let mask = try #require(renderer.shadows.masks.values.first)
        #expect(mask.solid.width >= 100 && mask.solid.height >= 100, "solid middle \(mask.solid)")
        #expect(mask.solid.x * 2 + mask.solid.width == mask.surface.pixelWidth)
        #expect(mask.solid.y * 2 + mask.solid.height == mask.surface.pixelHeight)
        #expect(compare(masked, sliced, channelTolerance: 0).differingPixels == 0)
        // On whole pixels, against the exact blur there (between them the shadow is snapped to
        // the nearest, as its view's bitmap is).
        if origin == CGPoint(x: 30, y: 30) {
            let exact = Self.shadows(size: size, cornerRadius: 20, shadowRadius: 14).exact
            let worst = zip(masked.pixels, exact).map { abs(Int($0 & 0xFF) - Int($1 & 0xFF)) }.max() ?? 255
            #expect(worst <= 3, "largest difference from the exact blur \(worst)")
        }
        // Growing every frame: the nine slices, no new mask.
        for step in 1...3 {
            view.bounds.size.width = size.width + Double(step) * 7
            renderer.render(window)
            #expect(!renderer.shadows.masks.keys.contains { $0.size.width != size.width })
        }
        #expect(renderer.shadows.masks.isEmpty)  // the first one, unasked for two frames
    }
    /// A whole mask is drawn only at its corners and through one column and one row, then
    /// copied along the edges: it must hold exactly the bytes of the nine slices drawn whole,
    /// for a feed card at scale 3, smaller cards at scales 2 and 1, and a long thin shape.
    @Test(arguments: [(CGSize(width: 335, height: 412), 20.0, 16.0, 3.0), (CGSize(width: 120, height: 90), 12.0, 10.0, 2.0), (CGSize(width: 200, height: 150), 14.0, 8.0, 1.0),
                      (CGSize(width: 300, height: 44), 8.0, 6.0, 3.0)])
    func aWholeMaskHoldsTheBytesOfTheNineSlicesDrawnWhole(size: CGSize, cornerRadius: Double, shadowRadius: Double, scale: Double) throws {
        let tiles = ShadowTiles()
        let shape = CGRect(origin: .zero, size: size)
        for _ in 0..<2 {
            _ = tiles.wholeShadow(of: shape, cornerRadius: cornerRadius, blurRadius: shadowRadius, color: .black, opacity: 1,
                                  scale: scale, origin: .zero)
            tiles.endFrame()
        }
        let mask = try #require(tiles.masks.values.first?.surface)
        let tile = try #require(tiles.tile(cornerRadius: cornerRadius, blurRadius: shadowRadius, scale: scale))
        let extent = ShadowTiles.geometry(cornerRadius: cornerRadius, blurRadius: shadowRadius).extent
        let grown = CGSize(width: size.width + 2 * extent, height: size.height + 2 * extent)
        let reference = try #require(CairoSurface(pixelWidth: mask.pixelWidth, pixelHeight: mask.pixelHeight, format: CAIRO_FORMAT_A8))
        let context = cairo_create(reference.pointer)!
        cairo_scale(context, scale, scale)
        ShadowDrawing(bitmap: SharedBitmap(tile.surface), tileSize: tile.size, corner: tile.corner,
                      destination: CGRect(origin: .zero, size: grown), whole: false, color: .black, opacity: 1).draw(on: context)
        cairo_destroy(context)
        cairo_surface_flush(reference.pointer)
        cairo_surface_flush(mask.pointer)
        let mine = try #require(cairo_image_surface_get_data(mask.pointer)), theirs = try #require(cairo_image_surface_get_data(reference.pointer))
        var differing = 0
        for y in 0..<mask.pixelHeight {
            for x in 0..<mask.pixelWidth where mine[y * mask.stride + x] != theirs[y * reference.stride + x] { differing += 1 }
        }
        #expect(differing == 0, "\(differing) of \(mask.pixelWidth * mask.pixelHeight) bytes differ")
    }
}

