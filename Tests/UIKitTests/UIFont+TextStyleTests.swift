import Foundation
import Testing
import TestSupport
import UIKit

/// Dynamic Type's text styles at iOS's default text size.
@MainActor
struct UIFontTextStyleTests {
    @Test func eachStyleHasIOSsDefaultSizeAndWeight() {
        let expected: [(UIFont.TextStyle, CGFloat, UIFont.Weight)] = [
            (.largeTitle, 34, .regular), (.title1, 28, .regular), (.title2, 22, .regular), (.title3, 20, .regular),
            (.headline, 17, .semibold), (.subheadline, 15, .regular), (.body, 17, .regular), (.callout, 16, .regular),
            (.footnote, 13, .regular), (.caption1, 12, .regular), (.caption2, 11, .regular),
            (.extraLargeTitle, 36, .bold), (.extraLargeTitle2, 28, .bold),
        ]
        for (style, size, weight) in expected {
            let font = UIFont.preferredFont(forTextStyle: style)
            #expect(font.pointSize == size && font.weight == weight, "\(style.rawValue)")
            #expect(font.familyName == UIFont.systemFamily)
        }
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
        #expect(UIFont.TextStyle(rawValue: "UICTFontTextStyleHeadline") == .headline)
    }

    @Test func traitsAndUnknownStylesGiveTheDefaultFonts() {
        let traits = UITraitCollection(horizontalSizeClass: .regular)
        #expect(UIFont.preferredFont(forTextStyle: .title2, compatibleWith: traits) == UIFont.preferredFont(forTextStyle: .title2))
        #expect(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: nil).pointSize == 13)
        // A name UIKit does not have is body text.
        #expect(UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: "nonsense")) == .systemFont(ofSize: 17))
    }

    @Test func aLabelKeepsAdjustingFontsForContentSize() {
        let label = UILabel()
        #expect(!label.adjustsFontForContentSizeCategory)
        label.font = .preferredFont(forTextStyle: .headline)
        label.adjustsFontForContentSizeCategory = true
        let adjusting: any UIContentSizeCategoryAdjusting = label
        #expect(adjusting.adjustsFontForContentSizeCategory)
        #expect(label.font == .systemFont(ofSize: 17, weight: .semibold))
    }
}
