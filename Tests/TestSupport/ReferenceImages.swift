import CairoRenderer
import Motion
import Foundation
import Testing
import UIKit

/// How far a rendered image may stray from its reference: a pixel "differs" when any channel is
/// off by more than `channelTolerance` (of 255); the test fails when more than
/// `differingFraction` of the pixels differ. Defaults: 24 and 0.2 %, which absorbs antialiasing
/// noise but catches a moved edge, a wrong colour or a missing element.
public struct PixelTolerance: Sendable {
    /// The largest per-channel difference that still counts as equal.
    public var channelTolerance: Int
    /// The largest fraction of differing pixels.
    public var differingFraction: Double

    /// A tolerance.
    public init(channelTolerance: Int = 24, differingFraction: Double = 0.002) {
        self.channelTolerance = channelTolerance
        self.differingFraction = differingFraction
    }
}

/// The result of comparing two images.
public struct PixelComparison: Sendable {
    /// Pixels with a channel off by more than the tolerance.
    public var differingPixels: Int
    /// All pixels.
    public var totalPixels: Int
    /// The largest channel difference seen.
    public var largestDifference: Int

    /// `differingPixels / totalPixels`.
    public var differingFraction: Double { totalPixels > 0 ? Double(differingPixels) / Double(totalPixels) : 1 }
}

/// Compares two images pixel by pixel (premultiplied channels); images of different sizes
/// differ everywhere.
public func compare(_ actual: UIImage, _ expected: UIImage, channelTolerance: Int) -> PixelComparison {
    guard actual.pixelWidth == expected.pixelWidth, actual.pixelHeight == expected.pixelHeight else {
        return PixelComparison(differingPixels: actual.pixels.count, totalPixels: Swift.max(1, actual.pixels.count), largestDifference: 255)
    }
    var differing = 0
    var largest = 0
    for (a, b) in zip(actual.pixels, expected.pixels) where a != b {
        var worst = 0
        for shift: UInt32 in [24, 16, 8, 0] {
            worst = Swift.max(worst, Swift.abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
        }
        largest = Swift.max(largest, worst)
        if worst > channelTolerance { differing += 1 }
    }
    return PixelComparison(differingPixels: differing, totalPixels: actual.pixels.count, largestDifference: largest)
}

/// Checks an image against `References/NAME.png` beside the calling test file.
///
/// With the environment variable `TODAY_RECORD_REFERENCES=1`, or when the reference does not
/// exist, the image is written as the reference and the test fails, so that a new reference is
/// always looked at before it is committed. On a mismatch the actual image is written to
/// `/tmp/today-test-output/NAME.actual.png` for inspection.
@MainActor
public func expectMatchesReference(
    _ image: UIImage?, named name: String, tolerance: PixelTolerance = PixelTolerance(),
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let image else {
        Issue.record("no image to compare with \(name)", sourceLocation: sourceLocation)
        return
    }
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("References")
    let referencePath = directory.appendingPathComponent("\(name).png").path
    let record = ProcessInfo.processInfo.environment["TODAY_RECORD_REFERENCES"] == "1"
    if record || !FileManager.default.fileExists(atPath: referencePath) {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        do {
            try write(image, to: referencePath)
            Issue.record("recorded reference \(referencePath); look at it, then run again", sourceLocation: sourceLocation)
        } catch {
            Issue.record("cannot record reference \(referencePath): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    let expected: UIImage
    do {
        expected = try UIImage.load(contentsOfFile: referencePath, scale: image.scale)
    } catch {
        Issue.record("\(error)", sourceLocation: sourceLocation)
        return
    }
    let result = compare(image, expected, channelTolerance: tolerance.channelTolerance)
    if result.differingFraction > tolerance.differingFraction {
        let output = "/tmp/today-test-output"
        try? FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try? write(image, to: "\(output)/\(name).actual.png")
        Issue.record(
            "\(name): \(result.differingPixels) of \(result.totalPixels) pixels differ by more than \(tolerance.channelTolerance) (largest \(result.largestDifference)); actual written to \(output)/\(name).actual.png",
            sourceLocation: sourceLocation)
    }
}

/// Writes an image as a PNG through a one-view window (the renderer's PNG path).
@MainActor
public func write(_ image: UIImage, to path: String) throws {
    let size = image.size
    let window = UIWindow(size: size)
    window.backgroundColor = nil
    let view = UIImageView(image: image)
    view.frame = CGRect(origin: .zero, size: size)
    window.addSubview(view)
    let renderer = CairoRenderer(scale: image.scale)
    try renderer.render(window).writePNG(to: path)
}
