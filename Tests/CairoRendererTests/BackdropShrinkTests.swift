import CCairo
import Testing
import TestSupport

@testable import CairoRenderer

/// A backdrop's shrink gives the same pixels and the same copy whichever bands shrink which
/// blocks, and whether or not any band ran; a band shrinks only blocks whose rows it has drawn.
@MainActor
struct BackdropShrinkTests {
    nonisolated static let width = 61, height = 203
    static let box = PixelRect(x: 5, y: 9, width: 50, height: 187)

    /// A clear frame and the random pixels to draw into it.
    static func frame() throws -> (surface: CairoSurface, pixels: [UInt32]) {
        let surface = try #require(CairoSurface(pixelWidth: width, pixelHeight: height))
        return (surface, PixelKernelsTests.randomPixels(count: width * height, seed: 23))
    }

    /// Writes `rows` of `pixels` into the frame, as a band drawing them would.
    static func draw(_ rows: Range<Int>, of pixels: [UInt32], into surface: CairoSurface) throws {
        cairo_surface_flush(surface.pointer)
        let data = try #require(cairo_image_surface_get_data(surface.pointer))
        let rowLength = surface.stride / 4
        let base = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        pixels.withUnsafeBufferPointer { source in
            for y in rows { (base + y * rowLength).update(from: source.baseAddress! + y * width, count: width) }
        }
        cairo_surface_mark_dirty(surface.pointer)
    }

    /// The box's pixels of a surface, row by row.
    static func boxPixels(of surface: CairoSurface) throws -> [UInt32] {
        cairo_surface_flush(surface.pointer)
        let data = try #require(cairo_image_surface_get_data(surface.pointer))
        let rowLength = surface.stride / 4
        let base = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
        return (0..<box.height).flatMap { y in Array(UnsafeBufferPointer(start: base + y * rowLength, count: box.width)) }
    }

    /// Band cuts of the frame's rows: none ran, one band, cuts on and off block edges, a band
    /// ending above the box and one starting below it.
    nonisolated static let cuts: [[Range<Int>]] = [
        [], [0..<height], [0..<100, 100..<height], [0..<9, 9..<17, 17..<101, 101..<height],
        [150..<height, 0..<150], [0..<5, 196..<height], [40..<90],
    ]

    @Test(arguments: [4, 8], cuts.indices)
    func bandsGiveTheWholeShrinkAndCopy(factor: Int, cut: Int) throws {
        let (surface, pixels) = try Self.frame()
        let copy = try #require(CairoSurface(pixelWidth: Self.box.width, pixelHeight: Self.box.height))
        let shrink = BackdropShrink(of: surface, box: Self.box, factor: factor, copyingInto: copy)
        // Each band's rows are drawn just before its shrink: a block shrunk before all its
        // rows are drawn would read clear pixels.
        for rows in Self.cuts[cut] {
            try Self.draw(rows, of: pixels, into: surface)
            shrink.shrinkBand(rows)
        }
        try Self.draw(0..<Self.height, of: pixels, into: surface)
        let result = shrink.finish()

        var boxed: [UInt32] = []
        for y in Self.box.y..<(Self.box.y + Self.box.height) {
            let start = y * Self.width + Self.box.x
            boxed += pixels[start..<(start + Self.box.width)]
        }
        let whole = PixelKernels.shrink(boxed, width: Self.box.width, height: Self.box.height, factor: factor)
        #expect(shrink.smallWidth == whole.width && shrink.smallHeight == whole.height)
        #expect(result.count == whole.pixels.count)
        let differing = zip(result, whole.pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) of \(result.count) shrunk pixels differ")
        let copied = try Self.boxPixels(of: copy)
        let differingCopy = zip(copied, boxed).filter { $0 != $1 }.count
        #expect(differingCopy == 0, "\(differingCopy) of \(boxed.count) copied pixels differ")
    }
}
