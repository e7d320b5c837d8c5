import ArgumentParser
import CairoRenderer
import Foundation
import Motion
import TodayApp
import UIKit
import UIKitTools

/// `today bench render`: frame times of a card growing to full screen over a blurred feed.
struct RenderBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Frame times of a card growing to full screen over a static blurred backdrop.",
        discussion: """
            For scale 2 and 3: the time of one full-frame memory copy (the floor), and the median \
            and p99 of a 120-frame animation in which a card with image, text, shadow and rounded \
            corners grows to full screen over a cached, blurred backdrop. Targets: p99 ≤ 8.33 ms \
            at scale 2 (120 Hz) and ≤ 16.7 ms at scale 3. With --masked the card is also seen \
            through a circle (a shape layer as its layer's mask) that grows with it, as in a \
            circular reveal: what masking costs.
            """
    )

    @Flag(help: "Print {\"scale2\": {\"memcpy_ms\", \"median_ms\", \"p99_ms\"}, \"scale3\": {...}}.")
    var json = false

    @Option(help: "Frames in the animation.")
    var frames: Int = 120

    @Flag(help: "Print each frame's time, content redraws and blur computations (to see where a slow frame comes from).")
    var trace = false

    @Flag(help: "Reveal the card through a growing circular mask as it grows.")
    var masked = false

    func validate() throws {
        guard frames >= 10, frames <= 100_000 else { throw ValidationError("--frames must be in 10...100000") }
    }

    struct Result {
        var scale: Int
        var memcpy: Double
        var median: Double
        var p99: Double
        var target: Double
    }

    func run() throws {
        let machine = MachineDescription.measure()
        let results = MainActor.assumeIsolated { [2, 3].map { measure(scale: $0) } }
        if json {
            let parts = results.map {
                "\"scale\($0.scale)\": {\"memcpy_ms\": \(Self.format($0.memcpy)), \"median_ms\": \(Self.format($0.median)), \"p99_ms\": \(Self.format($0.p99))}"
            }
            print("{\"machine\": \(machine.json), " + parts.joined(separator: ", ") + "}")
        } else {
            print(machine.summary)
            print("scale  memcpy ms  median ms  p99 ms  target p99  median/memcpy")
            for result in results {
                print(String(format: "%5d  %9.3f  %9.3f  %6.3f  ≤ %-8.2f  %.1f", result.scale, result.memcpy, result.median, result.p99,
                             result.target, result.median / result.memcpy))
            }
        }
    }

    static func format(_ value: Double) -> String { String(format: "%.3f", value) }

    @MainActor
    func measure(scale: Int) -> Result {
        let size = CGSize(width: 390, height: 844)
        let window = UIWindow(size: size)
        let renderer = CairoRenderer(scale: Double(scale))
        renderer.attach(to: window)
        let scene = GrowingCardScene(in: window, masked: masked)
        let clock = ContinuousClock()

        // The floor: copying one frame's bytes.
        let bytes = Int(size.width) * scale * Int(size.height) * scale * 4
        let source = [UInt8](repeating: 7, count: bytes)
        var destination = [UInt8](repeating: 0, count: bytes)
        var copies: [Double] = []
        for _ in 0..<15 {
            copies.append(clock.measure {
                destination.withUnsafeMutableBytes { target in
                    source.withUnsafeBytes { target.copyMemory(from: $0) }
                }
            }.milliseconds)
        }
        blackHole(Double(destination[bytes / 2]))

        // Warm the caches (first frame draws every layer), then time the animation.
        scene.apply(progress: 0)
        renderer.render(window)
        var times: [Double] = []
        let spring = Spring(dampingRatio: 0.82, duration: 0.6)
        var line = ProgressLine("bench render, scale \(scale)", unit: "frames", total: frames,
                                shown: !trace && isatty(STDERR_FILENO) != 0)
        defer { line.finish() }
        for frame in 0..<frames {
            line.update(frame)
            let progress = spring.value(at: Double(frame) / 60)
            times.append(clock.measure {
                scene.apply(progress: progress)
                renderer.render(window)
            }.milliseconds)
            if trace {
                let stats = renderer.statistics
                print(String(format: "frame %3d progress %.3f %.2f ms redraws %d blur %d/%d", frame, progress, times.last!,
                             stats.contentRedraws, stats.backdropBlursComputed, stats.backdropBlursReused))
            }
        }
        times.sort()
        copies.sort()
        let p99 = times[Swift.min(times.count - 1, Int((Double(times.count) * 0.99).rounded(.up)) - 1)]
        return Result(scale: scale, memcpy: copies[copies.count / 2], median: times[times.count / 2], p99: p99,
                      target: scale == 2 ? 8.33 : 16.7)
    }
}

