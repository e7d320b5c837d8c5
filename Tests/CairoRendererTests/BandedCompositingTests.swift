import Testing

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
}
