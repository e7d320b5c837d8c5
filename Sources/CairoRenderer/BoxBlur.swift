/// A separable box blur over premultiplied ARGB32 pixels, repeated three times to approach a
/// Gaussian (the "boxes for Gauss" construction: three box passes of the right widths have the
/// same variance as a Gaussian of standard deviation σ). Each channel is blurred on its own;
/// a test checks that colours never move between channels.
enum BoxBlur {
    /// Blurs `pixels` (`width` × `height`, tightly packed) in place to approximate a Gaussian of
    /// standard deviation `sigma` pixels. Does nothing for σ < 0.3 or an empty image.
    static func blur(_ pixels: inout [UInt32], width: Int, height: Int, sigma: Double) {
        guard width > 0, height > 0, sigma >= 0.3, sigma.isFinite, pixels.count >= width * height else { return }
        let radii = boxRadii(sigma: Swift.min(sigma, 500)).filter { $0 > 0 }
        guard !radii.isEmpty else { return }
        pixels.withUnsafeMutableBufferPointer { buffer in
            // Every pass along the rows, then every pass down the columns: the boxes are linear
            // and separable, so their order changes only the rounding. Each is split into bands
            // with their own scratch: two handoffs to the other cores, not six.
            let image = SharedPixels(base: buffer.baseAddress!)
            let inLanes = radii.allSatisfy { $0 <= maximumLaneRadius }
            ParallelBands.forEach(height, minimum: 32) { rows in
                if inLanes {
                    rowPasses(image.base + rows.lowerBound * width, rowLength: width, width: width, height: rows.count, radii: radii)
                    return
                }
                var scratch = [UInt32](repeating: 0, count: width)
                scratch.withUnsafeMutableBufferPointer { line in
                    for y in rows {
                        for radius in radii { pass(image.base + y * width, count: width, step: 1, radius: radius, line: line.baseAddress!) }
                    }
                }
            }
            ParallelBands.forEach(width, minimum: 32) { columns in
                if inLanes {
                    columnPasses(image.base + columns.lowerBound, rowLength: width, width: columns.count, height: height, radii: radii)
                    return
                }
                var scratch = [UInt32](repeating: 0, count: height)
                scratch.withUnsafeMutableBufferPointer { line in
                    for x in columns {
                        for radius in radii { pass(image.base + x, count: height, step: width, radius: radius, line: line.baseAddress!) }
                    }
                }
            }
        }
    }

    /// The largest radius ``columnPasses(_:rowLength:width:height:radii:)`` takes: a box of
    /// 2 · 128 + 1 bytes sums to at most 65,535, one 16-bit lane.
    static let maximumLaneRadius = 128

    /// Box passes down `width` columns (rows `rowLength` pixels apart), one pass a radius,
    /// edges extended: ``lanePasses(columns:length:radii:load:store:)`` on the columns as they
    /// lie. Every radius must be at most ``maximumLaneRadius``. The results are those of
    /// ``pass(_:count:step:radius:line:)``.
    static func columnPasses(_ start: UnsafeMutablePointer<UInt32>, rowLength: Int, width: Int, height: Int, radii: [Int]) {
        lanePasses(columns: width, length: height, radii: radii) { buffer in
            for y in 0..<height { (buffer + y * width).update(from: start + y * rowLength, count: width) }
        } store: { buffer in
            for y in 0..<height { (start + y * rowLength).update(from: buffer + y * width, count: width) }
        }
    }

    /// Box passes along `height` rows of `width` pixels (rows `rowLength` pixels apart), one
    /// pass a radius, edges extended: the rows are transposed into columns, passed in lanes
    /// (``lanePasses(columns:length:radii:load:store:)``) and transposed back, which is about
    /// twice as fast as a pixel at a time along each row (measured on a full-screen blur's 147 ×
    /// 317 pixels). Every radius must be at most ``maximumLaneRadius``. The results are those
    /// of ``pass(_:count:step:radius:line:)``.
    static func rowPasses(_ start: UnsafeMutablePointer<UInt32>, rowLength: Int, width: Int, height: Int, radii: [Int]) {
        lanePasses(columns: height, length: width, radii: radii) { buffer in
            for y in 0..<height {
                let row = start + y * rowLength
                for x in 0..<width { buffer[x * height + y] = row[x] }
            }
        } store: { buffer in
            for y in 0..<height {
                let row = start + y * rowLength
                for x in 0..<width { row[x] = buffer[x * height + y] }
            }
        }
    }

