import CairoRenderer
import Foundation
import Testing
import TestSupport
import UIKit

/// Pango's measurements outside a window: the system face's metrics, and string sizes that
/// agree with what a window's renderer gives its labels, so a height computed with
/// `boundingRect` fits the label that shows the text.
@MainActor
struct PangoTextMeasurerTests {
    @Test func theSystemFacesMetricsAreIntersHintedToWholePoints() {
        let measurer = PangoTextMeasurer()
        // Inter at 17 points, each metric rounded out to a whole point by Pango's hinting (the
        // same hinting that sizes labels): ascender 0.97 em, descender 0.24 em, capitals
        // 0.73 em, x 0.55 em before rounding.
        let body = measurer.metrics(of: .systemFont(ofSize: 17))
        #expect(body == FontMetrics(ascender: 17, descender: -5, leading: 0, capHeight: 13, xHeight: 10))
        #expect(body.lineHeight == 22)
        let large = measurer.metrics(of: .systemFont(ofSize: 100))
        #expect(large == FontMetrics(ascender: 97, descender: -25, leading: 0, capHeight: 73, xHeight: 55))
        // The estimate used without a measurer is within the rounding of the measurement.
        for size in [17.0, 100] {
            let measured = measurer.metrics(of: .systemFont(ofSize: size))
            let estimate = FontMetrics(estimatedForSize: size)
            for (exact, estimated) in [(measured.ascender, estimate.ascender), (measured.descender, estimate.descender),
                                       (measured.capHeight, estimate.capHeight), (measured.xHeight, estimate.xHeight)] {
                #expect(Swift.abs(exact - estimated) < 1.01, "at \(size) points")
            }
        }
        // A line is as tall as a one-line label, and fonts report the installed measurer's.
        let line = measurer.size(of: "Hx", style: UILabel().textStyle, width: nil)
        #expect(line.height == CGFloat(body.lineHeight))
        withTextMeasurer(measurer) {
            let font = UIFont.systemFont(ofSize: 17)
            #expect(font.lineHeight == 22 && font.ascender == 17 && font.descender == -5)
        }
    }

    @Test func aHeightFromBoundingRectFitsTheLabelShowingTheText() {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        CairoRenderer(scale: 2).attach(to: window)
        let text = "Marmots whistle from the boulder fields long before you see them; stand still and one will sit up to look."
        let font = UIFont.preferredFont(forTextStyle: .body)
        let label = UILabel()
        label.numberOfLines = 0
        label.font = font
        label.text = text
        window.addSubview(label)
        for width in [120.0, 200, 343] {
            let rect = withTextMeasurer(PangoTextMeasurer()) {
                (text as NSString).boundingRect(with: CGSize(width: width, height: CGFloat.greatestFiniteMagnitude),
                                                options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
            }
            let fit = label.sizeThatFits(CGSize(width: width, height: 0))
            #expect(rect.size == fit, "at \(width) points")
            #expect(rect.width <= width && rect.height > font.lineHeight)
        }
        // Truncated to a height of two and a half lines: the two lines a two-line label shows.
        let (cut, lineHeight) = withTextMeasurer(PangoTextMeasurer()) {
            (text.boundingRect(with: CGSize(width: 200, height: 2.5 * font.lineHeight), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                               attributes: [.font: font], context: nil), font.lineHeight)
        }
        label.numberOfLines = 2
        #expect(cut.size == label.sizeThatFits(CGSize(width: 200, height: 0)))
        #expect(cut.height == 2 * lineHeight)
    }
}
