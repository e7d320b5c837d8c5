import CairoRenderer
import Testing
import UIKit
@testable import today

/// The digest `today fuzz --digest` prints: the same frames give the same digest, and a frame
/// one pixel apart, or of another size, or the frames in another order, another.
@MainActor
struct PixelDigestTests {
    /// A frame of a `width` × 40 window with a square at `x`.
    private func frame(squareAt x: Double, width: Double = 60) -> Frame {
        let window = UIWindow(size: CGSize(width: width, height: 40))
        window.backgroundColor = .white
        let square = UIView(frame: CGRect(x: x, y: 10, width: 10, height: 10))
        square.backgroundColor = .systemBlue
        window.addSubview(square)
        return CairoRenderer(scale: 1).render(window)
    }

    private func digest(_ frames: [Frame]) -> String {
        var digest = PixelDigest()
        for frame in frames { digest.add(frame) }
        return "\(digest)"
    }

    @Test func theSameFramesGiveTheSameDigestAndAnyChangeAnother() {
        let a = frame(squareAt: 10), b = frame(squareAt: 11)
        #expect(digest([a, b]) == digest([frame(squareAt: 10), frame(squareAt: 11)]))
        #expect(digest([a, b]).count == 16)
        #expect(digest([a, b]) != digest([b, a]))
        #expect(digest([a]) != digest([b]))
        #expect(digest([a]) != digest([frame(squareAt: 10, width: 61)]))
        #expect(digest([]) != digest([a]))
    }
}
