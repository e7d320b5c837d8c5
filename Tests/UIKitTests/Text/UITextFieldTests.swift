import Foundation
import Motion
import Testing
import TestSupport
@testable import UIKit

/// `UITextField`: a tap begins editing, typing goes through the delegate, and every callback,
/// action and notification comes in UIKit's order.
@MainActor
struct UITextFieldTests {
    /// A delegate that logs every call, and answers as told.
    final class LoggingDelegate: UITextFieldDelegate {
        var log: [String] = []
        var allowsBegin = true, allowsEnd = true, allowsChange = true, allowsClear = true, returns = true
        /// What Return does beyond logging (a form moves to its next field).
        var onReturn: ((UITextField) -> Void)?

        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return allowsBegin }
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return allowsEnd }
        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { log.append("didEnd \(reason)") }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            log.append("shouldChange \(range.location),\(range.length) \"\(string)\"")
            return allowsChange
        }
        func textFieldShouldClear(_ textField: UITextField) -> Bool { log.append("shouldClear"); return allowsClear }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            log.append("shouldReturn")
            onReturn?(textField)
            return returns
        }
    }

    /// A window with a field at (20, 20, 200, 40), its delegate, and every editing event logged
    /// into the delegate's log.
    private func makeField(_ configure: (UITextField) -> Void = { _ in }) -> (UIWindow, UITextField, LoggingDelegate) {
        let window = UIWindow(size: CGSize(width: 300, height: 200))
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 40))
        let delegate = LoggingDelegate()
        field.delegate = delegate
        configure(field)
        for (event, name) in [(UIControl.Event.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                              (.editingDidEnd, "editingDidEnd")] {
            field.addAction(UIAction { [weak delegate] _ in delegate?.log.append(name) }, for: event)
        }
        window.addSubview(field)
        window.makeKeyAndVisible()
        return (window, field, delegate)
    }

    @Test func aTapBeginsEditingAndTypingGoesThroughTheDelegateInUIKitsOrder() {
        let (window, field, delegate) = makeField()
        #expect(!window.acceptsTextInput && !field.isEditing)
        var finger = Finger(on: window)
        finger.tap(at: CGPoint(x: 100, y: 40))
        #expect(field.isFirstResponder && field.isEditing && window.acceptsTextInput)
        #expect(window.sendText("Hi"))
        #expect(window.sendText("é"))
        #expect(window.sendKey(.backspace))
        #expect(field.text == "Hi")
        #expect(delegate.log == [
            "shouldBegin", "didBegin", "editingDidBegin",
            "shouldChange 0,0 \"Hi\"", "editingChanged",
            "shouldChange 2,0 \"é\"", "editingChanged",
            "shouldChange 2,1 \"\"", "editingChanged",
        ])
        delegate.log.removeAll()
        #expect(field.resignFirstResponder())
        #expect(!field.isEditing && !window.acceptsTextInput)
        #expect(delegate.log == ["shouldEnd", "didEnd committed", "editingDidEnd"])
        // Not editing, typing goes nowhere.
        #expect(!window.sendText("x") && !window.sendKey(.backspace) && field.text == "Hi")
    }

    @Test func theDelegateCanRefuseEachStep() {
        let (window, field, delegate) = makeField()
        delegate.allowsBegin = false
        #expect(!field.becomeFirstResponder() && !field.isEditing)
        delegate.allowsBegin = true
        #expect(field.becomeFirstResponder())
        delegate.allowsChange = false
        window.sendText("no")
        #expect(field.text == "")
        delegate.allowsEnd = false
        #expect(!field.resignFirstResponder() && field.isEditing, "a refusal keeps it editing")
        // A forced end (the view's endEditing(true)) ends it all the same.
        #expect(!window.endEditing(false) && field.isEditing)
        #expect(window.endEditing(true) && !field.isEditing && !field.isFirstResponder)
        #expect(delegate.log.suffix(3) == ["shouldEnd", "didEnd committed", "editingDidEnd"])
    }

    @Test func returnAsksTheDelegateAndEndsOnExitOnlyWithAnActionForIt() {
        let (window, field, delegate) = makeField()
        field.becomeFirstResponder()
        delegate.log.removeAll()
        window.sendKey(.enter)
        #expect(delegate.log == ["shouldReturn"] && field.isEditing, "no action for .editingDidEndOnExit: it stays")
        field.addAction(UIAction { [weak delegate] _ in delegate?.log.append("editingDidEndOnExit") }, for: .editingDidEndOnExit)
        delegate.returns = false
        delegate.log.removeAll()
        window.sendKey(.enter)
        #expect(delegate.log == ["shouldReturn"] && field.isEditing, "the delegate said no")
        delegate.returns = true
        delegate.log.removeAll()
        window.sendKey(.enter)
        #expect(delegate.log == ["shouldReturn", "editingDidEndOnExit", "shouldEnd", "didEnd committed", "editingDidEnd"])
        #expect(!field.isEditing)
        #expect(field.text == "", "Return inserts nothing")
    }

    @Test func returnMovesToTheNextFieldAsAFormDoes() {
        let (window, first, delegate) = makeField()
        let second = UITextField(frame: CGRect(x: 20, y: 80, width: 200, height: 40))
        window.addSubview(second)
        delegate.onReturn = { _ in second.becomeFirstResponder() }
        first.becomeFirstResponder()
        window.sendText("a@b.c")
        window.sendKey(.enter)
        #expect(!first.isEditing && second.isEditing && second.isFirstResponder)
        window.sendText("secret")
        #expect(first.text == "a@b.c" && second.text == "secret")
        // The first ended before the second began.
        #expect(delegate.log.suffix(4) == ["shouldReturn", "shouldEnd", "didEnd committed", "editingDidEnd"])
    }

    @Test func theClearButtonEmptiesTheFieldWhenItShows() {
        let (window, field, delegate) = makeField { $0.clearButtonMode = .whileEditing }
        field.text = "Hello"
        #expect(!field.showsClearButton, "only while editing")
        field.becomeFirstResponder()
        #expect(field.showsClearButton)
        delegate.log.removeAll()
        let button = field.convert(field.clearButtonRect(forBounds: field.bounds), to: window)
        var finger = Finger(on: window)
        finger.tap(at: CGPoint(x: button.midX, y: button.midY))
        #expect(field.text == "" && field.isEditing)
        #expect(delegate.log == ["shouldClear", "shouldChange 0,5 \"\"", "editingChanged"])
        // The text rectangle leaves room for the button.
        field.text = "x"
        #expect(field.textRect(forBounds: field.bounds).maxX <= field.clearButtonRect(forBounds: field.bounds).minX)
    }

    @Test func leavingTheWindowEndsEditingAndTheNotificationsArePosted() {
        let (window, field, delegate) = makeField()
        var posted: [String] = []
        let center = NotificationCenter.default
        let names = [UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification, UITextField.textDidEndEditingNotification]
        let observers = names.map { name in
            center.addObserver(forName: name, object: field, queue: nil) { note in
                let raw = note.name.rawValue
                MainActor.assumeIsolated { posted.append(raw) }
            }
        }
        defer { observers.forEach(center.removeObserver) }
        field.becomeFirstResponder()
        window.sendText("a")
        field.removeFromSuperview()
        #expect(!field.isEditing && !window.acceptsTextInput)
        #expect(delegate.log.suffix(3) == ["shouldEnd", "didEnd committed", "editingDidEnd"])
        #expect(posted == names.map(\.rawValue))
        #expect(!field.becomeFirstResponder(), "out of a window, it cannot")
    }

    @Test func aDisabledFieldOrAPlainViewCannotBecomeFirstResponder() {
        let (window, field, _) = makeField { $0.isEnabled = false }
        #expect(!field.becomeFirstResponder())
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(plain)
        #expect(!plain.becomeFirstResponder() && !plain.isFirstResponder && plain.resignFirstResponder())
        field.isEnabled = true
        #expect(field.becomeFirstResponder())
        #expect(UIViewController().becomeFirstResponder() == false)
    }

    @Test func settingTextSendsNoEventAndSecureEntryAndTraitsAreKept() {
        let (window, field, delegate) = makeField { field in
            field.keyboardType = .emailAddress
            field.returnKeyType = .next
            field.autocapitalizationType = .none
            field.autocorrectionType = .no
            field.textContentType = .username
        }
        field.text = "set"
        field.text = nil
        #expect(field.text == "" && delegate.log.isEmpty)
        #expect(field.keyboardType == .emailAddress && field.returnKeyType == .next && field.textContentType == .username)
        let traits: any UITextInputTraits = field
        #expect(traits.autocapitalizationType == .none && traits.autocorrectionType == .no)
        // Return does nothing in an empty field that enables it automatically.
        field.enablesReturnKeyAutomatically = true
        field.becomeFirstResponder()
        delegate.log.removeAll()
        field.insertText("\n")
        #expect(delegate.log.isEmpty)
        // Control characters typed are dropped.
        #expect(!window.sendText("\u{7}") && field.text == "")
    }

    @Test func theArrowsMoveTheCaretAndTypingGoesInWhereItIs() {
        let (window, field, delegate) = makeField()
        field.becomeFirstResponder()
        window.sendText("Helo")
        #expect(window.sendKey(.left))
        delegate.log.removeAll()
        window.sendText("l")
        #expect(field.text == "Hello" && delegate.log.first == "shouldChange 3,0 \"l\"")
        // Backspace deletes the character before the caret, which stays before "o".
        window.sendKey(.backspace)
        window.sendKey(.backspace)
        #expect(field.text == "Heo")
        window.sendText("ll")
        #expect(field.text == "Hello")
        // The caret stops at either end.
        for _ in 0..<9 { window.sendKey(.left) }
        window.sendKey(.backspace)
        #expect(field.text == "Hello", "nothing before the caret")
        window.sendText("¡")
        #expect(field.text == "¡Hello")
        for _ in 0..<9 { window.sendKey(.right) }
        window.sendText("!")
        #expect(field.text == "¡Hello!")
        // Setting the text puts the caret at the end; up and down are not the field's.
        window.sendKey(.left)
        field.text = "Hi"
        window.sendText("?")
        #expect(field.text == "Hi?")
        #expect(!window.sendKey(.up) && !window.sendKey(.down))
        field.resignFirstResponder()
        #expect(!window.sendKey(.left), "not editing: the arrows are the app's")
    }
}
