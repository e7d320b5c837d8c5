import Foundation
import Testing
import TestSupport
import UIKit

/// A font's metrics: from the installed text measurer, or estimated from the system face.
@MainActor
struct UIFontMetricsPropertiesTests {
    /// A measurer answering fixed metrics.
    final class FixedMetrics: TextMeasuring {
        func size(of text: String, style: TextStyle, width: Double?) -> CGSize { .zero }
        func metrics(of font: UIFont) -> FontMetrics {
            FontMetrics(ascender: font.size, descender: -font.size / 4, leading: 2, capHeight: font.size * 0.7, xHeight: font.size / 2)
        }
    }

    @Test func metricsComeFromTheInstalledMeasurer() {
        withTextMeasurer(FixedMetrics()) {
            let font = UIFont.systemFont(ofSize: 20)
            #expect(font.ascender == 20 && font.descender == -5 && font.leading == 2)
            #expect(font.lineHeight == 27, "ascender − descender + leading")
            #expect(font.capHeight == 14 && font.xHeight == 10)
        }
    }

    @Test func withoutAMeasurerMetricsAreEstimatedFromInter() {
        withTextMeasurer(nil) {
            let font = UIFont.preferredFont(forTextStyle: .body)
            #expect(Swift.abs(font.ascender - 16.49) < 1e-9 && Swift.abs(font.descender + 4.08) < 1e-9)
            #expect(Swift.abs(font.lineHeight - 20.57) < 1e-9 && font.leading == 0)
            #expect(font.capHeight > font.xHeight && font.xHeight > 0)
        }
    }
}
