import CairoRenderer
import Motion
import Testing
import TestSupport
import UIKit

/// `CATransition` as tutorials use it (Corpus/LayerTransitions.swift): values at given times,
/// the delegate's calls, the old content's lifetime, and frames against whole composites and
/// a reference.
@MainActor
struct LayerTransitionsTests {
    /// A 390 × 300 window with a counter and a banner, drawn once by a renderer at scale 1.
    private func makeScene() -> (window: UIWindow, renderer: CairoRenderer, counter: CounterView, banner: StatusBannerView) {
        let window = UIWindow(size: CGSize(width: 390, height: 300))
        window.backgroundColor = .white
        let counter = CounterView(frame: CGRect(x: 40, y: 40, width: 120, height: 80))
        let banner = StatusBannerView(frame: CGRect(x: 40, y: 160, width: 310, height: 56))
        window.addSubview(counter)
        window.addSubview(banner)
        let renderer = CairoRenderer(scale: 1)
        renderer.attach(to: window)
        window.tick(elapsed: 1.0 / 60)
        _ = renderer.render(window)
        return (window, renderer, counter, banner)
    }

    private func frames(_ count: Int, _ window: UIWindow) {
        for _ in 0..<count { window.tick(elapsed: 1.0 / 60) }
    }

    /// The views drawn beside `view`'s layer for a running transition's old content.
    private func oldContent(besides view: UIView) -> [UIView] {
        (view.superview?.childViews ?? view.childViews).filter { $0.childRole == .layerContent }
    }

    private func translation(_ transform: CATransform3D) -> CGPoint {
        let parts = transform.decomposed() ?? .identity
        return CGPoint(x: parts.translation.x, y: parts.translation.y)
    }

    @Test func theNumberRollsUpAndTheOldOneLeavesWithTheTransition() throws {
        let scene = makeScene()
        scene.counter.increment()
        #expect(scene.counter.label.text == "1")  // the model at once
        let old = try #require(oldContent(besides: scene.counter.label).first)
        #expect(scene.counter.subviews == [scene.counter.label])  // not a subview, nor a sublayer
        #expect(scene.counter.layer.sublayers?.count == 1 && scene.counter.label.layer.sublayers == nil)
        #expect(scene.counter.label.layer.animationKeys() == [kCATransition])
        frames(9, scene.window)  // 0.15 s of 0.3 on ease-in-ease-out: half way
        // From the bottom: the new number half way up from 80 points below, the old half way out
        // above.
        #expect(isClose(translation(scene.counter.label.presentation.transform), CGPoint(x: 0, y: 40), within: 1e-6))
        #expect(isClose(translation(old.presentation.transform), CGPoint(x: 0, y: -40), within: 1e-6))
        #expect(!old.presentation.isHidden && scene.counter.label.transform.isIdentity)
        frames(9, scene.window)
        #expect(old.superview == nil && oldContent(besides: scene.counter.label).isEmpty)
        #expect(CATransform3DIsIdentity(scene.counter.label.presentation.transform))
        #expect(scene.counter.label.layer.animationKeys() == nil && !scene.window.hasRunningAnimations)
    }

    @Test func theBannerFadesToItsNewStateAndTellsItsDelegate() throws {
        let scene = makeScene()
        let delegate = AnimationDelegateLog()
        scene.banner.showSaved(delegate: delegate)
        let old = try #require(oldContent(besides: scene.banner).first)
        #expect(delegate.log.isEmpty)
        frames(15, scene.window)  // 0.25 s of 0.5, linear (the default pacing)
        #expect(delegate.log == ["start"])
        #expect(isClose(old.presentation.alpha, 0.5, within: 1e-9))
        // The banner is opaque: the new state is fully there beneath the old as it fades.
        #expect(scene.banner.presentation.alpha == 1)
        #expect(scene.banner.layer.animation(forKey: kCATransition) is CATransition)
        frames(15, scene.window)
        #expect(delegate.log == ["start", "stop true"] && old.superview == nil)
    }

