import Cassowary
import Foundation

// From solution to frames: the pass that marks what moved, and the frames layoutSubviews applies.
extension LayoutEngine {
    /// Brings the solution up to date before a layout pass: a pending rebuild, redefined
    /// intrinsic sizes, system guides whose inputs changed (insets, a content offset, a content
    /// size the app set); then, if the solution changed, scroll views take the content size
    /// their content guides were given, and the superview of every view whose solved frame
    /// differs from its frame is marked for layout.
    func sync() {
        if needsRebuild { rebuild() }
        if !pendingDefinitions.isEmpty {
            let views = pendingDefinitions
            pendingDefinitions = []
            for view in views { define(view) }
        }
        for guide in systemGuides where guideInput(of: guide) != members[ObjectIdentifier(guide)]?.guideInput {
            defineGuide(guide)
        }
        guard solutionChanged else { return }
        solutionChanged = false
        if !isScratch { applyContentSizes() }
        for member in members.values {
            guard case .view(let view)? = member.item.item, view !== root, let superview = view.superview else { continue }
            if !isScratch, !isEnginePositioned(view) { continue }
            if !view.alignmentFrame.isClose(to: frame(of: member, scale: view.window?.screenScale ?? 2)) { superview.setNeedsLayout() }
        }
    }

    /// Sets the content size of every scroll view whose content guide the constraints sized
    /// differently (rounded to the pixel grid, as frames are); the guide then rests at it.
    func applyContentSizes() {
        for guide in systemGuides where guide.system == .scrollContent {
            guard let owner = guide.owningView, let current = owner.layoutContentSize,
                  let member = members[ObjectIdentifier(guide)] else { continue }
            let solved = frame(of: member, scale: owner.window?.screenScale ?? 2).size
            guard Swift.abs(solved.width - current.width) >= 1e-3 || Swift.abs(solved.height - current.height) >= 1e-3 else { continue }
            owner.layoutContentSize = solved
            defineGuide(guide)
        }
    }

    /// Whether the engine sets the view's frame: views positioned by constraints, and views whose
    /// mask makes them follow a superview in the engine.
    func isEnginePositioned(_ view: UIView) -> Bool {
        guard view.autoLayout.translatesAutoresizingMask else { return true }
        guard let superview = view.superview, members[ObjectIdentifier(superview)] != nil else { return false }
        return !view.autoresizingMask.isEmpty
    }

    /// A member's solved frame, rounded to the pixel grid of `scale` as UIKit rounds (sizes of
    /// zero or less come out as zero).
    func frame(of member: Member, scale: Double) -> CGRect {
        let pixel = scale > 0 && scale.isFinite ? scale : 2
        func round(_ value: Double) -> Double { (value * pixel).rounded() / pixel }
        let x = solver.value(of: member.x)
        let y = solver.value(of: member.y)
        let left = round(x)
        let top = round(y)
        let right = round(x + Swift.max(0, solver.value(of: member.width)))
        let bottom = round(y + Swift.max(0, solver.value(of: member.height)))
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// An item's solved frame (a view's in its superview, a guide's in its owning view).
    func frame(of item: LayoutItem) -> CGRect? {
        guard let member = members[ObjectIdentifier(item.object)] else { return nil }
        return frame(of: member, scale: item.view?.window?.screenScale ?? 2)
    }

    /// Sets the solved frames of the engine-positioned subviews of `view` (called by the default
    /// ``UIView/layoutSubviews()``): size into the bounds, position into the centre, so a
    /// transform is kept, as UIKit does.
    func applyFrames(toSubviewsOf view: UIView) {
        isApplyingFrames = true
        defer { isApplyingFrames = false }
        let scale = view.window?.screenScale ?? 2
        for subview in view.subviews {
            guard let member = members[ObjectIdentifier(subview)], isEnginePositioned(subview) else { continue }
            let solved = frame(of: member, scale: scale)
            let old = subview.alignmentFrame
            guard !old.isClose(to: solved) else { continue }
            var state = subview.model
            state.bounds.size = solved.size
            state.center = CGPoint(x: solved.minX + solved.width * state.anchorPoint.x, y: solved.minY + solved.height * state.anchorPoint.y)
            subview.model = state
            if subview.intrinsicSizeDependsOnWidth, Swift.abs(old.width - solved.width) >= 1e-3 {
                // A multi-line label measures its height at the width it now has.
                subview.invalidateIntrinsicContentSize()
            }
        }
    }
}

extension CGRect {
    /// Whether two rectangles agree within a thousandth of a point.
    func isClose(to other: CGRect) -> Bool {
        Swift.abs(minX - other.minX) < 1e-3 && Swift.abs(minY - other.minY) < 1e-3
            && Swift.abs(width - other.width) < 1e-3 && Swift.abs(height - other.height) < 1e-3
    }
}
