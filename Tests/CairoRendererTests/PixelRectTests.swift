import Testing

@testable import CairoRenderer

/// The pixel rectangles damage and occlusion are measured in.
struct PixelRectTests {
    @Test func containsTakesEdgesInAndEmptyRectanglesAnywhere() {
        let outer = PixelRect(x: 10, y: 10, width: 20, height: 20)
        #expect(outer.contains(PixelRect(x: 10, y: 10, width: 20, height: 20)))
        #expect(outer.contains(PixelRect(x: 15, y: 12, width: 5, height: 18)))
        #expect(!outer.contains(PixelRect(x: 9, y: 10, width: 5, height: 5)))
        #expect(!outer.contains(PixelRect(x: 25, y: 25, width: 6, height: 5)))
        #expect(outer.contains(PixelRect(x: 500, y: 500, width: 0, height: 3)))
        #expect(!PixelRect(x: 0, y: 0, width: 0, height: 0).contains(PixelRect(x: 0, y: 0, width: 1, height: 1)))
    }

    @Test func intersectionIsTheSharedPixelsOrEmpty() {
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersection(PixelRect(x: 5, y: 8, width: 10, height: 10)) == PixelRect(x: 5, y: 8, width: 5, height: 2))
        #expect(a.intersection(PixelRect(x: 10, y: 0, width: 5, height: 5)).isEmpty)
        #expect(a.intersection(PixelRect(x: -3, y: -3, width: 30, height: 30)) == a)
    }
}
