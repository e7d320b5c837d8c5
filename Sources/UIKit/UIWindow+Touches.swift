import Motion

/// One touch's routing: the view it began on, the gesture recognizers that see it, and whether
/// the view still receives it.
struct TouchRecord {
    /// The hit-tested view (nil when the touch began on nothing).
    var view: UIView?
    /// The recognizers of the hit view and its superviews, innermost first.
    var recognizers: [UIGestureRecognizer]
    /// Whether the view was sent `touchesBegan` (so it is owed an end or a cancel).
    var viewBegan = false
    /// Whether a recognized gesture took the touch from the view.
    var viewCancelled = false
    /// The `began` the view is owed while a recognizer that ``UIGestureRecognizer/delaysTouchesBegan``
    /// holds it back (moved along with the finger).
    var heldBegan: UITouch?

    /// Whether a recognizer of the touch still holds the view's `began` back.
    @MainActor var isHeldBack: Bool {
        !viewBegan && !viewCancelled && recognizers.contains { $0.delaysTouchesBegan && $0.state == .possible }
    }
}

extension UIWindow {
    /// Delivers a touch as UIKit does: on `began` the deepest view under it (hit testing) becomes
    /// its view, and the gesture recognizers of that view and its superviews see it first, then
    /// the view (unless a recognized gesture cancelled the view's touches). The rest of the
    /// touch's events go to the same view and recognizers. While a recognizer that
    /// ``UIGestureRecognizer/delaysTouchesBegan`` is still possible, the view's `touchesBegan` waits
    /// (a scroll view that ``UIScrollView/delaysContentTouches`` has one): it arrives when that
    /// recognizer fails, or with the end of a touch that lifts first, and never when a recognizer
    /// takes the touch. Touches with non-finite locations, and moves or ends of unknown touches,
    /// are ignored.
    public func send(_ touch: UITouch) {
        guard touch.location.isFinite, touch.timestamp.isFinite else { return }
        if touch.phase == .began, touchRecords[touch.identifier] != nil {
            // A began without an end: finish the old touch first, so nothing stays pressed.
            var cancel = touch
            cancel.phase = .cancelled
            send(cancel)
        }
        if touch.phase == .began {
            let target = hitTest(touch.location, with: UIEvent(touches: [touch], timestamp: touch.timestamp))
            var recognizers: [UIGestureRecognizer] = []
            var current = target
            while let view = current {
                for recognizer in view.gestureRecognizers where recognizer.isEnabled {
                    guard let target, recognizer.shouldTrack(touchOn: target) else { continue }
                    if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true {
                        recognizers.append(recognizer)
                    }
                }
                current = view.superview
            }
            // The system's edge swipes first (a stable partition keeps the rest innermost first).
            recognizers = recognizers.filter(\.seesTouchesFirst) + recognizers.filter { !$0.seesTouchesFirst }
            touchRecords[touch.identifier] = TouchRecord(view: target, recognizers: recognizers)
            for recognizer in recognizers {
                recognizer.arbiter = self
                if !trackedRecognizers.contains(where: { $0 === recognizer }) { trackedRecognizers.append(recognizer) }
            }
        }
        guard let record = touchRecords[touch.identifier] else { return }
        for recognizer in record.recognizers { recognizer.deliver(touch) }

        // The view gets the event unless a recognizer took the touch.
        if let view = record.view, let current = touchRecords[touch.identifier], !current.viewCancelled {
            switch touch.phase {
            case .began where current.isHeldBack:
                touchRecords[touch.identifier]?.heldBegan = touch  // owed, sent by `deliverHeldTouches()` or with the end
            case .began:
                touchRecords[touch.identifier]?.viewBegan = true
                view.deliver(touch)
            case .moved where !current.viewBegan:
                touchRecords[touch.identifier]?.heldBegan?.location = touch.location
            case .moved: view.deliver(touch)
            case .ended:
                // A tap lifted while its began was held back still reaches the view, began then ended.
                if !current.viewBegan, var held = current.heldBegan {
                    held.location = touch.location
                    held.timestamp = touch.timestamp
                    touchRecords[touch.identifier]?.viewBegan = true
                    view.deliver(held)
                }
                view.deliver(touch)
            case .cancelled: if current.viewBegan { view.deliver(touch) }
            }
        }
        if touch.phase == .ended || touch.phase == .cancelled {
            touchRecords[touch.identifier] = nil
            resetFinishedRecognizers()
        }
    }

