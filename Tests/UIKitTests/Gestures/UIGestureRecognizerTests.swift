import Motion
import Testing
import TestSupport
import UIKit

/// A view that logs the touches it receives.
@MainActor
final class LoggingView: UIView {
    var log: [String]
    let name: String
    init(frame: CGRect, name: String, log: [String] = []) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }
    var sink: ((String) -> Void)?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { sink?("\(name).began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { sink?("\(name).moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { sink?("\(name).ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { sink?("\(name).cancelled") }
}

/// Says yes to simultaneous recognition.
@MainActor
final class SimultaneousDelegate: UIGestureRecognizerDelegate {
    /// One shared instance (recognizers hold their delegates weakly).
    static let shared = SimultaneousDelegate()
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
}

@MainActor
struct GestureRecognizerTests {
    final class Log {
        var entries: [String] = []
    }

    func makeWindow() -> (UIWindow, LoggingView, Log) {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let log = Log()
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "view")
        view.sink = { log.entries.append($0) }
        window.addSubview(view)
        return (window, view, log)
    }

    @Test func aTapIsRecognizedOnLiftAndCancelsTheViewsTouch() {
        let (window, view, log) = makeWindow()
        let tap = UITapGestureRecognizer { log.entries.append("tap.\($0.state)") }
        view.addGestureRecognizer(tap)
        var finger = Finger(on: window)
        finger.tap(at: CGPoint(x: 100, y: 100))
        // The view sees the touch begin; on lift the tap recognizes, the view's touch is cancelled
        // instead of ending, then the tap's action runs.
        #expect(log.entries == ["view.began", "view.cancelled", "tap.ended"])
        #expect(tap.state == .possible)  // reset once the touch is over
    }

    /// UIKit's rule: a button's own tap wins over a single-tap recognizer on a superview; a tap
    /// beside the button, a disabled button and a double-tap recognizer are not affected.
    @Test func aButtonsTapWinsOverASingleTapRecognizerAbove() {
        let (window, view, log) = makeWindow()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 200, y: 200, width: 80, height: 40)
        button.addAction(UIAction { _ in log.entries.append("button") }, for: .primaryActionTriggered)
        view.addSubview(button)
        let tap = UITapGestureRecognizer { log.entries.append("tap.\($0.state)") }
        view.addGestureRecognizer(tap)
        var finger = Finger(on: window)
        finger.tap(at: CGPoint(x: 240, y: 220))
        #expect(log.entries == ["button"])
        log.entries = []
        finger.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries == ["view.began", "view.cancelled", "tap.ended"])
        log.entries = []
        button.isEnabled = false  // a disabled button takes no touch: the tap lands on the view
        finger.tap(at: CGPoint(x: 240, y: 220))
        #expect(log.entries == ["view.began", "view.cancelled", "tap.ended"])
    }

    @Test func aTapThatMovesTooFarFailsAndTheViewKeepsItsTouch() {
        let (window, view, log) = makeWindow()
        let tap = UITapGestureRecognizer { log.entries.append("tap.\($0.state)") }
        view.addGestureRecognizer(tap)
        var finger = Finger(on: window)
        finger.down(at: CGPoint(x: 100, y: 100))
        finger.move(to: CGPoint(x: 100, y: 112))
        finger.up()
        #expect(log.entries == ["view.began", "view.moved", "view.ended"])
    }

    /// Fails after a second of the finger being down (a stand-in for a scroll view's delay).
    final class FailsAfterASecond: UIGestureRecognizer {
        var start: Double?
        override func touchBegan(_ touch: UITouch) { start = start ?? touch.timestamp }
        override func touchEnded(_ touch: UITouch) { if state == .possible { state = .failed } }
        override func clockDidTick(to time: Double) {
            if state == .possible, let start, time - start >= 1 - 1e-9 { state = .failed }
        }
        override func reset() {
            super.reset()
            start = nil
        }
    }

    @Test func delaysTouchesBeganHoldsTheViewsBeganUntilTheRecognizerFails() {
        let (window, view, log) = makeWindow()
        let delaying = FailsAfterASecond()
        delaying.delaysTouchesBegan = true
        view.addGestureRecognizer(delaying)
        var finger = Finger(on: window)
        finger.down(at: CGPoint(x: 100, y: 100))
        finger.move(to: CGPoint(x: 100, y: 104), frames: 30)
        #expect(log.entries.isEmpty)  // held back, moves included
        finger.wait(frames: 31)
        #expect(log.entries == ["view.began"])  // the recognizer failed at 1 s
        finger.up()
        #expect(log.entries == ["view.began", "view.ended"])
        // A touch that lifts first still reaches the view, began then ended.
        log.entries = []
        finger.down(at: CGPoint(x: 100, y: 100))
        finger.wait(frames: 5)
        finger.up()
        #expect(log.entries == ["view.began", "view.ended"])
        // Without the flag nothing is held.
        log.entries = []
        delaying.delaysTouchesBegan = false
        finger.down(at: CGPoint(x: 100, y: 100))
        #expect(log.entries == ["view.began"])
        finger.up()
    }

    @Test func aRecognizerThatTakesAHeldTouchKeepsItFromTheView() {
        let (window, view, log) = makeWindow()
        let delaying = FailsAfterASecond()
        delaying.delaysTouchesBegan = true
        view.addGestureRecognizer(delaying)
        let pan = UIPanGestureRecognizer { log.entries.append("pan.\($0.state)") }
        pan.delegate = SimultaneousDelegate.shared
        view.addGestureRecognizer(pan)
        var finger = Finger(on: window)
        finger.down(at: CGPoint(x: 100, y: 100))
        finger.move(to: CGPoint(x: 100, y: 160), frames: 6)
        finger.wait(frames: 70)
        finger.up()
        #expect(!log.entries.contains("view.began") && !log.entries.contains("view.ended"))
        #expect(log.entries.first == "pan.began" && log.entries.last == "pan.ended")
    }

    @Test func aTapWithoutCancellingTouchesLetsTheViewEnd() {
        let (window, view, log) = makeWindow()
        let tap = UITapGestureRecognizer { log.entries.append("tap.\($0.state)") }
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        var finger = Finger(on: window)
        finger.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries == ["view.began", "tap.ended", "view.ended"])
    }

    @Test func aDoubleTapNeedsTwoQuickTaps() {
        let (window, view, _) = makeWindow()
        var count = 0
        let doubleTap = UITapGestureRecognizer { _ in count += 1 }
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        var finger = Finger(on: window)
        finger.tap(at: CGPoint(x: 50, y: 50))
        finger.wait(frames: 6)
        finger.tap(at: CGPoint(x: 52, y: 50))
        #expect(count == 1)
        finger.tap(at: CGPoint(x: 50, y: 50))
        finger.wait(frames: 30)  // 0.5 s: longer than the 0.35 s interval
        finger.tap(at: CGPoint(x: 50, y: 50))
        #expect(count == 1)
    }

    @Test func aPanBeginsAfterTenPointsAndReportsTranslationAndVelocity() {
        let (window, view, log) = makeWindow()
        var translations: [CGPoint] = []
        var endVelocity = CGPoint.zero
        // Unowned: the view owns the recognizer, which owns this closure.
        let pan = UIPanGestureRecognizer { [unowned view] pan in
            log.entries.append("pan.\(pan.state)")
            translations.append(pan.translation(in: view))
            if pan.state == .ended { endVelocity = pan.velocity(in: view) }
        }
        view.addGestureRecognizer(pan)
        var finger = Finger(on: window)
        finger.down(at: CGPoint(x: 100, y: 100))
        finger.move(to: CGPoint(x: 100, y: 106))  // 6 points: not yet
        #expect(pan.state == .possible)
        finger.move(to: CGPoint(x: 100, y: 166), frames: 10)  // 6 points a frame = 360 points/s
        finger.up()
        #expect(log.entries.prefix(4) == ["view.began", "view.moved", "view.cancelled", "pan.began"])
        #expect(log.entries.contains("view.cancelled"))
        #expect(!log.entries.contains("view.ended"))
        #expect(log.entries.last == "pan.ended")
        #expect(translations.first == CGPoint(x: 0, y: 12))  // from where the finger went down
        #expect(translations.last == CGPoint(x: 0, y: 66))
        #expect(isClose(endVelocity, CGPoint(x: 0, y: 360), within: 1e-6))
    }

    @Test func aPanThatRestsBeforeLiftingHasNoVelocity() {
        let (window, view, _) = makeWindow()
        var endVelocity = CGPoint(x: 1, y: 1)
        let pan = UIPanGestureRecognizer { pan in if pan.state == .ended { endVelocity = pan.velocity(in: nil) } }
        view.addGestureRecognizer(pan)
        var finger = Finger(on: window)
        finger.down(at: CGPoint(x: 100, y: 100))
        finger.move(to: CGPoint(x: 100, y: 200), frames: 5)
        finger.wait(frames: 12)  // 0.2 s of rest
        finger.up()
        #expect(endVelocity == .zero)
    }

    /// A second finger landing mid-pan, or one of two lifting, moves the centroid but not the
    /// pan: its translation goes on from where it was, and its velocity stays the fingers'.
    @Test func aFingerLandingOrLiftingMidPanMovesNeitherTranslationNorVelocity() {
        let (window, view, _) = makeWindow()
        var translations: [CGPoint] = []
        var endVelocity = CGPoint.zero
        let pan = UIPanGestureRecognizer { pan in
            translations.append(pan.translation(in: nil))
            if pan.state == .ended { endVelocity = pan.velocity(in: nil) }
        }
        view.addGestureRecognizer(pan)
        var one = Finger(on: window, identifier: 0), two = Finger(on: window, identifier: 1)
        one.down(at: CGPoint(x: 100, y: 100))
        one.move(to: CGPoint(x: 100, y: 130), frames: 5)
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 30))
        two.down(at: CGPoint(x: 300, y: 500))  // the centroid jumps 100 right and 185 down
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 30))
        for step in 1...5 {  // both fingers 6 points down a frame: 360 points/s
            one.move(to: CGPoint(x: 100, y: 130 + Double(step) * 6))
            two.moveNow(to: CGPoint(x: 300, y: 500 + Double(step) * 6))
        }
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 60))
        two.up()  // back to the first finger alone
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 60))
        one.move(to: CGPoint(x: 100, y: 166))
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 66))
        one.up()
        #expect(isClose(endVelocity, CGPoint(x: 0, y: 360), within: 1e-6))
        // No translation reported on the way jumped.
        #expect(zip(translations, translations.dropFirst()).allSatisfy { abs($1.y - $0.y) <= 6 + 1e-9 && $1.x == 0 })
    }

    @Test func aPanLimitedToDownwardsFailsOnAnUpwardDrag() {
        let (window, view, _) = makeWindow()
        let pan = UIPanGestureRecognizer { _ in }
        pan.allowedDirections = [.down]
        view.addGestureRecognizer(pan)
        var states: [UIGestureRecognizer.State] = []
        var finger = Finger(on: window)
        finger.down(at: CGPoint(x: 100, y: 300))
        finger.move(to: CGPoint(x: 100, y: 280), frames: 2)
        states.append(pan.state)
        finger.up()
        #expect(states == [.failed])
    }

    @Test func aLongPressBeginsAfterItsDurationAndFailsIfTheFingerWanders() {
        let (window, view, log) = makeWindow()
        let press = UILongPressGestureRecognizer { log.entries.append("press.\($0.state)") }
        view.addGestureRecognizer(press)
        var finger = Finger(on: window)
        finger.down(at: CGPoint(x: 100, y: 100))
        finger.wait(frames: 29)  // 0.483 s
        #expect(press.state == .possible)
        finger.wait(frames: 1)
        #expect(press.state == .began)
        finger.up()
        #expect(log.entries == ["view.began", "view.cancelled", "press.began", "press.ended"])

        log.entries = []
        finger.down(at: CGPoint(x: 100, y: 100))
        finger.move(to: CGPoint(x: 100, y: 130), frames: 3)
        finger.wait(frames: 40)
        finger.up()
        #expect(!log.entries.contains("press.began"))
    }

    @Test func aZeroDurationLongPressIsAPressHighlight() {
        let (window, view, log) = makeWindow()
        let press = UILongPressGestureRecognizer { log.entries.append("press.\($0.state)") }
        press.minimumPressDuration = .nan  // clamps to 0
        press.cancelsTouchesInView = false
        view.addGestureRecognizer(press)
        var finger = Finger(on: window)
        finger.down(at: CGPoint(x: 10, y: 10))
        #expect(press.minimumPressDuration == 0)
        #expect(log.entries == ["press.began", "view.began"])
        finger.up()
        #expect(log.entries == ["press.began", "view.began", "press.ended", "view.ended"])
    }

    @Test func anActiveRecognizerBlocksAnotherUnlessADelegateAllowsBoth() {
        let (window, view, _) = makeWindow()
        let press = UILongPressGestureRecognizer { _ in }
        press.minimumPressDuration = 0
        let pan = UIPanGestureRecognizer { _ in }
        view.addGestureRecognizer(press)
        view.addGestureRecognizer(pan)
        var finger = Finger(on: window)
        finger.down(at: CGPoint(x: 10, y: 10))
        finger.move(to: CGPoint(x: 10, y: 60), frames: 3)
        #expect(press.state == .changed)
        #expect(pan.state == .failed)
        finger.up()

        let delegate = SimultaneousDelegate()
        pan.delegate = delegate
        finger.down(at: CGPoint(x: 10, y: 10))
        finger.move(to: CGPoint(x: 10, y: 60), frames: 3)
        #expect(press.state == .changed)
        #expect(pan.state == .changed)
        finger.up()
        #expect(press.state == .possible && pan.state == .possible)
    }

    @Test func aDelegateThatRefusesMakesTheRecognizerFail() {
        final class Refuse: UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let (window, view, log) = makeWindow()
        let refuse = Refuse()
        let tap = UITapGestureRecognizer { log.entries.append("tap.\($0.state)") }
        tap.delegate = refuse
        view.addGestureRecognizer(tap)
        var finger = Finger(on: window)
        finger.tap(at: CGPoint(x: 5, y: 5))
        #expect(log.entries == ["view.began", "view.ended"])
    }

    @Test func recognizersOfSuperviewsSeeTouchesOnSubviews() {
        let (window, view, log) = makeWindow()
        let child = LoggingView(frame: CGRect(x: 50, y: 50, width: 100, height: 100), name: "child")
        child.sink = { log.entries.append($0) }
        view.addSubview(child)
        let tap = UITapGestureRecognizer { log.entries.append("tap.\($0.state)") }
        view.addGestureRecognizer(tap)
        var finger = Finger(on: window)
        finger.tap(at: CGPoint(x: 60, y: 60))
        #expect(log.entries == ["child.began", "child.cancelled", "tap.ended"])
        #expect(tap.location(in: child) == CGPoint(x: 10, y: 10))
    }

    @Test func cancellingTheTouchCancelsAnActivePan() {
        let (window, view, log) = makeWindow()
        let pan = UIPanGestureRecognizer { log.entries.append("pan.\($0.state)") }
        view.addGestureRecognizer(pan)
        var finger = Finger(on: window)
        finger.down(at: CGPoint(x: 10, y: 10))
        finger.move(to: CGPoint(x: 10, y: 60), frames: 2)
        window.cancelAllTouches()
        #expect(log.entries.suffix(1) == ["pan.cancelled"])
        #expect(pan.state == .possible)
        finger.up()  // an end for a touch the window no longer knows is ignored
        #expect(log.entries.suffix(1) == ["pan.cancelled"])
    }

    @Test func aButtonTapsOnLiftInsideAndAScrollCancelsIt() {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 390, height: 2000)
        window.addSubview(scroll)
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 44))
        button.setTitle("GET", for: .normal)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        scroll.addSubview(button)
        var finger = Finger(on: window)
        finger.down(at: CGPoint(x: 150, y: 120))
        #expect(!button.isHighlighted)  // the scroll view delays content touches 0.15 s
        finger.wait(frames: 9)
        #expect(button.isHighlighted)
        finger.up()
        #expect(!button.isHighlighted && taps == 1)

        finger.down(at: CGPoint(x: 150, y: 120))
        finger.move(to: CGPoint(x: 150, y: 60), frames: 4)
        #expect(!button.isHighlighted)  // the scroll view's pan took the touch
        #expect(scroll.contentOffset.y > 0)
        finger.up()
        #expect(taps == 1)
    }

    @Test func aPressHighlightRecognizesAlongWithTheScrollViewsPan() {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 390, height: 3000)
        window.addSubview(scroll)
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 400))
        scroll.addSubview(card)
        var highlighted = false
        let press = UILongPressGestureRecognizer { press in highlighted = press.state.isActive }
        press.minimumPressDuration = 0
        let delegate = SimultaneousDelegate()
        press.delegate = delegate
        card.addGestureRecognizer(press)
        var finger = Finger(on: window)
        finger.down(at: CGPoint(x: 200, y: 300))
        #expect(highlighted)
        finger.move(to: CGPoint(x: 200, y: 200), frames: 5)
        #expect(scroll.contentOffset.y > 50)  // the pan scrolls although the press is active
        #expect(scroll.panGestureRecognizer.state == .changed)
        finger.up()
        #expect(!highlighted)
    }

    /// A recognizer written for iOS from the base class: it overrides UIKit's
    /// `touches…(_:with:)` and sets `state` itself (a drag down of 100 points), and the window
    /// delivers to those overrides, each touch with an event holding it.
    final class DragDownRecognizer: UIGestureRecognizer {
        private var start: CGPoint?
        var seen: [String] = []

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            seen.append("began \(touches.count) of \(event.allTouches?.count ?? 0)")
            start = touches.first?.location(in: view)
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            guard let start, let point = touches.first?.location(in: view) else { return }
            if point.y - start.y < -10 { state = .failed; return }
            if state == .possible, point.y - start.y >= 100 { state = .began } else if state == .began || state == .changed { state = .changed }
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            state = state == .possible ? .failed : .ended
        }

        override func reset() {
            super.reset()
            start = nil
            seen.append("reset")
        }
    }

    @Test func aRecognizerSubclassedAsOnIOSGetsTheTouchesAndSetsItsState() {
        let (window, view, log) = makeWindow()
        let drag = DragDownRecognizer()
        drag.addTarget { log.entries.append("drag.\($0.state)") }
        view.addGestureRecognizer(drag)
        var finger = Finger(on: window)
        finger.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300), frames: 10)
        #expect(drag.seen == ["began 1 of 1", "reset"])
        // 20 points a frame: the view sees the moves until the drag begins at 100 points (its
        // touch cancelled as the drag wins), then the drag changes to the end.
        #expect(log.entries == ["view.began"] + Array(repeating: "view.moved", count: 4) + ["view.cancelled", "drag.began"]
            + Array(repeating: "drag.changed", count: 5) + ["drag.ended"])
        // Upwards it fails at once and the view keeps its touch.
        log.entries = []
        finger.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 200), frames: 5)
        #expect(log.entries == ["view.began", "view.moved", "view.moved", "view.moved", "view.moved", "view.moved", "view.ended"])
    }
}
