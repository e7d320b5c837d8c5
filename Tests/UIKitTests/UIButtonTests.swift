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

    /// UIKit's `titleLabel`: its font and lines style the title (and so the button's size);
    /// its text and colour are the button's current ones, whatever is written to them.
    @Test func theTitleLabelStylesTheTitle() throws {
        let button = UIButton(type: .system)
        button.setTitle("Close", for: .normal)
        let label = try #require(button.titleLabel)
        #expect(label === button.titleLabel && label.superview == nil)
        #expect(label.font == .system(size: 17, weight: .semibold) && label.textAlignment == .center && label.numberOfLines == 1)
        #expect(label.text == "Close" && label.textColor == .systemBlue)
        // Off a window the title's size is estimated from the font: 5 × 17 × 0.55 by 17 × 1.2,
        // and 6 points above and below.
        #expect(button.intrinsicContentSize == CGSize(width: 47, height: 33))
        button.titleLabel?.font = .system(size: 34, weight: .bold)
        #expect(button.intrinsicContentSize == CGSize(width: 94, height: 53))
        // The title and its colour follow the button's state; writing them to the label does nothing.
        button.setTitle("Done", for: .highlighted)
        button.setTitleColor(.systemRed, for: .highlighted)
        button.isHighlighted = true
        #expect(label.text == "Done" && label.textColor == .systemRed)
        label.text = "Ignored"
        label.textColor = .systemGreen
        button.isHighlighted = false
        #expect(label.text == "Close" && label.textColor == .systemBlue && button.currentTitle == "Close")
        #expect(UIButton(frame: .zero).titleLabel?.text == nil)
    }
}
