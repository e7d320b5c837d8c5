import UIKit
import UIKitTools

/// What a story's artwork is: an image file, or a picture described in the stories file and
/// drawn in code (a gradient with shapes and bokeh), so the default set needs no image files.
public enum ArtworkDescription: Hashable, Sendable {
    /// A PNG or JPEG, its path relative to the stories file (absolute paths are allowed).
    case image(path: String)
    /// A drawn picture.
    case procedural(ProceduralArtworkDescription)
}

/// A picture drawn in code: a linear gradient at an angle, then shapes, then soft bokeh dots.
/// Positions and sizes are fractions of the artwork's width (x, radius) and height (y).
public struct ProceduralArtworkDescription: Hashable, Sendable {
    /// The gradient's colours, evenly spaced (one colour is a flat fill).
    public var colors: [UIColor]
    /// The gradient's direction in degrees: 90 runs left to right, 180 top to bottom.
    public var angle: Double
    /// Shapes drawn over the gradient, back to front.
    public var shapes: [ArtworkShape]
    /// Out-of-focus lights drawn last.
    public var bokeh: Bokeh?

    /// A description.
    public init(colors: [UIColor], angle: Double = 180, shapes: [ArtworkShape] = [], bokeh: Bokeh? = nil) {
        self.colors = colors
        self.angle = angle
        self.shapes = shapes
        self.bokeh = bokeh
    }

    /// Soft round lights scattered by a seeded generator.
    public struct Bokeh: Hashable, Sendable {
        /// How many lights.
        public var count: Int
        /// The seed of their positions and sizes (the same seed gives the same picture).
        public var seed: UInt64
        /// Their colour.
        public var color: UIColor
        /// Their largest opacity.
        public var opacity: Double

        /// Bokeh lights.
        public init(count: Int, seed: UInt64, color: UIColor, opacity: Double) {
            self.count = count
            self.seed = seed
            self.color = color
            self.opacity = opacity
        }
    }
}

/// One shape of a procedural artwork.
public struct ArtworkShape: Hashable, Sendable {
    /// What is drawn.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A filled disc at (x, y) with `radius` (a fraction of the width).
        case circle
        /// A ring: a circle's outline, `size` thick (a fraction of the width).
        case ring
        /// A rolling hill: the area below a sine wave of amplitude `size` around height `y`.
        case hills
        /// A rounded square centred at (x, y), `size` wide, turned by `rotation` degrees.
        case tile
        /// A diagonal band through (x, y), `size` wide, at `rotation` degrees.
        case band
        /// A building: a block `size` wide from height `y` down to the bottom, centred on `x`,
        /// with lit windows in `color`'s lighter tint (the `rotation` number seeds which).
        case tower
    }

    /// The kind.
    public var kind: Kind
    /// Horizontal position, a fraction of the width.
    public var x: Double
    /// Vertical position, a fraction of the height.
    public var y: Double
    /// A radius (circles, rings) as a fraction of the width.
    public var radius: Double
    /// A size (ring thickness, hill amplitude, tile and band width), as a fraction of the width.
    public var size: Double
    /// Degrees of rotation (tiles, bands) or the wave's phase (hills).
    public var rotation: Double
    /// The colour.
    public var color: UIColor

    /// A shape.
    public init(kind: Kind, x: Double = 0.5, y: Double = 0.5, radius: Double = 0.2, size: Double = 0.1,
                rotation: Double = 0, color: UIColor) {
        self.kind = kind
        self.x = x
        self.y = y
        self.radius = radius
        self.size = size
        self.rotation = rotation
        self.color = color
    }
}
