import Foundation

/// The two tiers of the suite. `scripts/test` runs the everyday tier; `scripts/test --long`
/// sets `TODAY_LONG_TESTS=1` and the long fuzz and soak runs take their full length.
public enum TestTier {
    /// Whether the long tier is running.
    public static var isLong: Bool { ProcessInfo.processInfo.environment["TODAY_LONG_TESTS"] == "1" }

    /// `everyday` in the everyday tier, `long` in the long one.
    public static func count(everyday: Int, long: Int) -> Int { isLong ? long : everyday }
}
