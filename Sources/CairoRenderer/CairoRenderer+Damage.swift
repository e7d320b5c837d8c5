import Motion
import UIKit

extension CairoRenderer {
    /// One view's part of a frame, for finding what changed since the previous frame: a hash of
    /// everything its own pixels depend on (its presented state and content, where it lands on
    /// the frame, the opacity and clip its ancestors give it) and the pixels it can touch.
    struct DamageEntry: Equatable {
        /// What the view's pixels depend on.
        var fingerprint: Int
        /// The pixels it can touch (its bounds and shadow, clipped by its ancestors, widened by
        /// two pixels for antialiasing); nil when it draws nothing.
        var rect: PixelRect?
        /// Whether it blurs what is below it (a backdrop): then any change under it changes it.
        var samplesBelow: Bool
        /// Whether it draws nothing of its own (no background, border, shadow, content or blur)
        /// and clips nothing: all its pixels are its subviews'. Such a view, added or removed,
        /// changes no pixel its subviews' own entries do not account for.
        var holdsOnlySubviews = false
        /// Whole pixels its own drawing makes opaque whatever is below them: its opaque
        /// background's interior (``roundedInterior(of:cornerRadius:)``), shown unrotated at
        /// full opacity, inside every clip around it, two pixels in from the edges a scaled
        /// bitmap filters (``coverRects(of:state:map:shown:clip:)``). Empty when it has none.
        var covers: [PixelRect] = []

        /// Whether the view's own pixels differ between this entry and `new`, a later one of the
        /// same view: whenever the entries differ, unless it holds only subviews in both (its
        /// place, opacity or clip changing changes its subviews' entries, which damage where
        /// they are; a blur whose effect is gone, still springing around zero, damages nothing).
        func changesPixels(becoming new: DamageEntry) -> Bool {
            self != new && !(holdsOnlySubviews && new.holdsOnlySubviews)
        }
    }

    /// The pixels of the frame that must be composited again, given the entries of the frame
    /// in the buffer and of this one (the same views in the same order): each changed view's
    /// old and new rectangles (``DamageEntry/changesPixels(becoming:)``), grown to the whole
    /// of every backdrop they touch (a blur reads everything under it), merged into at most
    /// ``maximumDamageRects`` rectangles. nil means
    /// the whole frame (the lists differ, or more than `wholeFrameShare` of the frame changed).
    static func damage(
        from previous: [DamageEntry], to current: [DamageEntry], width: Int, height: Int, wholeFrameShare: Double = 0.6
    ) -> [PixelRect]? {
        guard previous.count == current.count else { return nil }
        var rects: [PixelRect] = []
        for (old, new) in zip(previous, current) where old.changesPixels(becoming: new) {
            if let rect = old.rect { rects.append(rect) }
            if let rect = new.rect { rects.append(rect) }
        }
        return finishedDamage(rects, current: current, width: width, height: height, wholeFrameShare: wholeFrameShare)
    }

