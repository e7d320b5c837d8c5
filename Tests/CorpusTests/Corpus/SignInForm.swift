import UIKit

// A sign-in screen as iOS tutorials write one: two rounded text fields in a stack view, the
// first for an email address (no spaces allowed, a clear button, an "@" at its left), the
// second a password; Return moves from the first to the second and signs in from the second;
// the button is enabled only when both are filled; a tap on the background dismisses the
// keyboard. Plain iOS code: it compiles against Apple's UIKit too.

final class SignInViewController: UIViewController, UITextFieldDelegate {
    let emailField = UITextField()
    let passwordField = UITextField()
    let signInButton = UIButton(type: .system)
    /// What was signed in with, once it was.
    private(set) var signedIn: (email: String, password: String)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        let title = UILabel()
        title.text = "Sign In"
        title.font = .systemFont(ofSize: 34, weight: .bold)

        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        emailField.textContentType = .username
        emailField.returnKeyType = .next
        emailField.clearButtonMode = .whileEditing
        let at = UILabel(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        at.text = "@"
        at.textAlignment = .center
        at.textColor = .secondaryLabel
        emailField.leftView = at
        emailField.leftViewMode = .always

        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .password
        passwordField.returnKeyType = .go

        for field in [emailField, passwordField] {
            field.delegate = self
            field.heightAnchor.constraint(equalToConstant: 44).isActive = true
            field.addAction(UIAction { [weak self] _ in self?.updateButton() }, for: .editingChanged)
        }

        signInButton.setTitle("Sign In", for: .normal)
        signInButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        signInButton.isEnabled = false
        signInButton.addAction(UIAction { [weak self] _ in self?.signIn() }, for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [title, emailField, passwordField, signInButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.setCustomSpacing(24, after: title)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    /// A tap outside the fields dismisses the keyboard.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        view.endEditing(true)
    }

    private func updateButton() {
        signInButton.isEnabled = !(emailField.text ?? "").isEmpty && !(passwordField.text ?? "").isEmpty
    }

    private func signIn() {
        guard signInButton.isEnabled else { return }
        signedIn = (emailField.text ?? "", passwordField.text ?? "")
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
            signIn()
        }
        return true
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        textField !== emailField || !string.contains(" ")
    }
}
