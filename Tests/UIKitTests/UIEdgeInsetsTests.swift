import Testing
import UIKit

/// UIKit's edge insets shrink a rectangle edge by edge, never below zero size.
struct UIEdgeInsetsTests {
    let card = CGRect(x: 20, y: 100, width: 350, height: 410)

    @Test func insetsShrinkEachEdgeAndClampAtZero() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(card.inset(by: insets) == CGRect(x: 22, y: 101, width: 344, height: 406))
        #expect(card.inset(by: UIEdgeInsets(all: 1000)).size == .zero)
        #expect(card.inset(by: .zero) == card)
    }
}
