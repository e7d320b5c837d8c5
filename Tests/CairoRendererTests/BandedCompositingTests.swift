import CCairo
import Testing
import UIKit

@testable import CairoRenderer

/// Where a frame is cut into bands: by the pixels recorded for drawing, so that each core gets
/// about as much of them.
struct BandedCompositingTests {
    @Test func eachBandsShareIsTheWorkInItsRows() {
        let work = [PixelRect(x: 0, y: 10, width: 4, height: 20), PixelRect(x: 50, y: 25, width: 10, height: 10),
                    PixelRect(x: 0, y: -5, width: 3, height: 10), PixelRect.empty]
        // Rows 0..<20: 4 × 10 + 3 × 5; rows 20..<40: 4 × 10 + 10 × 10.
        #expect(BandedCompositing.shares(of: work, cut: [0, 20, 40]) == [55, 140])
        #expect(BandedCompositing.shares(of: work, cut: [0, 40]) == [195])
    }

    @Test func withNoWorkTheRowsAreCutEvenly() {
        #expect(BandedCompositing.boundaries(height: 1000, count: 2, work: []) == [0, 500, 1000])
        #expect(BandedCompositing.boundaries(height: 1000, count: 4, work: [PixelRect.empty]) == [0, 250, 500, 750, 1000])
        #expect(BandedCompositing.boundaries(height: 1000, count: 1, work: [PixelRect(x: 0, y: 0, width: 9, height: 9)]) == [0, 1000])
    }

    @Test func workInTheTopHalfIsSplitWithinIt() {
        // A cleared damage rectangle and a card over the top half of a 2,532-row frame.
        let work = [PixelRect(x: 10, y: 9, width: 1150, height: 1326), PixelRect(x: 72, y: 54, width: 1026, height: 1200)]
        let cuts = BandedCompositing.boundaries(height: 2532, count: 2, work: work)
        #expect(cuts.count == 3 && cuts.first == 0 && cuts.last == 2532)
        #expect(cuts[1] > 600 && cuts[1] < 720, "cut at \(cuts[1])")
        let shares = BandedCompositing.shares(of: work, cut: cuts)
        let row = 1150 + 1026  // the most work one row holds
        #expect(abs(shares[0] - shares[1]) <= 2 * row, "shares \(shares)")
    }

    @Test func fourBandsShareUnevenWork() {
        let work = [PixelRect(x: 0, y: 0, width: 100, height: 400), PixelRect(x: 0, y: 300, width: 900, height: 100),
                    PixelRect(x: 0, y: 900, width: 50, height: 100)]
        let cuts = BandedCompositing.boundaries(height: 1000, count: 4, work: work)
        #expect(cuts.count == 5 && cuts.first == 0 && cuts.last == 1000)
        #expect(zip(cuts, cuts.dropFirst()).allSatisfy { $0 < $1 })
        let shares = BandedCompositing.shares(of: work, cut: cuts)
        let total = work.reduce(0) { $0 + $1.area }
        #expect(shares.allSatisfy { abs($0 - total / 4) <= 1000 }, "shares \(shares) of \(total)")
    }

    @Test func workOnOneRowIsNotCut() {
        let cuts = BandedCompositing.boundaries(height: 800, count: 4, work: [PixelRect(x: 0, y: 300, width: 500, height: 1)])
        #expect(cuts == [0, 800])
    }

    @Test func workOutsideTheFrameCountsOnlyWhereItIsInside() {
        let work = [PixelRect(x: 0, y: -500, width: 100, height: 600), PixelRect(x: 0, y: 50, width: 100, height: 5000)]
        let cuts = BandedCompositing.boundaries(height: 100, count: 2, work: work)
        #expect(cuts == [0, 63, 100], "cuts \(cuts)")
    }

