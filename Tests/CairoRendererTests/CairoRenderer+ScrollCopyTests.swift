import CairoRenderer
import Foundation
import Testing
import TestSupport
import UIKit

/// A scroll view that scrolls by whole pixels has the pixels it showed copied, and only what
/// scrolled in, what changed otherwise and what is drawn over it composited: every frame the
/// same, pixel for pixel, as a renderer compositing the whole window.
@MainActor
struct CairoRendererScrollCopyTests {
    /// A feed: an opaque scroll view of rounded, shadowed cards with labels, a blurred bar over
    /// its bottom (a tab bar) and a label over its top (a status bar).
    @MainActor
    struct Feed {
        let window = UIWindow(size: CGSize(width: 200, height: 300))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        var cards: [UIView] = []
        var labels: [UILabel] = []

        init() {
            scroll.backgroundColor = UIColor(white: 0.95)
            scroll.contentSize = CGSize(width: 200, height: 1500)
            window.addSubview(scroll)
            for index in 0..<8 {
                let card = UIView(frame: CGRect(x: 16, y: 20 + Double(index) * 180, width: 168, height: 150))
                card.backgroundColor = [UIColor.systemBlue, .systemRed, .systemGreen, .systemOrange][index % 4]
                card.layer.cornerRadius = 14
                card.layer.shadowOpacity = 0.25
                card.layer.shadowRadius = 8
                card.layer.shadowOffset = CGSize(width: 0, height: 4)
                let label = UILabel(frame: CGRect(x: 12, y: 12, width: 144, height: 40))
                label.text = "Story \(index + 1)"
                label.font = .system(size: 22, weight: .bold)
                label.textColor = .white
                card.addSubview(label)
                scroll.addSubview(card)
                cards.append(card)
                labels.append(label)
            }
            let bar = UIVisualEffectView(effect: UIBlurEffect(style: .light))
            bar.frame = CGRect(x: 0, y: 250, width: 200, height: 50)
            window.addSubview(bar)
            let status = UILabel(frame: CGRect(x: 12, y: 4, width: 80, height: 20))
            status.text = "9:41"
            status.font = .system(size: 15, weight: .semibold)
            window.addSubview(status)
        }
    }

    /// A renderer as the host uses it, attached to `window`, and one that composites every
    /// frame whole on one thread, each having drawn the window's first frame. The one
    /// compositing whole sees every frame too: a shadow first drawn at a fraction of a pixel
    /// may differ by a level from one drawn there after a whole pixel (its tiles are kept).
    func renderers(for window: UIWindow) -> (renderer: CairoRenderer, whole: CairoRenderer) {
        let renderer = CairoRenderer(scale: 2)
        renderer.attach(to: window)
        let whole = CairoRenderer(scale: 2)
        whole.compositesDamageOnly = false
        whole.reusesUnchangedFrames = false
        whole.compositingBands = 1
        whole.skipsOccludedDrawing = false
        _ = renderer.render(window)
        _ = whole.render(window)
        return (renderer, whole)
    }

    @Test func scrollingByWholePixelsCopiesAndMatchesAWholeComposite() {
        let feed = Feed()
        let (renderer, whole) = renderers(for: feed.window)
        feed.scroll.beginDragging()  // the indicator shows, and moves down its side
        for (step, translation) in [-7.0, -15.5, -40, -39, -90.25, -150, -140.5, -100].enumerated() {
            feed.scroll.drag(translation: CGPoint(x: 0, y: translation))
            let frame = renderer.render(feed.window)
            let statistics = renderer.statistics
            #expect(statistics.scrolledPixels > 0, "step \(step): nothing copied")
            // The strip that scrolled in, the bar, the status label and the indicator.
            #expect(statistics.damagedPixels <= statistics.framePixels * 3 / 5, "step \(step): \(statistics.damagedPixels) pixels composited")
            // What changed on the window: the whole scroll view.
            #expect(PixelRect(x: 0, y: 0, width: 400, height: 600).subtracting(frame.damage ?? []).isEmpty)
            #expect(frame.hasSamePixels(as: whole.render(feed.window)), "step \(step) differs from the whole composite")
        }
    }

    /// A scroll view's mask stays where the scroll view is while the content moves under it:
    /// nothing of a masked scroll view is copied. A masked card in it moves with its mask:
    /// its pixels are copied as any card's.
    @Test func aMaskedScrollViewIsCompositedAndAMaskedCardInItCopied() {
        let feed = Feed()
        let fade = CAGradientLayer()
        fade.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
        fade.frame = CGRect(x: 0, y: 100, width: 200, height: 200)
        feed.scroll.layer.mask = fade
        let circle = CAShapeLayer()
        circle.path = UIBezierPath(ovalIn: CGRect(x: 20, y: 10, width: 120, height: 120)).cgPath
        feed.cards[0].layer.mask = circle
        let (renderer, whole) = renderers(for: feed.window)
        for step in 0..<3 {
            feed.scroll.contentOffset.y += 9
            let frame = renderer.render(feed.window)
            #expect(renderer.statistics.scrolledPixels == 0, "step \(step): pixels copied through a mask")
            #expect(frame.hasSamePixels(as: whole.render(feed.window)), "step \(step) differs from the whole composite")
        }
        feed.scroll.layer.mask = nil
        // Nothing over the card: the damage (what scrolls in) does not touch it, so it is not
        // drawn whole as a group the damage touches is.
        for view in feed.window.subviews where view !== feed.scroll { view.isHidden = true }
        _ = renderer.render(feed.window)
        _ = whole.render(feed.window)
        for step in 0..<3 {
            feed.scroll.contentOffset.y += 9
            let frame = renderer.render(feed.window)
            // What scrolled in, not the masked card (168 × 150 points, a third of the frame's
            // pixels at scale 2).
            let statistics = renderer.statistics
            #expect(statistics.scrolledPixels > 0 && statistics.damagedPixels < statistics.framePixels / 3, "step \(step)")
            #expect(frame.hasSamePixels(as: whole.render(feed.window)), "step \(step) differs from the whole composite")
        }
    }

