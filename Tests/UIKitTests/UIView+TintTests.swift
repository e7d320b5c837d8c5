import Foundation
import Testing
import TestSupport
import UIKit

/// The tint: inherited down the tree, dimmed by the adjustment mode, announced exactly where it
/// changes, and drawn by system buttons and the bars.
@MainActor
struct UIViewTintTests {
    /// A view that logs its tint changes under a name.
    final class TintLog: UIView {
        var name = ""
        var log: (String) -> Void = { _ in }
        override func tintColorDidChange() {
            super.tintColorDidChange()
            log(name)
        }
    }

    /// A tree: root ⊃ middle ⊃ (leaf, own), `own` having a tint of its own.
    func tree(log: @escaping (String) -> Void) -> (root: TintLog, middle: TintLog, leaf: TintLog, own: TintLog) {
        let views = (TintLog(), TintLog(), TintLog(), TintLog())
        for (view, name) in [(views.0, "root"), (views.1, "middle"), (views.2, "leaf"), (views.3, "own")] {
            view.name = name
            view.log = log
        }
        views.0.addSubview(views.1)
        views.1.addSubview(views.2)
        views.1.addSubview(views.3)
        views.3.tintColor = .systemGreen
        return views
    }

    @Test func theTintIsInheritedFromTheNearestViewThatSetsOne() {
        var log: [String] = []
        let (root, middle, leaf, own) = tree { log.append($0) }
        #expect(root.tintColor == .systemBlue && leaf.tintColor == .systemBlue, "the system blue where nothing sets one")
        #expect(own.tintColor == .systemGreen)
        log = []
        root.tintColor = .systemPink
        // Announced on the root and the views that inherit from it, parents first; not on the
        // view with a colour of its own.
        #expect(log == ["root", "middle", "leaf"])
        #expect(middle.tintColor == .systemPink && leaf.tintColor == .systemPink && own.tintColor == .systemGreen)
        // Setting the same colour again announces nothing.
        log = []
        root.tintColor = .systemPink
        middle.tintColor = .systemPink
        #expect(log.isEmpty)
    }

    @Test func movingUnderAnotherTintAnnouncesItOnlyWhenItDiffers() {
        var log: [String] = []
        let (root, middle, leaf, _) = tree { log.append($0) }
        let pink = TintLog()
        pink.tintColor = .systemPink
        let blue = TintLog()
        log = []
        blue.addSubview(middle)  // blue to blue: nothing changes
        #expect(log.isEmpty)
        pink.addSubview(middle)
        #expect(log == ["middle", "leaf"])
        #expect(leaf.tintColor == .systemPink)
        log = []
        middle.removeFromSuperview()
        #expect(log == ["middle", "leaf"] && leaf.tintColor == .systemBlue)
        _ = root
    }

    @Test func dimmingGreysTheTintDownTheTree() {
        var log: [String] = []
        let (root, middle, leaf, own) = tree { log.append($0) }
        #expect(root.tintAdjustmentMode == .normal && leaf.tintAdjustmentMode == .normal)
        log = []
        middle.tintAdjustmentMode = .dimmed
        #expect(log == ["middle", "leaf", "own"])
        #expect(leaf.tintAdjustmentMode == .dimmed && root.tintAdjustmentMode == .normal)
        // The same luminance in grey: the system blue (0, 0.478, 1) becomes 0.395 grey.
        let dimmed = leaf.tintColor
        #expect(dimmed.red == dimmed.green && dimmed.green == dimmed.blue)
        #expect(Swift.abs(dimmed.red - (0.587 * UIColor.systemBlue.green + 0.114 * UIColor.systemBlue.blue)) < 1e-12)
        #expect(own.tintColor == UIColor.systemGreen.dimmedForTintForTesting)
        // A view set to .normal keeps its tint under a dimmed one.
        log = []
        leaf.tintAdjustmentMode = .normal
        #expect(log == ["leaf"] && leaf.tintColor == .systemBlue)
        middle.tintAdjustmentMode = .automatic
        #expect(middle.tintColor == .systemBlue && own.tintColor == .systemGreen)
    }

    @Test func systemButtonsAndBarsDrawInTheirTint() {
        let window = UIWindow(size: CGSize(width: 390, height: 200))
        let system = UIButton(type: .system)
        system.setTitle("Get", for: .normal)
        let custom = UIButton(type: .custom)
        custom.setTitle("Custom", for: .normal)
        let tabBar = UITabBar(frame: CGRect(x: 0, y: 100, width: 390, height: 83))
        for view in [system, custom, tabBar] { window.addSubview(view) }
        #expect(system.currentTitleColor == .systemBlue && custom.currentTitleColor == .white)
        let before = system.contentVersion
        window.tintColor = .systemOrange
        #expect(system.currentTitleColor == .systemOrange && custom.currentTitleColor == .white)
        #expect(system.contentVersion != before, "the title is drawn again in the new tint")
        #expect(tabBar.tintColor == .systemOrange)
        // A colour set for the state wins over the tint.
        system.setTitleColor(.systemRed, for: .normal)
        #expect(system.currentTitleColor == .systemRed)
    }
}

extension UIColor {
    /// The dimmed tint, recomputed here from its definition.
    var dimmedForTintForTesting: UIColor {
        let luminance = 0.299 * red + 0.587 * green + 0.114 * blue
        return UIColor(red: luminance, green: luminance, blue: luminance, alpha: alpha)
    }
}
