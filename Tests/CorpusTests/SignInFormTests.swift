import CairoRenderer
import Testing
import TestSupport
import UIKit

/// A sign-in form of text fields (Corpus/SignInForm.swift), typed into as a person would:
/// taps, text, Return, and a tap on the background.
@MainActor
struct SignInFormTests {
    @Test func typingReturnAndABackgroundTapFillTheFormAndSignIn() throws {
        let form = SignInViewController()
        let (window, renderer) = showOnScreen(form, size: CGSize(width: 390, height: 500))
        var finger = Finger(on: window)
        func center(_ view: UIView) -> CGPoint {
            let frame = view.convert(view.bounds, to: window)
            return CGPoint(x: frame.midX, y: frame.midY)
        }

        // The fields stack under the title, as tall as asked, the "@" at the email's left.
        let email = form.emailField.convert(form.emailField.bounds, to: window)
        #expect(email.height == 44 && email.minX == 16 && email.width == 358)
        #expect(form.emailField.leftView?.frame == CGRect(x: 0, y: 12, width: 30, height: 20))
        #expect(!form.signInButton.isEnabled)

        // Tap the email field and type; a space is refused by the delegate.
        finger.tap(at: center(form.emailField))
        #expect(form.emailField.isEditing)
        window.sendText("me@exa mple.com")  // pasted with a space: refused whole
        window.sendText("me@example.com")
        #expect(form.emailField.text == "me@example.com")
        // Return moves to the password; typing there enables the button.
        window.sendKey(.enter)
        #expect(!form.emailField.isEditing && form.passwordField.isEditing)
        window.sendText("secret")
        #expect(form.signInButton.isEnabled)
        window.tick(elapsed: 1.0 / 60)
        let image = try #require(renderer.render(window).image())
        expectMatchesReference(image, named: "sign-in-form")
        // The password shows as dots, with the caret after them in the tint; the email as typed.
        let password = form.passwordField.convert(form.passwordField.bounds, to: window)
        let dots = (Int(password.minX + 8)..<Int(password.minX + 60)).filter { x in
            image.color(atPixelX: 2 * x, y: 2 * Int(password.midY)).map { $0.red < 0.3 } ?? false
        }
        #expect(!dots.isEmpty)
        let caret = (Int(password.minX + 30)..<Int(password.maxX)).compactMap { x in
            image.color(atPixelX: 2 * x + 1, y: 2 * Int(password.midY))
        }
        #expect(caret.contains(UIColor.systemBlue.inLight))
        // The left arrow moves the caret back over three dots.
        func caretX(_ image: UIImage) -> Int? {
            (Int(password.minX)..<Int(password.maxX)).first { x in
                image.color(atPixelX: 2 * x + 1, y: 2 * Int(password.midY)) == UIColor.systemBlue.inLight
            }
        }
        for _ in 0..<3 { window.sendKey(.left) }
        window.tick(elapsed: 1.0 / 60)
        let moved = try #require(renderer.render(window).image())
        let before = try #require(caretX(image)), after = try #require(caretX(moved))
        #expect(after < before - 15 && after > Int(password.minX) + 15, "\(before) → \(after)")
        for _ in 0..<3 { window.sendKey(.right) }

        // A tap on the background dismisses the keyboard; Return from the password signs in.
        finger.tap(at: CGPoint(x: 200, y: 450))
        #expect(!form.passwordField.isEditing && !window.acceptsTextInput)
        finger.tap(at: center(form.passwordField))
        window.sendKey(.backspace)
        window.sendText("t!")
        window.sendKey(.enter)
        #expect(!form.passwordField.isEditing)
        #expect(form.signedIn?.email == "me@example.com" && form.signedIn?.password == "secret!")
    }

    @Test func anEmptyFormInDarkShowsItsPlaceholdersAndTheCaret() throws {
        let form = SignInViewController()
        let (window, renderer) = showOnScreen(form, size: CGSize(width: 390, height: 500), style: .dark)
        #expect(form.emailField.becomeFirstResponder())
        window.tick(elapsed: 1.0 / 60)
        let image = try #require(renderer.render(window).image())
        expectMatchesReference(image, named: "sign-in-form-dark")
        // The fields are dark, their placeholders a dim grey, the caret in the tint.
        let password = form.passwordField.convert(form.passwordField.bounds, to: window)
        let fill = try #require(image.color(atPixelX: 2 * Int(password.maxX - 20), y: 2 * Int(password.midY)))
        #expect(fill == UIColor.systemBackground.inDark)
        let email = form.emailField.convert(form.emailField.bounds, to: window)
        let caret = (Int(email.minX + 30)..<Int(email.minX + 50)).compactMap { x in
            image.color(atPixelX: 2 * x + 1, y: 2 * Int(email.midY))
        }
        #expect(caret.contains(UIColor.systemBlue.inDark))
    }
}