    @Test func aClearLayerFadesItsNewContentIn() {
        let scene = makeScene()
        let fade = CATransition()
        fade.duration = 0.4
        scene.counter.label.layer.add(fade, forKey: "any key")
        scene.counter.label.text = "7"
        frames(6, scene.window)  // 0.1 s of 0.4
        #expect(isClose(scene.counter.label.presentation.alpha, 0.25, within: 1e-9))
        #expect(isClose(oldContent(besides: scene.counter.label).first?.presentation.alpha ?? 0, 0.75, within: 1e-9))
        #expect(scene.counter.label.layer.animationKeys() == [kCATransition])  // whatever the key
    }

    @Test func aNewTransitionReplacesTheRunningOne() {
        let scene = makeScene()
        let first = AnimationDelegateLog()
        let roll = CATransition()
        roll.type = .push
        roll.delegate = first
        scene.counter.label.layer.add(roll, forKey: nil)
        frames(3, scene.window)
        scene.counter.increment()
        #expect(first.log == ["start", "stop false"])
        #expect(oldContent(besides: scene.counter.label).count == 1)
    }

    @Test func progressBoundsRunAPartOfTheEffect() {
        let scene = makeScene()
        let part = CATransition()
        part.type = .moveIn
        part.subtype = .fromRight
        part.duration = 0.5
        part.startProgress = 0.25
        part.endProgress = 0.75
        scene.banner.layer.add(part, forKey: nil)
        frames(1, scene.window)  // 1/60 s of 0.5 on a linear pace: progress 0.25 + 0.5/30
        let width = 310.0
        #expect(isClose(translation(scene.banner.presentation.transform).x, width * (0.75 - 0.5 / 30), within: 1e-6))
        // A move-in slides over the old content, which stays put behind it.
        let old = oldContent(besides: scene.banner).first
        let index = { (view: UIView?) in scene.window.childViews.firstIndex { $0 === view } ?? -1 }
        #expect(index(old) == index(scene.banner) - 1)
        #expect(CATransform3DIsIdentity(old?.presentation.transform ?? CATransform3DMakeScale(2, 2, 1)))
    }

    @Test func aTransitionKeptAfterItsEndHoldsItsLastLookUntilRemoved() {
        let scene = makeScene()
        let part = CATransition()
        part.type = .reveal
        part.subtype = .fromTop
        part.duration = 0.2
        part.endProgress = 0.5
        part.isRemovedOnCompletion = false
        part.fillMode = .forwards
        scene.banner.layer.add(part, forKey: nil)
        frames(30, scene.window)
        let old = oldContent(besides: scene.banner).first
        // From the top: the old content half way out downwards, the banner in place.
        #expect(isClose(translation(old?.presentation.transform ?? .identity), CGPoint(x: 0, y: 28), within: 1e-6))
        #expect(!scene.window.hasRunningAnimations)
        scene.banner.layer.removeAnimation(forKey: kCATransition)
        #expect(old?.superview == nil && oldContent(besides: scene.banner).isEmpty)
    }

    @Test func aDelayedTransitionShowsTheNewLookUntilItBegins() {
        let scene = makeScene()
        let later = CATransition()
        later.type = .push
        later.beginTime = scene.window.clock.time + 0.2  // CACurrentMediaTime() reads the key window's
        scene.banner.layer.add(later, forKey: nil)
        frames(6, scene.window)
        #expect(oldContent(besides: scene.banner).first?.presentation.isHidden == true)
        #expect(CATransform3DIsIdentity(scene.banner.presentation.transform))
        frames(12, scene.window)  // 0.1 s in, from the left (no subtype)
        #expect(isClose(translation(scene.banner.presentation.transform).x, -310 * 0.6, within: 1e-6))
    }

    @Test func badInputRunsAsDocumented() {
        let scene = makeScene()
        let cube = CATransition()
        cube.type = CATransitionType(rawValue: "cube")  // private on iOS: a fade here
        cube.startProgress = .nan
        cube.endProgress = 7
        cube.duration = .nan
        scene.banner.layer.add(cube, forKey: nil)
        frames(3, scene.window)  // 0.05 s of the transaction's 0.25
        #expect(isClose(oldContent(besides: scene.banner).first?.presentation.alpha ?? 0, 0.8, within: 1e-9))
        // Outside a window there is no clock: the delegate hears a stop at once.
        let delegate = AnimationDelegateLog()
        let loose = CATransition()
        loose.delegate = delegate
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.add(loose, forKey: nil)
        #expect(delegate.log == ["stop false"] && view.childViews.isEmpty)
    }

