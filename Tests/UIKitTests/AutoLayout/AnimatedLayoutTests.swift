import Foundation
import Motion
import Testing
import TestSupport
import UIKit

/// The UIKit idiom: change constants, then lay out inside an animation block; every frame that
/// changed animates with the block's curve or spring.
@MainActor
struct AnimatedLayoutTests {
    func makeStage() -> (LayoutStage, UIView, NSLayoutConstraint, NSLayoutConstraint) {
        let stage = LayoutStage()
        let card = stage.add(UIView())
        let top = card.topAnchor.constraint(equalTo: stage.root.topAnchor, constant: 100)
        let height = card.heightAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([top, height, card.leadingAnchor.constraint(equalTo: stage.root.leadingAnchor, constant: 20),
                                     card.trailingAnchor.constraint(equalTo: stage.root.trailingAnchor, constant: -20)])
        stage.layout()
        return (stage, card, top, height)
    }

    @Test func layoutIfNeededInsideABlockAnimatesEveryChangedFrame() {
        let (stage, card, top, height) = makeStage()
        top.constant = 0
        height.constant = 844
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear]) { stage.root.layoutIfNeeded() }
        #expect(card.frame == CGRect(x: 20, y: 0, width: 350, height: 844), "the model is the end at once")
        stage.frames(15)  // half way, linear
        let presented = card.presentation
        #expect(isClose(presented.center.y, (200 + 422) / 2, within: 1e-6))
        #expect(isClose(presented.bounds.height, (200 + 844) / 2, within: 1e-6))
        stage.frames(15)
        #expect(!card.hasAnimations)
        #expect(card.presentation.bounds.height == 844)
    }

    @Test func aSpringMovesTheFramesAsItMovesAnyProperty() {
        let (stage, card, top, _) = makeStage()
        top.constant = 300
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: []) {
            stage.root.layoutIfNeeded()
        }
        let spring = Spring(dampingRatio: 0.5, duration: 0.6)
        for frame in [6, 12, 18] {
            stage.frames(6)
            let expected = 200 + (400 - 200) * spring.value(at: Double(frame) / 60)
            #expect(isClose(card.presentation.center.y, expected, within: 1e-6), "frame \(frame)")
        }
    }

    @Test func withoutABlockTheFramesJump() {
        let (stage, card, top, _) = makeStage()
        top.constant = 50
        stage.frames(1)  // the window's own layout pass
        #expect(card.frame.minY == 50 && !card.hasAnimations)
    }
}
