import CCairo
import CPixelKernels
import Motion
import UIKit

/// The pixel operations a backdrop blur is built from, on premultiplied ARGB32 (Cairo's
/// format, one `UInt32` a pixel): shrinking by block averages, saturating, tinting, upscaling
/// bilinearly and blending. The blur itself is ``BoxBlur``. Each is a pure function of its
/// input, run in bands on every core where it pays (``ParallelBands``), with its own tests.
enum PixelKernels {
    /// Tightly packed pixels (`width` × `height`) shrunk `factor` times on each side (1…16), in
    /// bands on every core (``shrinkRows(_:of:rowLength:width:height:factor:into:copyingInto:)``).
    static func shrink(_ pixels: [UInt32], width: Int, height: Int, factor: Int) -> (pixels: [UInt32], width: Int, height: Int) {
        let factor = Swift.min(16, Swift.max(1, factor))
        guard width > 0, height > 0, pixels.count >= width * height else { return ([], 0, 0) }
        let smallWidth = (width + factor - 1) / factor, smallHeight = (height + factor - 1) / factor
        var result = [UInt32](repeating: 0, count: smallWidth * smallHeight)
        pixels.withUnsafeBufferPointer { input in
            let source = SharedPixels(base: UnsafeMutablePointer(mutating: input.baseAddress!))
            result.withUnsafeMutableBufferPointer { buffer in
                let output = SharedPixels(base: buffer.baseAddress!)
                ParallelBands.forEach(smallHeight, minimum: 64 / factor) { band in
                    shrinkRows(band, of: source.base, rowLength: width, width: width, height: height, factor: factor, into: output.base)
                }
            }
        }
        return (result, smallWidth, smallHeight)
    }

    /// The rows `smallRows` of the `factor`×`factor` block average (factor 1…16; partial
    /// blocks at the edges average what they have) of `width` × `height` pixels from `origin`,
    /// rows `rowLength` pixels apart, written to `output` (the whole result, rows of
    /// ⌈`width` / `factor`⌉ pixels); with `copy`, the input rows they read are copied there.
    /// Channels are summed two at a time in 16-bit lanes of a word (up to 16 × 16 sums of bytes
    /// never overflow 16 bits).
    static func shrinkRows(
        _ smallRows: Range<Int>, of origin: UnsafePointer<UInt32>, rowLength: Int, width: Int, height: Int, factor: Int,
        into output: UnsafeMutablePointer<UInt32>, copyingInto copy: (pixels: UnsafeMutablePointer<UInt32>, rowLength: Int)? = nil
    ) {
        precondition(factor >= 1 && factor <= 16, "a block of \(factor) × \(factor) overflows a 16-bit lane")
        guard width > 0, !smallRows.isEmpty else { return }
        let smallWidth = (width + factor - 1) / factor
        // Per column, the sum of the block's rows in two 16-bit lanes a word (AG and RB): a
        // plain loop over the row, which the compiler vectorizes; then each block's columns
        // are summed (at most 16 × 16 × 255 = 65,280 a lane).
        var columnSums = [UInt32](repeating: 0, count: width * 2)
        columnSums.withUnsafeMutableBufferPointer { sums in
            let alphaGreen = sums.baseAddress!, redBlue = sums.baseAddress! + width
            for smallY in smallRows {
                for x in 0..<(width * 2) { sums[x] = 0 }
                let rows = Swift.min(factor, height - smallY * factor)
                for row in 0..<rows {
                    let line = origin + (smallY * factor + row) * rowLength
                    for x in 0..<width {
                        let pixel = line[x]
                        alphaGreen[x] &+= (pixel >> 8) & 0x00FF_00FF
                        redBlue[x] &+= pixel & 0x00FF_00FF
                    }
                    // The row is in cache now: copying it costs a write, not another read.
                    if let copy { (copy.pixels + (smallY * factor + row) * copy.rowLength).update(from: line, count: width) }
                }
                var x = 0
                for smallX in 0..<smallWidth {
                    let end = Swift.min(width, x + factor)
                    let count = UInt32(rows * (end - x)), half = count / 2
                    var blockAlphaGreen: UInt32 = 0, blockRedBlue: UInt32 = 0
                    while x < end {
                        blockAlphaGreen &+= alphaGreen[x]
                        blockRedBlue &+= redBlue[x]
                        x += 1
                    }
                    let alpha = ((blockAlphaGreen >> 16) + half) / count, green = ((blockAlphaGreen & 0xFFFF) + half) / count
                    let red = ((blockRedBlue >> 16) + half) / count, blue = ((blockRedBlue & 0xFFFF) + half) / count
                    output[smallY * smallWidth + smallX] = alpha << 24 | red << 16 | green << 8 | blue
                }
            }
        }
    }

