import Foundation
import Motion

/// The iPhone status bar: the time on the left, signal, Wi-Fi and battery on the right. The
/// window keeps it above everything and shows or hides it for the controller that decides the
/// status bar appearance (``UIWindow/updateStatusBarAppearance()``).
public final class StatusBar: UIView {
    /// The bar's height in points (the 390 × 844 iPhone's).
    public static let height = 47.0

    /// The time shown (the host may update it; "9:41" as in Apple's pictures).
    public var time = "9:41" { didSet { if time != oldValue { setNeedsDisplay() } } }
    /// A status bar with a frame; its tint, the colour of the time and the indicators, is black
    /// until the window sets it for the status bar style.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        withoutNotingAppearance { tintColor = .black }
    }

    /// The time and indicators are drawn in the tint: a new tint draws them again.
    public override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// The bar draws its time and indicators.
    public override var drawsContent: Bool { true }

    /// The time and the colour, all that ``draw(in:)`` reads: a bar that turns light over a
    /// story and dark again as it closes is drawn once in each colour.
    public override var sharedContentKey: AnyHashable? { SharedContent(time: time, tintColor: tintColor) }

    /// What a status bar's bitmap shows.
    private struct SharedContent: Hashable {
        let time: String
        let tintColor: UIColor
    }

    /// Draws the time, signal bars, a Wi-Fi fan and the battery.
    public override func draw(in context: GraphicsContext) {
        let middle = 24.0
        let style = TextStyle(font: .system(size: 17, weight: .semibold), color: tintColor, alignment: .center, numberOfLines: 1)
        context.draw(time, style: style, in: CGRect(x: 24, y: middle - 11, width: 72, height: 22))
        let right = bounds.width - 28
        // Battery: a rounded outline, its fill, and the cap.
        let battery = CGRect(x: right - 25, y: middle - 6, width: 25, height: 12)
        context.stroke(Path(roundedRect: battery.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 3.5), with: tintColor.withAlphaComponent(0.4), lineWidth: 1)
        context.fill(Path(roundedRect: battery.insetBy(dx: 2, dy: 2), cornerRadius: 2), with: tintColor)
        context.fill(Path(roundedRect: CGRect(x: battery.maxX + 1, y: middle - 2, width: 1.5, height: 4), cornerRadius: 0.75),
                     with: tintColor.withAlphaComponent(0.4))
        // Wi-Fi: three arcs approximated by nested wedges, drawn as filled sectors.
        let wifiCentre = CGPoint(x: battery.minX - 14, y: middle + 5)
        for (index, radius) in [11.0, 7.5, 4.0].enumerated() {
            var wedge = Path()
            wedge.move(to: wifiCentre)
            wedge.addLine(to: CGPoint(x: wifiCentre.x - radius, y: wifiCentre.y - radius))
            wedge.addCurve(to: CGPoint(x: wifiCentre.x + radius, y: wifiCentre.y - radius),
                           control1: CGPoint(x: wifiCentre.x - radius * 0.45, y: wifiCentre.y - radius * 1.45),
                           control2: CGPoint(x: wifiCentre.x + radius * 0.45, y: wifiCentre.y - radius * 1.45))
            wedge.close()
            context.fill(wedge, with: index % 2 == 0 ? tintColor : UIColor.white)
        }
        // Signal: four bars of rising height.
        let signalRight = wifiCentre.x - 16
        for bar in 0..<4 {
            let height = 4 + Double(bar) * 2.3
            context.fill(Path(roundedRect: CGRect(x: signalRight - Double(4 - bar) * 4.5, y: middle + 5 - height, width: 3, height: height),
                              cornerRadius: 1), with: tintColor)
        }
    }
}
