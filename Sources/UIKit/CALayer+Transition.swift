import Foundation
import Motion

extension CALayer {
    /// Adds a transition to the layer of `view` (see ``CATransition``), under
    /// ``kCATransition`` whatever the key: the running one, if any, is taken off first.
    ///
    /// The old content is a picture of the layer taken now, placed beside the layer in its
    /// superlayer (in front of it, or behind it for a move-in). The new content is the layer:
    /// a move-in or push offsets its transform. A window's layer has no superlayer: the picture
    /// goes inside it, and the motion goes to its `sublayerTransform`, so what it draws of its
    /// own (its background) stays in place; its status bar, which iOS draws over the app's
    /// windows, is neither pictured nor moved.
    func addTransition(_ transition: CATransition, on view: UIView, window: UIWindow) {
        removeAnimation(forKey: kCATransition)
        if ![.fade, .moveIn, .push, .reveal].contains(transition.type) {
            FileHandle.standardError.write(Data("CATransition: \(transition.type.rawValue) is drawn as a fade (docs/porting.md)\n".utf8))
        }
        let from = Self.clampedProgress(transition.startProgress)
        let to = Swift.max(from, Self.clampedProgress(transition.endProgress))
        let opaque = (view.model.backgroundColor?.alpha ?? 0) >= 1
        let isWindow = view.superview == nil
        let effect = TransitionEffect(type: transition.type, subtype: transition.subtype, size: view.model.bounds.size,
                                      fadesNewContent: !opaque && !isWindow)
        let start = transition.beginTime.isFinite && transition.beginTime > 0 ? transition.beginTime : window.clock.time
        let clock = PropertyAnimation.Clock.explicit(ExplicitTiming(timing: Self.mediaTiming(of: transition, start: start),
                                                                    pacing: transition.pacing))
        let look = { (progress: Double) in effect.value(at: from + (to - from) * progress) }
        let record = PropertyAnimation.Explicit(key: kCATransition, animation: transition,
                                                staysAfterEnd: !transition.isRemovedOnCompletion)
        // A part on another view than the layer's: a record of its own (each part ends on its
        // own view), with no key, and its start already told (the layer's part speaks to the
        // delegate).
        func addPart(to other: UIView, _ blend: @escaping (inout LayerState, Look) -> Void) -> PropertyAnimation.Explicit {
            let partRecord = PropertyAnimation.Explicit(key: nil, animation: transition, staysAfterEnd: record.staysAfterEnd)
            partRecord.hasStarted = true
            other.addExplicitAnimation(PropertyAnimation(property: nil, blend: { state, progress in blend(&state, look(progress)) },
                                                         clock: clock, allowsUserInteraction: true, completion: nil,
                                                         explicit: partRecord))
            return partRecord
        }

        let overlays = isWindow ? view.systemOverlays.filter { $0.superview === view } : []
        var parts: [(view: UIView, record: PropertyAnimation.Explicit)] = []
        if let snapshot = Self.oldContent(of: view, leavingOut: overlays, window: window, inFront: effect.oldIsInFront) {
            // The picture moves in its superlayer, or, inside a window, against the window's
            // sublayers so that it moves as the old content does.
            let pictureRecord = addPart(to: snapshot) { state, shown in
                let offset = isWindow ? shown.oldOffset - shown.newOffset : shown.oldOffset
                state.isHidden = false
                state.transform = CATransform3DTranslate(state.transform, offset.width, offset.height, 0)
                state.alpha *= shown.oldAlpha
            }
            // It leaves when its part is taken off (at the end), or with the layer's.
            pictureRecord.onTakenOff { [weak snapshot] in snapshot?.removeFromSuperview() }
            parts.append((snapshot, pictureRecord))
        }
        for overlay in overlays {
            // Held in place while the window's sublayers move.
            parts.append((overlay, addPart(to: overlay) { state, shown in
                state.transform = CATransform3DTranslate(state.transform, -shown.newOffset.width, -shown.newOffset.height, 0)
            }))
        }
        // The layer's part taken off (at its end, or removed) takes the other parts with it.
        record.onTakenOff { [parts] in
            for part in parts { part.view.removeExplicitAnimations { $0 === part.record } }
        }
        let transactionGroup = CATransaction.completionGroup()
        transactionGroup?.retain()
        let completion = AnimationCompletion { finished in
            transition.delegate?.animationDidStop(transition, finished: finished)
            transactionGroup?.release(finished: true)
        }
        view.addExplicitAnimation(PropertyAnimation(property: nil, blend: { state, progress in
            let shown = look(progress)
            if isWindow {
                state.sublayerTransform = CATransform3DTranslate(state.sublayerTransform, shown.newOffset.width, shown.newOffset.height, 0)
            } else {
                state.transform = CATransform3DTranslate(state.transform, shown.newOffset.width, shown.newOffset.height, 0)
                state.alpha *= shown.newAlpha
            }
        }, clock: clock, allowsUserInteraction: true, completion: completion, explicit: record))
    }

    /// What a transition shows at one progress (``TransitionEffect/Look``).
    typealias Look = TransitionEffect.Look

    /// A picture of `view` as it shows now (without `omitted`), placed where the transition
    /// draws its old content: beside `view` in its superview, over it exactly; for a window,
    /// inside it, behind its sublayers or in front of them but behind `omitted`. It is hidden
    /// until an animation shows it. Nil when nothing can be drawn (no area).
    static func oldContent(of view: UIView, leavingOut omitted: [UIView], window: UIWindow,
                           inFront: Bool) -> TransitionSnapshotView? {
        guard let image = window.snapshotter?.snapshot(of: view, scale: window.screenScale, leavingOut: omitted) else { return nil }
        let state = view.model
        let snapshot = TransitionSnapshotView(image: image, size: state.bounds.size)
        UIView.performWithoutAnimation {
            snapshot.layer.cornerRadius = state.cornerRadius
            snapshot.layer.cornerCurve = view.layer.cornerCurve
            snapshot.layer.maskedCorners = view.layer.maskedCorners
            snapshot.clipsToBounds = view.clipsToBounds
            if let superview = view.superview, let index = superview.childViews.firstIndex(where: { $0 === view }) {
                snapshot.layer.anchorPoint = state.anchorPoint
                snapshot.center = state.center
                snapshot.layer.transform = state.transform
                snapshot.alpha = state.alpha
                superview.insertChild(snapshot, at: inFront ? index + 1 : index)
            } else {
                snapshot.center = CGPoint(x: state.bounds.midX, y: state.bounds.midY)
                let front = view.childViews.firstIndex { child in omitted.contains { $0 === child } } ?? view.childViews.count
                view.insertChild(snapshot, at: inFront ? front : 0)
            }
        }
        return snapshot
    }

    /// A progress bound: into 0…1, NaN as 0.
    private static func clampedProgress(_ value: Float) -> Double {
        value.isNaN ? 0 : Swift.min(1, Swift.max(0, Double(value)))
    }
}