    /// Scales each pixel's colour away from (or toward) its grey by `factor`, on premultiplied
    /// values (clamped to the alpha), in 8.8 fixed point (Rec. 709 weights 54/183/19 of 256).
    ///
    /// Wrapping 32-bit arithmetic (no product leaves ±2²¹) without branches, in a loop of its
    /// own over a pointer, which the compiler vectorizes: 0.1 ms for a full-screen blur's
    /// 147 × 317 pixels at scale 3, against 0.2-0.4 ms before (measured).
    static func saturate(_ pixels: inout [UInt32], by factor: Double) {
        guard let scaled = saturationScale(factor) else { return }
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            saturate(base, count: buffer.count, scaled: scaled)
        }
    }

    /// A saturation factor in 256ths, clamped to 0…16; nil when it is not a finite number
    /// (nothing is changed then).
    private static func saturationScale(_ factor: Double) -> Int32? {
        factor.isFinite ? Int32((Swift.min(16, Swift.max(0, factor)) * 256).rounded()) : nil
    }

    /// ``saturate(_:by:)`` on `count` pixels, the factor in 256ths.
    @inline(never)
    private static func saturate(_ pixels: UnsafeMutablePointer<UInt32>, count: Int, scaled: Int32) {
        for index in 0..<count {
            let pixel = pixels[index]
            let alpha = Int32(truncatingIfNeeded: pixel >> 24)
            let red = Int32(truncatingIfNeeded: (pixel >> 16) & 0xFF), green = Int32(truncatingIfNeeded: (pixel >> 8) & 0xFF)
            let blue = Int32(truncatingIfNeeded: pixel & 0xFF)
            let grey = (red &* 54 &+ green &* 183 &+ blue &* 19 &+ 128) &>> 8
            @inline(__always) func channel(_ value: Int32) -> UInt32 {
                UInt32(truncatingIfNeeded: Swift.min(alpha, Swift.max(0, grey &+ (((value &- grey) &* scaled &+ 128) &>> 8))))
            }
            let result = (pixel & 0xFF00_0000) | channel(red) << 16 | channel(green) << 8 | channel(blue)
            pixels[index] = alpha > 0 ? result : pixel
        }
    }

    /// Paints a colour OVER premultiplied pixels in place (8.8 fixed point); returns whether
    /// every result is opaque.
    ///
    /// Wrapping arithmetic without branches (no sum leaves 2¹⁷), in a loop of its own over a
    /// pointer, which the compiler vectorizes; then one pass for the least alpha.
    static func tint(_ pixels: inout [UInt32], with color: UIColor) -> Bool {
        let paint = TintPaint(color)
        return pixels.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            if paint.paints { Self.paint(base, count: buffer.count, keep: paint.keep, add: paint.add) }
            return leastAlpha(base, count: buffer.count) == 255
        }
    }

    /// ``saturate(_:by:)`` (unless `saturation` is 1) then ``tint(_:with:)``, in one pass over
    /// each band of pixels, the bands on every core; returns whether every result is opaque.
    /// The same pixels as the two one after the other (each pixel's result is its own).
    static func saturateAndTint(_ pixels: inout [UInt32], saturation: Double, tint color: UIColor) -> Bool {
        let scaled = saturation == 1 ? nil : saturationScale(saturation)
        let paint = TintPaint(color)
        return pixels.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            let shared = SharedPixels(base: base)
            let leastAlphas = ParallelBands.map(buffer.count, minimum: 8192) { band -> UInt32 in
                let start = shared.base + band.lowerBound
                if let scaled { saturate(start, count: band.count, scaled: scaled) }
                if paint.paints { Self.paint(start, count: band.count, keep: paint.keep, add: paint.add) }
                return leastAlpha(start, count: band.count)
            }
            return leastAlphas.allSatisfy { $0 == 255 }
        }
    }

    /// A tint colour as ``paint(_:count:keep:add:)`` applies it: each channel kept in
    /// 256ths and the colour's share added, in 8.8 fixed point (a channel that is not a
    /// finite number counts as 0).
    private struct TintPaint {
        /// 256ths of each channel kept.
        let keep: UInt32
        /// The colour's part of each channel, times 256.
        let add: (alpha: UInt32, red: UInt32, green: UInt32, blue: UInt32)
        /// Whether the colour changes anything (its alpha is above 0).
        let paints: Bool

        init(_ color: UIColor) {
            func unit(_ value: Double) -> Double { value.isFinite ? Swift.min(1, Swift.max(0, value)) : 0 }
            let tintAlpha = unit(color.alpha)
            keep = UInt32(((1 - tintAlpha) * 256).rounded())
            func added(_ channel: Double) -> UInt32 { UInt32((channel * tintAlpha * 255 * 256).rounded()) }
            add = (alpha: added(1), red: added(unit(color.red)), green: added(unit(color.green)), blue: added(unit(color.blue)))
            paints = tintAlpha > 0
        }
    }

    /// ``tint(_:with:)``'s painting on `count` pixels: each channel times `keep` (256ths), plus
    /// its part of `add`.
    @inline(never)
    private static func paint(_ pixels: UnsafeMutablePointer<UInt32>, count: Int, keep: UInt32,
                              add: (alpha: UInt32, red: UInt32, green: UInt32, blue: UInt32)) {
        for index in 0..<count {
            let pixel = pixels[index]
            @inline(__always) func over(_ channel: UInt32, _ added: UInt32) -> UInt32 {
                Swift.min(255, (channel &* keep &+ added &+ 128) &>> 8)
            }
            pixels[index] = over(pixel >> 24, add.alpha) << 24 | over((pixel >> 16) & 0xFF, add.red) << 16
                | over((pixel >> 8) & 0xFF, add.green) << 8 | over(pixel & 0xFF, add.blue)
        }
    }

    /// The least alpha of `count` pixels (255 for none).
    @inline(never)
    private static func leastAlpha(_ pixels: UnsafePointer<UInt32>, count: Int) -> UInt32 {
        var least: UInt32 = 255
        for index in 0..<count { least = Swift.min(least, pixels[index] >> 24) }
        return least
    }

    /// Blends one premultiplied ARGB32 colour over `count` pixels (OVER: the colour plus each
    /// pixel times one minus its alpha), rounding as pixman does (`x·a/255` as
    /// `(t + (t >> 8)) >> 8` with `t = x·a + 128`), so the result is pixman's for the same
    /// colour. In C (`today_blend_over`), four pixels at a time.
    static func blend(_ color: UInt32, over row: UnsafeMutablePointer<UInt32>, count: Int) {
        today_blend_over(color, row, count)
    }

    /// Whether every one of `width` × `height` premultiplied ARGB32 pixels from `origin`, rows
    /// `rowLength` pixels apart, has alpha 255: drawn OVER anything, such pixels replace it.
    /// Stops at the first row with a pixel that is not (at once, for text on a transparent
    /// bitmap); false for no pixels.
    @inline(never)
    static func isOpaque(_ origin: UnsafePointer<UInt32>, width: Int, height: Int, rowLength: Int) -> Bool {
        guard width > 0, height > 0 else { return false }
        for row in 0..<height {
            let line = origin + row * rowLength
            var all: UInt32 = 0xFF00_0000
            for index in 0..<width { all &= line[index] }
            if all & 0xFF00_0000 != 0xFF00_0000 { return false }
        }
        return true
    }

    /// The parts of a bitmap that hold ink: runs of rows with a pixel that is not 0 (fully
    /// transparent), each cut to the columns its ink spans, in order down the bitmap. Runs
    /// with fewer than `minimumGap` transparent rows between them are joined, so that a filter
    /// reading a pixel past a part's edge (a bilinear one reads one) finds only transparent
    /// pixels there and never another part's. Empty for a bitmap with no ink.
    @inline(never)
    static func inkParts(_ origin: UnsafePointer<UInt32>, width: Int, height: Int, rowLength: Int, minimumGap: Int) -> [PixelRect] {
        guard width > 0, height > 0 else { return [] }
        var parts: [PixelRect] = []
        // The run being gathered: its first row, its last row with ink, its columns.
        var run: (top: Int, bottom: Int, left: Int, right: Int)? = nil
        for row in 0..<height {
            let line = origin + row * rowLength
            // Whether the row has ink at all, in one pass that vectorizes; a row with ink is
            // then searched from both ends.
            var any: UInt32 = 0
            for index in 0..<width { any |= line[index] }
            guard any != 0 else { continue }
            var left = 0
            while line[left] == 0 { left += 1 }
            var right = width
            while line[right - 1] == 0 { right -= 1 }
            if let gathered = run, row - gathered.bottom - 1 < minimumGap {
                run = (gathered.top, row, Swift.min(gathered.left, left), Swift.max(gathered.right, right))
            } else {
                if let gathered = run {
                    parts.append(PixelRect(x: gathered.left, y: gathered.top, width: gathered.right - gathered.left,
                                           height: gathered.bottom - gathered.top + 1))
                }
                run = (row, row, left, right)
            }
        }
        if let gathered = run {
            parts.append(PixelRect(x: gathered.left, y: gathered.top, width: gathered.right - gathered.left,
                                   height: gathered.bottom - gathered.top + 1))
        }
        return parts
    }

    /// Scales `width`×`height` pixels up `factor` times bilinearly (pixel centres aligned,
    /// edges extended, as Cairo's bilinear filter with PAD) into `target` (rows `rowLength`
    /// apart), cropped to `targetWidth`×`targetHeight`. `factor` is 2, 4 or 8 (anything else
    /// draws nothing). Every output pixel sits an odd number of (2·factor)ths between two
    /// inputs (1/8, 3/8, 5/8, 7/8 at ×4), so the weights are whole sixteenths.
    ///
    /// It is ``widen(_:width:height:factor:to:)`` then
    /// ``stretch(_:width:height:factor:into:rowLength:height:region:blend:below:)``; a caller
    /// that scales the same pixels up again and again (a fading backdrop, every frame) keeps
    /// the widened rows and stretches only.
    static func upscale(
        _ pixels: [UInt32], width: Int, height: Int, factor: Int,
        into target: UnsafeMutablePointer<UInt32>, rowLength: Int, width targetWidth: Int, height targetHeight: Int,
        region: (columns: Range<Int>, rows: Range<Int>)? = nil, blend: UInt32? = nil,
        below: (pixels: UnsafePointer<UInt32>, rowLength: Int)? = nil
    ) {
        guard let wide = widen(pixels, width: width, height: height, factor: factor, to: targetWidth) else { return }
        stretch(wide, width: targetWidth, height: height, factor: factor, into: target, rowLength: rowLength,
                height: targetHeight, region: region, blend: blend, below: below)
    }

    /// The first half of ``upscale``: each of the `height` rows of `width` pixels scaled up
    /// `factor` times along the row and cropped to `targetWidth` (`targetWidth`×`height`
    /// pixels), or nil for a factor other than 2, 4 or 8, or an empty size.
    ///
    /// The two inputs and the weight of every output column are worked out once; each row
    /// then gathers its two inputs per column and blends them channel by channel in 16-bit
    /// lanes, which vectorizes (three times faster than a pixel at a time, measured), with
    /// the results of ``lerpSixteenths`` exactly.
    static func widen(_ pixels: [UInt32], width: Int, height: Int, factor: Int, to targetWidth: Int) -> [UInt32]? {
        guard width > 0, height > 0, targetWidth > 0, pixels.count >= width * height, [2, 4, 8].contains(factor) else { return nil }
        // Output pixel x's centre is (2x + 1 − factor) / (2·factor) input pixels from the first
        // input's centre: the input at or before it, and the weight toward the next one.
        // (2·factor is a power of two: an arithmetic shift is the floor, a mask the remainder.)
        let steps = 2 * factor, shift = steps.trailingZeroBitCount, toSixteenths = 16 / steps
        var lefts = [Int32](repeating: 0, count: targetWidth), rights = [Int32](repeating: 0, count: targetWidth)
        var weights = [UInt8](repeating: 0, count: targetWidth * 4)  // one per channel
        for x in 0..<targetWidth {
            let numerator = 2 * x + 1 - factor, left = numerator >> shift
            lefts[x] = Int32(Swift.min(width - 1, Swift.max(0, left)))
            rights[x] = Int32(Swift.min(width - 1, Swift.max(0, left + 1)))
            let weight = UInt8((numerator & (steps - 1)) * toSixteenths)
            for channel in 0..<4 { weights[4 * x + channel] = weight }
        }
        let wide = [UInt32](unsafeUninitializedCapacity: targetWidth * height) { buffer, count in
            let output = SharedPixels(base: buffer.baseAddress!)
            pixels.withUnsafeBufferPointer { input in
                let source = SharedPixels(base: UnsafeMutablePointer(mutating: input.baseAddress!))
                lefts.withUnsafeBufferPointer { lefts in
                    rights.withUnsafeBufferPointer { rights in
                        weights.withUnsafeBufferPointer { weights in
                            let tables = WidenTables(lefts: lefts.baseAddress!, rights: rights.baseAddress!, weights: weights.baseAddress!)
                            ParallelBands.forEach(height, minimum: 16) { band in
                                // The gathered inputs of one row (scratch for this band).
                                let first = UnsafeMutablePointer<UInt32>.allocate(capacity: targetWidth)
                                let second = UnsafeMutablePointer<UInt32>.allocate(capacity: targetWidth)
                                defer { first.deallocate(); second.deallocate() }
                                for y in band {
                                    widenRow(source.base + y * width, tables: tables, first: first, second: second,
                                             into: output.base + y * targetWidth, count: targetWidth)
                                }
                            }
                        }
                    }
                }
            }
            count = targetWidth * height
        }
        return wide
    }

    /// Where each output column of ``widen`` reads, shared by its bands.
    private struct WidenTables: @unchecked Sendable {
        /// The input column at or before each output column's centre.
        let lefts: UnsafePointer<Int32>
        /// The input column after it (the same one at the edges).
        let rights: UnsafePointer<Int32>
        /// The weight toward `rights`, in sixteenths, once per channel of each output pixel.
        let weights: UnsafePointer<UInt8>
    }

    /// One row of ``widen``: its inputs gathered into `first` and `second`, then blended by
    /// the weights channel by channel.
    @inline(never)
    private static func widenRow(
        _ row: UnsafePointer<UInt32>, tables: WidenTables, first: UnsafeMutablePointer<UInt32>, second: UnsafeMutablePointer<UInt32>,
        into line: UnsafeMutablePointer<UInt32>, count: Int
    ) {
        for x in 0..<count {
            first[x] = row[Int(tables.lefts[x])]
            second[x] = row[Int(tables.rights[x])]
        }
        let a = UnsafeRawPointer(first).assumingMemoryBound(to: UInt8.self)
        let b = UnsafeRawPointer(second).assumingMemoryBound(to: UInt8.self)
        let out = UnsafeMutableRawPointer(line).assumingMemoryBound(to: UInt8.self)
        let weights = tables.weights
        for index in 0..<(count * 4) {
            let weight = UInt16(weights[index])
            out[index] = UInt8(truncatingIfNeeded: (UInt16(a[index]) &* (16 &- weight) &+ UInt16(b[index]) &* weight &+ 8) &>> 4)
        }
    }

    /// The second half of ``upscale``: `height` rows of `width` pixels (from
    /// ``widen(_:width:height:factor:to:)``) scaled up `factor` times down the columns into
    /// `target` (rows `rowLength` apart), cropped to `targetHeight` rows.
    ///
    /// With `region`, only those output columns and rows are written; with `blend` (an alpha
    /// in 256ths), each written pixel becomes `scaled·α + existing·(1 − α)` instead, which
    /// paints a fading backdrop straight into the frame in the same pass; with `below` too,
    /// `existing` is read from there (same size as the target, its own row length) instead.
    /// Pixels inside `skipping` (relative to `target`, like `region`) are left as they are:
    /// something opaque drawn later covers them. The rows are done channel by channel in
    /// 16-bit arithmetic (``lerpBlendRow``), which vectorizes well, with the same results as
    /// ``lerpSixteenths`` and ``blendFraction``.
    static func stretch(
        _ wide: [UInt32], width: Int, height: Int, factor: Int,
        into target: UnsafeMutablePointer<UInt32>, rowLength: Int, height targetHeight: Int,
        region: (columns: Range<Int>, rows: Range<Int>)? = nil, blend: UInt32? = nil,
        below: (pixels: UnsafePointer<UInt32>, rowLength: Int)? = nil, skipping covers: [PixelRect] = []
    ) {
        guard width > 0, height > 0, targetHeight > 0, wide.count >= width * height, [2, 4, 8].contains(factor) else { return }
        let columns = (region?.columns ?? 0..<width).clamped(to: 0..<width)
        let rows = (region?.rows ?? 0..<targetHeight).clamped(to: 0..<targetHeight)
        guard !columns.isEmpty, !rows.isEmpty else { return }
        let steps = 2 * factor, shift = steps.trailingZeroBitCount, toSixteenths = 16 / steps
        let destination = SharedPixels(base: target)
        let bottom = below.map { (SharedPixels(base: UnsafeMutablePointer(mutating: $0.pixels)), $0.rowLength) }
        let firstRow = rows.lowerBound
        let covers = covers.filter { !$0.isEmpty }.sorted { $0.x < $1.x }
        wide.withUnsafeBufferPointer { wideBuffer in
            let scaled = SharedPixels(base: UnsafeMutablePointer(mutating: wideBuffer.baseAddress!))
            // Rows under an opaque card cost little: pieces smaller than a core's share keep
            // both cores busy to the end.
            ParallelBands.forEach(rows.count, minimum: 64, piecesPerCore: 8) { band in
                for index in band {
                    let y = firstRow + index
                    // As along the rows: the input row at or before this one's centre, and the weight.
                    let numerator = 2 &* y &+ 1 &- factor
                    let upper = numerator &>> shift, rowWeight = UInt32(truncatingIfNeeded: (numerator & (steps &- 1)) &* toSixteenths)
                    let first = scaled.base + Swift.max(0, upper) * width
                    let second = scaled.base + Swift.min(height - 1, upper + 1) * width
                    let line = destination.base + y * rowLength
                    let existing = bottom.map { $0.0.base + y * $0.1 } ?? line
                    // The columns left between the covers on this row, left to right.
                    var start = columns.lowerBound
                    for cover in covers where cover.y <= y && y < cover.y + cover.height {
                        let left = Swift.max(start, cover.x), right = Swift.min(columns.upperBound, cover.x + cover.width)
                        guard right > left else { continue }
                        lerpBlendRow(first, second, weight: rowWeight, over: existing, alpha: blend, into: line, columns: start..<left)
                        start = right
                    }
                    lerpBlendRow(first, second, weight: rowWeight, over: existing, alpha: blend, into: line,
                                 columns: start..<Swift.max(start, columns.upperBound))
                }
            }
        }
    }

    /// One output row: `first` moved `weight` sixteenths toward `second`, then, with `alpha`
    /// (256ths), blended over `existing` (which may be `line` itself); written to `line` in
    /// `columns`. Channel by channel in 16-bit arithmetic, which every intermediate fits (255 ·
    /// 16 + 8 for the lerp, 255 · 256 + 128 for the blend): the compiler turns the loop into
    /// 16-bit vector multiplies (SSE2 has those, not 32-bit ones), and the results are those of
    /// ``lerpSixteenths`` and ``blendFraction`` exactly.
    @inline(__always)
    static func lerpBlendRow(
        _ first: UnsafePointer<UInt32>, _ second: UnsafePointer<UInt32>, weight: UInt32,
        over existing: UnsafePointer<UInt32>, alpha: UInt32?, into line: UnsafeMutablePointer<UInt32>, columns: Range<Int>
    ) {
        guard !columns.isEmpty else { return }
        let count = columns.count * 4
        let a = UnsafeRawPointer(first + columns.lowerBound).assumingMemoryBound(to: UInt8.self)
        let b = UnsafeRawPointer(second + columns.lowerBound).assumingMemoryBound(to: UInt8.self)
        let out = UnsafeMutableRawPointer(line + columns.lowerBound).assumingMemoryBound(to: UInt8.self)
        let secondWeight = UInt16(truncatingIfNeeded: weight), firstWeight = 16 &- secondWeight
        guard let alpha else {
            for index in 0..<count {
                out[index] = UInt8(truncatingIfNeeded: (UInt16(a[index]) &* firstWeight &+ UInt16(b[index]) &* secondWeight &+ 8) &>> 4)
            }
            return
        }
        let top = UInt16(truncatingIfNeeded: alpha), keep = 256 &- top
        // In place, the loop reads and writes through one pointer: with two that are equal the
        // compiler's overlap check sends it to its one-byte-at-a-time fallback (six times
        // slower, measured).
        if existing == UnsafePointer(line) {
            for index in 0..<count {
                let scaled = (UInt16(a[index]) &* firstWeight &+ UInt16(b[index]) &* secondWeight &+ 8) &>> 4
                out[index] = UInt8(truncatingIfNeeded: (scaled &* top &+ UInt16(out[index]) &* keep &+ 128) &>> 8)
            }
            return
        }
        let below = UnsafeRawPointer(existing + columns.lowerBound).assumingMemoryBound(to: UInt8.self)
        for index in 0..<count {
            let scaled = (UInt16(a[index]) &* firstWeight &+ UInt16(b[index]) &* secondWeight &+ 8) &>> 4
            out[index] = UInt8(truncatingIfNeeded: (scaled &* top &+ UInt16(below[index]) &* keep &+ 128) &>> 8)
        }
    }

    /// `top·α + bottom·(1 − α)` per channel, α in 256ths, rounded.
    @inline(__always)
    static func blendFraction(_ top: UInt32, over bottom: UInt32, alpha: UInt32) -> UInt32 {
        let keep = 256 - alpha
        let alphaGreen = ((top >> 8) & 0x00FF_00FF) &* alpha &+ ((bottom >> 8) & 0x00FF_00FF) &* keep &+ 0x0080_0080
        let redBlue = (top & 0x00FF_00FF) &* alpha &+ (bottom & 0x00FF_00FF) &* keep &+ 0x0080_0080
        return ((alphaGreen >> 8) & 0x00FF_00FF) << 8 | ((redBlue >> 8) & 0x00FF_00FF)
    }

    /// `first` moved `secondWeight` sixteenths toward `second`, per channel, rounded (255 · 16
    /// fits a 16-bit lane; a constant shift keeps the loops that call it vectorized).
    @inline(__always)
    static func lerpSixteenths(_ first: UInt32, _ second: UInt32, _ secondWeight: UInt32) -> UInt32 {
        let firstWeight = 16 - secondWeight
        let alphaGreen = ((first >> 8) & 0x00FF_00FF) &* firstWeight &+ ((second >> 8) & 0x00FF_00FF) &* secondWeight
        let redBlue = (first & 0x00FF_00FF) &* firstWeight &+ (second & 0x00FF_00FF) &* secondWeight
        return (((alphaGreen &+ 0x0008_0008) >> 4) & 0x00FF_00FF) << 8 | (((redBlue &+ 0x0008_0008) >> 4) & 0x00FF_00FF)
    }
}
