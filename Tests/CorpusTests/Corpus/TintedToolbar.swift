import UIKit

// Tint as iOS apps use it: an accent colour set once on the root view and inherited by
// everything below; template icons (drawn with UIGraphicsImageRenderer, then
// withRenderingMode(.alwaysTemplate)) filled with it, one icon with a colour of its own; a
// system button whose image and title follow the tint; a custom view redrawing in its tint from
// tintColorDidChange(); and the whole screen dimmed the way UIKit dims what is behind an alert.

@MainActor
enum ToolbarIcons {
    /// A heart, a bell and a bookmark as black shapes on clear: templates for any tint.
    static func icon(_ name: String, side: CGFloat = 28) -> UIImage {
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in
            UIColor.black.setFill()
            let path: UIBezierPath
            switch name {
            case "heart":
                path = UIBezierPath()
                path.move(to: CGPoint(x: side / 2, y: side * 0.9))
                path.addCurve(to: CGPoint(x: side / 2, y: side * 0.3), controlPoint1: CGPoint(x: -side * 0.2, y: side * 0.4),
                              controlPoint2: CGPoint(x: side * 0.3, y: -side * 0.1))
                path.addCurve(to: CGPoint(x: side / 2, y: side * 0.9), controlPoint1: CGPoint(x: side * 0.7, y: -side * 0.1),
                              controlPoint2: CGPoint(x: side * 1.2, y: side * 0.4))
            case "bell":
                path = UIBezierPath(roundedRect: CGRect(x: side * 0.2, y: side * 0.15, width: side * 0.6, height: side * 0.6),
                                    byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: side * 0.3, height: side * 0.3))
                path.append(UIBezierPath(ovalIn: CGRect(x: side * 0.4, y: side * 0.75, width: side * 0.2, height: side * 0.2)))
            default:
                path = UIBezierPath()
                path.move(to: CGPoint(x: side * 0.25, y: side * 0.1))
                path.addLine(to: CGPoint(x: side * 0.75, y: side * 0.1))
                path.addLine(to: CGPoint(x: side * 0.75, y: side * 0.9))
                path.addLine(to: CGPoint(x: side * 0.5, y: side * 0.7))
                path.addLine(to: CGPoint(x: side * 0.25, y: side * 0.9))
                path.close()
            }
            path.fill()
        }
        return image.withRenderingMode(.alwaysTemplate)
    }
}

/// A ring drawn in the view's tint, drawn again when the tint changes.
final class ProgressRing: UIView {
    var progress: CGFloat = 0.7 { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 4
        let track = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        track.lineWidth = 6
        tintColor.withAlphaComponent(0.2).setStroke()
        track.stroke()
        let arc = UIBezierPath(arcCenter: center, radius: radius, startAngle: -.pi / 2,
                               endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: true)
        arc.lineWidth = 6
        arc.lineCapStyle = .round
        tintColor.setStroke()
        arc.stroke()
    }
}

/// A toolbar of template icons, a share button and a progress ring under one accent colour.
final class ToolbarViewController: UIViewController {
    let iconViews = ["heart", "bell", "bookmark"].map { UIImageView(image: ToolbarIcons.icon($0)) }
    let shareButton = UIButton(type: .system)
    let ring = ProgressRing(frame: CGRect(x: 0, y: 0, width: 64, height: 64))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.tintColor = .systemIndigo
        for (index, iconView) in iconViews.enumerated() {
            iconView.frame = CGRect(x: 24 + CGFloat(index) * 52, y: 80, width: 28, height: 28)
            view.addSubview(iconView)
        }
        iconViews[0].tintColor = .systemPink  // the favourite keeps its own colour
        shareButton.setTitle("Share", for: .normal)
        shareButton.setImage(ToolbarIcons.icon("bookmark", side: 20), for: .normal)
        shareButton.frame = CGRect(x: 200, y: 74, width: 120, height: 40)
        view.addSubview(shareButton)
        ring.frame.origin = CGPoint(x: 24, y: 140)
        view.addSubview(ring)
    }

    /// Dims the tint, as UIKit does behind an alert, or shows it again.
    func setDimmed(_ dimmed: Bool) {
        view.tintAdjustmentMode = dimmed ? .dimmed : .automatic
    }
}
