import Testing
import TestSupport
import UIKit

/// UIControl's event sequence, state and action uniquing, as UIKit documents them.
@MainActor
struct UIControlTests {
    /// A control that logs its tracking calls.
    private final class LoggingControl: UIControl {
        var calls: [String] = []
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            calls.append("begin")
            return super.beginTracking(touch, with: event)
        }
        override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            calls.append("continue")
            return super.continueTracking(touch, with: event)
        }
        override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
            calls.append("end")
            super.endTracking(touch, with: event)
        }
        override func cancelTracking(with event: UIEvent?) {
            calls.append("cancel")
            super.cancelTracking(with: event)
        }
    }

    private func stage() -> (UIWindow, LoggingControl, () -> [String]) {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let control = LoggingControl(frame: CGRect(x: 100, y: 100, width: 100, height: 44))
        window.addSubview(control)
        var events: [String] = []
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "down"), (.touchDragInside, "dragInside"), (.touchDragOutside, "dragOutside"),
            (.touchDragEnter, "enter"), (.touchDragExit, "exit"), (.touchUpInside, "upInside"),
            (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"), (.primaryActionTriggered, "primary"),
        ]
        for (event, name) in names {
            control.addAction(UIAction { _ in events.append(name) }, for: event)
        }
        return (window, control, { events })
    }

    @Test func aTapSendsDownThenUpInsideAndThePrimaryAction() {
        let (window, control, events) = stage()
        var finger = Finger(on: window)
        finger.down(at: CGPoint(x: 150, y: 120))
        #expect(control.isHighlighted && control.isTracking && control.state == .highlighted)
        finger.up()
        #expect(events() == ["down", "upInside", "primary"])
        #expect(control.calls == ["begin", "end"])
        #expect(!control.isHighlighted && !control.isTracking && control.state == .normal)
    }

    @Test func draggingOutAndBackSendsExitEnterAndLiftingOutsideIsNoTap() {
        let (window, control, events) = stage()
        var finger = Finger(on: window)
        finger.down(at: CGPoint(x: 150, y: 120))
        finger.move(to: CGPoint(x: 150, y: 400))  // more than 70 points below: outside
        #expect(!control.isHighlighted && !control.isTouchInside)
        finger.move(to: CGPoint(x: 150, y: 130))
        #expect(control.isHighlighted)
        finger.move(to: CGPoint(x: 150, y: 400))
        finger.up()
        #expect(events() == ["down", "dragOutside", "exit", "dragInside", "enter", "dragOutside", "exit", "upOutside"])
    }

    @Test func aCancelledTouchSendsTouchCancel() {
        let (window, control, events) = stage()
        var finger = Finger(on: window)
        finger.down(at: CGPoint(x: 150, y: 120))
        finger.cancel()
        #expect(events() == ["down", "cancel"])
        #expect(control.calls == ["begin", "cancel"] && !control.isHighlighted)
    }

    @Test func aDisabledControlTracksNothingAndSaysSo() {
        let (window, control, events) = stage()
        control.isEnabled = false
        #expect(control.state == .disabled)
        var finger = Finger(on: window)
        finger.tap(at: CGPoint(x: 150, y: 120))
        #expect(events().isEmpty && control.calls.isEmpty)
    }

    @Test func anActionWithTheSameIdentifierReplacesTheFirst() {
        let control = UIControl(frame: .zero)
        var log: [String] = []
        let identifier = UIAction.Identifier("get")
        control.addAction(UIAction(identifier: identifier) { _ in log.append("first") }, for: .primaryActionTriggered)
        control.addAction(UIAction(identifier: identifier) { _ in log.append("second") }, for: .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        #expect(log == ["second"])
        #expect(control.allControlEvents == .primaryActionTriggered)
    }

    @Test func aButtonFallsBackToItsNormalTitleAndColour() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        button.setTitle("Get", for: .normal)
        button.setTitle("Got", for: .selected)
        button.setTitleColor(.white, for: .normal)
        #expect(button.currentTitle == "Get" && button.title(for: .highlighted) == "Get")
        button.isSelected = true
        #expect(button.currentTitle == "Got" && button.currentTitleColor == .white)
        #expect(button.titleColor(for: .disabled) == .white)
    }
}
