import Motion
import Testing
import TestSupport
import UIKit

@testable import CairoRenderer

/// The backdrop's pixel kernels (shrink, box blur, saturate, tint, upscale) against plain
/// reference arithmetic, and the bands they run in.
@MainActor
struct PixelKernelsTests {
    /// Random premultiplied pixels.
    static func randomPixels(count: Int, seed: UInt64, opaque: Bool = false) -> [UInt32] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            let alpha = opaque ? 255 : UInt32(generator.nextUnit() * 255.99)
            func channel() -> UInt32 { UInt32(generator.nextUnit() * Double(alpha) + 0.5) }
            return alpha << 24 | channel() << 16 | channel() << 8 | channel()
        }
    }

    static func channel(_ pixel: UInt32, _ index: Int) -> Int { Int((pixel >> UInt32(24 - 8 * index)) & 0xFF) }

    /// Blending one colour over a row is pixman's OVER, channel by channel (`c + x·(255 − a)/255`,
    /// the product rounded as pixman rounds it), for rows of every length around the eight
    /// pixels done at once; a transparent colour leaves the row alone and an opaque one
    /// replaces it.
    @Test func blendingAColourOverARowIsPixmansOver() {
        func over(_ color: UInt32, _ pixel: UInt32) -> UInt32 {
            let inverse = 255 - (color >> 24)
            return (0..<4).reduce(UInt32(0)) { result, index in
                let shift = UInt32(8 * index)
                let t = ((pixel >> shift) & 0xFF) * inverse + 128
                return result | ((((t + (t >> 8)) >> 8) + ((color >> shift) & 0xFF)) << shift)
            }
        }
        let colors = Self.randomPixels(count: 40, seed: 11) + [0, 0xFF20_4060, 0x8000_0000]
        for (index, color) in colors.enumerated() {
            let count = index % 21
            let row = Self.randomPixels(count: count + 2, seed: UInt64(100 + index))
            var blended = row
            blended.withUnsafeMutableBufferPointer { PixelKernels.blend(color, over: $0.baseAddress! + 1, count: count) }
            #expect(blended.first == row.first && blended.last == row.last, "writes only its pixels")
            #expect(Array(blended[1..<(count + 1)]) == row[1..<(count + 1)].map { over(color, $0) }, "colour \(String(color, radix: 16)), \(count) pixels")
        }
    }

    /// Opacity is every pixel's alpha at 255, inside the rows' width only: a transparent pixel
    /// past the width (in the rows' padding) does not count, one inside it does, wherever it
    /// is; no pixels are not opaque.
    @Test func aBitmapIsOpaqueWhenEveryPixelInsideItsWidthIs() {
        let width = 13, height = 7, rowLength = 16
        var pixels = Self.randomPixels(count: rowLength * height, seed: 3, opaque: true)
        for row in 0..<height { pixels[row * rowLength + width] = 0 }  // padding
        func opaque(_ pixels: [UInt32], width: Int = 13, height: Int = 7) -> Bool {
            pixels.withUnsafeBufferPointer { PixelKernels.isOpaque($0.baseAddress!, width: width, height: height, rowLength: rowLength) }
        }
        #expect(opaque(pixels))
        for index in [0, 5 * rowLength + 6, (height - 1) * rowLength + width - 1] {
            var holed = pixels
            holed[index] &= 0xFEFF_FFFF  // alpha 254
            #expect(!opaque(holed), "pixel \(index)")
        }
        #expect(!opaque(pixels, width: 0))
        #expect(!opaque(pixels, height: 0))
    }

    /// A bitmap's ink parts are its runs of rows with a pixel that is not 0, each cut to the
    /// columns its ink spans, runs fewer than `minimumGap` transparent rows apart joined; a
    /// pixel with colour but no alpha is ink (drawn OVER, it adds its colour), the rows'
    /// padding is not.
    @Test func inkPartsAreTheRunsOfRowsWithInkCutToTheirColumns() {
        let width = 20, height = 16, rowLength = 24
        var pixels = [UInt32](repeating: 0, count: rowLength * height)
        for row in 0..<height { pixels[row * rowLength + width + 1] = 0xFFFF_FFFF }  // padding
        func ink(_ x: Int, _ y: Int, _ value: UInt32 = 0xFF20_4060) { pixels[y * rowLength + x] = value }
        ink(3, 2); ink(5, 2); ink(1, 3)  // a run of rows 2–3
        ink(10, 5)                        // one transparent row after it: joined
        ink(19, 8)                        // two after that: a part of its own, at the last column
        ink(0, 12, 0x0000_0001)           // colour without alpha, at the first column
        func parts(_ pixels: [UInt32], width: Int = 20, minimumGap: Int = 2) -> [PixelRect] {
            pixels.withUnsafeBufferPointer {
                PixelKernels.inkParts($0.baseAddress!, width: width, height: height, rowLength: rowLength, minimumGap: minimumGap)
            }
        }
        #expect(parts(pixels) == [PixelRect(x: 1, y: 2, width: 10, height: 4), PixelRect(x: 19, y: 8, width: 1, height: 1),
                                  PixelRect(x: 0, y: 12, width: 1, height: 1)])
        #expect(parts(pixels, minimumGap: 1) == [PixelRect(x: 1, y: 2, width: 5, height: 2), PixelRect(x: 10, y: 5, width: 1, height: 1),
                                                 PixelRect(x: 19, y: 8, width: 1, height: 1), PixelRect(x: 0, y: 12, width: 1, height: 1)])
        #expect(parts(pixels, minimumGap: 4) == [PixelRect(x: 0, y: 2, width: 20, height: 11)])
        #expect(parts([UInt32](repeating: 0, count: rowLength * height)).isEmpty)
        #expect(parts([UInt32](repeating: 0xFF00_0000, count: rowLength * height)) == [PixelRect(x: 0, y: 0, width: 20, height: 16)])
        #expect(parts(pixels, width: 0).isEmpty)
    }

    @Test(arguments: [2, 4, 8])
    func theUpscaleIsBilinearWithinOneLevel(factor: Int) {
        let width = 9, height = 6
        let small = Self.randomPixels(count: width * height, seed: 7)
        // A target that is not a multiple of the factor: the last block is cropped.
        let targetWidth = width * factor - factor / 2, targetHeight = height * factor - 1
        var target = [UInt32](repeating: 0xDEAD_BEEF, count: targetWidth * targetHeight)
        target.withUnsafeMutableBufferPointer {
            PixelKernels.upscale(small, width: width, height: height, factor: factor, into: $0.baseAddress!,
                                  rowLength: targetWidth, width: targetWidth, height: targetHeight)
        }
        var worst = 0.0
        for y in 0..<targetHeight {
            for x in 0..<targetWidth {
                // Pixel centres aligned, edges clamped: Cairo's bilinear filter with PAD.
                let sourceX = Swift.min(Double(width - 1), Swift.max(0, (Double(x) + 0.5) / Double(factor) - 0.5))
                let sourceY = Swift.min(Double(height - 1), Swift.max(0, (Double(y) + 0.5) / Double(factor) - 0.5))
                let left = Int(sourceX), top = Int(sourceY)
                let right = Swift.min(width - 1, left + 1), bottom = Swift.min(height - 1, top + 1)
                let fractionX = sourceX - Double(left), fractionY = sourceY - Double(top)
                for index in 0..<4 {
                    func at(_ column: Int, _ row: Int) -> Double { Double(Self.channel(small[row * width + column], index)) }
                    let upper = at(left, top) * (1 - fractionX) + at(right, top) * fractionX
                    let lower = at(left, bottom) * (1 - fractionX) + at(right, bottom) * fractionX
                    let expected = upper * (1 - fractionY) + lower * fractionY
                    worst = Swift.max(worst, Swift.abs(Double(Self.channel(target[y * targetWidth + x], index)) - expected))
                }
            }
        }
        // Two rounded passes: at most one level (plus the half level of the reference).
        #expect(worst <= 1.5, "largest difference \(worst) at ×\(factor)")
    }

    /// The row kernel works channel by channel in 16-bit arithmetic; it must give exactly what
    /// the per-pixel functions give, for every weight and for alphas from none to all, over
    /// a separate buffer and in place, with rows whose length is no multiple of anything.
    @Test func theRowKernelMatchesThePerPixelArithmeticExactly() {
        let length = 37
        let first = Self.randomPixels(count: length, seed: 11), second = Self.randomPixels(count: length, seed: 12)
        let existing = Self.randomPixels(count: length, seed: 13)
        var mismatches = 0
        for weight in UInt32(0)...16 {
            for alpha in [nil, 0, 1, 77, 128, 255, 256] as [UInt32?] {
                for columns in [0..<length, 3..<length - 2, 5..<6, 4..<4] {
                    var separate = [UInt32](repeating: 0xDEAD_BEEF, count: length)
                    var inPlace = existing
                    first.withUnsafeBufferPointer { a in
                        second.withUnsafeBufferPointer { b in
                            existing.withUnsafeBufferPointer { below in
                                separate.withUnsafeMutableBufferPointer { out in
                                    PixelKernels.lerpBlendRow(a.baseAddress!, b.baseAddress!, weight: weight, over: below.baseAddress!,
                                                              alpha: alpha, into: out.baseAddress!, columns: columns)
                                }
                            }
                            inPlace.withUnsafeMutableBufferPointer { line in
                                PixelKernels.lerpBlendRow(a.baseAddress!, b.baseAddress!, weight: weight, over: line.baseAddress!,
                                                          alpha: alpha, into: line.baseAddress!, columns: columns)
                            }
                        }
                    }
                    for x in 0..<length {
                        let scaled = PixelKernels.lerpSixteenths(first[x], second[x], weight)
                        let expected = alpha.map { PixelKernels.blendFraction(scaled, over: existing[x], alpha: $0) } ?? scaled
                        if separate[x] != (columns.contains(x) ? expected : 0xDEAD_BEEF) { mismatches += 1 }
                        if inPlace[x] != (columns.contains(x) ? expected : existing[x]) { mismatches += 1 }
                    }
                }
            }
        }
        #expect(mismatches == 0)
    }

    /// The widening gathers through tables and blends bytes; it must give, for every column,
    /// exactly the per-pixel lerp between the two inputs around the column's centre (edges
    /// extended), on rows cut into bands (40 rows) and with a crop that is no whole block.
    @Test(arguments: [2, 4, 8])
    func theWideningMatchesThePerPixelArithmeticExactly(factor: Int) {
        let width = 13, height = 40, targetWidth = 13 * factor - factor / 2 - 1
        let small = Self.randomPixels(count: width * height, seed: 21)
        guard let wide = PixelKernels.widen(small, width: width, height: height, factor: factor, to: targetWidth) else {
            Issue.record("no rows for ×\(factor)")
            return
        }
        #expect(wide.count == targetWidth * height)
        var mismatches = 0
        for y in 0..<height {
            for x in 0..<targetWidth {
                // The centre of output x is (2x + 1 − factor) / (2·factor) inputs from input 0's.
                let numerator = 2 * x + 1 - factor
                let left = Int((Double(numerator) / Double(2 * factor)).rounded(.down))
                let weight = UInt32(numerator - left * 2 * factor) * 16 / UInt32(2 * factor)
                let first = small[y * width + Swift.min(width - 1, Swift.max(0, left))]
                let second = small[y * width + Swift.min(width - 1, Swift.max(0, left + 1))]
                if wide[y * targetWidth + x] != PixelKernels.lerpSixteenths(first, second, weight) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0, "×\(factor)")
        #expect(PixelKernels.widen(small, width: width, height: height, factor: 3, to: targetWidth) == nil)
        #expect(PixelKernels.widen([], width: 0, height: 0, factor: factor, to: targetWidth) == nil)
    }

    @Test func anUpscaleByAnUnsupportedFactorWritesNothing() {
        let small = Self.randomPixels(count: 4, seed: 1)
        for factor in [0, 1, 3, 6, 16, -4] {
            var target = [UInt32](repeating: 0xDEAD_BEEF, count: 64)
            target.withUnsafeMutableBufferPointer {
                PixelKernels.upscale(small, width: 2, height: 2, factor: factor, into: $0.baseAddress!, rowLength: 8, width: 8, height: 8)
            }
            #expect(target.allSatisfy { $0 == 0xDEAD_BEEF }, "×\(factor)")
        }
    }

    @Test(arguments: [4, 8])
    func theShrinkAveragesBlocksAndPartialEdges(factor: Int) {
        // One full block, then partial blocks of half a block of columns and one row.
        let width = factor + factor / 2, height = factor + 1
        let pixels = (0..<(width * height)).map { index -> UInt32 in
            let value = UInt32((index % width) * 15 + (index / width) * 5)
            return 0xFF00_0000 | value << 16 | value << 8 | value
        }
        let small = PixelKernels.shrink(pixels, width: width, height: height, factor: factor)
        #expect(small.width == 2 && small.height == 2)
        func average(columns: Range<Int>, rows: Range<Int>) -> Int {
            var sum = 0
            for row in rows { for column in columns { sum += column * 15 + row * 5 } }
            let count = columns.count * rows.count
            return (sum + count / 2) / count
        }
        let expected = [average(columns: 0..<factor, rows: 0..<factor), average(columns: factor..<width, rows: 0..<factor),
                        average(columns: 0..<factor, rows: factor..<height), average(columns: factor..<width, rows: factor..<height)]
        for (pixel, value) in zip(small.pixels, expected) {
            #expect(Self.channel(pixel, 0) == 255)
            #expect(Self.channel(pixel, 1) == value && Self.channel(pixel, 3) == value)
        }
    }

    @Test(arguments: [(57, 31), (130, 45), (45, 130)])
    func theBoxBlurDividesExactly(width: Int, height: Int) {
        // The single-precision average equals integer division, for every box width used:
        // along the rows (transposed) and down the columns in 16-bit lanes up to a radius of
        // 128, one row or column at a time past it (σ = 150); 130 columns or rows are cut into
        // bands on two cores.
        for sigma in [0.6, 2.0, 7.5, 30.0, 150.0] {
            var fast = Self.randomPixels(count: width * height, seed: 11)
            var reference = fast
            BoxBlur.blur(&fast, width: width, height: height, sigma: sigma)
            // Every pass along the rows, then every pass down the columns.
            let radii = BoxBlur.boxRadii(sigma: sigma).filter { $0 > 0 }
            for radius in radii {
                for y in 0..<height { Self.referencePass(&reference, start: y * width, count: width, step: 1, radius: radius) }
            }
            for radius in radii {
                for x in 0..<width { Self.referencePass(&reference, start: x, count: height, step: width, radius: radius) }
            }
            #expect(fast == reference, "σ = \(sigma)")
        }
    }

    @Test func theBoxAverageIsIntegerDivisionForEverySum() {
        // Every window a box pass uses in 16-bit lanes (odd, up to 2 · 128 + 1), the widest
        // the σ cap gives (1,001) and past it, with every sum a window of bytes can make.
        var wrong: [(window: Int, sum: Int)] = []
        for window in Array(stride(from: 1, through: 2 * BoxBlur.maximumLaneRadius + 1, by: 2)) + [999, 1001, 2049] {
            let average = BoxBlur.Average(window: window)
            for sum in 0...(255 * window) where Int(average.of(UInt32(sum))) != (sum + window / 2) / window {
                wrong.append((window, sum))
            }
        }
        let failures = wrong.count  // (the list itself would be printed whole)
        #expect(failures == 0, "first wrong: \(Array(wrong.prefix(5)))")
    }

    @Test func aBlendSkippingCoversLeavesThemAndBlendsTheRestAsAWholeOne() throws {
        // A 5 × 4 input widened and stretched 4× into 20 × 16, blended at 40 % over random
        // pixels, with and without two overlapping covers (and one outside the region).
        let small = Self.randomPixels(count: 5 * 4, seed: 21, opaque: true)
        let wide = try #require(PixelKernels.widen(small, width: 5, height: 4, factor: 4, to: 20))
        let below = Self.randomPixels(count: 20 * 16, seed: 22)
        let region = (columns: 1..<19, rows: 2..<15)
        let covers = [PixelRect(x: 4, y: 3, width: 6, height: 5), PixelRect(x: 8, y: 6, width: 12, height: 4),
                      PixelRect(x: 0, y: 15, width: 20, height: 1)]
        func blended(skipping: [PixelRect]) -> [UInt32] {
            var pixels = below
            pixels.withUnsafeMutableBufferPointer {
                PixelKernels.stretch(wide, width: 20, height: 4, factor: 4, into: $0.baseAddress!, rowLength: 20, height: 16,
                                     region: region, blend: 102, skipping: skipping)
            }
            return pixels
        }
        let whole = blended(skipping: []), skipped = blended(skipping: covers)
        var changed = 0
        for y in 0..<16 {
            for x in 0..<20 {
                let index = y * 20 + x
                let covered = covers.contains { $0.contains(PixelRect(x: x, y: y, width: 1, height: 1)) }
                #expect(skipped[index] == (covered ? below[index] : whole[index]), "pixel \(x), \(y)")
                if whole[index] != below[index] { changed += 1 }
            }
        }
        #expect(changed > 150)  // the blend did change the region
    }

    /// One box pass with plain division, edges clamped.
    static func referencePass(_ pixels: inout [UInt32], start: Int, count: Int, step: Int, radius: Int) {
        let line = (0..<count).map { pixels[start + $0 * step] }
        let window = 2 * radius + 1
        for index in 0..<count {
            var result: UInt32 = 0
            for shift in [24, 16, 8, 0] {
                var sum = 0
                for offset in -radius...radius { sum += Int((line[Swift.min(count - 1, Swift.max(0, index + offset))] >> UInt32(shift)) & 0xFF) }
                result |= UInt32((sum + window / 2) / window) << UInt32(shift)
            }
            pixels[start + index * step] = result
        }
    }

    @Test func saturationLeavesGreyAndFactorOneAloneAndZeroMakesGrey() {
        let pixels = Self.randomPixels(count: 500, seed: 3)
        var unchanged = pixels
        PixelKernels.saturate(&unchanged, by: 1)
        #expect(zip(unchanged, pixels).allSatisfy { pair in (0..<4).allSatisfy { abs(Self.channel(pair.0, $0) - Self.channel(pair.1, $0)) <= 1 } })
        var grey = pixels
        PixelKernels.saturate(&grey, by: 0)
        for pixel in grey {
            #expect(Self.channel(pixel, 1) == Self.channel(pixel, 2) && Self.channel(pixel, 2) == Self.channel(pixel, 3))
        }
        var vivid = pixels
        PixelKernels.saturate(&vivid, by: 3)
        // Premultiplied channels never exceed their alpha.
        #expect(vivid.allSatisfy { pixel in (1..<4).allSatisfy { Self.channel(pixel, $0) <= Self.channel(pixel, 0) } })
    }

    @Test func tintIsPaintedOverAndReportsOpacity() {
        var opaque = Self.randomPixels(count: 200, seed: 5, opaque: true)
        let original = opaque
        #expect(PixelKernels.tint(&opaque, with: UIColor(white: 1, alpha: 0.5)))
        for (tinted, before) in zip(opaque, original) {
            for index in 1..<4 {
                let expected = Double(Self.channel(before, index)) * 0.5 + 127.5
                #expect(abs(Double(Self.channel(tinted, index)) - expected) <= 1)
            }
        }
        var clear = [UInt32](repeating: 0, count: 4)
        #expect(!PixelKernels.tint(&clear, with: UIColor(white: 0, alpha: 0.5)))
        #expect(clear.allSatisfy { $0 >> 24 == 128 })
        var untouched = [UInt32](repeating: 0, count: 4)
        #expect(!PixelKernels.tint(&untouched, with: .clear))
        #expect(!PixelKernels.tint(&untouched, with: UIColor(red: .nan, green: 0, blue: 0, alpha: .nan)))
    }


    /// Saturating and tinting in one pass, in bands, gives the pixels and the opacity of the
    /// two one after the other: a full-screen blur's size at scale 3 (two bands where there are
    /// two cores), translucent and opaque, with and without saturation and tint.
    @Test(arguments: [(saturation: 1.8, opaque: false), (saturation: 1.8, opaque: true), (saturation: 1.0, opaque: true), (saturation: 0.4, opaque: false)])
    func saturatingAndTintingInOnePassMatchesOneAfterTheOther(saturation: Double, opaque: Bool) {
        let pixels = Self.randomPixels(count: 147 * 317, seed: 11, opaque: opaque)
        for color in [UIColor(white: 0.95, alpha: 0.4), UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1), UIColor.clear] {
            var apart = pixels
            if saturation != 1 { PixelKernels.saturate(&apart, by: saturation) }
            let apartIsOpaque = PixelKernels.tint(&apart, with: color)
            var together = pixels
            let togetherIsOpaque = PixelKernels.saturateAndTint(&together, saturation: saturation, tint: color)
            #expect(together == apart, "saturation \(saturation), tint \(color)")
            #expect(togetherIsOpaque == apartIsOpaque)
            // Opaque input stays opaque; translucent input under a clear tint does not.
            #expect(togetherIsOpaque == (opaque || color.alpha == 1))
        }
    }

    @Test func bandResultsComeBackInTheBandsOrder() {
        for total in [0, 1, 100, 1000, 1001] {
            let bands = ParallelBands.map(total, minimum: 16) { $0 }
            #expect(bands.first?.lowerBound ?? 0 == 0 && bands.last?.upperBound ?? 0 == total, "total \(total)")
            #expect(zip(bands, bands.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        }
    }

    @Test func parallelBandsCoverEveryIndexOnce() {
        for total in [0, 1, 63, 64, 65, 1000, 1001] {
            for pieces in [1, 8] {
                var hits = [UInt32](repeating: 0, count: total + 1)
                hits.withUnsafeMutableBufferPointer { buffer in
                    let shared = SharedPixels(base: buffer.baseAddress!)
                    ParallelBands.forEach(total, minimum: 16, piecesPerCore: pieces) { band in
                        for index in band { shared.base[index] += 1 }
                    }
                }
                #expect(hits.prefix(total).allSatisfy { $0 == 1 } && hits[total] == 0, "total \(total), \(pieces) pieces a core")
            }
        }
    }

    @Test func parallelBandsAreCutIntoAsManyPiecesAsAskedEachAtLeastTheMinimum() {
        // A full-screen blend's 2,532 rows in sixteen pieces (two cores, eight a core).
        let pieces = ParallelBands.ranges(2532, minimum: 64, bands: 16)
        #expect(pieces.count == 16)
        #expect(pieces.first == 0..<158 && pieces.last == 2373..<2532)
        #expect(pieces.allSatisfy { $0.count >= 158 && $0.count <= 159 })
        // Too little work for so many: no piece under the minimum.
        #expect(ParallelBands.ranges(300, minimum: 64, bands: 16).count == 4)
        #expect(ParallelBands.ranges(63, minimum: 64, bands: 16) == [0..<63])
        #expect(ParallelBands.ranges(0, minimum: 64, bands: 16).isEmpty)
    }
}
