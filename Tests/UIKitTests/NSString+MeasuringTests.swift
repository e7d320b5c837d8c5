import Foundation
import Testing
import TestSupport
import UIKit

/// Measuring strings: what is asked of the installed text measurer, the rectangles UIKit's
/// options give, and the estimate without a measurer.
@MainActor
struct NSStringMeasuringTests {
    @Test func sizeWithAttributesMeasuresTheStringUnwrappedInItsFont() {
        let measurer = RecordingTextMeasurer()  // 8 points a character, 20-point lines
        withTextMeasurer(measurer) {
            #expect("Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 15)]) == CGSize(width: 40, height: 20))
            #expect(NSString(string: "Hi").size(withAttributes: nil) == CGSize(width: 16, height: 20))
            let attributed = NSAttributedString(string: "Today", attributes: [.font: UIFont.boldSystemFont(ofSize: 30)])
            #expect(attributed.size() == CGSize(width: 40, height: 20))
        }
        #expect(measurer.requests == [.init(text: "Hello", width: nil), .init(text: "Hi", width: nil), .init(text: "Today", width: nil)])
    }

    @Test func boundingRectWrapsAtTheWidthFromTheFirstLinesTop() {
        let measurer = RecordingTextMeasurer()
        let text = String(repeating: "word ", count: 10)  // 50 characters: 400 points on one line
        let context = NSStringDrawingContext()
        let rect = withTextMeasurer(measurer) {
            text.boundingRect(with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                              attributes: [.font: UIFont.systemFont(ofSize: 17)], context: context)
        }
        #expect(rect == CGRect(x: 0, y: 0, width: 120, height: 80))  // four lines of 20
        #expect(context.totalBounds == rect && context.actualScaleFactor == 1)
        #expect(measurer.requests == [.init(text: text, width: 120)])
        // An unlimited width does not wrap; the height is the text's even past the size's.
        measurer.removeAll()
        let wide = withTextMeasurer(measurer) {
            NSString(string: "two\nlines").boundingRect(with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: 10),
                                                         options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: nil, context: nil)
        }
        #expect(measurer.requests == [.init(text: "two\nlines", width: nil)])
        #expect(wide.height == 20, "the recorder's one line: the height is whatever the measurer says, not cut to 10")
        // Truncating measures again, within the lines that fit (CairoRendererTests checks the
        // height Pango gives); text that fits is measured once.
        measurer.removeAll()
        withTextMeasurer(measurer) {
            _ = text.boundingRect(with: CGSize(width: 120, height: 50), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                                  attributes: nil, context: nil)
            _ = text.boundingRect(with: CGSize(width: 120, height: 500), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                                  attributes: nil, context: nil)
        }
        #expect(measurer.requests == [.init(text: text, width: 120), .init(text: text, width: 120), .init(text: text, width: 120)])
    }

    @Test func withoutLineFragmentOriginTheFirstLineIsMeasuredFromItsBaseline() {
        let measurer = RecordingTextMeasurer()
        let font = UIFont.systemFont(ofSize: 20)
        let rect = withTextMeasurer(measurer) {
            "first line\nsecond".boundingRect(with: CGSize(width: 50, height: 50), options: [], attributes: [.font: font], context: nil)
        }
        #expect(measurer.requests == [.init(text: "first line", width: nil)])
        #expect(rect == CGRect(x: 0, y: -FontMetrics(estimatedForSize: 20).ascender, width: 80, height: 20))
        let attributed = NSAttributedString(string: "abc", attributes: [.font: font])
        let fromAttributed = withTextMeasurer(measurer) {
            attributed.boundingRect(with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin, context: nil)
        }
        #expect(fromAttributed == CGRect(x: 0, y: 0, width: 24, height: 20))
    }

    @Test func withoutAMeasurerSizesAreEstimated() {
        withTextMeasurer(nil) {
            let font = UIFont.systemFont(ofSize: 10)  // 5.5 points a character, 12.1-point lines
            #expect("abcd".size(withAttributes: [.font: font]) == CGSize(width: 22, height: 13))
            #expect("ab\nabcdefgh".size(withAttributes: [.font: font]) == CGSize(width: 44, height: 25))
            // 40 characters at 5.5 points wrap into 4 lines of 60 points.
            let rect = String(repeating: "x", count: 40).boundingRect(
                with: CGSize(width: 60, height: 1000), options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
            #expect(rect == CGRect(x: 0, y: 0, width: 60, height: 49))
            #expect("".size(withAttributes: nil) == .zero)
        }
    }
}
