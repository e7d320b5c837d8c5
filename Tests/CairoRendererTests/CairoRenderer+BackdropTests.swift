import Motion
import Testing
import TestSupport
import ViewKit

@testable import CairoRenderer

/// The backdrop pipeline's pixel steps (shrink, blur, saturate, tint, upscale) against plain
/// reference arithmetic, and the fading backdrop against a blend of its ends.
@MainActor
struct CairoRendererBackdropTests {
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

    @Test func theFourTimesUpscaleIsBilinearWithinOneLevel() {
        let width = 9, height = 6
        let small = Self.randomPixels(count: width * height, seed: 7)
        // A target that is not a multiple of four: the last block is cropped.
        let targetWidth = 34, targetHeight = 22
        var target = [UInt32](repeating: 0xDEAD_BEEF, count: targetWidth * targetHeight)
        target.withUnsafeMutableBufferPointer {
            CairoRenderer.upscaleFourTimes(small, width: width, height: height, into: $0.baseAddress!,
                                           rowLength: targetWidth, width: targetWidth, height: targetHeight)
        }
        var worst = 0.0
        for y in 0..<targetHeight {
            for x in 0..<targetWidth {
                // Pixel centres aligned, edges clamped: Cairo's bilinear filter with PAD.
                let sourceX = Swift.min(Double(width - 1), Swift.max(0, (Double(x) + 0.5) / 4 - 0.5))
                let sourceY = Swift.min(Double(height - 1), Swift.max(0, (Double(y) + 0.5) / 4 - 0.5))
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
        #expect(worst <= 1.5, "largest difference \(worst)")
    }

    @Test func theQuarterAveragesBlocksAndPartialEdges() {
        // 6 × 5: a full 4×4 block, then partial blocks of 2 columns and 1 row.
        let width = 6, height = 5
        let pixels = (0..<(width * height)).map { index -> UInt32 in
            let value = UInt32((index % width) * 40 + (index / width) * 5)
            return 0xFF00_0000 | value << 16 | value << 8 | value
        }
        let small = CairoRenderer.quarter(pixels, width: width, height: height)
        #expect(small.width == 2 && small.height == 2)
        func average(columns: Range<Int>, rows: Range<Int>) -> Int {
            var sum = 0
            for row in rows { for column in columns { sum += column * 40 + row * 5 } }
            let count = columns.count * rows.count
            return (sum + count / 2) / count
        }
        let expected = [average(columns: 0..<4, rows: 0..<4), average(columns: 4..<6, rows: 0..<4),
                        average(columns: 0..<4, rows: 4..<5), average(columns: 4..<6, rows: 4..<5)]
        for (pixel, value) in zip(small.pixels, expected) {
            #expect(Self.channel(pixel, 0) == 255)
            #expect(Self.channel(pixel, 1) == value && Self.channel(pixel, 3) == value)
        }
    }

    @Test func theBoxBlurDividesExactly() {
        // The multiply-by-reciprocal average equals integer division, for every box width used.
        let width = 57, height = 31
        for sigma in [0.6, 2.0, 7.5, 30.0] {
            var fast = Self.randomPixels(count: width * height, seed: 11)
            var reference = fast
            BoxBlur.blur(&fast, width: width, height: height, sigma: sigma)
            for radius in BoxBlur.boxRadii(sigma: sigma) where radius > 0 {
                for y in 0..<height { Self.referencePass(&reference, start: y * width, count: width, step: 1, radius: radius) }
                for x in 0..<width { Self.referencePass(&reference, start: x, count: height, step: width, radius: radius) }
            }
            #expect(fast == reference, "σ = \(sigma)")
        }
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
        CairoRenderer.saturate(&unchanged, by: 1)
        #expect(zip(unchanged, pixels).allSatisfy { pair in (0..<4).allSatisfy { abs(Self.channel(pair.0, $0) - Self.channel(pair.1, $0)) <= 1 } })
        var grey = pixels
        CairoRenderer.saturate(&grey, by: 0)
        for pixel in grey {
            #expect(Self.channel(pixel, 1) == Self.channel(pixel, 2) && Self.channel(pixel, 2) == Self.channel(pixel, 3))
        }
        var vivid = pixels
        CairoRenderer.saturate(&vivid, by: 3)
        // Premultiplied channels never exceed their alpha.
        #expect(vivid.allSatisfy { pixel in (1..<4).allSatisfy { Self.channel(pixel, $0) <= Self.channel(pixel, 0) } })
    }

    @Test func tintIsPaintedOverAndReportsOpacity() {
        var opaque = Self.randomPixels(count: 200, seed: 5, opaque: true)
        let original = opaque
        #expect(CairoRenderer.tint(&opaque, with: Color(white: 1, alpha: 0.5)))
        for (tinted, before) in zip(opaque, original) {
            for index in 1..<4 {
                let expected = Double(Self.channel(before, index)) * 0.5 + 127.5
                #expect(abs(Double(Self.channel(tinted, index)) - expected) <= 1)
            }
        }
        var clear = [UInt32](repeating: 0, count: 4)
        #expect(!CairoRenderer.tint(&clear, with: Color(white: 0, alpha: 0.5)))
        #expect(clear.allSatisfy { $0 >> 24 == 128 })
        var untouched = [UInt32](repeating: 0, count: 4)
        #expect(!CairoRenderer.tint(&untouched, with: .clear))
        #expect(!CairoRenderer.tint(&untouched, with: Color(red: .nan, green: 0, blue: 0, alpha: .nan)))
    }

    @Test func aFadingBackdropIsTheBlendOfItsEnds() throws {
        func frame(amount: Double) -> Image? {
            render(size: Size(width: 80, height: 80), background: .white) { window in
                let stripe = View(frame: Rect(x: 30, y: 0, width: 20, height: 80))
                stripe.backgroundColor = Color(red: 0.9, green: 0.2, blue: 0.1)
                window.addSubview(stripe)
                let blur = VisualEffectView(effect: .light)
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
        // The same half-faded frame drawn two ways: blended straight into the frame while
        // scaling up (a blur computed in this frame), and painted from the baked bitmap (a
        // blur shown fully before) agree within one level.
        let window = Window(size: Size(width: 80, height: 80))
        window.backgroundColor = .white
        let stripe = View(frame: Rect(x: 30, y: 0, width: 20, height: 80))
        stripe.backgroundColor = Color(red: 0.9, green: 0.2, blue: 0.1)
        window.addSubview(stripe)
        let blur = VisualEffectView(effect: .light)
        blur.frame = window.bounds
        blur.effectAmount = 0.5
        window.addSubview(blur)
        let renderer = CairoRenderer(scale: 2)
        renderer.attach(to: window)
        let direct = try #require(renderer.render(window).image())
        #expect(renderer.statistics.backdropsBlendedDirectly == 1)
        blur.effectAmount = 1
        renderer.render(window)
        blur.effectAmount = 0.5
        let baked = try #require(renderer.render(window).image())
        #expect(renderer.statistics.backdropsBlendedDirectly == 0 && renderer.statistics.backdropBlursReused == 1)
        #expect(compare(direct, baked, channelTolerance: 1).differingPixels == 0)
        // And the full blur really blurred the stripe's edge.
        let edge = 40 * full.pixelWidth + 58
        #expect(Self.channel(full.pixels[edge], 1) != Self.channel(none.pixels[edge], 1))
    }

    @Test func aFadingBackdropBlendedDirectlyStaysInsideItsClip() throws {
        // A half-faded blur in a parent that clips it to the left half (square, then rounded):
        // the right half of the frame is untouched either way.
        for radius in [0.0, 12.0] {
            let (renderer, image) = render(size: Size(width: 80, height: 80), background: .white) { window in
                let stripe = View(frame: Rect(x: 0, y: 30, width: 80, height: 20))
                stripe.backgroundColor = Color(red: 0, green: 0, blue: 1)
                window.addSubview(stripe)
                let clip = View(frame: Rect(x: 0, y: 0, width: 40, height: 80))
                clip.masksToBounds = true
                clip.cornerRadius = radius
                window.addSubview(clip)
                let blur = VisualEffectView(effect: .light)
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

    @Test func parallelBandsCoverEveryIndexOnce() {
        for total in [0, 1, 63, 64, 65, 1000, 1001] {
            var hits = [UInt32](repeating: 0, count: total + 1)
            hits.withUnsafeMutableBufferPointer { buffer in
                let shared = SharedPixels(base: buffer.baseAddress!)
                ParallelBands.forEach(total, minimum: 16) { band in
                    for index in band { shared.base[index] += 1 }
                }
            }
            #expect(hits.prefix(total).allSatisfy { $0 == 1 } && hits[total] == 0, "total \(total)")
        }
    }
}
