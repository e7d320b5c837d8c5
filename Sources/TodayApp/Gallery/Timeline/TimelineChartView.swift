import UIKit

/// Draws a ``TransitionTimeline``: one lane per property, its name and range on the left, its
/// values over time as a line normalised to the lane, with a grid every 0.1 s.
public final class TimelineChartView: UIView {
    /// The timeline drawn.
    public let timeline: TransitionTimeline
    /// Each lane's height in points.
    public static let laneHeight = 56.0
    /// The width of the names column.
    public static let labelWidth = 260.0
    /// The time the right edge stands for (nil: the timeline's last sample), so that charts
    /// drawn one above the other share a time axis.
    public var timeSpan: Double? { didSet { setNeedsDisplay() } }

    /// A chart of a timeline; size it with ``preferredSize(width:)``.
    public init(timeline: TransitionTimeline) {
        self.timeline = timeline
        super.init(frame: .zero)
        backgroundColor = .white
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// The size that fits every lane at `width`.
    public func preferredSize(width: Double) -> CGSize {
        CGSize(width: width, height: Double(Swift.max(1, timeline.lanes.count)) * Self.laneHeight + 40)
    }

    public override var drawsContent: Bool { true }

    public override func draw(in context: GraphicsContext) {
        let lanes = timeline.lanes
        let end = timeSpan.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? lanes.flatMap(\.samples).map(\.time).max() ?? 1
        let plotLeft = Self.labelWidth, plotWidth = Swift.max(1, bounds.width - plotLeft - 20)
        let small = TextStyle(font: .system(size: 11), color: UIColor(white: 0.45))
        // The time grid.
        var tick = 0.0
        while tick <= end + 1e-9 {
            let x = plotLeft + tick / Swift.max(end, 1e-9) * plotWidth
            var line = Path()
            line.move(to: CGPoint(x: x, y: 20))
            line.addLine(to: CGPoint(x: x, y: bounds.height - 10))
            context.stroke(line, with: UIColor(white: 0.92), lineWidth: 1)
            context.draw(String(format: "%.1f s", tick), style: small, in: CGRect(x: x - 20, y: 2, width: 40, height: 16))
            tick += 0.1
        }
        if lanes.isEmpty {
            context.draw("nothing animated", style: small, in: CGRect(x: 20, y: 24, width: 300, height: 20))
            return
        }
        let colors = [UIColor(red: 0.0, green: 0.48, blue: 1.0), UIColor(red: 1.0, green: 0.58, blue: 0.0),
                      UIColor(red: 0.2, green: 0.7, blue: 0.35), UIColor(red: 0.85, green: 0.2, blue: 0.35),
                      UIColor(red: 0.55, green: 0.35, blue: 0.85)]
        for (index, lane) in lanes.enumerated() {
            let top = 24 + Double(index) * Self.laneHeight
            let range = lane.range
            context.draw(lane.name, style: TextStyle(font: .system(size: 13, weight: .semibold), color: .black),
                         in: CGRect(x: 12, y: top + 6, width: Self.labelWidth - 20, height: 18))
            context.draw(String(format: "%.3g … %.3g", range.lowerBound, range.upperBound), style: small,
                         in: CGRect(x: 12, y: top + 26, width: Self.labelWidth - 20, height: 16))
            var separator = Path()
            separator.move(to: CGPoint(x: 12, y: top + Self.laneHeight - 2))
            separator.addLine(to: CGPoint(x: bounds.width - 12, y: top + Self.laneHeight - 2))
            context.stroke(separator, with: UIColor(white: 0.85), lineWidth: 0.5)
            let span = Swift.max(range.upperBound - range.lowerBound, 1e-12)
            var path = Path()
            for (sampleIndex, sample) in lane.samples.enumerated() {
                let point = CGPoint(x: plotLeft + sample.time / Swift.max(end, 1e-9) * plotWidth,
                                  y: top + Self.laneHeight - 8 - (sample.value - range.lowerBound) / span * (Self.laneHeight - 16))
                if sampleIndex == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            context.stroke(path, with: colors[index % colors.count], lineWidth: 2)
        }
    }
}