    /// ``damage(from:to:width:height:wholeFrameShare:)`` when views were added or removed since the frame in
    /// the buffer (a presented controller's views, a hidden view's subtree): the two lists of
    /// views (nil for one gone since) are aligned on the views they share, in order (the ends
    /// they share, then `CollectionDifference`, Myers' diff, on what lies between). A view
    /// removed damages where it was, one added where it is, unless it holds only subviews
    /// (``DamageEntry/holdsOnlySubviews``: its subviews account for its pixels); a view in
    /// both, as in the other form.
    static func damage(
        from previous: [DamageEntry], views previousViews: [UIView?], to current: [DamageEntry], views currentViews: [UIView],
        width: Int, height: Int, wholeFrameShare: Double = 0.6
    ) -> [PixelRect]? {
        guard previous.count == previousViews.count, current.count == currentViews.count else { return nil }
        if currentViews.count == previousViews.count, zip(currentViews, previousViews).allSatisfy({ $0 === $1 }) {
            return damage(from: previous, to: current, width: width, height: height, wholeFrameShare: wholeFrameShare)
        }
        let now = currentViews.map { Optional($0) }
        // The ends the lists share are set aside first: the diff costs the product of what lies
        // between them at worst (0.4-0.8 ms for a whole window's views, measured).
        let shorter = Swift.min(previousViews.count, now.count)
        var prefix = 0
        while prefix < shorter, previousViews[prefix] != nil, previousViews[prefix] === now[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, let view = previousViews[previousViews.count - 1 - suffix], view === now[now.count - 1 - suffix] {
            suffix += 1
        }
        let before = Array(previousViews[prefix..<(previousViews.count - suffix)]), after = Array(now[prefix..<(now.count - suffix)])
        var removed = [Bool](repeating: false, count: previous.count)
        var added = [Bool](repeating: false, count: current.count)
        var rects: [PixelRect] = []
        for change in after.difference(from: before, by: { $0 != nil && $0 === $1 }) {
            switch change {
            case .remove(let offset, _, _):
                removed[prefix + offset] = true
                if !previous[prefix + offset].holdsOnlySubviews, let rect = previous[prefix + offset].rect { rects.append(rect) }
            case .insert(let offset, _, _):
                added[prefix + offset] = true
                if !current[prefix + offset].holdsOnlySubviews, let rect = current[prefix + offset].rect { rects.append(rect) }
            }
        }
        // The views in both lists, in order.
        var old = 0, new = 0
        while old < previous.count, new < current.count {
            if removed[old] { old += 1; continue }
            if added[new] { new += 1; continue }
            if previous[old].changesPixels(becoming: current[new]) {
                if let rect = previous[old].rect { rects.append(rect) }
                if let rect = current[new].rect { rects.append(rect) }
            }
            old += 1
            new += 1
        }
        return finishedDamage(rects, current: current, width: width, height: height, wholeFrameShare: wholeFrameShare)
    }

    /// `rects` grown to the whole of every backdrop of `current` they touch (again and again,
    /// as a grown rectangle may touch another backdrop), clamped to the frame and merged; nil
    /// when that is over `wholeFrameShare` of the frame (then all of it is composited).
    private static func finishedDamage(
        _ rects: [PixelRect], current: [DamageEntry], width: Int, height: Int, wholeFrameShare: Double
    ) -> [PixelRect]? {
        var rects = rects
        // A backdrop touched by the damage is blurred again from everything under it.
        var grew = true
        while grew {
            grew = false
            for entry in current where entry.samplesBelow {
                guard let rect = entry.rect, rects.contains(where: { $0.intersects(rect) }),
                      !rects.contains(where: { $0 == rect }) else { continue }
                rects.append(rect)
                grew = true
            }
        }
        let merged = merge(rects.map { $0.clamped(width: width, height: height) }.filter { !$0.isEmpty })
        let area = merged.reduce(0) { $0 + $1.area }
        return Double(area) > Double(width * height) * wholeFrameShare ? nil : merged
    }

    /// The most rectangles a frame's damage is kept as (more are merged into their bounds).
    static let maximumDamageRects = 4

    /// Rectangles that overlap merged into their union, then the closest merged until there
    /// are at most ``maximumDamageRects``.
    static func merge(_ rects: [PixelRect]) -> [PixelRect] {
        var result: [PixelRect] = []
        for rect in rects {
            var merged = rect
            var changed = true
            while changed {
                changed = false
                if let index = result.firstIndex(where: { $0.intersects(merged) }) {
                    merged = merged.union(result.remove(at: index))
                    changed = true
                }
            }
            result.append(merged)
        }
        while result.count > maximumDamageRects {
            // Merge the pair whose union adds the fewest pixels.
            var best = (0, 1, Int.max)
            for i in result.indices {
                for j in result.indices where j > i {
                    let cost = result[i].union(result[j]).area - result[i].area - result[j].area
                    if cost < best.2 { best = (i, j, cost) }
                }
            }
            let union = result[best.0].union(result[best.1])
            result.remove(at: best.1)
            result[best.0] = union
            // The union may now overlap others.
            result = merge(result)
        }
        return result
    }

    /// ``DamageEntry/covers`` of a view with `map`, shown at `shown` opacity, inside `clip`
    /// (device pixels, the part of every clip around it that is whole: `.null` when one is
    /// not known to be, inside a rasterized or projective ancestor).
    static func coverRects(of view: UIView, state: LayerState, map: ProjectiveTransform, shown: Double, clip: CGRect) -> [PixelRect] {
        guard shown >= 1, (state.backgroundColor?.alpha ?? 0) >= 1, view.backdrop == nil, !view.layer.shouldRasterize,
            map.isAffine, !clip.isNull, !clip.isEmpty
        else { return [] }
        let affine = map.affineTransform
        guard affine.b == 0, affine.c == 0, affine.a > 0, affine.d > 0 else { return [] }
        return roundedInterior(of: state.bounds, cornerRadius: state.cornerRadius).compactMap { interior in
            let onDevice = interior.applying(affine).insetBy(dx: 2, dy: 2).intersection(clip)
            guard !onDevice.isNull, onDevice.isFinite, Swift.abs(onDevice.minX) < 1e9, Swift.abs(onDevice.minY) < 1e9,
                Swift.abs(onDevice.maxX) < 1e9, Swift.abs(onDevice.maxY) < 1e9
            else { return nil }
            let left = Int(onDevice.minX.rounded(.up)), top = Int(onDevice.minY.rounded(.up))
            let right = Int(onDevice.maxX.rounded(.down)), bottom = Int(onDevice.maxY.rounded(.down))
            guard right > left, bottom > top else { return nil }
            return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
        }
    }

    /// The part of `clip` (device pixels, `.null` for none) that the subviews of a view with
    /// `map` are known to be clipped to whole, when it clips them: its bounds, shortened at the
    /// top and bottom by its rounded corners' extent. `.null` when the view is not shown
    /// unrotated, so no subview's cover is known, and for a rasterized layer drawn on the frame
    /// (its subviews are drawn from its bitmap, or, until it has one, without covers). Inside
    /// its own bitmap (`intoItsBitmap`), a rasterized layer is drawn as any other view: the
    /// bitmap is its clip.
    static func coverClip(for view: UIView, state: LayerState, map: ProjectiveTransform, clip: CGRect, intoItsBitmap: Bool = false) -> CGRect {
        guard !clip.isNull, map.isAffine, intoItsBitmap || !view.layer.shouldRasterize else { return .null }
        let affine = map.affineTransform
        guard affine.b == 0, affine.c == 0, affine.a > 0, affine.d > 0 else { return .null }
        guard view.clipsToBounds else { return clip }
        let box = state.bounds.standardized
        let extent = state.cornerRadius > 0 ? Swift.min(state.cornerRadius * 1.28, Swift.min(box.width, box.height) / 2) : 0
        let inner = box.insetBy(dx: 0, dy: extent).applying(affine)
        return inner.isFinite ? clip.intersection(inner) : .null
    }

    /// The pixels a view with `map` can touch: its bounds and shadow on the frame, inside
    /// `clip`, widened by two pixels.
    static func deviceRect(of view: UIView, state: LayerState, map: ProjectiveTransform, clip: CGRect) -> PixelRect? {
        var area = state.bounds
        if state.shadowOpacity > 0, !view.clipsToBounds {
            let spread = Swift.abs(state.shadowRadius) * 2 + 1
            let caster = shadowCaster(of: view, state: state).rect
            area = area.union(caster.offsetBy(dx: state.shadowOffset.width, dy: state.shadowOffset.height).insetBy(dx: -spread, dy: -spread))
        }
        let onDevice = (map.isAffine ? area.applying(map.affineTransform) : map.boundingBox(of: area) ?? clip).intersection(clip)
        guard !onDevice.isNull, !onDevice.isEmpty, onDevice.isFinite else { return nil }
        let left = Int((onDevice.minX - 2).rounded(.down)), top = Int((onDevice.minY - 2).rounded(.down))
        let right = Int((onDevice.maxX + 2).rounded(.up)), bottom = Int((onDevice.maxY + 2).rounded(.up))
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
