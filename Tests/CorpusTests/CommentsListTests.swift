import CairoRenderer
import Testing
import TestSupport
import UIKit

/// The comments list (Corpus/CommentsList.swift): cards sized by `boundingRect` in Dynamic Type
/// fonts fit the labels that show the text, measured by Pango as the host installs it.
@MainActor
struct CommentsListTests {
    @Test func eachCardIsAsTallAsItsTextAndTheTextFitsItsLabel() throws {
        try withTextMeasurer(PangoTextMeasurer()) {
            let window = UIWindow(size: CGSize(width: 390, height: 844))
            let renderer = CairoRenderer(scale: 1)
            renderer.attach(to: window)
            let list = CommentsViewController()
            window.rootViewController = list
            let collection = try #require(list.collectionView)
            // iOS insets the list by the safe area itself; Today leaves that to the app (porting.md).
            collection.contentInset.top = window.safeAreaInsets.top
            collection.contentOffset.y = -window.safeAreaInsets.top
            window.layoutIfNeeded()
            #expect(collection.indexPathsForVisibleItems.count == list.comments.count)
            // The headline line is 17-point semibold's hinted line height, 22 points.
            #expect(CommentMetrics.authorFont.lineHeight == 22)
            var heights: [CGFloat] = []
            for (item, comment) in list.comments.enumerated() {
                let cell = try #require(collection.cellForItem(at: IndexPath(item: item, section: 0)) as? CommentCell)
                heights.append(cell.frame.height)
                // The body label is exactly as tall as its text set at its width by the label.
                let body = cell.bodyLabel
                #expect(body.frame.width == CGFloat(366 - 32))
                #expect(body.frame.height == body.sizeThatFits(CGSize(width: body.frame.width, height: 0)).height, "\(comment.author)")
                // The time pill is its text's width and 16 points.
                let timeWidth = comment.time.size(withAttributes: [.font: CommentMetrics.timeFont]).width
                #expect(cell.timeLabel.frame.width == timeWidth + 16)
                #expect(cell.timeLabel.sizeThatFits(.zero).width == timeWidth)
            }
            // 60 points of name, spacing and insets, and 22 a line of body text: one, three, two
            // and three lines (the emoji's line is the emoji font's).
            #expect(Array(heights.prefix(4)) == [82, 126, 104, 126])
            #expect(heights[4] > 60)
            let image = try #require(renderer.render(window).image())
            expectMatchesReference(image, named: "comments-list")
        }
    }
}
