import UIKit

// Views that draw themselves in draw(_:), as iOS tutorials write them: a pie chart built
// from Core Graphics arcs, a badge from UIBezierPath fills and strokes, a header with a Core
// Graphics gradient and a title drawn as a string, and a dashed frame that redraws at every
// size (contentMode = .redraw). Plain iOS code: it compiles against Apple's UIKit too.

/// Slices of a pie, one per value, clockwise on screen from 12 o'clock.
final class PieChartView: UIView {
    var values: [CGFloat] = [3, 2, 1] { didSet { setNeedsDisplay() } }
    let colors: [UIColor] = [.systemRed, .systemBlue, .systemYellow]
    private(set) var drawCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        drawCount += 1
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 4
        let total = values.reduce(0, +)
        var start = -CGFloat.pi / 2
        for (index, value) in values.enumerated() {
            let end = start + value / total * 2 * .pi
            context.move(to: center)
            // Core Graphics' clockwise is y-up: on screen this turns clockwise.
            context.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: false)
            context.closePath()
            context.setFillColor(colors[index % colors.count].cgColor)
            context.fillPath()
            start = end
        }
        // A white hole makes it a doughnut.
        context.setFillColor(UIColor.white.cgColor)
        context.fillEllipse(in: CGRect(x: center.x - radius / 2, y: center.y - radius / 2, width: radius, height: radius))
    }
}

/// A green disc with a white tick.
final class CheckmarkBadgeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        UIColor.systemGreen.setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).fill()

        let tick = UIBezierPath()
        tick.move(to: CGPoint(x: bounds.width * 0.28, y: bounds.height * 0.52))
        tick.addLine(to: CGPoint(x: bounds.width * 0.44, y: bounds.height * 0.68))
        tick.addLine(to: CGPoint(x: bounds.width * 0.74, y: bounds.height * 0.34))
        tick.lineWidth = 6
        tick.lineCapStyle = .round
        tick.lineJoinStyle = .round
        UIColor.white.setStroke()
        tick.stroke()
    }
}

/// A header whose background is a vertical gradient, with its title drawn on it.
final class GradientHeaderView: UIView {
    var title = "Today" { didSet { setNeedsDisplay() } }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let colors = [UIColor.systemIndigo.cgColor, UIColor.systemPink.cgColor] as CFArray
        let locations: [CGFloat] = [0, 1]
        guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: locations) else { return }
        context.saveGState()
        UIBezierPath(roundedRect: bounds, cornerRadius: 16).addClip()
        context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: bounds.height), options: [])
        context.restoreGState()

        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 28),
            .foregroundColor: UIColor.white,
        ]
        title.draw(at: CGPoint(x: 20, y: 20), withAttributes: attributes)
    }
}

/// A dashed rounded frame, drawn again at every size.
final class DashedFrameView: UIView {
    private(set) var drawCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        drawCount += 1
        let frame = UIBezierPath(roundedRect: bounds.insetBy(dx: 2, dy: 2), cornerRadius: 10)
        frame.lineWidth = 3
        var dashes: [CGFloat] = [10, 6]
        frame.setLineDash(&dashes, count: dashes.count, phase: 0)
        UIColor.darkGray.setStroke()
        frame.stroke()
    }
}
