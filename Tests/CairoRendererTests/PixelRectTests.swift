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

    @Test func subtractingLeavesEveryPixelOutsideTheOthersOnce() {
        let box = PixelRect(x: 2, y: 3, width: 30, height: 24)
        let cases: [[PixelRect]] = [
            [],
            [PixelRect(x: 10, y: 10, width: 5, height: 5)],  // a hole in the middle
            [PixelRect(x: -5, y: 0, width: 50, height: 10), PixelRect(x: 20, y: 5, width: 40, height: 40)],  // edges
            [PixelRect(x: 8, y: 8, width: 6, height: 6), PixelRect(x: 11, y: 11, width: 6, height: 6), PixelRect.empty],  // overlapping
            [PixelRect(x: 100, y: 100, width: 5, height: 5)],  // outside
        ]
        for others in cases {
            let pieces = box.subtracting(others)
            // Pixel by pixel: inside the box and outside the others, in exactly one piece.
            for y in -2..<40 {
                for x in -2..<40 {
                    let pixel = PixelRect(x: x, y: y, width: 1, height: 1)
                    let wanted = box.contains(pixel) && !others.contains { $0.contains(pixel) }
                    let count = pieces.filter { $0.contains(pixel) }.count
                    #expect(count == (wanted ? 1 : 0), "pixel \(x), \(y) of \(others) is in \(count) pieces")
                }
            }
            #expect(pieces.allSatisfy { !$0.isEmpty })
        }
        #expect(box.subtracting([PixelRect(x: 0, y: 0, width: 40, height: 40)]).isEmpty)
        #expect(PixelRect.empty.subtracting([]).isEmpty)
    }

    /// A side passes through a box only strictly between its columns, over a row they share.
    @Test func aSidePassesThroughABoxOnlyStrictlyInsideItsColumnsAndRows() {
        let corner = PixelRect(x: 10, y: 10, width: 8, height: 8)
        #expect(PixelRect(x: 12, y: 0, width: 30, height: 11).hasSide(through: corner))  // left side, one row shared
        #expect(PixelRect(x: 0, y: 17, width: 11, height: 5).hasSide(through: corner))  // right side
        #expect(!PixelRect(x: 10, y: 0, width: 8, height: 30).hasSide(through: corner))  // on its edges
        #expect(!PixelRect(x: 12, y: 18, width: 3, height: 5).hasSide(through: corner))  // below its rows
        #expect(!PixelRect(x: 0, y: 0, width: 40, height: 40).hasSide(through: corner))  // around it
    }
}
