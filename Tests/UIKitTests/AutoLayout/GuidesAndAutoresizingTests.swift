import Foundation
import Testing
import TestSupport
import UIKit

/// The safe area and margins guides, the app's own guides, and autoresizing masks turned into
/// constraints.
@MainActor
struct GuidesAndAutoresizingTests {
    @Test func safeAreaAndMarginGuidesFollowTheirInsets() {
        let stage = LayoutStage()
        stage.window.screenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let content = stage.add(UIView())
        let title = stage.add(UIView())
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: stage.root.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: stage.root.safeAreaLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: stage.root.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: stage.root.trailingAnchor),
            title.leadingAnchor.constraint(equalTo: stage.root.layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: stage.root.layoutMarginsGuide.trailingAnchor),
            title.topAnchor.constraint(equalTo: stage.root.layoutMarginsGuide.topAnchor),
            title.heightAnchor.constraint(equalToConstant: 40),
        ])
        stage.layout()
        #expect(content.frame == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
        #expect(title.frame == CGRect(x: 8, y: 55, width: 374, height: 40))  // margins: 8 + safe area
        #expect(stage.root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
        // New insets reach the guides at the next pass.
        stage.window.screenSafeAreaInsets = .zero
        stage.layout()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(title.frame.minY == 8)
    }

    @Test func aGuideSpacesViewsEvenly() {
        let stage = LayoutStage()
        let left = stage.add(UIView())
        let right = stage.add(UIView())
        let gap = UILayoutGuide()
        gap.identifier = "gap"
        stage.root.addLayoutGuide(gap)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: stage.root.leadingAnchor),
            left.widthAnchor.constraint(equalToConstant: 100),
            gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
            right.trailingAnchor.constraint(equalTo: stage.root.trailingAnchor),
            right.widthAnchor.constraint(equalToConstant: 100),
            gap.topAnchor.constraint(equalTo: stage.root.topAnchor), gap.heightAnchor.constraint(equalToConstant: 10),
            left.topAnchor.constraint(equalTo: gap.bottomAnchor), right.topAnchor.constraint(equalTo: gap.bottomAnchor),
            left.heightAnchor.constraint(equalToConstant: 10), right.heightAnchor.constraint(equalToConstant: 10),
        ])
        stage.layout()
        #expect(gap.layoutFrame == CGRect(x: 100, y: 0, width: 190, height: 10))
        #expect(stage.root.layoutGuides.count == 1 && gap.owningView === stage.root)
        stage.root.removeLayoutGuide(gap)
        #expect(gap.owningView == nil)
        #expect(stage.root.constraints.count == 2, "only the two that did not use the guide are left")
    }

    @Test func aTranslatingViewIsHeldAtItsFrameAndFollowsItsMask() {
        let stage = LayoutStage()
        // A frame-laid-out panel (mask: flexible width) inside a constrained container.
        let container = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100)))
        let panel = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 50))
        panel.autoresizingMask = [.flexibleWidth]
        container.addSubview(panel)
        let badge = stage.add(UIView(), to: container)
        let width = container.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: stage.root.leadingAnchor),
            container.topAnchor.constraint(equalTo: stage.root.topAnchor), width,
            container.heightAnchor.constraint(equalToConstant: 100),
            badge.leadingAnchor.constraint(equalTo: panel.trailingAnchor, constant: 4),  // panel joins the engine
            badge.topAnchor.constraint(equalTo: panel.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 6), badge.heightAnchor.constraint(equalToConstant: 6),
        ])
        stage.layout()
        #expect(panel.frame == CGRect(x: 10, y: 10, width: 180, height: 50))
        #expect(badge.frame.origin == CGPoint(x: 194, y: 10))
        width.constant = 300
        stage.layout()
        #expect(panel.frame == CGRect(x: 10, y: 10, width: 280, height: 50))
        #expect(badge.frame.origin == CGPoint(x: 294, y: 10))
        // The app moving the panel moves what is pinned to it.
        panel.frame = CGRect(x: 20, y: 30, width: 100, height: 50)
        stage.layout()
        #expect(badge.frame.origin == CGPoint(x: 124, y: 30))
        #expect(panel.constraintsAffectingLayout(for: .horizontal).contains { $0.description.contains("NSAutoresizingMaskLayoutConstraint") && $0.description.contains("h=-&-") })
    }

    @Test func forgettingToTurnOffTranslationReportsTheClassicConflict() {
        let stage = LayoutStage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.accessibilityIdentifier = "forgotten"
        stage.root.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 200)
        width.isActive = true
        stage.layout()
        #expect(view.frame.width == 100, "the frame's constraint wins; the new one is broken")
        let message = stage.messages.last ?? ""
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("NSAutoresizingMaskLayoutConstraint"))
        #expect(message.contains("h=--- v=---"))
        #expect(message.contains("'forgotten'.width == 200"))
        #expect(message.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:") || message.contains("Will attempt to recover by breaking constraint\n<NSLayoutConstraint:"))
        #expect(width.isActive, "a broken constraint stays active, as in UIKit")
    }
}
