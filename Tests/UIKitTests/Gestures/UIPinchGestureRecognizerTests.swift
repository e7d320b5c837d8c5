import Motion
import Testing
import TestSupport
import UIKit

/// `UIPinchGestureRecognizer`: two fingers, a hysteresis, the scale and its velocity.
@MainActor
struct UIPinchGestureRecognizerTests {
    let window = UIWindow(size: CGSize(width: 390, height: 844))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    init() { window.addSubview(view) }

    /// Fingers 200 points apart close to 100 over ten frames: the pinch begins once they have
    /// come 8 points closer, its scale ends at 0.5, and the velocity is negative (about -3 per
    /// second: half the distance in 1/6 s).
    @Test func twoFingersClosingPinchIn() {
        var log: [String] = []
        var scales: [Double] = []
        let pinch = UIPinchGestureRecognizer { pinch in
            log.append("\(pinch.state)")
            scales.append(pinch.scale)
        }
        view.addGestureRecognizer(pinch)
        var left = Finger(on: window, identifier: 1), right = Finger(on: window, identifier: 2)
        left.down(at: CGPoint(x: 95, y: 400))
        right.down(at: CGPoint(x: 295, y: 400))
        for step in 1...10 {
            left.move(to: CGPoint(x: 95 + 5 * Double(step), y: 400))
            right.moveNow(to: CGPoint(x: 295 - 5 * Double(step), y: 400))
        }
        #expect(log.first == "began")
        #expect(abs((scales.first ?? 0) - 0.95) < 1e-9)  // the first move past 8 points: 190 / 200
        #expect(abs(pinch.scale - 0.5) < 1e-9)
        #expect(abs(pinch.velocity - (-3)) < 0.35)
        left.up()
        right.up()
        #expect(log.last == "ended" && log.filter { $0 == "ended" }.count == 1)
        #expect(pinch.state == .possible)
    }

    /// Setting the scale measures from the current distance from then on.
    @Test func settingTheScaleRebasesIt() {
        let pinch = UIPinchGestureRecognizer { _ in }
        view.addGestureRecognizer(pinch)
        var left = Finger(on: window, identifier: 1), right = Finger(on: window, identifier: 2)
        left.down(at: CGPoint(x: 100, y: 400))
        right.down(at: CGPoint(x: 200, y: 400))
        right.move(to: CGPoint(x: 300, y: 400))
        #expect(abs(pinch.scale - 2) < 1e-9)
        pinch.scale = 1
        right.move(to: CGPoint(x: 400, y: 400))
        #expect(abs(pinch.scale - 1.5) < 1e-9)
        pinch.scale = .nan  // ignored
        #expect(abs(pinch.scale - 1.5) < 1e-9)
        left.up()
        right.up()
    }

    /// One finger never pinches, and leaves the touch to a pan.
    @Test func oneFingerFailsAndLeavesThePan() {
        var pinched = false, panned = false
        view.addGestureRecognizer(UIPinchGestureRecognizer { _ in pinched = true })
        view.addGestureRecognizer(UIPanGestureRecognizer { _ in panned = true })
        var finger = Finger(on: window)
        finger.down(at: CGPoint(x: 100, y: 400))
        finger.move(to: CGPoint(x: 100, y: 200), frames: 10)
        finger.up()
        #expect(!pinched && panned)
    }
}
