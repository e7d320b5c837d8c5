import Testing
import TestSupport
import UIKit

/// The instant popup (Corpus/InstantPopup.swift): a pan recognizer subclass written for iOS,
/// overriding `touchesBegan(_:with:)` and setting `state`, begins on touch-down, so a finger
/// landing on the moving panel stops it where it is.
@MainActor
struct InstantPopupTests {
    @Test func aFingerCatchesThePanelAtTouchDownAndThrowsIt() throws {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let popup = InstantPopupViewController()
        window.rootViewController = popup
        window.layoutIfNeeded()
        #expect(popup.panel.frame.minY == 784, "collapsed: 60 points show")
        var finger = Finger(on: window)
        finger.down(at: CGPoint(x: 195, y: 800))
        // Begun without moving: the expanding animator is made and paused at once.
        #expect(popup.events == ["caught at 0.00"])
        let animator = try #require(popup.animator)
        #expect(animator.state == .active && !animator.isRunning)
        // Half the travel up is half the animation.
        finger.move(to: CGPoint(x: 195, y: 580), frames: 10)
        #expect(Swift.abs(animator.fractionComplete - 0.5) < 1e-9)
        let held = popup.panel.layer.presentation()?.frame.minY ?? 0
        #expect(held < 784 && held > 344)
        // Thrown upwards: it runs on to expanded.
        finger.up()
        #expect(popup.events.last == "released towards expanded")
        finger.wait(frames: 90)
        #expect(popup.panelState == .expanded && popup.events.last == "settled expanded")
        #expect(popup.panel.frame.minY == 344 && popup.panel.layer.cornerRadius == 24)

        // Collapsing on its own; a finger landing mid-way holds the panel still.
        popup.move(to: .collapsed, duration: 0.8)
        finger.wait(frames: 15)
        let caughtAt = try #require(popup.panel.layer.presentation()?.frame.minY)
        #expect(caughtAt > 344 && caughtAt < 784)
        finger.down(at: CGPoint(x: 195, y: 800))
        #expect(popup.events.last?.hasPrefix("caught at 0.") == true && popup.events.last != "caught at 0.00")
        finger.wait(frames: 20)
        #expect(popup.panel.layer.presentation()?.frame.minY == caughtAt, "held under the still finger")
        // Let go without moving: the collapse goes on from there.
        finger.up()
        #expect(popup.events.last == "released")
        finger.wait(frames: 90)
        #expect(popup.panelState == .collapsed && popup.panel.frame.minY == 784)
    }
}
