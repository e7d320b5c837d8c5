import Motion
import Testing
import TestSupport
import UIKitTools
import UIKit

@testable import CairoRenderer

/// The renderer returns the previous frame when nothing it is drawn from changed, and
/// composites again on any change a user could see.
@MainActor
struct CairoRendererFrameReuseTests {
    /// A window with a label, a cached image card with a shadow, and a plain coloured view over
    /// the card's corner.
    @MainActor
    final class Scene {
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        let renderer = CairoRenderer(scale: 2)
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 150, height: 30))
        let card = UIImageView(image: ProceduralArtwork.sunset(width: 100, height: 100))
        let plain = UIView(frame: CGRect(x: 90, y: 140, width: 40, height: 40))  // over the card's corner

        init() {
            renderer.attach(to: window)
            window.backgroundColor = .white
            label.text = "Still"
            card.frame = CGRect(x: 10, y: 60, width: 100, height: 100)
            card.layer.cornerRadius = 12
            card.layer.shadowOpacity = 0.4
            plain.backgroundColor = .systemBlue
            window.addSubview(label)
            window.addSubview(card)
            window.addSubview(plain)
        }

        /// Renders a frame and returns whether it was the previous one reused, and its pixels.
        @discardableResult
        func render() -> (reused: Bool, image: UIImage?) {
            let frame = renderer.render(window)
            return (renderer.statistics.framesReused == 1, frame.image())
        }
    }

    @Test func anUnchangedWindowReturnsThePreviousFrameWithTheSamePixels() throws {
        let scene = Scene()
        let first = try #require(scene.render().image)
        #expect(scene.renderer.statistics.framesReused == 0)
        #expect(scene.renderer.statistics.viewsComposited > 0)
        let second = scene.render()
        #expect(second.reused)
        #expect(scene.renderer.statistics.viewsComposited == 0)
        #expect(scene.renderer.statistics.cachedLayers == 2)  // the caches are kept, not dropped
        let image = try #require(second.image)
        #expect(compare(image, first, channelTolerance: 0).differingPixels == 0)
        // Ticking the clock with nothing animating changes nothing either.
        scene.window.tick(elapsed: 1.0 / 60)
        #expect(scene.render().reused)
    }

    @Test(arguments: [
        "alpha", "center", "transform", "cornerRadius", "shadow", "hidden", "background",
        "text", "setNeedsDisplay", "added", "removed", "reordered", "resized",
    ])
    func anyVisibleChangeCompositesAgain(_ change: String) throws {
        let scene = Scene()
        let before = try #require(scene.render().image)
        #expect(scene.render().reused)
        switch change {
        case "alpha": scene.card.alpha = 0.5
        case "center": scene.card.center.x += 1
        case "transform": scene.card.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
        case "cornerRadius": scene.card.layer.cornerRadius = 20
        case "shadow": scene.card.layer.shadowOpacity = 0.8
        case "hidden": scene.plain.isHidden = true
        case "background": scene.plain.backgroundColor = .systemGray
        case "text": scene.label.text = "Moved"
        case "setNeedsDisplay": scene.card.setNeedsDisplay()
        case "added": scene.window.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1)))
        case "removed": scene.plain.removeFromSuperview()
        case "reordered": _ = scene.window.insertSubview(scene.plain, at: 0)
        case "resized": scene.window.resize(to: CGSize(width: 210, height: 200))
        default: Issue.record("unknown change \(change)")
        }
        let after = scene.render()
        #expect(!after.reused)
        #expect(scene.renderer.statistics.viewsComposited > 0)
        // And the next frame, with nothing else changed, is reused again.
        #expect(scene.render().reused)
        if change != "setNeedsDisplay", change != "resized", change != "added", let image = after.image {
            #expect(compare(image, before, channelTolerance: 0).differingPixels > 0)
        }
    }

    @Test func everyFrameOfAnAnimationIsCompositedAndTheEndIsReused() throws {
        let scene = Scene()
        scene.render()
        UIView.animate(withDuration: 0.1, animations: { scene.card.alpha = 0.2 })
        var composited = 0
        for _ in 0..<6 {  // 0.1 s at 60 frames a second
            scene.window.tick(elapsed: 1.0 / 60)
            if !scene.render().reused { composited += 1 }
        }
        #expect(composited == 6)
        scene.window.tick(elapsed: 1.0 / 60)
        scene.render()  // the first frame after the end draws the model value
        scene.window.tick(elapsed: 1.0 / 60)
        #expect(scene.render().reused)
    }

    @Test func aNewViewInAFreedViewsPlaceIsNotTakenForIt() throws {
        let scene = Scene()
        scene.label.removeFromSuperview()
        // Labels that look the same to the hash (same frame, state and content version) but
        // say something else; a freed label's address is often reused for the next one.
        var current: UILabel? = nil
        var last = try #require(scene.render().image)
        for index in 0..<20 {
            current?.removeFromSuperview()
            current = nil
            let label = UILabel(frame: CGRect(x: 10, y: 10, width: 150, height: 30))
            label.text = index % 2 == 0 ? "One" : "Two"
            scene.window.addSubview(label)
            current = label
            let frame = scene.render()
            #expect(!frame.reused)
            let image = try #require(frame.image)
            #expect(compare(image, last, channelTolerance: 0).differingPixels > 0)
            last = image
        }
    }

    @Test func reuseCanBeTurnedOff() {
        let scene = Scene()
        scene.renderer.reusesUnchangedFrames = false
        scene.render()
        #expect(!scene.render().reused)
        #expect(scene.renderer.statistics.viewsComposited > 0)
    }
}