    /// Sends `touchesBegan` to the views whose began was held back, once no recognizer holds it
    /// any more (called every tick, after the recognizers saw the clock).
    func deliverHeldTouches() {
        let due = touchRecords.filter { _, record in record.heldBegan != nil && !record.viewBegan && !record.viewCancelled && !record.isHeldBack }
        for (identifier, record) in due.sorted(by: { $0.key < $1.key }) {
            guard var touch = record.heldBegan, let view = record.view else { continue }
            touch.timestamp = clock.time
            touchRecords[identifier]?.viewBegan = true
            view.deliver(touch)
        }
    }

    /// Cancels every touch in progress (the window lost focus, or a presentation took over):
    /// recognizers cancel or fail, views get `touchesCancelled`.
    public func cancelAllTouches() {
        for (identifier, record) in touchRecords.sorted(by: { $0.key < $1.key }) {
            let location = record.recognizers.first?.touches[identifier]?.location ?? .zero
            send(UITouch(identifier: identifier, location: location, phase: .cancelled, timestamp: clock.time))
        }
    }

    /// Whether a recognizer may begin: no other recognizer sharing its touches is already under
    /// way, unless the two may recognize simultaneously.
    func gestureRecognizerMayBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        for other in trackedRecognizers where other !== recognizer && other.state.isActive {
            if sharesTouches(recognizer, other), !Self.recognizeSimultaneously(recognizer, other) { return false }
        }
        return true
    }

    /// A recognizer began (or a discrete one recognized): the others sharing its touches that
    /// may not recognize with it fail, and the views lose those touches if it cancels them.
    func gestureRecognizerDidBegin(_ recognizer: UIGestureRecognizer) {
        for other in trackedRecognizers where other !== recognizer && other.state == .possible {
            if sharesTouches(recognizer, other), !Self.recognizeSimultaneously(recognizer, other) {
                other.state = .failed
            }
        }
        guard recognizer.cancelsTouchesInView else { return }
        // In the touches' order, so that a replay cancels them the same way.
        for (identifier, record) in touchRecords.sorted(by: { $0.key < $1.key }) where record.recognizers.contains(where: { $0 === recognizer }) {
            guard !record.viewCancelled else { continue }
            touchRecords[identifier]?.viewCancelled = true
            if record.viewBegan, let view = record.view {
                let location = recognizer.touches[identifier]?.location ?? recognizer.location(in: nil)
                view.deliver(UITouch(identifier: identifier, location: location, phase: .cancelled, timestamp: clock.time))
            }
        }
    }

    /// Returns recognizers whose touches are over to ``UIGestureRecognizer/State/possible``.
    func resetFinishedRecognizers() {
        trackedRecognizers.removeAll { recognizer in
            guard recognizer.touches.isEmpty else { return false }
            let holdsTouch = touchRecords.values.contains { $0.recognizers.contains { $0 === recognizer } }
            guard !holdsTouch else { return false }
            if recognizer.state == .possible, recognizer.waitsAfterTouchesEnd { return false }
            if recognizer.state.isActive { recognizer.state = .cancelled }
            recognizer.reset()
            recognizer.arbiter = nil
            return true
        }
    }

    func sharesTouches(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        touchRecords.values.contains { record in
            record.recognizers.contains { $0 === first } && record.recognizers.contains { $0 === second }
        }
    }

    static func recognizeSimultaneously(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        first.recognizesAlongsideEveryRecognizer || second.recognizesAlongsideEveryRecognizer
            || (first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) ?? false)
            || (second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) ?? false)
    }
}
