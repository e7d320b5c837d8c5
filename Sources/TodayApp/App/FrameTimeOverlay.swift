import UIKit

/// The `f` overlay: the last 120 frame times as bars (green under 8.33 ms, yellow under 16.7,
/// red above), lines at both budgets, and the median and the count of frames over 16.7 ms
/// (dropped at 60 Hz).
public final class FrameTimeOverlay: UIView {
    /// The frame times shown, in milliseconds, oldest first.
    public private(set) var samples: [Double] = []
    /// Frames over 16.7 ms since the overlay was shown.
    public private(set) var droppedFrames = 0
    static let capacity = 120

    /// An overlay in the top left corner, under the status bar.
    public convenience init() {
        self.init(frame: CGRect(x: 10, y: 54, width: 180, height: 84))
    }

    /// An overlay with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0, alpha: 0.72)
        layer.cornerRadius = 10
        layer.cornerCurve = .continuous
        isUserInteractionEnabled = false
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// Adds a frame's time (milliseconds; NaN and negatives are ignored).
    public func record(milliseconds: Double) {
        guard milliseconds.isFinite, milliseconds >= 0 else { return }
        samples.append(milliseconds)
        if samples.count > Self.capacity { samples.removeFirst(samples.count - Self.capacity) }
        if milliseconds > 1000.0 / 60 { droppedFrames += 1 }
        setNeedsDisplay()
    }

    /// The median of the samples shown.
    public var median: Double {
        guard !samples.isEmpty else { return 0 }
        return samples.sorted()[samples.count / 2]
    }

    /// The overlay draws its graph.
    public override var drawsContent: Bool { true }

    /// Draws bars, budget lines and the numbers.
    public override func draw(in context: GraphicsContext) {
        let graph = CGRect(x: 8, y: 26, width: bounds.width - 16, height: bounds.height - 34)
        let ceiling = 33.3
        func y(_ milliseconds: Double) -> Double { graph.maxY - graph.height * Swift.min(1, milliseconds / ceiling) }
        let barWidth = graph.width / Double(Self.capacity)
        for (index, sample) in samples.enumerated() {
            let color = sample <= 1000.0 / 120 ? UIColor(rgb: 0x34C759) : sample <= 1000.0 / 60 ? UIColor(rgb: 0xFFD60A) : UIColor(rgb: 0xFF453A)
            let top = y(sample)
            context.fill(Path(rect: CGRect(x: graph.minX + Double(index) * barWidth, y: top, width: Swift.max(0.5, barWidth - 0.3), height: graph.maxY - top)), with: color)
        }
        for budget in [1000.0 / 120, 1000.0 / 60] {
            context.fill(Path(rect: CGRect(x: graph.minX, y: y(budget) - 0.25, width: graph.width, height: 0.5)), with: UIColor(white: 1, alpha: 0.5))
        }
        let style = TextStyle(font: .system(size: 11, weight: .semibold), color: .white, alignment: .left, numberOfLines: 1)
        context.draw(String(format: "median %.1f ms · over 16.7: %d", median, droppedFrames), style: style,
                     in: CGRect(x: 8, y: 6, width: bounds.width - 16, height: 16))
    }
}
