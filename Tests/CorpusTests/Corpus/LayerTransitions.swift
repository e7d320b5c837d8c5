import UIKit

// CATransition as iOS tutorials use it: a counter whose number rolls up (a push from the bottom
// on a label), a banner that cross-fades to its next state (a fade on the banner's layer, then
// the new colour and text), a screen pushed onto a navigation stack with a fade instead of the
// slide (the transition on the navigation controller's view, the push without animation), and
// a screen presented by moving in from the right on the window's layer and dismissed by
// revealing the one below. Plain iOS code: it compiles against Apple's UIKit too.

/// A number that rolls up to the next one when it counts.
final class CounterView: UIView {
    let label = UILabel()
    private(set) var count = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray6
        layer.cornerRadius = 12
        clipsToBounds = true
        label.frame = bounds
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 40, weight: .bold)
        label.text = "\(count)"
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func increment() {
        let roll = CATransition()
        roll.type = .push
        roll.subtype = .fromBottom
        roll.duration = 0.3
        roll.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        label.layer.add(roll, forKey: kCATransition)
        count += 1
        label.text = "\(count)"
    }
}

/// A banner that tells how saving went, fading from one state to the next.
final class StatusBannerView: UIView {
    let messageLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemOrange
        layer.cornerRadius = 10
        messageLabel.frame = bounds.insetBy(dx: 16, dy: 0)
        messageLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        messageLabel.textColor = .white
        messageLabel.text = "Saving…"
        addSubview(messageLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func showSaved(delegate: CAAnimationDelegate? = nil) {
        let fade = CATransition()
        fade.duration = 0.5
        fade.delegate = delegate
        layer.add(fade, forKey: nil)
        backgroundColor = .systemGreen
        messageLabel.text = "Saved"
    }
}

/// A list of messages; opening one fades to it instead of sliding.
final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Inbox"
        let row = UILabel(frame: CGRect(x: 20, y: 120, width: 350, height: 44))
        row.text = "Your order has shipped"
        view.addSubview(row)
    }

    func openMessage() {
        let fade = CATransition()
        fade.duration = 0.35
        fade.type = .fade
        navigationController?.view.layer.add(fade, forKey: kCATransition)
        navigationController?.pushViewController(MessageViewController(), animated: false)
    }

    func openSettings() {
        let settings = SettingsSheetViewController()
        settings.modalPresentationStyle = .fullScreen
        let moveIn = CATransition()
        moveIn.duration = 0.4
        moveIn.type = .moveIn
        moveIn.subtype = .fromRight
        moveIn.timingFunction = CAMediaTimingFunction(name: .easeOut)
        view.window?.layer.add(moveIn, forKey: kCATransition)
        present(settings, animated: false)
    }
}

/// One message, shown full screen in the navigation stack.
final class MessageViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        title = "Message"
    }
}

/// Settings, presented over everything; closing it reveals the screen below.
final class SettingsSheetViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
    }

    func close() {
        let reveal = CATransition()
        reveal.duration = 0.4
        reveal.type = .reveal
        reveal.subtype = .fromLeft
        view.window?.layer.add(reveal, forKey: kCATransition)
        dismiss(animated: false)
    }
}
