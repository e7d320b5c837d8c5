import CCairo
import Testing

@testable import CairoRenderer

/// Bitmaps no longer drawn, kept with their memory for the next ones.
struct SpareBitmapsTests {
    /// A surface over new pixel memory of `width` × `height`.
    private func bitmap(width: Int, height: Int) throws -> CairoSurface {
        let memory = try #require(PixelMemory(byteCount: CairoSurface.stride(forWidth: width) * height))
        return try #require(CairoSurface(pixelWidth: width, pixelHeight: height, memory: memory))
    }

    /// What `spares` gives for a bitmap of a size (outside `#require`, which cannot mutate).
    private func taking(_ spares: inout SpareBitmaps, width: Int, height: Int) -> CairoSurface? {
        spares.take(width: width, height: height)
    }

    @Test func aBitmapOfTheSameSizeIsGivenBackAsItIs() throws {
        var spares = SpareBitmaps(capacity: 3)
        let kept = try bitmap(width: 40, height: 30)
        spares.keep(kept)
        let taken = try #require(taking(&spares, width: 40, height: 30))
        #expect(taken === kept)
        #expect(spares.count == 0)
    }

    @Test func aSmallerBitmapIsMadeOverTheSmallestMemoryThatHoldsIt() throws {
        var spares = SpareBitmaps(capacity: 3)
        let large = try bitmap(width: 100, height: 100)  // 40,000 bytes
        let middle = try bitmap(width: 80, height: 80)  // 25,600 bytes
        let small = try bitmap(width: 10, height: 10)  // too small for what is asked
        for kept in [large, middle, small] { spares.keep(kept) }
        // Wider than any kept one (120 × 50 = 24,000 bytes), but it fits in the middle one's.
        let taken = try #require(taking(&spares, width: 120, height: 50))
        #expect(taken.pixelWidth == 120 && taken.pixelHeight == 50 && taken.stride == 480)
        #expect(taken.memory === middle.memory)
        #expect(spares.count == 2)
        #expect(spares.bitmaps.allSatisfy { $0 !== middle })
    }

    @Test func aBitmapNeedingUnderHalfOfAKeptOnesMemoryGetsNewMemory() throws {
        var spares = SpareBitmaps(capacity: 3)
        let frame = try bitmap(width: 100, height: 100)
        spares.keep(frame)
        // 49 × 100 pixels are under half of the frame's: the frame-sized spare is left for a
        // bitmap that needs it.
        let taken = try #require(taking(&spares, width: 49, height: 100))
        #expect(taken.memory !== frame.memory)
        #expect(spares.count == 1)
        // 50 × 100 is half: it takes it.
        let half = try #require(taking(&spares, width: 50, height: 100))
        #expect(half.memory === frame.memory)
        #expect(spares.count == 0)
    }

    @Test func aNewBitmapIsTransparent() throws {
        var spares = SpareBitmaps(capacity: 3)
        let taken = try #require(taking(&spares, width: 7, height: 5))
        #expect(taken.pixels(in: (0, 0, 7, 5)).allSatisfy { $0 == 0 })
    }

    @Test func theOldestBitmapIsDroppedPastTheCapacity() throws {
        var spares = SpareBitmaps(capacity: 2)
        let first = try bitmap(width: 10, height: 10)
        let second = try bitmap(width: 11, height: 10)
        let third = try bitmap(width: 12, height: 10)
        for kept in [first, second, third] { spares.keep(kept) }
        #expect(spares.count == 2)
        #expect(spares.bitmaps.first === second && spares.bitmaps.last === third)
    }

    @Test func preparingMakesZeroedBitmapsAndDropsSmallerOnes() throws {
        var spares = SpareBitmaps(capacity: 3)
        let small = try bitmap(width: 10, height: 10)
        let frameSized = try bitmap(width: 64, height: 70)
        spares.keep(small)
        spares.keep(frameSized)
        spares.prepare(count: 5, width: 64, height: 70)  // at most the capacity
        #expect(spares.count == 3)
        #expect(spares.bitmaps.allSatisfy { $0 !== small })
        #expect(spares.bitmaps.first === frameSized)
        for prepared in spares.bitmaps.dropFirst() {
            #expect(prepared.pixelWidth == 64 && prepared.pixelHeight == 70)
            #expect(prepared.pixels(in: (0, 0, 64, 70)).allSatisfy { $0 == 0 })
        }
    }

    @Test func drawingOverReusedMemoryGivesTheSamePixelsAsOverNew() throws {
        var spares = SpareBitmaps(capacity: 1)
        let old = try bitmap(width: 30, height: 30)
        func fill(_ surface: CairoSurface, red: Double) {
            let context = cairo_create(surface.pointer)
            cairo_set_source_rgba(context, red, 0.5, 0.25, 0.75)
            cairo_rectangle(context, 3.5, 2, 20, 17.25)
            cairo_fill(context)
            cairo_destroy(context)
            cairo_surface_flush(surface.pointer)
        }
        fill(old, red: 1)
        spares.keep(old)
        // Drawn over the stale pixels as a bitmap to be overwritten whole is: cleared first.
        let reused = try #require(taking(&spares, width: 25, height: 36))
        #expect(reused.memory === old.memory)
        let context = cairo_create(reused.pointer)
        cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
        cairo_paint(context)
        cairo_destroy(context)
        fill(reused, red: 0.2)
        let fresh = try #require(CairoSurface(pixelWidth: 25, pixelHeight: 36))
        fill(fresh, red: 0.2)
        #expect(reused.pixels(in: (0, 0, 25, 36)) == fresh.pixels(in: (0, 0, 25, 36)))
    }

    @Test func theMemoryLivesAsLongAsCairoHoldsTheSurface() throws {
        weak var weakMemory: PixelMemory?
        var pattern: OpaquePointer?
        do {
            let surface = try bitmap(width: 8, height: 8)
            weakMemory = surface.memory
            let context = cairo_create(surface.pointer)
            cairo_set_source_rgb(context, 1, 0, 0)
            cairo_paint(context)
            cairo_destroy(context)
            pattern = cairo_pattern_create_for_surface(surface.pointer)
        }
        // The object is gone; the pattern still holds Cairo's surface, and so its memory.
        #expect(weakMemory != nil)
        let target = try #require(CairoSurface(pixelWidth: 8, pixelHeight: 8))
        let context = cairo_create(target.pointer)
        cairo_set_source(context, pattern)
        cairo_paint(context)
        cairo_destroy(context)
        #expect(target.pixels(in: (4, 4, 1, 1)).first == 0xFFFF_0000)
        cairo_pattern_destroy(pattern)
        #expect(weakMemory == nil)
    }
}
