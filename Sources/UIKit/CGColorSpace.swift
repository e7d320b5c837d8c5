/// A colour space (Core Graphics' `CGColorSpace`). Today draws in one, sRGB: every colour
/// space is accepted where Core Graphics takes one and is drawn as sRGB.
public final class CGColorSpace: Hashable, Sendable {
    /// The name of the sRGB colour space (`CGColorSpace(name: CGColorSpace.sRGB)`).
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The name of the extended sRGB colour space.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The name of the Display P3 colour space (drawn as sRGB).
    public static let displayP3 = "kCGColorSpaceDisplayP3"

    /// The space's name.
    public let name: String?

    /// A colour space by name: any name gives a space, drawn as sRGB.
    public init?(name: String) {
        self.name = name
    }

    /// The device's RGB space.
    init() {
        name = nil
    }

    /// Spaces are equal when their names are.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The device's RGB colour space (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace()
}
