import UIKit

/// The account screen the avatar opens: a sheet that rests at half height and drags up to full
/// (medium and large detents, with a grabber) on a phone, a form sheet on an iPad-sized window;
/// drag it down or tap Done to close. Its view scrolls (bouncing), so a drag up on it at the
/// medium detent expands the sheet first, as UIKit's sheets do.
public final class AccountViewController: UIViewController {
    /// Done.
    public let doneButton = UIButton(type: .system)

    /// An account screen.
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Account"
        modalPresentationStyle = .formSheet
        if let sheet = sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    public override func loadView() {
        let root = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.backgroundColor = .systemGroupedBackground
        root.alwaysBounceVertical = true
        root.contentSize = CGSize(width: 390, height: 380)
        let title = UILabel(frame: CGRect(x: 0, y: 18, width: 390, height: 22))
        title.autoresizingMask = [.flexibleWidth]
        title.text = "Account"
        title.font = .system(size: 17, weight: .semibold)
        title.textAlignment = .center
        doneButton.setTitle("Done", for: .normal)
        doneButton.frame = CGRect(x: 310, y: 10, width: 70, height: 36)
        doneButton.autoresizingMask = [.flexibleLeftMargin]
        doneButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .primaryActionTriggered)
        let card = UIView(frame: CGRect(x: 16, y: 70, width: 358, height: 76))
        card.autoresizingMask = [.flexibleWidth]
        card.backgroundColor = TodayPalette.surface
        card.layer.cornerRadius = 12
        card.layer.cornerCurve = .continuous
        let avatar = UIButton(type: .system)
        avatar.frame = CGRect(x: 14, y: 14, width: 48, height: 48)
        avatar.setTitle("JA", for: .normal)
        avatar.setTitleColor(.white, for: .normal)
        avatar.backgroundColor = TodayPalette.avatar
        avatar.layer.cornerRadius = 24
        avatar.layer.cornerCurve = .continuous
        avatar.isUserInteractionEnabled = false
        let name = UILabel(frame: CGRect(x: 76, y: 18, width: 260, height: 22))
        name.text = "Jamie Appleseed"
        name.font = .system(size: 19, weight: .semibold)
        let mail = UILabel(frame: CGRect(x: 76, y: 42, width: 260, height: 18))
        mail.text = "jamie@example.com"
        mail.font = .system(size: 14)
        mail.textColor = TodayPalette.tertiaryText
        for view in [avatar, name, mail] as [UIView] { card.addSubview(view) }
        let rows = UIView(frame: CGRect(x: 16, y: 166, width: 358, height: 4 * 48))
        rows.autoresizingMask = [.flexibleWidth]
        rows.backgroundColor = TodayPalette.surface
        rows.layer.cornerRadius = 12
        rows.layer.cornerCurve = .continuous
        for (index, text) in ["Purchased", "Subscriptions", "Notifications", "Redeem Gift Card or Code"].enumerated() {
            let label = UILabel(frame: CGRect(x: 16, y: Double(index) * 48 + 14, width: 320, height: 20))
            label.text = text
            label.textColor = index == 3 ? .systemBlue : TodayPalette.primaryText
            rows.addSubview(label)
            if index < 3 {
                let line = UIView(frame: CGRect(x: 16, y: Double(index + 1) * 48 - 0.5, width: 342, height: 0.5))
                line.backgroundColor = TodayPalette.separator
                rows.addSubview(line)
            }
        }
        for view in [title, doneButton, card, rows] as [UIView] { root.addSubview(view) }
        view = root
    }
}
