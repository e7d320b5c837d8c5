import Motion
import Testing
@testable import UIKit

/// `CATransition`'s effects as values: where the old and new content are, and how opaque,
/// at a progress.
struct TransitionEffectTests {
    private let size = CGSize(width: 300, height: 200)

    private func effect(_ type: CATransitionType, _ subtype: CATransitionSubtype?, fades: Bool = false) -> TransitionEffect {
        TransitionEffect(type: type, subtype: subtype, size: size, fadesNewContent: fades)
    }

    @Test func aPushMovesBothAwayFromItsSide() {
        let push = effect(.push, .fromRight)
        #expect(push.value(at: 0) == .init(newOffset: CGSize(width: 300, height: 0), newAlpha: 1, oldOffset: .zero, oldAlpha: 1))
        #expect(push.value(at: 0.25) == .init(newOffset: CGSize(width: 225, height: 0), newAlpha: 1,
                                               oldOffset: CGSize(width: -75, height: 0), oldAlpha: 1))
        #expect(push.value(at: 1) == .init(newOffset: .zero, newAlpha: 1, oldOffset: CGSize(width: -300, height: 0), oldAlpha: 1))
        // Each side, by the layer's own size along its axis.
        #expect(effect(.push, .fromTop).value(at: 0.5).newOffset == CGSize(width: 0, height: -100))
        #expect(effect(.push, .fromBottom).value(at: 0.5).oldOffset == CGSize(width: 0, height: -100))
        #expect(effect(.push, .fromLeft).value(at: 0.5).oldOffset == CGSize(width: 150, height: 0))
    }

    @Test func aMoveInSlidesOverAndARevealSlidesAway() {
        let moveIn = effect(.moveIn, .fromBottom)
        #expect(moveIn.value(at: 0.5) == .init(newOffset: CGSize(width: 0, height: 100), newAlpha: 1, oldOffset: .zero, oldAlpha: 1))
        #expect(!moveIn.oldIsInFront)
        let reveal = effect(.reveal, .fromLeft)
        #expect(reveal.value(at: 0.5) == .init(newOffset: .zero, newAlpha: 1, oldOffset: CGSize(width: 150, height: 0), oldAlpha: 1))
        #expect(reveal.oldIsInFront)
    }

    @Test func aFadeCrossesOpacityAndIgnoresItsSubtype() {
        #expect(effect(.fade, .fromRight).value(at: 0.3) == .init(newOffset: .zero, newAlpha: 1, oldOffset: .zero, oldAlpha: 0.7))
        #expect(effect(.fade, nil, fades: true).value(at: 0.3) == .init(newOffset: .zero, newAlpha: 0.3, oldOffset: .zero, oldAlpha: 0.7))
    }

    @Test func defaultsAndBadInputAreAsDocumented() {
        // No subtype: from the left, as Core Animation's push of its own example.
        #expect(effect(.push, nil).value(at: 0).newOffset == CGSize(width: -300, height: 0))
        #expect(effect(.push, CATransitionSubtype(rawValue: "sideways")).value(at: 0).newOffset == CGSize(width: -300, height: 0))
        // A private type is a fade.
        #expect(effect(CATransitionType(rawValue: "pageCurl"), .fromRight).value(at: 0.5).oldAlpha == 0.5)
        // Progress is clamped, NaN as 0.
        let push = effect(.push, .fromRight)
        #expect(push.value(at: .nan) == push.value(at: 0) && push.value(at: -1) == push.value(at: 0) && push.value(at: 9) == push.value(at: 1))
    }
}
