import Foundation
import Testing
import TestSupport
import UIKit

/// Anchors, relations, multipliers, activation and descriptions, each against frames worked
/// out by hand.
@MainActor
struct NSLayoutConstraintTests {
    @Test func edgesPinnedToTheSuperviewWithInsets() {
        let stage = LayoutStage()
        let card = stage.add(UIView())
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: stage.root.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: stage.root.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: stage.root.topAnchor, constant: 100),
            card.heightAnchor.constraint(equalToConstant: 410),
        ])
        stage.layout()
        #expect(card.frame == CGRect(x: 20, y: 100, width: 350, height: 410))
        #expect(card.constraints.count == 1)  // one item: installed on the item, as UIKit does
        #expect(stage.root.constraints.count == 3)  // two: installed on the common ancestor
        #expect(card.hasAmbiguousLayout == false)
        #expect(stage.messages.isEmpty)
    }

    @Test func everyAnchorPlacesAViewWhereUIKitWould() {
        let stage = LayoutStage()
        let a = stage.add(UIView(), name: "a")
        let b = stage.add(UIView(), name: "b")
        NSLayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: stage.root.leftAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 100),
            a.topAnchor.constraint(equalTo: stage.root.topAnchor, constant: 50),
            a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),          // 50
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),  // 110 + 16
            b.rightAnchor.constraint(equalTo: stage.root.rightAnchor, constant: -4),    // 386
            b.centerYAnchor.constraint(equalTo: a.centerYAnchor, constant: 100),        // 75 + 100
            b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2, constant: 10),  // 110
        ])
        stage.layout()
        #expect(a.frame == CGRect(x: 10, y: 50, width: 100, height: 50))
        #expect(b.frame == CGRect(x: 126, y: 120, width: 260, height: 110))
        let c = stage.add(UIView(), name: "c")
        NSLayoutConstraint.activate([
            c.centerXAnchor.constraint(equalTo: stage.root.centerXAnchor),
            c.bottomAnchor.constraint(equalTo: stage.root.bottomAnchor, constant: -34),
            c.widthAnchor.constraint(greaterThanOrEqualToConstant: 60),
            c.widthAnchor.constraint(lessThanOrEqualTo: b.widthAnchor, multiplier: 0.25),
            c.heightAnchor.constraint(equalToConstant: 30),
            c.trailingAnchor.constraint(equalTo: stage.root.trailingAnchor).withPriority(.defaultLow),
        ])
        stage.layout()
        // Width grows toward the trailing edge (weakly) but at most 65 = 260 / 4, centred.
        #expect(c.frame == CGRect(x: 162.5, y: 780, width: 65, height: 30))
    }

    @Test func theVisualInitializerAndMarginAttributes() {
        let stage = LayoutStage()
        stage.root.layoutMargins = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
        let label = stage.add(UIView())
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: label, attribute: .leading, relatedBy: .equal, toItem: stage.root, attribute: .leadingMargin,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: label, attribute: .trailing, relatedBy: .equal, toItem: stage.root, attribute: .trailingMargin,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: label, attribute: .top, relatedBy: .equal, toItem: stage.root, attribute: .topMargin,
                               multiplier: 1, constant: 4),
            NSLayoutConstraint(item: label, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                               multiplier: 1, constant: 20),
        ])
        stage.layout()
        #expect(label.frame == CGRect(x: 16, y: 14, width: 358, height: 20))
    }

    @Test func changingAConstantMovesTheViewIncrementally() {
        let stage = LayoutStage()
        let view = stage.add(UIView())
        let top = view.topAnchor.constraint(equalTo: stage.root.topAnchor, constant: 100)
        NSLayoutConstraint.activate([top, view.leadingAnchor.constraint(equalTo: stage.root.leadingAnchor),
                                     view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 50)])
        stage.layout()
        #expect(view.frame.minY == 100)
        top.constant = 300
        #expect(view.frame.minY == 100, "frames change at the next layout pass")
        stage.layout()
        #expect(view.frame.minY == 300)
        top.isActive = false
        #expect(!top.isActive && stage.root.constraints.count == 1)
        #expect(view.hasAmbiguousLayout, "nothing places it vertically any more")
        top.isActive = true
        stage.layout()
        #expect(view.frame.minY == 300 && !view.hasAmbiguousLayout)
    }

    @Test func constraintsBetweenCousinsAreSolvedInTheirCommonAncestor() {
        let stage = LayoutStage()
        let left = stage.add(UIView())
        let right = stage.add(UIView())
        let inner = stage.add(UIView(), to: right)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: stage.root.leadingAnchor, constant: 10),
            left.topAnchor.constraint(equalTo: stage.root.topAnchor, constant: 10),
            left.widthAnchor.constraint(equalToConstant: 100), left.heightAnchor.constraint(equalToConstant: 100),
            right.leadingAnchor.constraint(equalTo: stage.root.leadingAnchor, constant: 200),
            right.topAnchor.constraint(equalTo: stage.root.topAnchor, constant: 40),
            right.widthAnchor.constraint(equalToConstant: 150), right.heightAnchor.constraint(equalToConstant: 150),
            // inner's top lines up with left's bottom, though they live in different superviews.
            inner.topAnchor.constraint(equalTo: left.bottomAnchor),
            inner.leadingAnchor.constraint(equalTo: right.leadingAnchor, constant: 5),
            inner.widthAnchor.constraint(equalToConstant: 20), inner.heightAnchor.constraint(equalToConstant: 20),
        ])
        stage.layout()
        #expect(inner.frame == CGRect(x: 5, y: 70, width: 20, height: 20))  // 110 - 40 in right's coordinates
        #expect(stage.root.constraints.contains { $0.firstItem === inner && $0.secondItem === left })
    }

    @Test func baselinesOfLabelsLineUp() {
        let stage = LayoutStage()
        let big = stage.add(UILabel())
        big.text = "Today"
        big.font = .systemFont(ofSize: 34, weight: .bold)
        let small = stage.add(UILabel())
        small.text = "Sunday"
        small.font = .systemFont(ofSize: 13)
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: stage.root.leadingAnchor, constant: 20),
            big.topAnchor.constraint(equalTo: stage.root.topAnchor, constant: 60),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor),
        ])
        stage.layout()
        // Without a renderer, baselines are estimated at 80 % of the line: 0.96 em from the top.
        let bigBaseline = big.frame.minY + 34 * 1.2 * 0.8
        let smallBaseline = small.frame.minY + 13 * 1.2 * 0.8
        #expect(Swift.abs(bigBaseline - smallBaseline) <= 0.5, "\(big.frame) \(small.frame)")
        #expect(small.frame.minX == big.frame.maxX + 8)
    }

    @Test func descriptionsReadAsUIKitPrintsThem() {
        let stage = LayoutStage()
        let view = stage.add(UIView(), name: "card")
        let width = view.widthAnchor.constraint(equalTo: stage.root.widthAnchor, multiplier: 0.5, constant: -8)
        width.identifier = "half"
        #expect(width.description.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(width.description.contains(" 'half' UIView:0x"))
        #expect(width.description.hasSuffix("'card'.width == 0.5*UIView:0x\(String(UInt(bitPattern: Unmanaged.passUnretained(stage.root).toOpaque()), radix: 16)).width - 8>"))
        width.isActive = true
        #expect(width.description.hasSuffix("   (active)>"))
    }

    @Test func itemsInDifferentTreesOrMismatchedAttributesAreRefusedWithAMessage() {
        let stage = LayoutStage()
        let inside = stage.add(UIView())
        let outside = UIView()
        let orphan = inside.leadingAnchor.constraint(equalTo: outside.leadingAnchor)
        orphan.isActive = true
        #expect(!orphan.isActive)
        #expect(stage.messages.last?.contains("because they have no common ancestor") == true)
        let mixed = NSLayoutConstraint(item: inside, attribute: .leading, relatedBy: .equal, toItem: stage.root, attribute: .width,
                                       multiplier: 1, constant: 0)
        mixed.isActive = true
        #expect(!mixed.isActive)
        #expect(stage.messages.last?.contains("Invalid pairing of layout attributes") == true)
        let bad = inside.widthAnchor.constraint(equalToConstant: 10)
        bad.constant = .nan
        #expect(bad.constant == 10)
    }

    /// `NSLayoutConstraint()`, the placeholder apps assign before the real constraint: it
    /// relates nothing and activating it is refused, not a crash (the message goes to standard
    /// error: the constraint belongs to no window).
    @Test func anEmptyConstraintIsAPlaceholderThatCannotBeActivated() {
        let stage = LayoutStage()
        _ = stage.add(UIView())
        let empty = NSLayoutConstraint()
        #expect(empty.firstItem == nil && empty.secondItem == nil && empty.firstAttribute == .notAnAttribute)
        let before = stage.messages.count
        empty.isActive = true
        NSLayoutConstraint.activate([empty])
        stage.root.layoutIfNeeded()
        #expect(!empty.isActive && stage.messages.count == before && stage.root.constraints.isEmpty)
    }

    @Test func priorityCannotCrossRequiredWhileActive() {
        let stage = LayoutStage()
        let view = stage.add(UIView())
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        width.priority = .defaultHigh
        #expect(width.priority == .required)
        #expect(stage.messages.last?.contains("Mutating a priority from required to not") == true)
        width.isActive = false
        width.priority = .defaultHigh
        #expect(width.priority == .defaultHigh)
    }
}

extension NSLayoutConstraint {
    /// The constraint with a priority (test shorthand).
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
