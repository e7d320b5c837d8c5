import CairoRenderer
import Testing
import TestSupport
import UIKit

/// The article screen (Corpus/ScrollingArticle.swift): a stack pinned to a scroll view's content
/// layout guide sizes the content; a button pinned to its frame layout guide floats.
@MainActor
struct ScrollingArticleTests {
    @Test func theStackSizesTheContentAndTheButtonFloatsWhileTheArticleScrolls() throws {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        window.screenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let renderer = CairoRenderer(scale: 1)
        renderer.attach(to: window)  // the window's text is measured by its renderer, as in an app
        let article = ArticleViewController()
        window.rootViewController = article
        window.layoutIfNeeded()
        let scrollView = article.scrollView
        #expect(scrollView.frame == CGRect(x: 0, y: 47, width: 390, height: 797))
        // The stack is inset 20 points in the content and as wide as the frame less 40.
        #expect(article.stackView.frame.origin == CGPoint(x: 20, y: 20) && article.stackView.frame.width == 350)
        #expect(article.pictureView.frame.size == CGSize(width: 350, height: 220))
        // Every paragraph wraps at the stack's width (17-point text is about 20 points a line).
        for label in article.paragraphLabels {
            #expect(label.frame.width == 350 && label.frame.height > 60)
        }
        // The content is the stack and its insets; it is taller than the frame, so it scrolls.
        #expect(scrollView.contentSize == CGSize(width: 390, height: article.stackView.frame.maxY + 100))
        #expect(scrollView.contentSize.height > scrollView.bounds.height + 200)
        let button = CGRect(x: 390 - 20 - 96, y: 47 + 797 - 40 - 56, width: 96, height: 56)
        #expect(article.getButton.convert(article.getButton.bounds, to: window) == button)
        #expect(!article.stackView.hasAmbiguousLayout && !article.getButton.hasAmbiguousLayout)

        let top = try #require(renderer.render(window).image())
        #expect(top.color(atPixelX: 200, y: 47 + 20 + 110) == .systemTeal.inLight)
        #expect(top.color(atPixelX: Int(button.midX), y: Int(button.minY) + 4) == .systemBlue.inLight)

        // A finger flicks the article up; it glides, and stops at the end of the content at most.
        var finger = Finger(on: window)
        finger.drag(from: CGPoint(x: 200, y: 650), to: CGPoint(x: 200, y: 250), frames: 12)
        finger.up()
        // In every frame of the glide the button is laid out where it was on screen (the
        // layout pass of a frame follows the offset that frame's scrolling reached).
        var buttonMoved = false
        for _ in 0..<240 {
            finger.wait(frames: 1)
            if article.getButton.convert(article.getButton.bounds, to: window) != button { buttonMoved = true }
        }
        #expect(!buttonMoved)
        let end = scrollView.contentSize.height - scrollView.bounds.height
        #expect(scrollView.contentOffset.y > 400 && scrollView.contentOffset.y <= end)
        #expect(!scrollView.isDecelerating)
        // The button has not moved on screen; the picture has scrolled away from under it.
        #expect(article.getButton.convert(article.getButton.bounds, to: window) == button)
        let scrolled = try #require(renderer.render(window).image())
        expectMatchesReference(scrolled, named: "scrolling-article")
        #expect(scrolled.color(atPixelX: 200, y: 47 + 20 + 110) != .systemTeal)
        #expect(scrolled.color(atPixelX: Int(button.midX), y: Int(button.minY) + 4) == .systemBlue.inLight)
    }
}
