import Foundation
import Motion
import Testing
import TestSupport
import UIKit
@testable import CairoRenderer

/// Damage: what a frame composites again over the previous one.
@MainActor
struct CairoRendererDamageTests {
    func entry(_ fingerprint: Int, _ rect: PixelRect?, backdrop: Bool = false, holdsOnlySubviews: Bool = false) -> CairoRenderer.DamageEntry {
        CairoRenderer.DamageEntry(fingerprint: fingerprint, rect: rect, samplesBelow: backdrop, holdsOnlySubviews: holdsOnlySubviews)
    }

    @Test func aChangedViewDamagesWhereItWasAndWhereItIs() {
        let before = [entry(1, PixelRect(x: 0, y: 0, width: 100, height: 100)), entry(2, PixelRect(x: 10, y: 10, width: 20, height: 20))]
        let after = [before[0], entry(3, PixelRect(x: 60, y: 60, width: 20, height: 20))]
        #expect(CairoRenderer.damage(from: before, to: after, width: 100, height: 100)
                == [PixelRect(x: 10, y: 10, width: 20, height: 20), PixelRect(x: 60, y: 60, width: 20, height: 20)])
        #expect(CairoRenderer.damage(from: before, to: before, width: 100, height: 100) == [])
        // Different views: everything.
        #expect(CairoRenderer.damage(from: before, to: [before[0]], width: 100, height: 100) == nil)
    }

    @Test func aViewHoldingOnlySubviewsDamagesNothingOfItsOwn() {
        let whole = PixelRect(x: 0, y: 0, width: 100, height: 100)
        let child = PixelRect(x: 10, y: 10, width: 20, height: 20)
        // A full-window container whose blur is gone, its state still springing: nothing.
        let before = [entry(1, whole, holdsOnlySubviews: true), entry(2, child)]
        let after = [entry(3, whole, holdsOnlySubviews: true), entry(2, child)]
        #expect(CairoRenderer.damage(from: before, to: after, width: 100, height: 100) == [])
        #expect(CairoRenderer.damage(from: before, views: [nil, nil], to: after, views: [UIView(), UIView()], width: 100, height: 100)
                == [child])  // two views removed and two added: the child damages, the container not
        // Its subview moving damages where that was and is, and no more.
        let moved = [entry(3, whole, holdsOnlySubviews: true), entry(4, PixelRect(x: 40, y: 10, width: 20, height: 20))]
        #expect(CairoRenderer.damage(from: before, to: moved, width: 100, height: 100)
                == [child, PixelRect(x: 40, y: 10, width: 20, height: 20)])
        // Drawing something of its own in either frame (a blur fading in): where it is.
        let drawing = [entry(5, whole), entry(2, child)]
        #expect(CairoRenderer.damage(from: before, to: drawing, width: 100, height: 100, wholeFrameShare: 1) == [whole])
        #expect(CairoRenderer.damage(from: drawing, to: before, width: 100, height: 100, wholeFrameShare: 1) == [whole])
    }

    @Test func aBackdropTouchedByTheDamageIsDamagedWhole() {
        let blur = PixelRect(x: 0, y: 50, width: 200, height: 50)
        let before = [entry(1, PixelRect(x: 10, y: 40, width: 20, height: 20)), entry(2, blur, backdrop: true),
                      entry(3, PixelRect(x: 150, y: 0, width: 10, height: 10))]
        var after = before
        after[0].fingerprint = 9
        #expect(CairoRenderer.damage(from: before, to: after, width: 200, height: 200)
                == [PixelRect(x: 0, y: 40, width: 200, height: 60)])
        // Over 60 % of the frame: everything.
        let large = [entry(1, PixelRect(x: 0, y: 0, width: 100, height: 70))]
        #expect(CairoRenderer.damage(from: large, to: [entry(2, large[0].rect)], width: 100, height: 100) == nil)
    }

    @Test func manyRectanglesMergeIntoFourAtMost() {
        let rects = (0..<10).map { PixelRect(x: $0 * 30, y: ($0 % 3) * 40, width: 10, height: 10) }
        let merged = CairoRenderer.merge(rects)
        #expect(merged.count <= CairoRenderer.maximumDamageRects)
        for rect in rects { #expect(rect.subtracting(merged).isEmpty, "\(rect) is not covered") }
        for (index, a) in merged.enumerated() {
            for b in merged[(index + 1)...] { #expect(!a.intersects(b)) }
        }
    }

    /// Two rectangles that overlap become their union when it adds little, and stay apart,
    /// less their overlap, when it would add much: a scroll indicator's column meeting the
    /// status bar's rows is not composited as a block of the frame.
    @Test func overlappingRectanglesJoinOnlyWhenTheUnionAddsLittle() {
        let before = PixelRect(x: 10, y: 10, width: 50, height: 50), after = PixelRect(x: 14, y: 12, width: 50, height: 50)
        #expect(CairoRenderer.merge([before, after]) == [before.union(after)])
        let statusBar = PixelRect(x: 0, y: 0, width: 1170, height: 143)
        let indicator = PixelRect(x: 1150, y: 130, width: 13, height: 558)
        let merged = CairoRenderer.merge([statusBar, indicator])
        #expect(merged.reduce(0) { $0 + $1.area } == statusBar.area + PixelRect(x: 1150, y: 143, width: 13, height: 545).area)
        for rect in [statusBar, indicator] { #expect(rect.subtracting(merged).isEmpty) }
        #expect(!merged[0].intersects(merged[1]))
    }

    /// Seeded random sets of rectangles (overlapping, nested, apart, slivers): the merged ones
    /// cover every pixel of every input, none overlaps another, and there are at most four.
    @Test func mergedRectanglesCoverTheirInputsWithoutOverlapping() {
        var random = SeededGenerator(seed: 7)
        for trial in 0..<500 {
            let rects = (0..<(1 + Int(random.next() % 12))).map { _ in
                PixelRect(x: Int(random.next() % 300), y: Int(random.next() % 500), width: 1 + Int(random.next() % 200),
                          height: 1 + Int(random.next() % (random.next() % 2 == 0 ? 8 : 400)))
            }
            let merged = CairoRenderer.merge(rects)
            #expect(merged.count <= CairoRenderer.maximumDamageRects, "trial \(trial)")
            for rect in rects { #expect(rect.subtracting(merged).isEmpty, "trial \(trial): \(rect) is not covered by \(merged)") }
            for (index, a) in merged.enumerated() {
                for b in merged[(index + 1)...] { #expect(!a.intersects(b), "trial \(trial): \(a) overlaps \(b)") }
            }
        }
    }

    /// A damage rectangle whose left or right side would cut a curve is widened past it (the
    /// frame's own edges cut nothing), and the pieces stay apart and cover what they did.
    @Test func damageSidesMoveClearOfCurves() {
        let corner = PixelRect(x: 20, y: 20, width: 13, height: 13)
        // The indicator's column cuts the corner box: it takes the box's columns in.
        let indicator = PixelRect(x: 25, y: 10, width: 4, height: 100)
        #expect(CairoRenderer.clearingCurves([indicator], curves: [corner], width: 200) == [PixelRect(x: 20, y: 10, width: 13, height: 100)])
        // Beside the box's rows, or its side on the box's edge: unchanged.
        let below = PixelRect(x: 25, y: 40, width: 4, height: 20), onEdge = PixelRect(x: 20, y: 10, width: 40, height: 40)
        #expect(CairoRenderer.clearingCurves([below, onEdge], curves: [corner], width: 200) == [below, onEdge])
        // Past the frame's edge, the edge is the side.
        let atEdge = PixelRect(x: 0, y: 0, width: 5, height: 50)
        #expect(CairoRenderer.clearingCurves([atEdge], curves: [PixelRect(x: -6, y: 10, width: 13, height: 13)], width: 200)
                == [PixelRect(x: 0, y: 0, width: 7, height: 50)])
        // Widened into another rectangle: disjoint again, each side clear over its rows.
        let boxes = [PixelRect(x: 60, y: 0, width: 20, height: 20), PixelRect(x: 100, y: 0, width: 20, height: 20)]
        let curves = [PixelRect(x: 70, y: 5, width: 40, height: 5)]
        let cleared = CairoRenderer.clearingCurves(boxes, curves: curves, width: 200)
        for rect in boxes { #expect(rect.subtracting(cleared).isEmpty, "\(rect) is not covered") }
        for (index, a) in cleared.enumerated() {
            for b in cleared[(index + 1)...] { #expect(!a.intersects(b)) }
            for curve in curves where curve.y < a.y + a.height && a.y < curve.y + curve.height {
                #expect(!(curve.x < a.x && a.x < curve.x + curve.width) && !(curve.x < a.x + a.width && a.x + a.width < curve.x + curve.width))
            }
        }
        #expect(cleared.reduce(0) { $0 + $1.area } == 60 * 20)
    }

    /// A damage rectangle whose top or bottom would cut a row curve (a curve inside a clip
    /// that is a path) over its columns is grown past it; a curve beside its columns, or past
    /// the frame's top or bottom, changes nothing; curves chaining across the frame leave the
    /// rows whole, clear of them too.
    @Test func damageTopsAndBottomsMoveClearOfRowCurves() {
        let label = PixelRect(x: 30, y: 40, width: 50, height: 20)
        let corner = PixelRect(x: 20, y: 50, width: 40, height: 30)
        #expect(CairoRenderer.clearingCurves([label], curves: [], rowCurves: [corner], width: 200, height: 200)
                == [PixelRect(x: 30, y: 40, width: 50, height: 40)])
        let above = PixelRect(x: 20, y: 30, width: 40, height: 15)
        #expect(CairoRenderer.clearingCurves([label], curves: [], rowCurves: [above], width: 200, height: 200)
                == [PixelRect(x: 30, y: 30, width: 50, height: 30)])
        // As left and right curves do, row curves only move top and bottom sides.
        #expect(CairoRenderer.clearingCurves([label], curves: [corner], width: 200, height: 200)
                == [PixelRect(x: 20, y: 40, width: 60, height: 20)])
        let beside = PixelRect(x: 90, y: 50, width: 40, height: 30)
        #expect(CairoRenderer.clearingCurves([label], curves: [], rowCurves: [beside], width: 200, height: 200) == [label])
        let atBottom = PixelRect(x: 30, y: 180, width: 50, height: 20)
        #expect(CairoRenderer.clearingCurves([atBottom], curves: [], rowCurves: [PixelRect(x: 20, y: 190, width: 20, height: 12)],
                                             width: 200, height: 200) == [atBottom])
        // Left and right moves reaching a row curve, and the other way round, until both settle.
        let chained = CairoRenderer.clearingCurves([label], curves: [PixelRect(x: 70, y: 70, width: 30, height: 10)],
                                                   rowCurves: [corner], width: 200, height: 200)
        #expect(chained == [PixelRect(x: 30, y: 40, width: 70, height: 40)])
    }

    /// Row curves are kept for what is drawn inside a clip that is a path: a rounded card's
    /// corners and the corners of the rounded sheet clipping it, over the card's pixels; none
    /// outside such a clip, for the clipping view's own drawing (its clip is its subviews'),
    /// or inside a square clip.
    @Test func rowCurvesAreThoseOfDrawingInsideAPathClip() throws {
        let window = UIWindow(size: CGSize(width: 200, height: 300))
        let loose = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 60))
        loose.backgroundColor = .white
        loose.layer.cornerRadius = 12
        let sheet = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        sheet.backgroundColor = .systemGray6
        sheet.layer.cornerRadius = 10
        sheet.clipsToBounds = true
        let card = UIView(frame: CGRect(x: 4, y: 4, width: 150, height: 60))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        let low = UIView(frame: CGRect(x: 20, y: 120, width: 40, height: 20))
        low.backgroundColor = .systemBlue
        let square = UIView(frame: CGRect(x: 100, y: 10, width: 90, height: 60))
        square.clipsToBounds = true
        let inSquare = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 30))
        inSquare.backgroundColor = .white
        inSquare.layer.cornerRadius = 8
        window.addSubview(loose)
        window.addSubview(sheet)
        sheet.addSubview(card)
        sheet.addSubview(low)
        window.addSubview(square)
        square.addSubview(inSquare)
        let signature = CairoRenderer(scale: 1).frameSignature(of: window, pixelWidth: 200, pixelHeight: 300, scale: 1)
        func entry(_ view: UIView) throws -> CairoRenderer.DamageEntry {
            signature.entries[try #require(signature.views.firstIndex { $0 === view })]
        }
        let sheetCorners = CairoRenderer.cornerBoxes(of: CGRect(x: 0, y: 100, width: 200, height: 200), cornerRadius: 10, affine: .identity)
        let cardCorners = CairoRenderer.cornerBoxes(of: CGRect(x: 4, y: 104, width: 150, height: 60), cornerRadius: 12, affine: .identity)
        #expect(try entry(loose).curves.count == 4 && entry(loose).rowCurves.isEmpty)
        #expect(try entry(sheet).rowCurves.isEmpty)
        #expect(try entry(card).curves == cardCorners)
        // The card's own corners, and the sheet's top left corner (its top right is past the
        // card's right edge, its bottom ones below it).
        #expect(try entry(card).rowCurves == cardCorners + [sheetCorners[0]])
        // A square below the sheet's top corners: none of the sheet's, none of its own.
        #expect(try entry(low).rowCurves.isEmpty)
        #expect(try entry(inSquare).curves.count == 4 && entry(inSquare).rowCurves.isEmpty)
    }

    /// A scroll indicator fading over a rounded card's corner composites only around itself,
    /// widened to the corner, with the whole composite's pixels (Cairo cuts a path at a clip's
    /// sides: a side through the corner left pixels up to 16 levels off).
    @Test(arguments: [1.0, 2.0, 3.0])
    func aSmallDamageBesideARoundedCornerHasTheWholeFramesPixels(scale: Double) {
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 20.5, y: 30, width: 150, height: 120))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 24
        card.layer.cornerCurve = .continuous
        window.addSubview(card)
        let indicator = UIView(frame: CGRect(x: 26, y: 20, width: 3, height: 60))
        indicator.backgroundColor = UIColor(white: 0, alpha: 0.35)
        window.addSubview(indicator)
        let renderer = CairoRenderer(scale: scale)
        renderer.attach(to: window)
        _ = renderer.render(window)
        let whole = CairoRenderer(scale: scale)
        whole.compositesDamageOnly = false
        whole.reusesUnchangedFrames = false
        for step in 1...6 {
            indicator.alpha = 1 - Double(step) * 0.15
            indicator.frame.origin.x += 1.5
            let frame = renderer.render(window)
            #expect(frame.damage?.isEmpty == false)
            #expect(frame.hasSamePixels(as: whole.render(window)), "step \(step): the damage-only frame differs from the whole composite")
        }
    }

    /// A view that changes only its colour composites only its own pixels; the frame says so.
    @Test func onlyTheChangedViewsPixelsAreComposited() {
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        let square = UIView(frame: CGRect(x: 20, y: 30, width: 40, height: 50))
        square.backgroundColor = .systemBlue
        window.addSubview(square)
        let renderer = CairoRenderer(scale: 2)
        renderer.attach(to: window)
        #expect(renderer.render(window).damage == nil)  // the first frame: all of it
        square.backgroundColor = .systemRed
        let frame = renderer.render(window)
        #expect(frame.damage == [PixelRect(x: 38, y: 58, width: 84, height: 104)])
        #expect(renderer.statistics.damagedPixels == 84 * 104 && renderer.statistics.framePixels == 400 * 400)
        #expect(renderer.render(window).damage == [])  // nothing changed: the same frame
    }

    /// Views added or removed damage where they are or were, but for those that hold only
    /// subviews; the views in both lists are compared as before, and a view gone since (nil)
    /// counts as removed.
    @Test func viewsAddedOrRemovedDamageWhereTheyAreOrWere() {
        let (a, b, c, d, e) = (UIView(), UIView(), UIView(), UIView(), UIView())
        let whole = PixelRect(x: 0, y: 0, width: 200, height: 200)
        let feed = entry(1, whole), card = entry(2, PixelRect(x: 10, y: 10, width: 50, height: 50))
        let container = entry(3, whole, holdsOnlySubviews: true), story = entry(4, PixelRect(x: 100, y: 100, width: 40, height: 40))
        // Added: an empty container (nothing) and what it holds (its rectangle).
        #expect(CairoRenderer.damage(from: [feed, card], views: [a, b], to: [feed, card, container, story], views: [a, b, c, d],
                                     width: 200, height: 200) == [PixelRect(x: 100, y: 100, width: 40, height: 40)])
        // Removed: where the card was. A view in both lists that changed: where it was and is.
        var moved = story
        moved.rect = PixelRect(x: 150, y: 150, width: 20, height: 20)
        moved.fingerprint = 5
        let damage = CairoRenderer.damage(from: [feed, card, container, story], views: [a, b, c, d], to: [feed, container, moved],
                                          views: [a, c, d], width: 200, height: 200)
        #expect(damage.map(Set.init) == [PixelRect(x: 10, y: 10, width: 50, height: 50), PixelRect(x: 100, y: 100, width: 40, height: 40),
                                         PixelRect(x: 150, y: 150, width: 20, height: 20)])
        // A view deallocated since is removed, even if a new one took its place in the list.
        #expect(CairoRenderer.damage(from: [feed, card], views: [a, nil], to: [feed, card], views: [a, e], width: 200, height: 200)
                == [PixelRect(x: 10, y: 10, width: 50, height: 50)])
        // A container that draws or clips is damaged like any view.
        var clipping = container
        clipping.holdsOnlySubviews = false
        #expect(CairoRenderer.damage(from: [feed], views: [a], to: [feed, clipping], views: [a, c], width: 200, height: 200) == nil)
    }

    /// A transparent full-window container added over the feed, holding a small view, composites
    /// only that view, with the same pixels as compositing everything; one that clips its
    /// subviews composites everything.
    @Test func anEmptyContainerAddedCompositesOnlyWhatItHolds() throws {
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        let feed = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        feed.backgroundColor = .systemGray
        let card = UIView(frame: CGRect(x: 20, y: 30, width: 40, height: 50))
        card.backgroundColor = .systemBlue
        feed.addSubview(card)
        window.addSubview(feed)
        let renderer = CairoRenderer(scale: 2)
        renderer.attach(to: window)
        _ = renderer.render(window)
        let container = UIView(frame: window.bounds)
        let story = UIView(frame: CGRect(x: 100, y: 110, width: 30, height: 20))
        story.backgroundColor = .systemRed
        container.addSubview(story)
        window.addSubview(container)
        card.isHidden = true
        let frame = renderer.render(window)
        // Where the card was, and the story: not the container.
        #expect(frame.damage.map(Set.init) == [PixelRect(x: 38, y: 58, width: 84, height: 104), PixelRect(x: 198, y: 218, width: 64, height: 44)])
        let whole = CairoRenderer(scale: 2)
        whole.compositesDamageOnly = false
        whole.reusesUnchangedFrames = false
        let reference = whole.render(window)
        #expect(frame.hasSamePixels(as: reference), "the damage-only frame differs from the whole composite")
        story.frame.origin.x += 10
        #expect(renderer.render(window).damage == [PixelRect(x: 198, y: 218, width: 84, height: 44)])
        window.addSubview(UIView(frame: window.bounds))  // empty, clipping nothing: nothing to composite
        #expect(renderer.render(window).damage == [])
        let clipper = UIView(frame: window.bounds)
        clipper.clipsToBounds = true
        window.addSubview(clipper)
        #expect(renderer.render(window).damage == nil)
    }

    @Test func framesOfRandomTreesOfViewsAndLayersMatchWholeComposites() {
        // A transition's old picture, drawn beside its layer until the transition ends.
        func transitionPictures(in view: UIView) -> Int {
            view.childViews.reduce(0) { count, child in
                count + (child.childRole == .layerContent && child is SnapshotView ? 1 : 0) + transitionPictures(in: child)
            }
        }
        // Masked views in the tree (a mask of a mask among them).
        func masks(in view: UIView) -> Int {
            (view.maskChild.map { 1 + masks(in: $0) } ?? 0) + view.childViews.reduce(0) { $0 + masks(in: $1) }
        }
        var picturesSeen = 0, masksSeen = 0
        for sequence in 0..<TestTier.count(everyday: 8, long: 80) {
            var tree = RandomLayerTree(seed: 1000 + UInt64(sequence))
            let renderer = CairoRenderer(scale: 2)
            renderer.attach(to: tree.window)
            for step in 0..<40 {
                tree.step()
                picturesSeen += transitionPictures(in: tree.window)
                guard step % 4 == 3 else { continue }
                masksSeen += masks(in: tree.window)
                let frame = renderer.render(tree.window)  // with damage, over the previous frame
                let fresh = CairoRenderer(scale: 2)
                fresh.attach(to: tree.window)
                #expect(frame.hasSamePixels(as: fresh.render(tree.window)), "sequence \(sequence), step \(step)")
            }
            // Every transition has ended after a third of a second; none leaves its picture.
            for _ in 0..<20 { tree.window.tick(elapsed: 1.0 / 60) }
            #expect(transitionPictures(in: tree.window) == 0, "sequence \(sequence)")
        }
        #expect(picturesSeen > 0 && masksSeen > 0)  // not vacuous: transitions ran with their pictures, views were masked
    }
}
