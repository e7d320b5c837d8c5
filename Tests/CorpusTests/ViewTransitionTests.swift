import CairoRenderer
import Motion
import Testing
import TestSupport
import UIKit

/// UIView's transition class methods and the iOS 17 spring block (Corpus/FlippingCard.swift),
/// on the manual clock.
@MainActor
struct ViewTransitionTests {
    /// A card on a window with a renderer (transitions snapshot the old look).
    func makeStage() -> (UIWindow, CairoRenderer, UIView, FlippingCardView) {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let renderer = CairoRenderer(scale: 1)
        renderer.attach(to: window)
        let holder = UIView(frame: CGRect(x: 70, y: 200, width: 250, height: 350))
        let card = FlippingCardView(frame: CGRect(x: 0, y: 0, width: 250, height: 300))
        holder.addSubview(card)
        holder.addSubview(card.caption)
        window.addSubview(holder)
        window.layoutIfNeeded()
        return (window, renderer, holder, card)
    }

    func frames(_ window: UIWindow, _ count: Int) {
        for _ in 0..<count { window.tick(elapsed: 1.0 / 60) }
    }

    @Test func aFlipTurnsTheContainerOverAndSwapsTheViewsAtTheMiddle() throws {
        let (window, renderer, _, card) = makeStage()
        card.flip()
        // The swap happened at once in the model; a snapshot of the front covers the card.
        #expect(card.back.superview === card && card.front.superview == nil)
        // The old look is drawn beside the card, but is not a subview (as on iOS).
        let snapshot = try #require(card.superview?.childViews.first { $0.childRole == .layerContent })
        #expect(card.superview?.subviews.contains { $0 === snapshot } == false)
        frames(window, 9)
        // A quarter in: the front's snapshot is part way to edge-on (ease-in over 0.3 s).
        let angle = atan2(-snapshot.layer.presentation()!.transform.m13, snapshot.layer.presentation()!.transform.m11)
        #expect(angle > 0.1 && angle < 1.2)
        #expect(abs(card.layer.presentation()!.transform.m11) < 0.001)
        expectMatchesReference(renderer.render(window).image(), named: "flip-from-left")
        frames(window, 12)
        // Three quarters in: the card (its back) is turning in from the other side.
        let back = atan2(-card.layer.presentation()!.transform.m13, card.layer.presentation()!.transform.m11)
        #expect(back < -0.05 && back > -1.4)
        frames(window, 20)
        #expect(card.completions == [true])
        #expect(snapshot.superview == nil && CATransform3DIsIdentity(card.layer.transform))
        card.flip()
        frames(window, 40)
        #expect(card.front.superview === card && card.back.superview == nil && card.completions == [true, true])
    }

    @Test func aCrossDissolveFadesTheOldLookOutOverTheNewText() throws {
        let (window, _, holder, card) = makeStage()
        card.recaption("Back")
        #expect(card.caption.text == "Back")
        let snapshot = try #require(holder.childViews.last)
        #expect(snapshot.childRole == .layerContent && holder.subviews.last === card.caption)
        #expect(snapshot !== card.caption && snapshot.frame == card.caption.frame)
        frames(window, 12)
        // Half way through 0.4 s of ease-in-ease-out.
        #expect(abs(snapshot.layer.presentation()!.opacity - 0.5) < 0.02)
        frames(window, 14)
        #expect(snapshot.superview == nil && card.completions == [true])
    }

    @Test func withoutAWindowTheChangesApplyAndTheCompletionRunsAtOnce() {
        let card = FlippingCardView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let holder = UIView()
        holder.addSubview(card.caption)
        card.recaption("Now")
        #expect(card.caption.text == "Now" && card.completions == [true] && holder.subviews.count == 1)
        let parent = UIView()
        parent.addSubview(card)
        card.flip()
        #expect(card.back.superview === card && card.completions == [true, true])
        let a = UIView(), b = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        b.isHidden = true
        UIView.transition(from: a, to: b, duration: 0.3, options: [.showHideTransitionViews, .transitionCrossDissolve])
        #expect(a.isHidden && !b.isHidden && a.superview === parent)
    }

    @Test func theSpringDurationBlockFollowsTheSpringAndLastsUntilItSettles() {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        var finished: [Bool] = []
        UIView.animate(springDuration: 0.5, bounce: 0.3) {
            view.center = CGPoint(x: 225, y: 25)
        } completion: { finished.append($0) }
        let spring = Spring(duration: 0.5, bounce: 0.3)
        for _ in 0..<12 { window.tick(elapsed: 1.0 / 60) }
        let expected = 25 + 200 * spring.value(at: 0.2)
        #expect(abs(view.layer.presentation()!.position.x - expected) < 0.5)
        while window.clock.time < spring.settlingDuration - 0.02 { window.tick(elapsed: 1.0 / 60) }
        #expect(finished.isEmpty)
        for _ in 0..<3 { window.tick(elapsed: 1.0 / 60) }
        #expect(finished == [true] && view.layer.presentation()!.position.x == 225)
    }

    @Test func everyAnimationOptionHasUIKitsBits() {
        let bits: [(UIView.AnimationOptions, Int)] = [
            (.layoutSubviews, 1 << 0), (.allowUserInteraction, 1 << 1), (.beginFromCurrentState, 1 << 2), (.repeat, 1 << 3),
            (.autoreverse, 1 << 4), (.overrideInheritedDuration, 1 << 5), (.overrideInheritedCurve, 1 << 6),
            (.allowAnimatedContent, 1 << 7), (.showHideTransitionViews, 1 << 8), (.overrideInheritedOptions, 1 << 9),
            (.curveEaseInOut, 0), (.curveEaseIn, 1 << 16), (.curveEaseOut, 2 << 16), (.curveLinear, 3 << 16),
            (.transitionNone, 0), (.transitionFlipFromLeft, 1 << 20), (.transitionFlipFromRight, 2 << 20),
            (.transitionCurlUp, 3 << 20), (.transitionCurlDown, 4 << 20), (.transitionCrossDissolve, 5 << 20),
            (.transitionFlipFromTop, 6 << 20), (.transitionFlipFromBottom, 7 << 20),
            (.preferredFramesPerSecondDefault, 0), (.preferredFramesPerSecond60, 3 << 24), (.preferredFramesPerSecond30, 7 << 24),
        ]
        for (option, raw) in bits { #expect(option.rawValue == raw) }
    }
}