/// A feed of cards under a static blur, and one card that grows from its place to full screen:
/// the shape of the Today transition, built as the app builds it (the artwork is drawn once at
/// its final size and clipped, so only the card's background is redrawn as it grows).
@MainActor
struct GrowingCardScene {
    let shadow: UIView
    let card: UIView
    let start = CGRect(x: 20, y: 240, width: 350, height: 410)
    let end = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// The circle the card is seen through (nil: none), reaching its corners at the end.
    let mask: CAShapeLayer?

    init(in window: UIWindow, masked: Bool = false) {
        mask = masked ? CAShapeLayer() : nil
        window.backgroundColor = .systemGroupedBackground
        for index in 0..<3 {
            let feedCard = UIImageView(image: ProceduralArtwork.sunset(width: 350, height: 410))
            feedCard.frame = CGRect(x: 20, y: 100 + Double(index) * 440, width: 350, height: 410)
            feedCard.layer.cornerRadius = 15
            feedCard.clipsToBounds = true
            window.addSubview(feedCard)
        }
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        blur.frame = window.bounds
        window.addSubview(blur)

        shadow = UIView(frame: start)
        shadow.layer.shadowOpacity = 0.4
        shadow.layer.shadowRadius = 12
        shadow.layer.shadowOffset = CGSize(width: 0, height: 4)
        shadow.backgroundColor = nil
        card = UIView(frame: CGRect(origin: .zero, size: start.size))
        card.backgroundColor = .white
        card.layer.cornerRadius = 15
        card.clipsToBounds = true
        let artwork = UIImageView(image: ProceduralArtwork.sunset(width: 390 * 2, height: 500 * 2, scale: 2))
        artwork.frame = CGRect(x: 0, y: 0, width: 390, height: 500)
        artwork.contentMode = .scaleAspectFill
        card.addSubview(artwork)
        let title = UILabel(frame: CGRect(x: 20, y: 24, width: 350, height: 80))
        title.text = "The Art of the Sunset"
        title.font = .system(size: 28, weight: .bold)
        title.numberOfLines = 2
        title.textColor = .white
        card.addSubview(title)
        shadow.addSubview(card)
        window.addSubview(shadow)
        if let mask { card.layer.mask = mask }
    }

    /// Places the card `progress` of the way from its feed frame to full screen (springs may
    /// overshoot past 1).
    func apply(progress: Double) {
        let frame = start.interpolated(to: end, amount: progress)
        shadow.frame = frame
        card.frame = CGRect(origin: .zero, size: frame.size)
        card.layer.cornerRadius = 15 + (39 - 15) * Swift.min(1, Swift.max(0, progress))
        if let mask {
            // From a circle in the card's middle to one around all of it, set without an
            // implicit animation (each frame is the place itself).
            let reach = (frame.width * frame.width + frame.height * frame.height).squareRoot() / 2
            let radius = 40 + (reach - 40) * Swift.min(1, Swift.max(0, progress))
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            mask.path = UIBezierPath(ovalIn: CGRect(x: frame.width / 2 - radius, y: frame.height / 2 - radius,
                                                    width: 2 * radius, height: 2 * radius)).cgPath
            CATransaction.commit()
        }
    }
}
