import CairoRenderer
import Foundation
import Motion
import UIKit

/// The frame loop without a window: a manual clock, scripted touches, frames to PNG files.
/// Tests and `today screenshot`/`record` use it; nothing here reads the wall clock.
@MainActor
public final class HeadlessHost {
    /// The window being shown.
    public let window: UIWindow
    /// The renderer.
    public let renderer: CairoRenderer
    /// Seconds per frame (1/60 by default).
    public let frameDuration: Double
    /// The last rendered frame.
    public private(set) var lastFrame: Frame?
    /// Checks the engine's invariants after every rendered frame: on in debug builds (and so in
    /// tests), off in release builds; set it to add an app's rules or to turn it off.
    public var invariantChecker: InvariantChecker?
    /// Every violation found so far, with the index of the frame it was found after.
    public private(set) var invariantViolations: [(frame: Int, violation: InvariantViolation)] = []
    /// Frames rendered so far.
    public private(set) var framesRendered = 0

    /// A host for a window of `size` points at a scale and frame rate (clamped to 1...240 Hz;
    /// NaN becomes 60).
    public convenience init(size: CGSize = CGSize(width: 390, height: 844), scale: Double = 2, framesPerSecond: Double = 60) {
        self.init(showing: UIWindow(size: size), scale: scale, framesPerSecond: framesPerSecond)
    }

    /// A host for an app's `UIWindow` at a scale and frame rate (clamped as above).
    public init(showing window: UIWindow, scale: Double = 2, framesPerSecond: Double = 60) {
        self.window = window
        renderer = CairoRenderer(scale: scale)
        let rate = framesPerSecond.isNaN ? 60 : Swift.min(240, Swift.max(1, framesPerSecond))
        frameDuration = 1 / rate
        renderer.attach(to: window)
        #if DEBUG
        invariantChecker = InvariantChecker()
        #endif
    }

    /// The clock's time.
    public var time: Double { window.clock.time }

    /// Renders the current state without advancing time.
    @discardableResult
    public func render() -> Frame {
        let frame = renderer.render(window)
        lastFrame = frame
        if let invariantChecker {
            invariantViolations += invariantChecker.check(window).map { (framesRendered, $0) }
        }
        framesRendered += 1
        return frame
    }

    /// Advances one frame (or `count` frames), rendering each, and returns the last.
    @discardableResult
    public func step(frames count: Int = 1) -> Frame {
        var frame = lastFrame ?? render()
        for _ in 0..<Swift.max(1, count) {
            window.tick(elapsed: frameDuration)
            frame = render()
        }
        return frame
    }

    /// Advances by `seconds`, a frame at a time.
    @discardableResult
    public func advance(by seconds: Double) -> Frame {
        let frames = Swift.max(1, Int((seconds / frameDuration).rounded()))
        return step(frames: frames)
    }

    /// Sends a touch at the current time.
    public func touch(_ phase: UITouch.Phase, at location: CGPoint, identifier: Int = 0) {
        window.send(UITouch(identifier: identifier, location: location, phase: phase, timestamp: time))
    }

    /// Plays a script of timed events, rendering every frame; calls `onFrame` with each frame and
    /// its index (to write files, or check state).
    public func play(_ script: InputScript, onFrame: (Frame, Int) throws -> Void = { _, _ in }) rethrows {
        var pending = script.events.sorted { $0.time < $1.time }[...]
        var index = 0
        let end = script.duration
        let start = time
        try onFrame(render(), index)
        while time - start < end - 1e-9 {
            window.tick(elapsed: frameDuration)
            while let next = pending.first, next.time <= time - start + 1e-9 {
                pending.removeFirst()
                switch next.kind {
                case .touch(let phase, let location, let identifier): touch(phase, at: location, identifier: identifier)
                case .resize(let size): window.resize(to: size)
                }
            }
            index += 1
            try onFrame(render(), index)
        }
    }

    /// Renders and writes the current frame as a PNG.
    public func writeFrame(to path: String) throws(RenderError) {
        try render().writePNG(to: path)
    }
}

extension HeadlessHost {
    /// Replays a host's input log on this window from its start (the window must hold the same
    /// content the logged one started with): touches, resizes, typed text and keys (editing
    /// keys to the first responder while it takes text, the rest to `onKey`) in order, each
    /// tick advancing the clock and rendering. `onFrame` gets every frame with the
    /// index of its tick.
    public func replay(_ log: InputLog, onKey: (UIKey) -> Void = { _ in }, onFrame: (Frame, Int) throws -> Void) rethrows {
        var tick = 0
        for entry in log.entries {
            switch entry {
            case .touch(let touch): window.send(touch)
            case .resize(let size): window.resize(to: size)
            case .key(let key): if !window.sendKey(key) { onKey(key) }
            case .text(let text): window.sendText(text)
            case .tick(let elapsed):
                window.tick(elapsed: elapsed)
                try onFrame(render(), tick)
                tick += 1
            }
        }
    }
}
