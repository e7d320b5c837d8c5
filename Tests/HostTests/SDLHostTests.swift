import Foundation
import Motion
import SDLHost
import Testing
import UIKit

/// SDL's event queue and video subsystem belong to the process: the host's tests run one at a
/// time (the nested suites included), so one test's synthesized events never reach another's
/// window.
@Suite(.serialized) @MainActor
struct SDLHostTests {
    /// CI has no display: SDL's dummy video driver stands in for one.
    @Test func opensPresentsFramesAndQuitsUnderTheDummyDriver() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let host = try SDLHost(size: CGSize(width: 120, height: 200), scale: 2, title: "test")
        #expect(host.isRunning)
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        view.backgroundColor = .systemBlue
        host.window.addSubview(view)
        host.run(maximumFrames: 3)
        #expect(host.framesPresented == 3)
        #expect(host.window.clock.frameCount == 3)
        host.close()
        #expect(!host.isRunning)
        host.close()  // twice is harmless
    }

    @Test func anUnchangedFrameIsNotCopiedToTheWindowAgain() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let host = try SDLHost(size: CGSize(width: 120, height: 200), scale: 2, title: "test")
        defer { host.close() }
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        view.backgroundColor = .systemBlue
        host.window.addSubview(view)
        host.run(maximumFrames: 3)
        #expect(host.framesPresented == 3)
        #expect(host.framesCopied == 1)
        view.backgroundColor = .systemGray
        host.run(maximumFrames: 5)
        #expect(host.framesPresented == 5)
        #expect(host.framesCopied == 2)
    }
}