    /// A band starts outside the rows of every box to avoid (a row strictly inside one cuts
    /// it; its first row and the row after its last do not): at the nearest such row, between
    /// its neighbours' cuts, no further than an eighth of the height; else where it was.
    @Test func aBandStartsOutsideTheRowsToAvoid() {
        let work = [PixelRect(x: 0, y: 0, width: 100, height: 1000)]
        #expect(BandedCompositing.boundaries(height: 1000, count: 2, work: work) == [0, 500, 1000])
        func cuts(avoiding boxes: [PixelRect], count: Int = 2) -> [Int] {
            BandedCompositing.boundaries(height: 1000, count: count, work: work, avoiding: boxes)
        }
        // Rows 491...519 cut the box: 490, ten rows up, is nearer than 520.
        #expect(cuts(avoiding: [PixelRect(x: 0, y: 490, width: 10, height: 30)]) == [0, 490, 1000])
        // Rows 495...509 cut it: 494, six rows up, is nearer than 510.
        #expect(cuts(avoiding: [PixelRect(x: 0, y: 494, width: 10, height: 16)]) == [0, 494, 1000])
        // Boxes chained over rows 441...579: the nearest row clear of both, up or down.
        #expect(cuts(avoiding: [PixelRect(x: 0, y: 440, width: 10, height: 80), PixelRect(x: 200, y: 510, width: 10, height: 70)])
                == [0, 440, 1000])
        #expect(cuts(avoiding: [PixelRect(x: 0, y: 400, width: 10, height: 120), PixelRect(x: 200, y: 510, width: 10, height: 70)])
                == [0, 580, 1000])
        // A cut on a box's first row, or the row after its last, cuts nothing.
        #expect(cuts(avoiding: [PixelRect(x: 0, y: 500, width: 10, height: 30), PixelRect(x: 0, y: 470, width: 10, height: 30)])
                == [0, 500, 1000])
        // No clear row within 125 rows: the cut stays.
        #expect(cuts(avoiding: [PixelRect(x: 0, y: 300, width: 10, height: 500)]) == [0, 500, 1000])
        // Four bands: each cut moves on its own, and stays between its neighbours.
        #expect(cuts(avoiding: [PixelRect(x: 0, y: 240, width: 10, height: 20), PixelRect(x: 0, y: 745, width: 10, height: 10)], count: 4)
                == [0, 240, 500, 745, 1000])
    }

    /// Fuzzed seed 76's frame 39, reduced: a white card with continuous corners (radius 12) at
    /// 16, 675.749 inside an account sheet that clips it with rounded corners, over the sheet's
    /// grey, composited where the frame changed (rows 551 on). Drawn in two bands whose first
    /// row, 689, passes through the card's corner, one pixel comes out a level off what one
    /// band draws (Cairo 1.16 intersects the card's path with the clip's, which the band's
    /// rows limit); with the card's corner boxes to avoid, the cut moves out of them and the
    /// pixels are one band's. Work with no drawing puts the cut at 689.
    @MainActor @Test func bandsCutOutsideAFillsCornersInsideARoundedClipDrawWhatOneBandDraws() throws {
        let damage = [PixelRect(x: 0, y: 551, width: 390, height: 293)]
        let sheet = CGRect(x: 0, y: 605.749, width: 390, height: 238.251), card = CGRect(x: 16, y: 675.749, width: 358, height: 76)
        func render(bands: Int, fragileRows: [PixelRect]) throws -> (surface: CairoSurface, rows: [Int]) {
            let target = try #require(CairoSurface(pixelWidth: 390, pixelHeight: 844))
            let banded = try #require(BandedCompositing(target: target, damage: damage, count: bands, fragileRows: fragileRows))
            banded.record(bounds: PixelRect(x: 0, y: 551, width: 50, height: 138)) { _ in }
            let clip = Path(roundedRect: sheet, cornerRadius: 10).elements, outline = Path(roundedRect: card, cornerRadius: 12).elements
            banded.record(changesStateOnly: true) { context in
                cairo_save(context)
                Cairo.setPath(context, clip)
                cairo_clip(context)
            }
            banded.record { context in
                cairo_set_source_rgb(context, 242.0 / 255, 242.0 / 255, 247.0 / 255)
                cairo_paint(context)
                Cairo.setPath(context, outline)
                cairo_set_source_rgb(context, 1, 1, 1)
                cairo_fill(context)
            }
            banded.record(changesStateOnly: true) { context in cairo_restore(context) }
            banded.flush()
            #expect(!banded.failed)
            return (target, banded.rows)
        }
        func differing(_ a: CairoSurface, _ b: CairoSurface) -> Int {
            let pixelsA = a.pixels(in: (0, 0, 390, 844)), pixelsB = b.pixels(in: (0, 0, 390, 844))
            return zip(pixelsA, pixelsB).filter { $0 != $1 }.count
        }
        let one = try render(bands: 1, fragileRows: [])
        let cut = try render(bands: 2, fragileRows: [])
        #expect(cut.rows == [0, 689, 844])
        // The effect this guards against: should Cairo stop showing it, this fails, and the
        // rows to avoid are no longer needed.
        #expect(differing(cut.surface, one.surface) == 1)
        let corners = CairoRenderer.cornerBoxes(of: card, cornerRadius: 12, affine: .identity)
        let clear = try render(bands: 2, fragileRows: corners)
        #expect(clear.rows.count == 3 && !corners.contains { $0.y < clear.rows[1] && clear.rows[1] < $0.y + $0.height })
        #expect(differing(clear.surface, one.surface) == 0)
    }

    /// A 64×128 frame whose every pixel is `pixel`.
    private func frame(filledWith pixel: UInt32) throws -> CairoSurface {
        let surface = try #require(CairoSurface(pixelWidth: 64, pixelHeight: 128))
        cairo_surface_flush(surface.pointer)
        let data = try #require(cairo_image_surface_get_data(surface.pointer))
        let pixels = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        pixels.update(repeating: pixel, count: surface.stride / 4 * 128)
        cairo_surface_mark_dirty(surface.pointer)
        return surface
    }

    /// The pixel at `x`, `y`.
    private func pixel(of surface: CairoSurface, x: Int, y: Int) throws -> UInt32 {
        cairo_surface_flush(surface.pointer)
        let data = try #require(cairo_image_surface_get_data(surface.pointer))
        return UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)[y * surface.stride / 4 + x]
    }

    /// Records an opaque blue fill of `rect` (as the walk records a view's background).
    private func fillBlue(_ rect: PixelRect, on banded: BandedCompositing) {
        banded.record(bounds: rect, takesHoles: true) { context in
            cairo_set_source_rgb(context, 0, 0, 1)
            cairo_rectangle(context, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
            cairo_fill(context)
        }
    }

    @Test(arguments: [1, 2])
    func pixelsLeftOutKeepTheFrameBeforeAndTheRestIsDrawn(bands: Int) throws {
        let red: UInt32 = 0xFFFF_0000, blue: UInt32 = 0xFF00_00FF
        let target = try frame(filledWith: red)
        let banded = try #require(BandedCompositing(target: target, damage: nil, count: bands))
        fillBlue(PixelRect(x: 0, y: 0, width: 64, height: 128), on: banded)  // reaches into the kept part
        fillBlue(PixelRect(x: 8, y: 8, width: 16, height: 16), on: banded)  // inside it: dropped
        #expect(banded.leaveOut([PixelRect(x: 0, y: 0, width: 64, height: 64), PixelRect(x: 40, y: 64, width: 24, height: 8)]))
        #expect(banded.operationsLeftOut == 1)
        banded.flush()
        #expect(!banded.failed)
        for (x, y, expected) in [(0, 0, red), (63, 63, red), (10, 10, red), (40, 64, red), (63, 71, red),
                                 (0, 64, blue), (39, 64, blue), (40, 72, blue), (63, 127, blue)] {
            #expect(try pixel(of: target, x: x, y: y) == expected, "pixel \(x), \(y)")
        }
        // After a replay the frame's pixels are no longer the frame before's: nothing is left out.
        fillBlue(PixelRect(x: 0, y: 0, width: 64, height: 128), on: banded)
        #expect(!banded.leaveOut([PixelRect(x: 0, y: 0, width: 64, height: 64)]))
        banded.flush()
        #expect(try pixel(of: target, x: 0, y: 0) == blue)
    }

    @Test func nothingIsLeftOutOfDrawingWithAnUnknownReach() throws {
        let target = try frame(filledWith: 0xFFFF_0000)
        let banded = try #require(BandedCompositing(target: target, damage: nil, count: 2))
        // A group's push has no reach, and clipped apart from its pop it would not draw the same.
        banded.record { context in cairo_push_group(context) }
        fillBlue(PixelRect(x: 0, y: 0, width: 64, height: 128), on: banded)
        banded.record { context in
            cairo_pop_group_to_source(context)
            cairo_paint(context)
        }
        #expect(!banded.leaveOut([PixelRect(x: 0, y: 0, width: 64, height: 64)]))
        #expect(banded.operationsLeftOut == 0)
        banded.flush()
        #expect(try pixel(of: target, x: 0, y: 0) == 0xFF00_00FF)
    }
}
