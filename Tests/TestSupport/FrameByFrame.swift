import CairoRenderer
import Testing
import UIKit

/// Ticks `window` a frame (1/60 s) at a time, `count` times, drawing each frame with `renderer`
/// (which composites only what changed, over its last frame) and checking it against a whole
/// composite drawn by a new renderer at the same scale. With `everyFrameChanges`, each frame
/// must also differ from the one before (an animation that moves every frame: a frame reused
/// whole would pass the first check without drawing anything).
@MainActor
public func expectFramesMatchWholeComposites(of window: UIWindow, renderer: CairoRenderer, frames count: Int,
                                             everyFrameChanges: Bool = false,
                                             sourceLocation: SourceLocation = #_sourceLocation) {
    for step in 1...Swift.max(1, count) {
        window.tick(elapsed: 1.0 / 60)
        let frame = renderer.render(window)
        let fresh = CairoRenderer(scale: renderer.scale)
        fresh.attach(to: window)
        #expect(frame.hasSamePixels(as: fresh.render(window)), "frame \(step)", sourceLocation: sourceLocation)
        if everyFrameChanges {
            #expect(!frame.isUnchanged, "frame \(step)", sourceLocation: sourceLocation)
        }
    }
}
