import UIKit

/// A chart of a curve's samples (`today curves --plot`): progress over time in blue against the
/// left axis, with the start (0) and target (1) lines, and velocity in orange against the right
/// axis, with grid lines, tick labels and a legend.
public final class CurveChart: UIView {
    /// The samples drawn.
    public let samples: [Curve.Sample]
    /// The title (the curve's specification).
    public let title: String

    /// Margins around the plot area: left, top, right, bottom.
    static let insets = UIEdgeInsets(top: 56, left: 64, bottom: 48, right: 72)
    static let valueColor = UIColor(rgb: 0x007AFF)
    static let velocityColor = UIColor(rgb: 0xFF9500)

    /// A chart of `samples` titled `title`, sized `size` in points.
    public init(samples: [Curve.Sample], title: String, size: CGSize = CGSize(width: 720, height: 420)) {
        self.samples = samples.filter { $0.time.isFinite && $0.value.isFinite && $0.velocity.isFinite }
        self.title = title
        super.init(frame: CGRect(origin: .zero, size: size))
        backgroundColor = .white
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// The chart draws its content.
    public override var drawsContent: Bool { true }

    /// The plot area in the view.
    var plotArea: CGRect {
        let insets = Self.insets
        return CGRect(x: insets.left, y: insets.top, width: Swift.max(1, bounds.width - insets.left - insets.right),
                    height: Swift.max(1, bounds.height - insets.top - insets.bottom))
    }

    /// The value axis ticks: 0…1 widened to the samples, on round steps.
    var valueTicks: [Double] {
        let low = Swift.min(0, samples.map(\.value).min() ?? 0)
        let high = Swift.max(1, samples.map(\.value).max() ?? 1)
        return Self.ticks(from: low, to: high)
    }

    /// The velocity axis ticks, on round steps, including 0.
    var velocityTicks: [Double] {
        let low = Swift.min(0, samples.map(\.velocity).min() ?? 0)
        let high = Swift.max(0, samples.map(\.velocity).max() ?? 1)
        return Self.ticks(from: low, to: high == low ? low + 1 : high)
    }

    /// About five ticks covering `low…high` at a step of 1, 2, 2.5 or 5 times a power of ten.
    static func ticks(from low: Double, to high: Double) -> [Double] {
        let rough = Swift.max(1e-12, (high - low) / 5)
        let power = pow(10, floor(log10(rough)))
        let step = [1.0, 2, 2.5, 5, 10].map { $0 * power }.first { $0 >= rough } ?? 10 * power
        let first = (low / step).rounded(.down)
        let last = (high / step).rounded(.up)
        return stride(from: first, through: last, by: 1).map { $0 * step }
    }

    var duration: Double { Swift.max(1e-9, samples.last?.time ?? 1) }

    /// Draws grid, axes, curves, labels and legend.
    public override func draw(in context: GraphicsContext) {
        let area = plotArea
        let valueTicks = self.valueTicks
        let velocityTicks = self.velocityTicks
        let values = (low: valueTicks.first ?? 0, high: valueTicks.last ?? 1)
        let velocities = (low: velocityTicks.first ?? 0, high: velocityTicks.last ?? 1)
        func x(_ time: Double) -> Double { area.minX + area.width * time / duration }
        func yValue(_ value: Double) -> Double { area.maxY - area.height * (value - values.low) / (values.high - values.low) }
        func yVelocity(_ value: Double) -> Double {
            area.maxY - area.height * (value - velocities.low) / Swift.max(1e-12, velocities.high - velocities.low)
        }
        let grid = UIColor(white: 0.9)
        let axisText = TextStyle(font: .system(size: 11), color: UIColor(white: 0.4), alignment: .right, numberOfLines: 1)

        // Grid and labels: value ticks on the left, velocity ticks on the right.
        for value in valueTicks {
            let y = yValue(value)
            context.fill(Path(rect: CGRect(x: area.minX, y: y - 0.25, width: area.width, height: 0.5)), with: grid)
            context.draw(String(format: "%g", value), style: axisText, in: CGRect(x: 0, y: y - 7, width: area.minX - 8, height: 14))
        }
        var right = axisText
        right.alignment = .left
        right.color = Self.velocityColor
        for velocity in velocityTicks {
            context.draw(String(format: "%g", velocity), style: right,
                         in: CGRect(x: area.maxX + 8, y: yVelocity(velocity) - 7, width: Self.insets.right - 8, height: 14))
        }
        // Time ticks.
        for index in 0...5 {
            let time = duration * Double(index) / 5
            let px = x(time)
            context.fill(Path(rect: CGRect(x: px - 0.25, y: area.minY, width: 0.5, height: area.height)), with: grid)
            var below = axisText
            below.alignment = .center
            context.draw(String(format: "%.2f s", time), style: below, in: CGRect(x: px - 40, y: area.maxY + 6, width: 80, height: 14))
        }
        // The start and the target, dashed.
        for target in [0.0, 1.0] where target >= values.low && target <= values.high {
            let y = yValue(target)
            var dash = area.minX
            while dash < area.maxX {
                context.fill(Path(rect: CGRect(x: dash, y: y - 0.5, width: Swift.min(6, area.maxX - dash), height: 1)), with: UIColor(white: 0.55))
                dash += 10
            }
        }
        // The curves.
        if samples.count >= 2 {
            var velocityPath = Path()
            var valuePath = Path()
            for (index, sample) in samples.enumerated() {
                let valuePoint = CGPoint(x: x(sample.time), y: yValue(sample.value))
                let velocityPoint = CGPoint(x: x(sample.time), y: yVelocity(sample.velocity))
                if index == 0 {
                    valuePath.move(to: valuePoint)
                    velocityPath.move(to: velocityPoint)
                } else {
                    valuePath.addLine(to: valuePoint)
                    velocityPath.addLine(to: velocityPoint)
                }
            }
            context.stroke(velocityPath, with: Self.velocityColor, lineWidth: 1.5)
            context.stroke(valuePath, with: Self.valueColor, lineWidth: 2.5)
        }
        // Frame, title, legend.
        context.stroke(Path(rect: area), with: UIColor(white: 0.7), lineWidth: 1)
        let titleStyle = TextStyle(font: .system(size: 17, weight: .semibold), color: .black, alignment: .left, numberOfLines: 1)
        context.draw(title, style: titleStyle, in: CGRect(x: area.minX, y: 14, width: area.width, height: 22))
        let legend = TextStyle(font: .system(size: 12, weight: .medium), color: Self.valueColor, alignment: .left, numberOfLines: 1)
        context.fill(Path(rect: CGRect(x: area.maxX - 200, y: 40, width: 14, height: 3)), with: Self.valueColor)
        context.draw("value", style: legend, in: CGRect(x: area.maxX - 182, y: 33, width: 60, height: 16))
        var velocityLegend = legend
        velocityLegend.color = Self.velocityColor
        context.fill(Path(rect: CGRect(x: area.maxX - 110, y: 40, width: 14, height: 3)), with: Self.velocityColor)
        context.draw("velocity (/s)", style: velocityLegend, in: CGRect(x: area.maxX - 92, y: 33, width: 100, height: 16))
    }
}
