import UIKit

/// Draws the five App Store tab icons by name, in a 26-point square.
@MainActor
public enum TabIcons {
    /// Draws `symbol` in `rect` with `color` (unknown names draw a rounded square).
    public static func draw(_ symbol: String, in context: GraphicsContext, rect: CGRect, color: UIColor) {
        let unit = rect.width / 26
        func r(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> CGRect {
            CGRect(x: rect.minX + x * unit, y: rect.minY + y * unit, width: width * unit, height: height * unit)
        }
        switch symbol {
        case "today":
            context.fill(Path(roundedRect: r(4, 3, 18, 20), cornerRadius: 3 * unit), with: color)
            context.fill(Path(rect: r(7, 7, 12, 2)), with: .white)
            context.fill(Path(rect: r(7, 11, 8, 2)), with: .white)
        case "games":
            var rocket = Path()
            rocket.move(to: CGPoint(x: rect.minX + 13 * unit, y: rect.minY + 2 * unit))
            rocket.addCurve(to: CGPoint(x: rect.minX + 17 * unit, y: rect.minY + 18 * unit),
                            control1: CGPoint(x: rect.minX + 19 * unit, y: rect.minY + 7 * unit),
                            control2: CGPoint(x: rect.minX + 18 * unit, y: rect.minY + 14 * unit))
            rocket.addLine(to: CGPoint(x: rect.minX + 9 * unit, y: rect.minY + 18 * unit))
            rocket.addCurve(to: CGPoint(x: rect.minX + 13 * unit, y: rect.minY + 2 * unit),
                            control1: CGPoint(x: rect.minX + 8 * unit, y: rect.minY + 14 * unit),
                            control2: CGPoint(x: rect.minX + 7 * unit, y: rect.minY + 7 * unit))
            rocket.close()
            context.fill(rocket, with: color)
            context.fill(Path(ellipseIn: r(11, 8, 4, 4)), with: .white)
            context.fill(Path(rect: r(11, 19, 4, 4)), with: color)
        case "apps":
            context.fill(Path(roundedRect: r(3, 3, 9, 9), cornerRadius: 2.5 * unit), with: color)
            context.fill(Path(roundedRect: r(14, 3, 9, 9), cornerRadius: 2.5 * unit), with: color)
            context.fill(Path(roundedRect: r(3, 14, 9, 9), cornerRadius: 2.5 * unit), with: color)
            context.fill(Path(roundedRect: r(14, 14, 9, 9), cornerRadius: 2.5 * unit), with: color)
        case "arcade":
            context.fill(Path(ellipseIn: r(8, 2, 10, 10)), with: color)
            context.fill(Path(rect: r(12, 11, 2, 7)), with: color)
            context.fill(Path(roundedRect: r(4, 17, 18, 6), cornerRadius: 3 * unit), with: color)
        case "search":
            context.stroke(Path(ellipseIn: r(4, 4, 13, 13)), with: color, lineWidth: 2.6 * unit)
            var handle = Path()
            handle.move(to: CGPoint(x: rect.minX + 15 * unit, y: rect.minY + 15 * unit))
            handle.addLine(to: CGPoint(x: rect.minX + 22 * unit, y: rect.minY + 22 * unit))
            context.stroke(handle, with: color, lineWidth: 3 * unit)
        default:
            context.fill(Path(roundedRect: rect.insetBy(dx: 3 * unit, dy: 3 * unit), cornerRadius: 5 * unit), with: color)
        }
    }
}