    @Test func framesWithDamageMatchWholeCompositesAndTheReference() {
        let scene = makeScene()
        scene.counter.increment()
        scene.banner.showSaved()
        expectFramesMatchWholeComposites(of: scene.window, renderer: scene.renderer, frames: 9, everyFrameChanges: true)
        // 0.15 s in: the lower half of "0" leaving at the counter's top edge, the upper half
        // of "1" coming up at its bottom edge; the orange "Saving…" banner 30 % faded over the
        // green "Saved" one.
        expectMatchesReference(scene.renderer.render(scene.window).image(), named: "layer-transitions")
    }

    @Test func aNavigationPushFadesInsteadOfSliding() {
        let window = UIWindow(size: CGSize(width: 390, height: 300))
        let inbox = InboxViewController()
        let navigation = UINavigationController(rootViewController: inbox)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let renderer = CairoRenderer(scale: 1)
        renderer.attach(to: window)
        frames(1, window)
        inbox.openMessage()
        #expect(navigation.topViewController is MessageViewController)
        frames(7, window)  // 0.117 s of 0.35
        let old = oldContent(besides: navigation.view).first
        #expect(isClose(old?.presentation.alpha ?? 0, 1 - 7.0 / 21, within: 1e-9))
        frames(14, window)
        #expect(oldContent(besides: navigation.view).isEmpty && !window.hasRunningAnimations)
    }

    @Test func aScreenMovesInOnTheWindowAndIsRevealedAway() throws {
        let window = UIWindow(size: CGSize(width: 390, height: 300))
        let inbox = InboxViewController()
        window.rootViewController = UINavigationController(rootViewController: inbox)
        window.makeKeyAndVisible()
        let renderer = CairoRenderer(scale: 1)
        renderer.attach(to: window)
        frames(1, window)
        _ = renderer.render(window)
        inbox.openSettings()
        let settings = try #require(inbox.presentedViewController as? SettingsSheetViewController)
        // The window has no superlayer: its sublayers move in, and the old picture, inside it
        // behind them, keeps its place.
        let old = try #require(oldContent(besides: window).first)
        #expect(window.childViews.first === old)
        frames(12, window)  // 0.2 s of 0.4 on ease-out
        let progress = TimingCurve.easeOut.value(at: 0.5)  // Core Animation's ease-out
        let offset = 390 * (1 - progress)
        #expect(isClose(translation(window.presentation.sublayerTransform).x, offset, within: 1e-6))
        #expect(isClose(translation(old.presentation.transform).x, -offset, within: 1e-6))
        let frame = renderer.render(window)
        let fresh = CairoRenderer(scale: 1)
        fresh.attach(to: window)
        #expect(frame.hasSamePixels(as: fresh.render(window)))
        expectMatchesReference(frame.image(), named: "window-move-in")
        frames(12, window)
        #expect(old.superview == nil && CATransform3DIsIdentity(window.presentation.sublayerTransform))

        // Removed part way, the window's transition takes its picture and the status bar's
        // counter-motion with it: nothing is left displaced.
        let sideways = CATransition()
        sideways.type = .push
        sideways.subtype = .fromRight
        window.layer.add(sideways, forKey: nil)
        frames(5, window)
        #expect(!CATransform3DIsIdentity(window.statusBar.presentation.transform))
        window.layer.removeAnimation(forKey: kCATransition)
        #expect(oldContent(besides: window).isEmpty && CATransform3DIsIdentity(window.statusBar.presentation.transform))
        #expect(CATransform3DIsIdentity(window.presentation.sublayerTransform))

        settings.close()
        frames(12, window)  // from the left: the settings half-way out to the right, linearly
        let revealed = try #require(oldContent(besides: window).last)
        #expect(inbox.presentedViewController == nil)
        #expect(isClose(translation(revealed.presentation.transform).x, 195, within: 1e-6))
    }
}

