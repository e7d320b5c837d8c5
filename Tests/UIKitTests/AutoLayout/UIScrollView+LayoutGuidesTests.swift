import Foundation
import Testing
import TestSupport
import UIKit

/// A scroll view's content and frame layout guides, and constraints between a scroll view and
/// its content as UIKit reads them: edges to the content, sizes and centres to the frame.
@MainActor
struct UIScrollViewLayoutGuidesTests {
    /// A scroll view inset 20 points from the stage's root on every side (350 × 804).
    func scrollView(on stage: LayoutStage) -> UIScrollView {
        let scrollView = stage.add(UIScrollView(), name: "scroll")
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: stage.root.topAnchor, constant: 20),
            scrollView.leadingAnchor.constraint(equalTo: stage.root.leadingAnchor, constant: 20),
            scrollView.trailingAnchor.constraint(equalTo: stage.root.trailingAnchor, constant: -20),
            scrollView.bottomAnchor.constraint(equalTo: stage.root.bottomAnchor, constant: -20),
        ])
        return scrollView
    }

    @Test func contentPinnedToTheContentGuideDecidesTheContentSize() {
        let stage = LayoutStage()
        let scrollView = scrollView(on: stage)
        let content = stage.add(UIView(), to: scrollView, name: "content")
        let height = content.heightAnchor.constraint(equalToConstant: 2000)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -30),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            height,
        ])
        stage.layout()
        #expect(scrollView.frame == CGRect(x: 20, y: 20, width: 350, height: 804))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 350, height: 2000))
        #expect(scrollView.contentSize == CGSize(width: 350, height: 2030))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 350, height: 2030))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 350, height: 804))
        #expect(stage.messages.isEmpty)
        // The content grows: so does the content size, at the next pass.
        height.constant = 2500
        stage.layout()
        #expect(scrollView.contentSize == CGSize(width: 350, height: 2530))
        // The window narrows: the content follows the frame's width, and the content size too.
        stage.window.frame.size.width = 320
        stage.layout()
        #expect(content.frame.width == 280 && scrollView.contentSize.width == 280)
        #expect(!content.hasAmbiguousLayout)
    }

    @Test func theScrollViewsOwnEdgesAttachToItsContentAndItsSizeToItsFrame() {
        // The form before iOS 11 (Apple's technical note 2154): the content pinned to the
        // scroll view's edges, as wide as the scroll view.
        let stage = LayoutStage()
        let scrollView = scrollView(on: stage)
        let content = stage.add(UIView(), to: scrollView, name: "content")
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 10),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1500),
        ])
        stage.layout()
        // The bottom edge is the content's, not the frame's: the content keeps its height.
        #expect(content.frame == CGRect(x: 0, y: 10, width: 350, height: 1500))
        #expect(scrollView.contentSize == CGSize(width: 350, height: 1510))
        #expect(stage.messages.isEmpty, "edges attached to the frame would conflict with the height")
    }

    @Test func aViewPinnedToTheFrameGuideStaysPutWhileTheContentScrolls() {
        let stage = LayoutStage()
        let scrollView = scrollView(on: stage)
        let content = stage.add(UIView(), to: scrollView, name: "content")
        let button = stage.add(UIView(), to: scrollView, name: "button")
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 3000),
            button.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -16),
            button.bottomAnchor.constraint(equalTo: scrollView.frameLayoutGuide.bottomAnchor, constant: -16),
            button.widthAnchor.constraint(equalToConstant: 56),
            button.heightAnchor.constraint(equalToConstant: 56),
        ])
        stage.layout()
        #expect(button.frame == CGRect(x: 350 - 16 - 56, y: 804 - 16 - 56, width: 56, height: 56))
        let onScreen = button.convert(button.bounds, to: stage.window)
        // Scrolled by 600 points: the content moves up, the button stays where it was on screen.
        scrollView.contentOffset = CGPoint(x: 0, y: 600)
        stage.layout()
        #expect(button.frame.minY == CGFloat(600 + 804 - 16 - 56))
        #expect(button.convert(button.bounds, to: stage.window) == onScreen)
        #expect(content.convert(content.bounds, to: stage.window).minY == CGFloat(20 - 600))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 600, width: 350, height: 804))
    }

    @Test func aViewTiedToAViewOutsideTheScrollViewFloatsToo() {
        // Apple's technical note 2154: a subview tied to the scroll view's superview does not
        // scroll; one tied to the content does, and the two may be related.
        let stage = LayoutStage()
        let scrollView = scrollView(on: stage)
        scrollView.contentSize = CGSize(width: 350, height: 3000)
        let banner = stage.add(UIView(), to: scrollView, name: "banner")
        let row = stage.add(UIView(), to: scrollView, name: "row")
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: stage.root.topAnchor, constant: 30),
            banner.leadingAnchor.constraint(equalTo: stage.root.leadingAnchor),
            banner.widthAnchor.constraint(equalToConstant: 390),
            banner.heightAnchor.constraint(equalToConstant: 50),
            row.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 400),
            row.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            row.widthAnchor.constraint(equalToConstant: 100),
            row.heightAnchor.constraint(equalToConstant: 44),
        ])
        stage.layout()
        #expect(banner.frame == CGRect(x: -20, y: 10, width: 390, height: 50))
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        stage.layout()
        #expect(banner.frame == CGRect(x: -20, y: 310, width: 390, height: 50), "in the content, following the offset")
        #expect(banner.convert(banner.bounds, to: stage.window) == CGRect(x: 0, y: 30, width: 390, height: 50))
        #expect(row.frame.minY == 400, "the row scrolls with the content")
        #expect(row.convert(row.bounds, to: stage.window).minY == CGFloat(20 + 400 - 300))
        // The frame guide, seen from outside, is the scroll view's frame wherever it scrolled.
        let edge = stage.add(UIView(), name: "edge")
        NSLayoutConstraint.activate([
            edge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.bottomAnchor),
            edge.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor),
            edge.widthAnchor.constraint(equalToConstant: 10), edge.heightAnchor.constraint(equalToConstant: 10),
        ])
        stage.layout()
        #expect(edge.frame == CGRect(x: 20, y: 824, width: 10, height: 10))
    }

    @Test func aScrollViewsSafeAreaAndMarginsGuidesStayWithItsFrame() {
        // As layoutFrame reports them: the bounds (at the content offset) inset.
        let stage = LayoutStage()
        let scrollView = scrollView(on: stage)
        scrollView.contentSize = CGSize(width: 350, height: 3000)
        scrollView.layoutMargins = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
        let toolbar = stage.add(UIView(), to: scrollView, name: "toolbar")
        let outside = stage.add(UIView(), name: "outside")
        NSLayoutConstraint.activate([
            toolbar.bottomAnchor.constraint(equalTo: scrollView.layoutMarginsGuide.bottomAnchor),
            toolbar.leadingAnchor.constraint(equalTo: scrollView.layoutMarginsGuide.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: scrollView.layoutMarginsGuide.trailingAnchor),
            toolbar.heightAnchor.constraint(equalToConstant: 44),
            outside.topAnchor.constraint(equalTo: scrollView.safeAreaLayoutGuide.topAnchor),
            outside.leadingAnchor.constraint(equalTo: stage.root.leadingAnchor),
            outside.widthAnchor.constraint(equalToConstant: 10), outside.heightAnchor.constraint(equalToConstant: 10),
        ])
        stage.layout()
        #expect(toolbar.frame == CGRect(x: 12, y: 804 - 10 - 44, width: 326, height: 44))
        #expect(outside.frame.minY == 20)
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        stage.layout()
        #expect(toolbar.frame.minY == CGFloat(500 + 804 - 10 - 44), "with the frame, over the content")
        #expect(outside.frame.minY == 20, "seen from outside, the scroll view's safe area has not moved")
        #expect(scrollView.layoutMarginsGuide.layoutFrame == CGRect(x: 12, y: 510, width: 326, height: 784))
    }

    @Test func theScrollViewsCentresAttachToItsFrame() {
        let stage = LayoutStage()
        let scrollView = scrollView(on: stage)
        scrollView.contentSize = CGSize(width: 350, height: 2000)
        let badge = stage.add(UIView(), to: scrollView, name: "badge")
        NSLayoutConstraint.activate([
            badge.centerXAnchor.constraint(equalTo: scrollView.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: scrollView.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 100),
            badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        stage.layout()
        #expect(badge.frame == CGRect(x: 125, y: 382, width: 100, height: 40))
        scrollView.contentOffset = CGPoint(x: 0, y: 250)
        stage.layout()
        #expect(badge.frame.minY == CGFloat(250 + 382), "centred in the frame, wherever the content is")
        #expect(scrollView.contentSize == CGSize(width: 350, height: 2000), "nothing here sizes the content")
    }

    @Test func aContentGuideNothingSizesRestsAtTheContentSizeTheAppSet() {
        let stage = LayoutStage()
        let scrollView = scrollView(on: stage)
        scrollView.contentSize = CGSize(width: 350, height: 3000)
        let header = stage.add(UIView(), to: scrollView, name: "header")
        let footer = stage.add(UIView(), to: scrollView, name: "footer")
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            header.widthAnchor.constraint(equalToConstant: 350),
            header.heightAnchor.constraint(equalToConstant: 200),
            footer.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            footer.widthAnchor.constraint(equalToConstant: 350),
            footer.heightAnchor.constraint(equalToConstant: 60),
        ])
        stage.layout()
        #expect(scrollView.contentSize == CGSize(width: 350, height: 3000))
        #expect(footer.frame == CGRect(x: 0, y: 2940, width: 350, height: 60))
        // A new content size from the app moves what is pinned to the content's bottom.
        scrollView.contentSize = CGSize(width: 350, height: 2500)
        stage.layout()
        #expect(scrollView.contentSize == CGSize(width: 350, height: 2500))
        #expect(footer.frame.minY == 2440)
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 350, height: 2500))
    }

    @Test func contentWithoutAHeightLeavesTheContentSizeAmbiguous() {
        let stage = LayoutStage()
        let scrollView = scrollView(on: stage)
        let content = stage.add(UIView(), to: scrollView, name: "content")
        let height = content.heightAnchor.constraint(equalToConstant: 900)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        stage.layout()
        // Interface Builder's "scrollable content size ambiguity": the debugging aids see it.
        #expect(content.hasAmbiguousLayout)
        #expect(content.frame.height == 0 && scrollView.contentSize.height == 0)
        height.isActive = true
        stage.layout()
        #expect(!content.hasAmbiguousLayout)
        #expect(scrollView.contentSize == CGSize(width: 350, height: 900))
    }

    @Test func theGuidesAreTheScrollViewsAndLeaveWithIt() {
        let stage = LayoutStage()
        let scrollView = scrollView(on: stage)
        #expect(scrollView.contentLayoutGuide === scrollView.contentLayoutGuide)
        #expect(scrollView.contentLayoutGuide.owningView === scrollView && scrollView.frameLayoutGuide.owningView === scrollView)
        #expect(scrollView.contentLayoutGuide !== scrollView.frameLayoutGuide)
        #expect(scrollView.layoutGuides.isEmpty, "system guides are not among the app's guides")
        let content = stage.add(UIView(), to: scrollView, name: "content")
        let outside = stage.add(UIView(), name: "outside")
        let toOutside = outside.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.heightAnchor.constraint(equalToConstant: 100),
            toOutside,
        ])
        stage.layout()
        scrollView.removeFromSuperview()
        #expect(!toOutside.isActive, "a constraint from the guide to a view outside the leaving subtree goes")
        stage.layout()
        #expect(stage.messages.isEmpty)
    }

    @Test func aPlainViewsEdgesStayItsOwn() {
        // Only scroll views attach their edges to their content: a plain container's bottom is
        // its frame's, so pinning content to it and giving the content a height conflicts.
        let stage = LayoutStage()
        let container = stage.add(UIView(), name: "container")
        let content = stage.add(UIView(), to: container, name: "content")
        NSLayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: stage.root.topAnchor),
            container.leadingAnchor.constraint(equalTo: stage.root.leadingAnchor),
            container.widthAnchor.constraint(equalToConstant: 300),
            container.heightAnchor.constraint(equalToConstant: 300),
            content.topAnchor.constraint(equalTo: container.topAnchor),
            content.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 300),
        ])
        stage.layout()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 300))
    }
}
