import Motion
import Testing
import TestSupport
import UIKitTools
import UIKit

@MainActor
struct UITraitCollectionTests {
    @Test(arguments: [
        (CGSize(width: 390, height: 844), UIUserInterfaceSizeClass.compact, UIUserInterfaceSizeClass.regular),  // iPhone, portrait
        (CGSize(width: 844, height: 390), .compact, .compact),  // iPhone, landscape
        (CGSize(width: 1024, height: 768), .regular, .regular),  // iPad
        (CGSize(width: 678, height: 1000), .regular, .regular),  // iPad, two-thirds split
        (CGSize(width: 677, height: 1000), .compact, .regular),
        (CGSize(width: 320, height: 480), .compact, .regular),  // the smallest iPhone
        (CGSize(width: 0, height: 0), .compact, .compact),
    ])
    func sizeClassesFollowTheWindowsSize(size: CGSize, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        let window = UIWindow(size: size)
        #expect(window.traitCollection.horizontalSizeClass == horizontal)
        #expect(window.traitCollection.verticalSizeClass == vertical)
        #expect(window.traitCollection.displayScale == 2 && window.traitCollection.userInterfaceStyle == .light)
    }

    /// Crossing a boundary: `willTransition(to:with:)`, then `viewWillTransition(to:with:)`,
    /// then `traitCollectionDidChange` with the new traits in place; a resize within a size
    /// class sends no trait callbacks.
    @Test func aResizeAcrossABoundaryCallsTheTraitHooksInUIKitsOrder() {
        let log = TraceLog()
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let controller = TracingViewController(name: "root", color: .white, log: log)
        controller.tracesTraits = true
        window.rootViewController = controller
        var seen: [UIUserInterfaceSizeClass] = []
        let registration = controller.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (controller: TracingViewController, previous) in
            seen.append(controller.traitCollection.verticalSizeClass)
            log.add("handler(was \(previous.verticalSizeClass == .regular ? "regular" : "compact"))")
        }
        log.clear()
        window.resize(to: CGSize(width: 844, height: 390))
        #expect(log.lines == [
            "willTransition(to: compact width)(root)", "viewWillTransition(to: 844x390)(root)",
            "traitCollectionDidChange(root)", "handler(was regular)",
        ])
        #expect(seen == [.compact])
        log.clear()
        window.resize(to: CGSize(width: 800, height: 400))
        #expect(log.lines == ["viewWillTransition(to: 800x400)(root)"])
        controller.unregisterForTraitChanges(registration)
        log.clear()
        window.resize(to: CGSize(width: 390, height: 844))
        #expect(!log.lines.contains { $0.hasPrefix("handler") })
        #expect(log.lines.contains("traitCollectionDidChange(root)"))
    }

    @Test func aRegistrationHearsOnlyItsTraitsAndTheAppearanceIsATrait() {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let controller = UIViewController()
        window.rootViewController = controller
        var styleChanges = 0, sizeChanges = 0
        controller.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { styleChanges += 1 }
        controller.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { sizeChanges += 1 }
        window.overrideUserInterfaceStyle = .dark
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(styleChanges == 1 && sizeChanges == 0)
        window.resize(to: CGSize(width: 1024, height: 768))
        #expect(styleChanges == 1 && sizeChanges == 1)
    }

    @Test func collectionsCombineAndCompare() {
        let combined = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(displayScale: 3),
                                                      UITraitCollection(horizontalSizeClass: .regular)])
        #expect(combined.horizontalSizeClass == .regular && combined.displayScale == 3 && combined.verticalSizeClass == .unspecified)
        #expect(combined.containsTraits(in: UITraitCollection(displayScale: 3)))
        #expect(!combined.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        #expect(UITraitCollection(displayScale: .nan).displayScale == 0)
    }
}
