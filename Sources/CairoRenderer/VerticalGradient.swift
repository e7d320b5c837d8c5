import Foundation

/// A linear gradient whose axis is vertical on the device, as a function of the row: the
/// premultiplied ARGB32 colour every pixel of a row gets, sampled at the row's pixel centres
/// and extended past its ends with its end colours, as Cairo's default (pad) linear pattern
/// gives them (to within one level a channel: Cairo interpolates in 16.16 fixed point and
/// single-precision floats, this in doubles).
///
/// A gradient view's fill is painted row by row with it where the fill lies on whole pixels
/// inside every clip around it (``CairoRenderer/drawBackgroundAndBorder(of:state:affine:alpha:pass:)``):
/// each row is one colour blended over the frame (``PixelKernels/blend(_:over:count:)``), at
/// about an eighth of the cost of pixman's gradient path.
struct VerticalGradient: Sendable, Equatable {
    /// A colour stop, its components straight (not premultiplied), 0…1.
    struct Stop: Sendable, Equatable {
        /// Where it lies on the axis, 0 at ``VerticalGradient/startY`` and 1 at ``VerticalGradient/endY``.
        let location: Double
        let red: Double, green: Double, blue: Double, alpha: Double
    }

    /// The device row coordinate (pixel edges at whole numbers) where the axis starts.
    let startY: Double
    /// Where it ends.
    let endY: Double
    /// The stops, by location (of equal locations, in the order given).
    let stops: [Stop]

    /// A gradient from `startY` to `endY` through `stops`; nil when the axis has no length,
    /// a coordinate or a component is not finite, or there are no stops. Locations are
    /// clamped to 0…1 and components to 0…1, as Cairo clamps them.
    init?(startY: Double, endY: Double, stops: [Stop]) {
        guard startY.isFinite, endY.isFinite, endY != startY, !stops.isEmpty,
            stops.allSatisfy({ [$0.location, $0.red, $0.green, $0.blue, $0.alpha].allSatisfy(\.isFinite) })
        else { return nil }
        func unit(_ value: Double) -> Double { Swift.min(1, Swift.max(0, value)) }
        self.startY = startY
        self.endY = endY
        // A stable sort: stops at the same location keep their order (a hard edge).
        self.stops = stops.enumerated()
            .map { Stop(location: unit($0.element.location), red: unit($0.element.red), green: unit($0.element.green),
                        blue: unit($0.element.blue), alpha: unit($0.element.alpha)) }
            .enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }

    /// The premultiplied ARGB32 colour of device row `row`.
    func value(at row: Int) -> UInt32 {
        let t = (Double(row) + 0.5 - startY) / (endY - startY)
        let stop: (red: Double, green: Double, blue: Double, alpha: Double)
        if let first = stops.first, t <= first.location {
            stop = (first.red, first.green, first.blue, first.alpha)
        } else if let last = stops.last, t >= last.location {
            stop = (last.red, last.green, last.blue, last.alpha)
        } else {
            // The last stop at or before t, and the one after it (t lies strictly inside).
            let upper = stops.firstIndex { $0.location > t } ?? stops.count - 1
            let left = stops[upper - 1], right = stops[upper]
            let span = right.location - left.location
            let f = span > 0 ? (t - left.location) / span : 1
            func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
            stop = (mix(left.red, right.red), mix(left.green, right.green), mix(left.blue, right.blue), mix(left.alpha, right.alpha))
        }
        let alpha = stop.alpha * 255
        func channel(_ value: Double) -> UInt32 { UInt32(Swift.min(255, Swift.max(0, (value * alpha).rounded()))) }
        let a = UInt32(Swift.min(255, Swift.max(0, alpha.rounded())))
        return a << 24 | Swift.min(a, channel(stop.red)) << 16 | Swift.min(a, channel(stop.green)) << 8 | Swift.min(a, channel(stop.blue))
    }
}