    @Test func viewsChangingAsItScrollsAreCompositedAgain() {
        var feed = Feed()
        let (renderer, whole) = renderers(for: feed.window)
        for step in 1...6 {
            feed.scroll.contentOffset.y += 9
            switch step {
            case 1: feed.labels[0].textColor = .black
            case 2: feed.labels[1].text = "Changed"
            case 3: feed.cards[1].frame.origin.x += 3  // moved within the content
            case 4: feed.labels[2].removeFromSuperview()
            case 5:
                let added = UIView(frame: CGRect(x: 40, y: 60, width: 50, height: 50))
                added.backgroundColor = .black
                feed.scroll.addSubview(added)
                feed.cards.append(added)
            default: feed.window.subviews.last?.frame.origin.x += 20  // the status label, over it
            }
            let frame = renderer.render(feed.window)
            #expect(renderer.statistics.scrolledPixels > 0, "step \(step): nothing copied")
            #expect(frame.hasSamePixels(as: whole.render(feed.window)), "step \(step) differs from the whole composite")
        }
    }

    @Test func nothingIsCopiedForAFractionATransparentScrollViewOrWhenTurnedOff() {
        let feed = Feed()
        let (renderer, whole) = renderers(for: feed.window)
        func expectComposited(_ what: String) {
            let frame = renderer.render(feed.window)
            #expect(renderer.statistics.scrolledPixels == 0, "\(what): copied")
            #expect(frame.hasSamePixels(as: whole.render(feed.window)), "\(what): differs from the whole composite")
        }
        feed.scroll.bounds.origin.y = 10.3  // 20.6 pixels: drawn where it falls
        expectComposited("a fraction of a pixel")
        feed.scroll.contentOffset.y = 20
        feed.scroll.backgroundColor = UIColor(white: 0.95, alpha: 0.5)
        expectComposited("a transparent background")
        feed.scroll.contentOffset.y = 30
        expectComposited("a transparent background, scrolled")
        feed.scroll.backgroundColor = .white
        expectComposited("an opaque background again")
        renderer.copiesScrolledPixels = false
        feed.scroll.contentOffset.y = 40
        expectComposited("copying turned off")
        renderer.copiesScrolledPixels = true
        feed.scroll.contentOffset.y = 50
        _ = renderer.render(feed.window)
        #expect(renderer.statistics.scrolledPixels > 0)
    }

    @Test func aSidewaysScrollCopiesColumns() {
        let feed = Feed()
        feed.scroll.contentSize = CGSize(width: 900, height: 1500)
        for (index, card) in feed.cards.enumerated() { card.frame.origin.x = 16 + Double(index % 4) * 200 }
        let (renderer, whole) = renderers(for: feed.window)
        for x in [12.0, 30.5, 25, 60] {
            feed.scroll.contentOffset = CGPoint(x: x, y: x / 2)
            let frame = renderer.render(feed.window)
            #expect(renderer.statistics.scrolledPixels > 0, "at \(x): nothing copied")
            #expect(frame.hasSamePixels(as: whole.render(feed.window)), "at \(x): differs from the whole composite")
        }
    }

    /// A scroll view inside a rounded clip (a story card not yet opened) shows what is below
    /// at the corners: it is composited, not copied.
    @Test func aScrollViewInARoundedClipIsNotCopied() {
        let feed = Feed()
        let card = UIView(frame: CGRect(x: 20, y: 40, width: 160, height: 200))
        card.clipsToBounds = true
        card.layer.cornerRadius = 20
        let inner = UIScrollView(frame: card.bounds)
        inner.backgroundColor = .white
        inner.contentSize = CGSize(width: 160, height: 800)
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 140, height: 30))
        label.text = "Inside"
        inner.addSubview(label)
        card.addSubview(inner)
        feed.window.addSubview(card)
        let (renderer, whole) = renderers(for: feed.window)
        inner.contentOffset.y = 12
        let frame = renderer.render(feed.window)
        #expect(renderer.statistics.scrolledPixels == 0)
        #expect(frame.hasSamePixels(as: whole.render(feed.window)))
        card.layer.cornerRadius = 0  // square: copied
        _ = renderer.render(feed.window)
        _ = whole.render(feed.window)
        inner.contentOffset.y = 30
        let square = renderer.render(feed.window)
        #expect(renderer.statistics.scrolledPixels > 0)
        #expect(square.hasSamePixels(as: whole.render(feed.window)))
    }
}
