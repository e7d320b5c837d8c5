import Foundation

/// Core Foundation's array, which Swift code passes to Core Graphics as `[…] as CFArray`. On
/// Linux there is no Core Foundation to bridge to: here it is Swift's array of anything, so
/// that such code compiles unchanged.
public typealias CFArray = [Any]

/// Colours at locations along an axis, for ``CGContext/drawLinearGradient(_:start:end:options:)``
/// (Core Graphics' `CGGradient`).
public final class CGGradient: Sendable {
    /// The colours, in order.
    let colors: [UIColor]
    /// Where each colour sits, 0…1, increasing.
    let locations: [Double]

    /// A gradient of `colors` (``CGColor``s; anything else in the array is skipped), at
    /// `locations` (as many as the colours; nil spaces them evenly from 0 to 1). Nil when
    /// there are no colours.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let colors = colors.compactMap { $0 as? CGColor }.map { UIColor(cgColor: $0) }
        guard !colors.isEmpty else { return nil }
        let given = locations.map { pointer in (0..<colors.count).map { Double(pointer[$0]) } }
        let gradient = Gradient(colors: colors, locations: given)
        self.colors = gradient.colors
        self.locations = gradient.locations
    }

    /// A gradient of `count` colours given as red, green, blue and alpha components one after
    /// another in `components`, at `locations` (nil spaces them evenly). Nil when `count` is
    /// not positive.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let colors = (0..<count).map { index in
            UIColor(red: Double(components[4 * index]), green: Double(components[4 * index + 1]),
                    blue: Double(components[4 * index + 2]), alpha: Double(components[4 * index + 3]))
        }
        let gradient = Gradient(colors: colors, locations: locations.map { pointer in (0..<count).map { Double(pointer[$0]) } })
        self.colors = gradient.colors
        self.locations = gradient.locations
    }
}
