import Foundation
import Testing
import TestSupport
import UIKit

/// Appearance through the tree: `overrideUserInterfaceStyle` on windows, controllers and views,
/// `traitCollectionDidChange(_:)` where the traits changed, dynamic backgrounds resolved again,
/// drawing views redrawn.
@MainActor
struct UIViewTraitsTests {
    /// A view that logs its trait changes: its name, the appearance it had and the one current.
    final class TraitLog: UIView {
        var name = ""
        var log: (String) -> Void = { _ in }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            let was = previousTraitCollection?.userInterfaceStyle == .dark ? "dark" : "light"
            let now = UITraitCollection.current.userInterfaceStyle == .dark ? "dark" : "light"
            log("\(name): \(was)→\(now)")
        }
    }

    /// A controller that logs its trait changes.
    final class LoggingController: UIViewController {
        var name = ""
        var log: (String) -> Void = { _ in }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log("\(name) controller: \(traitCollection.userInterfaceStyle == .dark ? "dark" : "light")")
        }
    }

    /// A window with views root ⊃ (middle ⊃ leaf, own), `own` overriding to light.
    func tree(log: @escaping (String) -> Void) -> (window: UIWindow, root: TraitLog, middle: TraitLog, leaf: TraitLog, own: TraitLog) {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let views = (TraitLog(), TraitLog(), TraitLog(), TraitLog())
        for (view, name) in [(views.0, "root"), (views.1, "middle"), (views.2, "leaf"), (views.3, "own")] {
            view.name = name
            view.log = log
        }
        window.addSubview(views.0)
        views.0.addSubview(views.1)
        views.1.addSubview(views.2)
        views.0.addSubview(views.3)
        views.3.overrideUserInterfaceStyle = .light
        return (window, views.0, views.1, views.2, views.3)
    }

    @Test func theWindowsAppearanceReachesEveryViewThatDoesNotOverrideIt() {
        var log: [String] = []
        let (window, root, _, leaf, own) = tree { log.append($0) }
        #expect(log.isEmpty, "joining a window reports nothing when nothing differs")
        #expect(leaf.traitCollection.userInterfaceStyle == .light)
        window.overrideUserInterfaceStyle = .dark
        // Superviews first, with the new traits current; the view that keeps its own
        // appearance hears nothing.
        #expect(log == ["root: light→dark", "middle: light→dark", "leaf: light→dark"])
        #expect(leaf.traitCollection.userInterfaceStyle == .dark && own.traitCollection.userInterfaceStyle == .light)
        #expect(leaf.traitCollection.horizontalSizeClass == .compact && leaf.traitCollection.displayScale == 2)
        log = []
        window.overrideUserInterfaceStyle = .dark
        #expect(log.isEmpty, "the same appearance again changes nothing")
        root.overrideUserInterfaceStyle = .light
        #expect(log == ["root: dark→light", "middle: dark→light", "leaf: dark→light"])
    }

    @Test func aViewMovedUnderAnotherAppearanceHearsIt() {
        var log: [String] = []
        let (window, root, middle, _, own) = tree { log.append($0) }
        root.overrideUserInterfaceStyle = .dark
        log = []
        own.addSubview(middle)  // from dark to light
        #expect(log == ["middle: dark→light", "leaf: dark→light"])
        log = []
        let outside = TraitLog()
        outside.name = "outside"
        outside.log = { log.append($0) }
        root.addSubview(outside)  // first report: nothing to compare with
        #expect(log.isEmpty && outside.traitCollection.userInterfaceStyle == .dark)
        _ = window
    }

    @Test func aDynamicBackgroundIsKeptAsSetAndShownResolved() {
        let stage = AnimationStage()
        stage.view.backgroundColor = .systemBackground
        #expect(stage.view.backgroundColor == .systemBackground, "read back as set")
        #expect(stage.view.model.backgroundColor == .white)
        UIView.animate(withDuration: 1) { stage.window.overrideUserInterfaceStyle = .dark }
        #expect(stage.view.model.backgroundColor == .black)
        #expect(stage.view.presentation.backgroundColor == .black, "an appearance change is not animated")
        // A fixed colour set on the layer replaces the dynamic one.
        stage.view.layer.backgroundColor = UIColor.red.cgColor
        #expect(stage.view.backgroundColor == .red)
        stage.window.overrideUserInterfaceStyle = .light
        #expect(stage.view.backgroundColor == .red && stage.view.model.backgroundColor == .red)
        // A view made outside a window takes the window's appearance when it joins it.
        let card = UIView()
        card.backgroundColor = .secondarySystemBackground
        #expect(card.model.backgroundColor == UIColor(rgb: 0xF2F2F7))
        stage.window.overrideUserInterfaceStyle = .dark
        stage.window.addSubview(card)
        #expect(card.model.backgroundColor == UIColor(rgb: 0x1C1C1E))
        // Taken out, given another colour there (resolved in the light), and put back into the
        // same dark window: its traits did not change, its background is still made dark.
        card.removeFromSuperview()
        card.backgroundColor = .systemBackground
        #expect(card.model.backgroundColor == .white)
        stage.window.addSubview(card)
        #expect(card.model.backgroundColor == .black)
    }

    @Test func viewsThatDrawAreRedrawnWhenTheAppearanceChanges() {
        let stage = AnimationStage()
        let label = UILabel()
        label.text = "Today"
        stage.view.addSubview(label)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.view.addSubview(plain)
        #expect(plain.drawsContent == false)
        let (labelVersion, plainVersion) = (label.contentVersion, plain.contentVersion)
        let lightKey = label.sharedContentKey
        stage.window.overrideUserInterfaceStyle = .dark
        #expect(label.contentVersion != labelVersion, "the label draws in .label: redrawn")
        #expect(plain.contentVersion == plainVersion, "a view that draws nothing is not")
        #expect(label.sharedContentKey != lightKey, "a light label's bitmap is not shared with a dark one")
        // A size-class change alone does not redraw.
        let version = label.contentVersion
        stage.window.resize(to: CGSize(width: 844, height: 390))
        #expect(label.contentVersion == version && label.traitCollection.verticalSizeClass == .compact)
    }

    @Test func aControllersOverrideReachesItsViewsAndChildrenButNotAChildThatOverrides() {
        var log: [String] = []
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let root = LoggingController(), child = LoggingController(), fixed = LoggingController()
        for (controller, name) in [(root, "root"), (child, "child"), (fixed, "fixed")] {
            controller.name = name
            controller.log = { log.append($0) }
        }
        window.rootViewController = root
        for embedded in [child, fixed] {
            root.addChild(embedded)
            root.view.addSubview(embedded.view)
            embedded.didMove(toParent: root)
        }
        fixed.overrideUserInterfaceStyle = .light
        let inner = TraitLog()
        inner.name = "inner"
        inner.log = { log.append($0) }
        child.view.addSubview(inner)
        log = []
        root.overrideUserInterfaceStyle = .dark
        #expect(log == ["root controller: dark", "child controller: dark", "inner: light→dark"])
        #expect(child.view.traitCollection.userInterfaceStyle == .dark && fixed.view.traitCollection.userInterfaceStyle == .light)
        #expect(window.traitCollection.userInterfaceStyle == .light, "the window keeps its own")
        // A presented controller takes its presenter's appearance.
        let sheet = LoggingController()
        root.present(sheet, animated: false)
        #expect(sheet.traitCollection.userInterfaceStyle == .dark && sheet.view.traitCollection.userInterfaceStyle == .dark)
    }

    /// A view that notes the appearance current while it lays out and hears its tint.
    final class CurrentLog: UIView {
        var seen: [String] = []
        func note(_ event: String) { seen.append("\(event): \(UITraitCollection.current.userInterfaceStyle == .dark ? "dark" : "light")") }
        override func layoutSubviews() {
            super.layoutSubviews()
            note("layout")
        }
        override func tintColorDidChange() {
            super.tintColorDidChange()
            note("tint")
        }
    }

    @Test func aViewsOwnTraitsAreCurrentWhileItLaysOutAndHearsItsTint() {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let darkBox = CurrentLog(), lightBox = CurrentLog(), inner = CurrentLog()
        window.addSubview(darkBox)
        darkBox.addSubview(lightBox)
        lightBox.addSubview(inner)
        darkBox.overrideUserInterfaceStyle = .dark
        lightBox.overrideUserInterfaceStyle = .light
        window.layoutIfNeeded()
        #expect(darkBox.seen == ["layout: dark"] && lightBox.seen == ["layout: light"] && inner.seen == ["layout: light"])
        darkBox.tintColor = .systemPink
        #expect(darkBox.seen.last == "tint: dark" && inner.seen.last == "tint: light")
    }

    @Test func theStatusBarAndAdaptiveBlursFollowTheAppearance() {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        window.rootViewController = UIViewController()
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        let fixed = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialLight))
        window.addSubview(blur)
        window.addSubview(fixed)
        let lightTint = blur.backdrop?.tint
        #expect(window.statusBar.tintColor == .black)
        window.overrideUserInterfaceStyle = .dark
        #expect(window.statusBar.tintColor == .white, "the default style: light content in the dark")
        #expect(blur.backdrop?.tint == UIBlurEffect.Style.systemMaterialDark.backdrop.tint && blur.backdrop?.tint != lightTint)
        #expect(fixed.backdrop?.tint == lightTint)
    }
}