    /// Box passes down `columns` columns of `length` pixels, one pass a radius, edges
    /// extended, on a packed copy that `load` writes (column `x` of row `y` at `y · columns +
    /// x`) and `store` reads back: a row at a time, with every column's running sums in two
    /// 16-bit lanes a word (AG and RB), so that the loop over a row is plain word arithmetic
    /// the compiler vectorizes, and memory is read along rows. The copy is passed back and
    /// forth between two buffers. Every radius must be at most ``maximumLaneRadius``.
    @inline(__always)
    private static func lanePasses(
        columns width: Int, length height: Int, radii: [Int],
        load: (UnsafeMutablePointer<UInt32>) -> Void, store: (UnsafePointer<UInt32>) -> Void
    ) {
        guard width > 0, height > 0, !radii.isEmpty else { return }
        var buffers = [UInt32](repeating: 0, count: width * height * 2 + width * 2)
        buffers.withUnsafeMutableBufferPointer { storage in
            var source = storage.baseAddress!, target = source + width * height
            let alphaGreen = source + 2 * width * height, redBlue = alphaGreen + width
            load(source)
            for radius in radii {
                precondition(radius >= 0 && radius <= maximumLaneRadius, "radius \(radius) does not fit a 16-bit lane")
                let average = Average(window: 2 * radius + 1)
                for x in 0..<width { alphaGreen[x] = 0; redBlue[x] = 0 }
                for offset in -radius...radius {
                    let row = source + Swift.min(height - 1, Swift.max(0, offset)) * width
                    for x in 0..<width {
                        alphaGreen[x] &+= (row[x] >> 8) & 0x00FF_00FF
                        redBlue[x] &+= row[x] & 0x00FF_00FF
                    }
                }
                for y in 0..<height {
                    let output = target + y * width
                    let leaving = source + Swift.max(0, y - radius) * width
                    let entering = source + Swift.min(height - 1, y + radius + 1) * width
                    for x in 0..<width {
                        let sumAG = alphaGreen[x], sumRB = redBlue[x]
                        output[x] = average.of(sumAG >> 16) << 24 | average.of(sumRB >> 16) << 16
                            | average.of(sumAG & 0xFFFF) << 8 | average.of(sumRB & 0xFFFF)
                        // Wrapping word arithmetic: a lane's carry and borrow cancel.
                        alphaGreen[x] = sumAG &+ ((entering[x] >> 8) & 0x00FF_00FF) &- ((leaving[x] >> 8) & 0x00FF_00FF)
                        redBlue[x] = sumRB &+ (entering[x] & 0x00FF_00FF) &- (leaving[x] & 0x00FF_00FF)
                    }
                }
                swap(&source, &target)
            }
            store(source)
        }
    }

    /// A box's average of a channel, rounded to nearest: ⌊(sum + ⌊n/2⌋) / n⌋ for a window of
    /// n pixels and a sum of at most 255 · n, in single-precision arithmetic the compiler
    /// vectorizes (SSE2 has no 64-bit multiply for the integer form). Exact: the quotient
    /// `(sum + ⌊n/2⌋ + ½) / n` lies at least ½/n from an integer, and the product with the
    /// rounded reciprocal errs by under 2⁻²² of it (at most 3·10⁻⁵ below 256, against
    /// ½/n ≥ 2.4·10⁻⁴ for n ≤ 2,049); adding 2²³ − ½ rounds it to that integer in the low
    /// mantissa bits. A test checks every sum for every window a pass in 16-bit lanes uses,
    /// and for the widest ones.
    struct Average {
        /// `⌊n/2⌋ + ½`.
        let offset: Float
        /// `1/n`, rounded.
        let inverse: Float

        /// The average over a window of `window` pixels (odd, 1 through 2,049: the σ cap of
        /// ``blur(_:width:height:sigma:)`` gives at most 1,001).
        init(window: Int) {
            offset = Float(window / 2) + 0.5
            inverse = 1 / Float(window)
        }

        /// `⌊(sum + ⌊n/2⌋) / n⌋`, for `sum` ≤ 255 · n.
        @inline(__always)
        func of(_ sum: UInt32) -> UInt32 {
            let quotient = (Float(Int32(truncatingIfNeeded: sum)) + offset) * inverse + 8_388_607.5
            return quotient.bitPattern & 0x007F_FFFF
        }
    }

    /// The radii of three boxes whose combined variance matches σ² (W. Jarosz, "Fast image
    /// convolutions"; widths n = 2r + 1 chosen as the two odd integers around the ideal).
    static func boxRadii(sigma: Double) -> [Int] {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = Swift.max(1, lower)
        let upper = lower + 2
        let widthLower = Double(lower)
        let countLower = Int(((12 * sigma * sigma - 3 * widthLower * widthLower - 12 * widthLower - 9) / (-4 * widthLower - 4)).rounded())
        return (0..<3).map { $0 < countLower ? (lower - 1) / 2 : (upper - 1) / 2 }
    }

    /// One box pass over a row or column, edges extended (clamped), with running sums.
    @inline(__always)
    static func pass(_ start: UnsafeMutablePointer<UInt32>, count: Int, step: Int, radius: Int, line: UnsafeMutablePointer<UInt32>) {
        for index in 0..<count { line[index] = start[index * step] }
        let window = UInt32(2 * radius + 1)
        var a: UInt32 = 0, r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0
        @inline(__always) func add(_ pixel: UInt32) {
            a &+= pixel >> 24; r &+= (pixel >> 16) & 0xFF; g &+= (pixel >> 8) & 0xFF; b &+= pixel & 0xFF
        }
        @inline(__always) func remove(_ pixel: UInt32) {
            a &-= pixel >> 24; r &-= (pixel >> 16) & 0xFF; g &-= (pixel >> 8) & 0xFF; b &-= pixel & 0xFF
        }
        let last = count - 1
        for offset in -radius...radius { add(line[Swift.min(last, Swift.max(0, offset))]) }
        let average = Average(window: Int(window))
        for index in 0..<count {
            start[index * step] = average.of(a) << 24 | average.of(r) << 16 | average.of(g) << 8 | average.of(b)
            remove(line[Swift.max(0, index - radius)])
            add(line[Swift.min(last, index + radius + 1)])
        }
    }
}
