import ArgumentParser
import CairoRenderer
import Foundation
import Motion
import TodayApp
import UIKit
import UIKitTools

/// `today curves SPEC`: a spring, timing curve or keyframe track sampled as CSV.
struct CurvesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curves",
        abstract: "Print a spring, timing curve or keyframe track as CSV (t,value,velocity).",
        discussion: """
            value is the progress: 0 at the start, 1 at the target (a bouncy spring goes above 1); \
            velocity is its rate of change per second.

            \(CurveParseError.acceptedForms)
            """
    )

    @Argument(help: "The curve, e.g. \"spring(damping: 0.5, duration: 1.0)\" or easeInEaseOut.")
    var specification: String = "spring(damping: 0.5, duration: 1.0)"

    @Option(help: "Seconds to sample over (default: a spring's settling duration, 1 s for curves).")
    var duration: Double?

    @Option(help: "Number of rows, evenly spaced from 0 to the duration inclusive.")
    var samples: Int = 101

    @Option(help: "Also draw the curve (value and velocity over time) as a chart to this PNG file.")
    var plot: String?

    func validate() throws {
        if let duration, !(duration > 0 && duration.isFinite && duration <= 3600) {
            throw ValidationError("--duration must be a number of seconds in (0, 3600], got \(duration)")
        }
        guard samples >= 2, samples <= 1_000_000 else {
            throw ValidationError("--samples must be between 2 and 1000000, got \(samples)")
        }
    }

    func run() throws {
        let curve: Curve
        do {
            curve = try Curve(parsing: specification)
        } catch {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode.validationFailure
        }
        var output = "t,value,velocity\n"
        output.reserveCapacity(samples * 32)
        for sample in curve.samples(count: samples, duration: duration) {
            output += "\(Self.format(sample.time)),\(Self.format(sample.value)),\(Self.format(sample.velocity))\n"
        }
        FileHandle.standardOutput.write(Data(output.utf8))
        if let plot { try writePlot(of: curve, to: plot) }
    }

    /// Renders the chart with 4 samples per point of width, at scale 2.
    func writePlot(of curve: Curve, to path: String) throws {
        try MainActor.assumeIsolated {
            let chart = CurveChart(samples: curve.samples(count: 2881, duration: duration), title: specification)
            let window = UIWindow(size: chart.bounds.size)
            window.addSubview(chart)
            let renderer = CairoRenderer(scale: 2)
            renderer.attach(to: window)
            try failingClearly { try renderer.render(window).writePNG(to: path) }
        }
    }

    /// Six decimals, without a negative zero.
    static func format(_ value: Double) -> String {
        let text = String(format: "%.6f", value)
        return text == "-0.000000" ? "0.000000" : text
    }
}
