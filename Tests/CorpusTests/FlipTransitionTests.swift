import CairoRenderer
import Testing
import TestSupport
import UIKit

/// The flip of `Corpus/FlipTransition.swift`: snapshots (one of a view not yet in a window),
/// keyframes in perspective, and a percent-driven dismissal from an edge swipe that is
/// cancelled and then finished. Angles are read back from the presented transforms within
/// 1e-6; frames are compared with reviewed references.
@MainActor
struct FlipTransitionTests {
    @MainActor
    struct Stage {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let renderer = CairoRenderer(scale: 1)
        let face = CardFaceViewController()

        init() {
            window.rootViewController = face
            renderer.attach(to: window)
            frames(1)
        }

        func frames(_ count: Int) {
            for _ in 0..<count { window.tick(elapsed: 1.0 / 60) }
        }

        /// The snapshot the animators put in the container (neither controller's view).
        func snapshot() -> UIView? {
            let presented = face.presentedViewController
            return presented?.presentationController?.containerView?.subviews.last { view in
                view !== presented?.viewIfLoaded && view !== face.viewIfLoaded
            }
        }
    }

    /// The angle of a turn about the y axis from its transform (sin θ = m13... with Core
    /// Animation's sign: m13 = −sin θ).
    func angle(of transform: CATransform3D) -> Double {
        atan2(-Double(transform.m13), Double(transform.m11))
    }

    @Test func theCardTurnsAwayAndThePagesSnapshotTurnsInThenGrows() throws {
        let stage = Stage()
        let back = stage.face.reveal()
        // The page's snapshot was taken before its view was in any window.
        let snapshot = try #require(stage.snapshot())
        // On screen it starts on the card (its model already holds the keyframes' end).
        let card = stage.face.cardView.frame
        #expect(snapshot.layer.presentation()?.position == CGPoint(x: card.midX, y: card.midY))
        #expect(snapshot.layer.presentation()?.bounds.size == card.size)
        #expect(back.view.isHidden)

        // A sixth of the way (half the first keyframe): the card has turned part way to 90°.
        stage.frames(6)
        let faceTurn = angle(of: stage.face.view.layer.presentation()?.transform ?? .identity)
        #expect(faceTurn < -0.1 && faceTurn > -.pi / 2)
        expectMatchesReference(stage.renderer.render(stage.window).image(), named: "flip-card-turning")

        // Half way: the snapshot turns in.
        stage.frames(12)
        let snapshotTurn = angle(of: snapshot.layer.presentation()?.transform ?? .identity)
        #expect(snapshotTurn > 0 && snapshotTurn < .pi / 2)
        expectMatchesReference(stage.renderer.render(stage.window).image(), named: "flip-page-turning")

        stage.frames(20)
        #expect(snapshot.superview == nil && !back.view.isHidden)
        #expect(stage.face.presentedViewController === back)
        #expect(stage.face.view.window == nil)  // .fullScreen removed the presenter's view
        #expect(stage.face.view.layer.transform == CATransform3DIdentity)
    }

    @Test func aShortEdgeSwipeGoesBackAndALongOneDismisses() throws {
        let stage = Stage()
        let back = stage.face.reveal()
        stage.frames(40)
        let interaction = stage.face.swipeInteraction
        let pan = UIScreenEdgePanGestureRecognizer(edges: .left) { interaction.handle($0) }
        back.view.addGestureRecognizer(pan)

        // A swipe that starts away from the edge is not an edge swipe.
        var finger = Finger(on: stage.window)
        finger.down(at: CGPoint(x: 120, y: 400))
        finger.move(to: CGPoint(x: 200, y: 400), frames: 4)
        finger.up()
        #expect(pan.state == .possible || pan.state == .failed)
        #expect(stage.window.activeTransition == nil)

        // 60 points of 200: the dismissal follows the finger to 30 %, then goes back.
        finger.down(at: CGPoint(x: 4, y: 400))
        finger.move(to: CGPoint(x: 64, y: 400), frames: 30)
        #expect(pan.state == .changed)
        #expect(stage.window.activeTransition?.isInteractive == true)
        #expect(isClose(Double(interaction.percentComplete), 0.3, within: 0.02))
        finger.wait(frames: 6)  // let go slowly
        finger.up()
        stage.frames(40)
        #expect(stage.window.activeTransition == nil)
        #expect(stage.face.presentedViewController === back && back.view.window === stage.window)
        #expect(!back.view.isHidden && stage.face.view.window == nil)

        // 160 points: past half way, it finishes; the card is back on its page.
        finger.down(at: CGPoint(x: 4, y: 400))
        finger.move(to: CGPoint(x: 164, y: 400), frames: 30)
        finger.wait(frames: 6)
        finger.up()
        stage.frames(60)
        #expect(stage.face.presentedViewController == nil)
        #expect(stage.face.view.window === stage.window)
        #expect(stage.face.view.layer.transform == CATransform3DIdentity)
        expectMatchesReference(stage.renderer.render(stage.window).image(), named: "flip-card-back")
    }
}
