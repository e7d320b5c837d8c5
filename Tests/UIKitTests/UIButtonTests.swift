import Testing
import TestSupport
import UIKit

/// UIKit's closure form of target-action: UIAction, UIButton(primaryAction:), addAction(_:for:).
@MainActor
struct UIButtonTests {
    @Test func aPrimaryActionRunsOnATapAndNamesTheButton() {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        var log: [String] = []
        let button = UIButton(primaryAction: UIAction(title: "Close") { action in
            log.append("primary \(action.title) from \(action.sender === nil ? "nobody" : "the button")")
        })
        #expect(button.currentTitle == "Close")
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        window.addSubview(button)
        let extra = UIAction(identifier: UIAction.Identifier("extra")) { _ in log.append("touchUpInside") }
        button.addAction(extra, for: .touchUpInside)
        var finger = Finger(on: window)
        finger.tap(at: CGPoint(x: 150, y: 120))
        #expect(log == ["primary Close from the button", "touchUpInside"])

        button.removeAction(identifiedBy: UIAction.Identifier("extra"), for: .touchUpInside)
        button.isEnabled = false
        button.sendActions(for: .primaryActionTriggered)  // a disabled button sends nothing
        button.isEnabled = true
        button.sendActions(for: .touchUpInside)  // nothing is left for this event
        #expect(log.count == 2)
        button.sendActions(for: .primaryActionTriggered)
        #expect(log.count == 3 && log.last == "primary Close from the button")
    }
}
