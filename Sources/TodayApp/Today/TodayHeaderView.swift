import UIKit

/// The top of the Today feed: the date in small grey capitals, "Today" in large bold type, and
/// the account avatar (a button). It scrolls with the feed.
public final class TodayHeaderView: UIView {
    /// "SUNDAY, NOVEMBER 22".
    public let dateLabel = UILabel()
    /// "Today".
    public let titleLabel = UILabel()
    /// The account button.
    public let avatarButton = UIButton(type: .system)

    /// A header for a date (the host's calendar date; tests pass a fixed one).
    public init(date: Date, width: Double) {
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: TodayMetrics.headerTop + TodayMetrics.headerHeight - 20))
        dateLabel.text = Self.dateText(date)
        dateLabel.font = .system(size: TodayMetrics.dateFont, weight: .semibold)
        dateLabel.textColor = TodayPalette.dateText
        titleLabel.text = "Today"
        titleLabel.font = .system(size: TodayMetrics.titleFont, weight: .bold)
        avatarButton.backgroundColor = TodayPalette.avatar
        avatarButton.layer.cornerRadius = TodayMetrics.avatarSize / 2
        avatarButton.layer.cornerCurve = .continuous
        avatarButton.setTitle("JA", for: .normal)
        avatarButton.titleLabel?.font = .system(size: 14, weight: .semibold)
        avatarButton.setTitleColor(.white, for: .normal)
        for view in [dateLabel, titleLabel, avatarButton] as [UIView] { addSubview(view) }
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// The date the way the App Store writes it: weekday, month and day in capitals.
    public static func dateText(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEEE, MMMM d"
        return formatter.string(from: date).uppercased()
    }

    public override func layoutSubviews() {
        let inset = TodayMetrics.cardInset
        let top = TodayMetrics.headerTop
        dateLabel.frame = CGRect(x: inset, y: top + 8, width: bounds.width - 2 * inset - 50, height: 18)
        titleLabel.frame = CGRect(x: inset, y: top + 26, width: 200, height: 41)
        let avatar = TodayMetrics.avatarSize
        avatarButton.frame = CGRect(x: bounds.width - inset - avatar, y: top + 30, width: avatar, height: avatar)
    }
}
