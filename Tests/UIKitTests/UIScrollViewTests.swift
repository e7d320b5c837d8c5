import Foundation
import Motion
import Testing
import TestSupport
import UIKit

@MainActor
struct ScrollViewTests {
    func makeScrollView() -> (UIWindow, UIScrollView) {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 390, height: 3000)
        window.addSubview(scroll)
        return (window, scroll)
    }

    @Test func decelerationFollowsUIKitsRatePerMillisecond() {
        let deceleration = Deceleration(initialVelocity: 2000)
        // v(t) = v₀·0.998^(1000t): after 0.1 s the velocity is 2000·0.998^100.
        #expect(isClose(deceleration.velocity(at: 0.1), 2000 * pow(0.998, 100), within: 1e-9))
        #expect(isClose(deceleration.totalDistance, -2000 / (1000 * log(0.998)), within: 1e-9))  // ≈ 999 pt
        let step = 1e-6
        #expect(isClose((deceleration.value(at: 0.3 + step) - deceleration.value(at: 0.3)) / step, deceleration.velocity(at: 0.3), within: 1e-2))
    }

    @Test func rubberBandResistsMoreTheFurtherItIsPulled() {
        let first = RubberBand.offset(for: 100, dimension: 844)
        let second = RubberBand.offset(for: 200, dimension: 844) - first
        #expect(first < 100 && second < first)
        #expect(RubberBand.offset(for: 1e9, dimension: 844) < 844)
        #expect(isClose(RubberBand.overshoot(for: first, dimension: 844), 100, within: 1e-6))
        #expect(RubberBand.offset(for: -100, dimension: 844) == -first)
    }

    @Test func aFlingDeceleratesOnTheFrameClockAndStops() {
        let (window, scroll) = makeScrollView()
        scroll.beginDragging()
        scroll.drag(translation: CGPoint(x: 0, y: -50))
        #expect(scroll.contentOffset.y == 50)
        scroll.endDragging(velocity: CGPoint(x: 0, y: -1000))  // finger flicks up: content scrolls down
        #expect(scroll.isDecelerating)
        window.tick(elapsed: 0.1)
        // On the window's pixel grid (scale 2): the motion's value, rounded to a half point.
        #expect(Double(scroll.contentOffset.y) == (2 * (50 + Deceleration(initialVelocity: 1000).value(at: 0.1))).rounded() / 2)
        for _ in 0..<400 { window.tick(elapsed: 1.0 / 60) }
        #expect(!scroll.isDecelerating)
        #expect(Double(scroll.contentOffset.y) == (2 * (50 + Deceleration(initialVelocity: 1000).totalDistance)).rounded() / 2)
        #expect(window.clock.observerCount == 0)  // stopped following the clock
    }

    @Test func pullingPastTheTopRubberBandsAndSpringsBack() {
        let (window, scroll) = makeScrollView()
        scroll.beginDragging()
        scroll.drag(translation: CGPoint(x: 0, y: 200))
        #expect(scroll.contentOffset.y < 0 && scroll.contentOffset.y > -200)
        scroll.endDragging(velocity: .zero)
        for _ in 0..<120 { window.tick(elapsed: 1.0 / 60) }
        #expect(isClose(scroll.contentOffset.y, 0, within: 1e-6))
        scroll.bounces = false
        scroll.beginDragging()
        scroll.drag(translation: CGPoint(x: 0, y: 200))
        #expect(scroll.contentOffset.y == 0)
    }

    @Test func aFlingIntoTheEndBouncesAndSettlesAtTheEdge() {
        let (window, scroll) = makeScrollView()
        scroll.contentOffset = CGPoint(x: 0, y: 2000)
        scroll.beginDragging()
        scroll.endDragging(velocity: CGPoint(x: 0, y: -4000))
        var furthest = 0.0
        for _ in 0..<300 {
            window.tick(elapsed: 1.0 / 60)
            furthest = Swift.max(furthest, scroll.contentOffset.y)
        }
        let end = scroll.maximumContentOffset.y
        #expect(furthest > end)  // overshot
        #expect(isClose(scroll.contentOffset.y, end, within: 1e-6))
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func theOffsetIsRoundedToTheScreensPixels(scale: Double) {
        let (window, scroll) = makeScrollView()
        window.screenScale = scale
        scroll.contentOffset = CGPoint(x: 0, y: 10.4)
        #expect(Double(scroll.contentOffset.y) == (10.4 * scale).rounded() / scale)
        // A half pixel rounds up, toward positive offsets, as UIKit's does (−187.5 → −187⅓ at 3×).
        scroll.contentOffset = CGPoint(x: 0, y: -187.5)
        #expect(Double(scroll.contentOffset.y) == (-187.5 * scale + 0.5).rounded(.down) / scale)
        // The bounds origin set directly keeps its fraction.
        scroll.bounds.origin = CGPoint(x: 0, y: 10.4)
        #expect(scroll.contentOffset.y == 10.4)

        // Every frame of a drag and a fling lands on a pixel, and so does the rest after a
        // bounce from an end that is not on one.
        scroll.contentSize = CGSize(width: 390, height: 3000.2)
        scroll.contentOffset = CGPoint(x: 0, y: 2000)
        scroll.beginDragging()
        for step in 1...10 {
            scroll.drag(translation: CGPoint(x: 0, y: -13.37 * Double(step)))
            #expect(isOnPixelGrid(scroll.contentOffset.y, scale: scale))
        }
        scroll.endDragging(velocity: CGPoint(x: 0, y: -4000))
        for _ in 0..<300 {
            window.tick(elapsed: 1.0 / 120)
            #expect(isOnPixelGrid(scroll.contentOffset.y, scale: scale))
        }
        #expect(!scroll.isDecelerating)
        #expect(Double(scroll.contentOffset.y) == (scroll.maximumContentOffset.y * scale + 0.5).rounded(.down) / scale)
        #expect(window.clock.observerCount == 0)
    }

    /// Whether `value` points is a whole number of pixels at `scale`.
    func isOnPixelGrid(_ value: Double, scale: Double) -> Bool {
        Swift.abs(value * scale - (value * scale).rounded()) < 1e-9
    }

    @Test func badInputDoesNotMoveTheContent() {
        let (_, scroll) = makeScrollView()
        scroll.beginDragging()
        scroll.drag(translation: CGPoint(x: CGFloat.nan, y: 10))
        scroll.endDragging(velocity: CGPoint(x: CGFloat.infinity, y: CGFloat.nan))
        #expect(scroll.contentOffset == .zero)
        #expect(!scroll.isDecelerating)
    }

    @Test func aFingerDragScrollsByItsMovementAfterTheHysteresisAndFlings() {
        let (window, scroll) = makeScrollView()
        var finger = Finger(on: window)
        finger.down(at: CGPoint(x: 200, y: 600))
        finger.move(to: CGPoint(x: 200, y: 400), frames: 10)  // 20 points a frame, 1200 points/s
        // The pan began at 20 points and the content follows from there: no jump.
        #expect(isClose(scroll.contentOffset.y, 180, within: 1e-9))
        #expect(scroll.isDragging)
        finger.up()
        #expect(scroll.isDecelerating)
        finger.wait(frames: 6)
        let expected = 180 + Deceleration(initialVelocity: 1200).value(at: 0.1)
        #expect(Double(scroll.contentOffset.y) == (2 * expected).rounded() / 2)
    }

    @Test func aFingerOnMovingContentStopsItAndBouncedContentReturns() {
        let (window, scroll) = makeScrollView()
        scroll.beginDragging()
        scroll.drag(translation: CGPoint(x: 0, y: -100))
        scroll.endDragging(velocity: CGPoint(x: 0, y: -2000))
        window.tick(elapsed: 0.1)
        var finger = Finger(on: window)
        finger.down(at: CGPoint(x: 100, y: 100))
        #expect(!scroll.isDecelerating)
        #expect(scroll.touchStoppedMotion)
        let stopped = scroll.contentOffset.y
        finger.wait(frames: 10)
        #expect(scroll.contentOffset.y == stopped)
        finger.up()
        #expect(!scroll.touchStoppedMotion)

        // Pulled past the top, touched mid-bounce, released: it springs back to 0.
        scroll.setContentOffset(.zero, animated: false)
        scroll.beginDragging()
        scroll.drag(translation: CGPoint(x: 0, y: 150))
        scroll.endDragging(velocity: .zero)
        window.tick(elapsed: 0.05)
        finger.down(at: CGPoint(x: 100, y: 100))
        #expect(scroll.contentOffset.y < 0)
        finger.up()
        finger.wait(frames: 120)
        #expect(isClose(scroll.contentOffset.y, 0, within: 1e-6))
    }
}
