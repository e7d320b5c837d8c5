import UIKit

/// `today gallery`: every other transition the seeds describe, one row each; a tap presents
/// the demo, and each demo closes by its own means (Close, a tap on the dimming, a drag, an
/// edge swipe) or Escape.
public final class GalleryViewController: UIViewController {
    /// The rows, in order.
    public let demos = GalleryDemo.allCases
    /// The row buttons, in the order of ``demos``.
    public private(set) var rows: [UIButton] = []
    private let heading = UILabel()
    private let subtitles: [UILabel]

    /// The gallery.
    public init() {
        subtitles = GalleryDemo.allCases.map { demo in
            let label = UILabel()
            label.text = demo.subtitle
            label.font = .system(size: 13)
            label.textColor = UIColor(white: 0.45)
            label.isUserInteractionEnabled = false
            return label
        }
        super.init(nibName: nil, bundle: nil)
        title = "Transitions"
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        view.backgroundColor = .systemGroupedBackground
        heading.text = "Transitions"
        heading.font = .system(size: 34, weight: .bold)
        view.addSubview(heading)
        for (index, demo) in demos.enumerated() {
            let row = UIButton(type: .system)
            row.setTitle(demo.title, for: .normal)
            row.setTitleColor(.black, for: .normal)
            row.backgroundColor = .white
            row.layer.cornerRadius = 12
            row.layer.cornerCurve = .continuous
            row.addAction(UIAction { [weak self] _ in self?.open(demo) }, for: .primaryActionTriggered)
            view.addSubview(row)
            view.addSubview(subtitles[index])
            rows.append(row)
        }
    }

    public override func viewDidLayoutSubviews() {
        let width = view.bounds.width
        heading.frame = CGRect(x: 20, y: 54, width: width - 40, height: 44)
        // Every row fits the height: 78 points a row (44 for the button) on a phone, more when
        // there is room, up to 86.
        let pitch = Swift.min(86, Swift.max(70, ((view.bounds.height - 134) / Double(Swift.max(1, rows.count))).rounded(.down)))
        for (index, row) in rows.enumerated() {
            let top = 114 + Double(index) * pitch
            row.frame = CGRect(x: 16, y: top, width: width - 32, height: pitch - 34)
            subtitles[index].frame = CGRect(x: 24, y: top + pitch - 30, width: width - 48, height: 18)
        }
    }

    /// Presents a demo; returns its controller (nil while something is presented or moving).
    @discardableResult
    public func open(_ demo: GalleryDemo, animated: Bool = true) -> UIViewController? {
        guard presentedViewController == nil, view.window?.activeTransition == nil else { return nil }
        let row = demos.firstIndex(of: demo).map { rows[$0] }
        let controller = demo.makeController(source: row)
        present(controller, animated: animated)
        return controller
    }

    /// Escape closes the frontmost presented controller; returns whether a key was used.
    public func handle(_ key: UIKey) -> Bool {
        guard key == .escape else { return false }
        var front: UIViewController = self
        while let presented = front.presentedViewController { front = presented }
        guard front !== self else { return false }
        front.dismiss(animated: true)
        return true
    }
}
