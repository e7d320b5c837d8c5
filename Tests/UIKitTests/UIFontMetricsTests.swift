import Foundation
import Testing
import UIKit

/// Scaling for Dynamic Type at the default text size: everything as it is, within a maximum.
@MainActor
struct UIFontMetricsTests {
    @Test func fontsAndValuesStayAtTheDefaultSizeWithinTheirMaximum() {
        let custom = UIFont(name: "Georgia", size: 19) ?? .systemFont(ofSize: 19)
        let metrics = UIFontMetrics(forTextStyle: .title1)
        #expect(metrics.textStyle == .title1 && UIFontMetrics.default.textStyle == .body)
        #expect(metrics.scaledFont(for: custom) == custom)
        #expect(metrics.scaledFont(for: custom, compatibleWith: nil) == custom)
        #expect(metrics.scaledValue(for: 24) == 24 && metrics.scaledValue(for: 24, compatibleWith: nil) == 24)
        // A maximum below the font's size caps it; 0, NaN and larger ones leave it.
        #expect(metrics.scaledFont(for: custom, maximumPointSize: 16) == custom.withSize(16))
        #expect(metrics.scaledFont(for: custom, maximumPointSize: 0) == custom)
        #expect(metrics.scaledFont(for: custom, maximumPointSize: .nan) == custom)
        #expect(metrics.scaledFont(for: custom, maximumPointSize: 40) == custom)
    }
}
