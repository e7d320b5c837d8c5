import UIKit

/// Runs `body` with `measurer` as the text measurer for fonts and strings outside a window
/// (``UIFont/textMeasurer``), putting the previous one back afterwards.
@MainActor
public func withTextMeasurer<T>(_ measurer: (any TextMeasuring)?, _ body: () throws -> T) rethrows -> T {
    let previous = UIFont.textMeasurer
    UIFont.textMeasurer = measurer
    defer { UIFont.textMeasurer = previous }
    return try body()
}
