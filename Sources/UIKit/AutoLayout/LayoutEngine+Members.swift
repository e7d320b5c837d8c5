import Cassowary
import Foundation

// Views and guides joining and leaving the engine, and the constraints that define them.
extension LayoutEngine {
    /// The item's variables, making it a member first if it is not one.
    func member(_ item: LayoutItem) -> Member {
        let id = ObjectIdentifier(item.object)
        if let existing = members[id] { return existing }
        let made = Member(item: WeakLayoutItem(item), x: solver.makeVariable(), y: solver.makeVariable(),
                          width: solver.makeVariable(), height: solver.makeVariable())
        members[id] = made
        switch item {
        case .view(let view):
            if !isScratch { view.autoLayout.memberOf = self }
            define(view)
            // Subviews already here and sized by their masks now follow this view's size.
            for subview in view.subviews where members[ObjectIdentifier(subview)] != nil
                && subview.autoLayout.translatesAutoresizingMask && !subview.autoresizingMask.isEmpty {
                define(subview)
            }
        case .guide(let guide):
            if guide.system != nil, let owner = guide.owningView {
                _ = member(.view(owner))
                systemGuides.append(guide)
            }
            defineGuide(guide)
        }
        return members[id] ?? made
    }

    /// Replaces the constraints that define a member view: its autoresizing mask when it
    /// translates it, else its intrinsic content size with its hugging and compression
    /// priorities.
    func define(_ view: UIView) {
        let id = ObjectIdentifier(view)
        guard members[id] != nil else { return }
        removeGenerated(of: id)
        var generated: [NSLayoutConstraint] = []
        if isScratch && view === root {
            // The view being measured: its size is what the engine finds.
        } else if view.autoLayout.translatesAutoresizingMask {
            generated = autoresizingConstraints(for: view)
        } else {
            generated = contentSizeConstraints(for: view)
        }
        members[id]?.generated = generated
        for constraint in generated { add(constraint) }
    }

    /// Takes a member's generated constraints out of the solver.
    func removeGenerated(of id: ObjectIdentifier) {
        guard let generated = members[id]?.generated, !generated.isEmpty else { return }
        for constraint in generated { remove(constraint) }
        members[id]?.generated = []
    }

    /// The view's mask as constraints (`NSAutoresizingMaskLayoutConstraint`): its current frame
    /// held, with the flexible parts of each axis sharing the superview's change of size in
    /// proportion to their lengths, as ``UIView`` resizes subviews. Without a superview in the
    /// engine, the frame is held as it is.
    func autoresizingConstraints(for view: UIView) -> [NSLayoutConstraint] {
        let frame = view.alignmentFrame
        let mask = view.autoresizingMask
        let superview = view.superview
        let followsSuperview = superview.map { members[ObjectIdentifier($0)] != nil } ?? false
        let maskText = "h=" + Self.maskCode(mask, horizontal: true) + " v=" + Self.maskCode(mask, horizontal: false)
        var constraints: [NSLayoutConstraint] = []
        for horizontal in [true, false] {
            let start = horizontal ? frame.minX : frame.minY
            let length = horizontal ? frame.width : frame.height
            let container = horizontal ? (superview?.bounds.width ?? 0) : (superview?.bounds.height ?? 0)
            let flexible = (
                start: mask.contains(horizontal ? .flexibleLeftMargin : .flexibleTopMargin),
                length: mask.contains(horizontal ? .flexibleWidth : .flexibleHeight),
                end: mask.contains(horizontal ? .flexibleRightMargin : .flexibleBottomMargin))
            // The share of a change of the container's size each part takes (UIView.resize's rule).
            let end = container - start - length
            let parts = [(flexible.start, start), (flexible.length, length), (flexible.end, end)].filter(\.0)
            let total = parts.map { Swift.max(0, $0.1) }.reduce(0, +)
            func share(_ isFlexible: Bool, _ value: Double) -> Double {
                guard isFlexible, followsSuperview else { return 0 }
                return total > 0 ? Swift.max(0, value) / total : 1 / Double(parts.count)
            }
            let startShare = share(flexible.start, start)
            let lengthShare = share(flexible.length, length)
            let positionAttribute: NSLayoutConstraint.Attribute = horizontal ? .left : .top
            let sizeAttribute: NSLayoutConstraint.Attribute = horizontal ? .width : .height
            for (attribute, value, fraction) in [(positionAttribute, start, startShare), (sizeAttribute, length, lengthShare)] {
                let constraint: NSLayoutConstraint
                if fraction != 0, let superview {
                    // attribute = value + fraction × (superview size − container)
                    constraint = NSLayoutConstraint(
                        first: .view(view), firstAttribute: attribute, relation: .equal, second: .view(superview),
                        secondAttribute: sizeAttribute, multiplier: fraction, constant: value - fraction * container,
                        origin: .autoresizingMask(maskText))
                } else {
                    constraint = NSLayoutConstraint(
                        first: .view(view), firstAttribute: attribute, relation: .equal, second: nil,
                        secondAttribute: .notAnAttribute, constant: value, origin: .autoresizingMask(maskText))
                }
                constraints.append(constraint)
            }
        }
        return constraints
    }

    /// UIKit's three-character code for an axis of a mask: `-` fixed, `&` flexible, for the
    /// leading margin, the size and the trailing margin.
    static func maskCode(_ mask: UIView.AutoresizingMask, horizontal: Bool) -> String {
        let parts: [UIView.AutoresizingMask] = horizontal
            ? [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
            : [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        return parts.map { mask.contains($0) ? "&" : "-" }.joined()
    }

    /// The view's intrinsic size as constraints (`NSContentSizeLayoutConstraint`): at least the
    /// size at its compression resistance priority, at most at its hugging priority, per axis
    /// that has a size.
    func contentSizeConstraints(for view: UIView) -> [NSLayoutConstraint] {
        let size = view.intrinsicContentSize
        var constraints: [NSLayoutConstraint] = []
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let value = axis == .horizontal ? size.width : size.height
            guard value != UIView.noIntrinsicMetric, value.isFinite, value >= 0 else { continue }
            let attribute: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
            let hug = NSLayoutConstraint(first: .view(view), firstAttribute: attribute, relation: .lessThanOrEqual, second: nil,
                                         secondAttribute: .notAnAttribute, constant: value, origin: .contentSize)
            hug.priority = view.contentHuggingPriority(for: axis)
            let resist = NSLayoutConstraint(first: .view(view), firstAttribute: attribute, relation: .greaterThanOrEqual, second: nil,
                                            secondAttribute: .notAnAttribute, constant: value, origin: .contentSize)
            resist.priority = view.contentCompressionResistancePriority(for: axis)
            constraints += [hug, resist]
        }
        return constraints
    }

    /// A system guide's constraints: the owning view's bounds inset by its safe area or margins
    /// (a scroll view's frame guide inset: they stay with the frame while the content scrolls,
    /// as `layoutFrame` reports them); a scroll view's frame (its size, at the content offset);
    /// a scroll view's content (at the content's origin, resting at the content size below
    /// every priority). A guide defined before gets new constants in place (a scroll moves its
    /// frame guide every frame).
    func defineGuide(_ guide: UILayoutGuide) {
        let id = ObjectIdentifier(guide)
        guard let system = guide.system, let owner = guide.owningView, let input = guideInput(of: guide),
              let member = members[id] else { return }
        if let old = member.guideInput, old.hasSameForm(as: input), member.generated.count == 4 {
            members[id]?.guideInput = input
            for (constraint, constant) in zip(member.generated, input.constants) where constraint.constant != constant {
                constraint.constant = constant
            }
            return
        }
        removeGenerated(of: id)
        let scrolls = owner.layoutContentSize != nil && (system == .safeArea || system == .layoutMargins)
        let reference: LayoutItem = scrolls ? .guide(owner.systemLayoutGuide(.scrollFrame)) : .view(owner)
        func make(_ attribute: NSLayoutConstraint.Attribute, _ constant: CGFloat, _ side: String) -> NSLayoutConstraint {
            let constraint = NSLayoutConstraint(first: .guide(guide), firstAttribute: attribute, relation: .equal, second: reference,
                                                secondAttribute: attribute, constant: constant, origin: .system)
            constraint.identifier = "\(system.identifier)-\(side)"
            return constraint
        }
        func rest(_ attribute: NSLayoutConstraint.Attribute, _ length: CGFloat, _ side: String) -> NSLayoutConstraint {
            let constraint = NSLayoutConstraint(first: .guide(guide), firstAttribute: attribute, relation: .equal, second: nil,
                                                secondAttribute: .notAnAttribute, constant: length, origin: .scrollContentSize)
            constraint.identifier = "\(system.identifier)-\(side)"
            return constraint
        }
        let constants = input.constants
        let generated: [NSLayoutConstraint]
        switch input {
        case .insets:
            generated = [make(.left, constants[0], "left"), make(.top, constants[1], "top"),
                         make(.right, constants[2], "right"), make(.bottom, constants[3], "bottom")]
        case .origin:
            generated = [make(.left, constants[0], "left"), make(.top, constants[1], "top"),
                         make(.width, constants[2], "width"), make(.height, constants[3], "height")]
        case .size:
            generated = [make(.left, constants[0], "left"), make(.top, constants[1], "top"),
                         rest(.width, constants[2], "width"), rest(.height, constants[3], "height")]
        }
        members[id]?.generated = generated
        members[id]?.guideInput = input
        for constraint in generated { add(constraint) }
    }

    /// What a system guide is made from now (nil for the app's guides and guides without a view).
    func guideInput(of guide: UILayoutGuide) -> GuideInput? {
        guard let system = guide.system, let owner = guide.owningView else { return nil }
        return switch system {
        case .safeArea: .insets(owner.safeAreaInsets)
        case .layoutMargins: .insets(owner.layoutMargins)
        case .scrollFrame: .origin(owner.bounds.origin)
        case .scrollContent: .size(owner.layoutContentSize ?? .zero)
        }
    }

    /// A member view's definition changed (its mask, or whether it translates it): redefined now.
    func definitionDidChange(of view: UIView) {
        guard members[ObjectIdentifier(view)] != nil else { return }
        define(view)
        root?.setNeedsLayout()
    }

    /// A member view's intrinsic size or content priorities changed: redefined at the next pass.
    func intrinsicContentSizeDidChange(of view: UIView) {
        guard members[ObjectIdentifier(view)] != nil, !view.autoLayout.translatesAutoresizingMask else { return }
        if !pendingDefinitions.contains(where: { $0 === view }) { pendingDefinitions.append(view) }
        root?.setNeedsLayout()
    }

    /// The app set a member view's frame: a view that translates its mask is held at the new
    /// frame.
    func frameDidChange(of view: UIView) {
        guard !isApplyingFrames, view.autoLayout.translatesAutoresizingMask, members[ObjectIdentifier(view)] != nil else { return }
        define(view)
    }
}

extension UIView {
    /// The frame as if untransformed (Auto Layout's alignment rectangle): the bounds' size
    /// around the centre.
    var alignmentFrame: CGRect {
        let size = bounds.size
        return CGRect(x: center.x - size.width * model.anchorPoint.x, y: center.y - size.height * model.anchorPoint.y,
                      width: size.width, height: size.height)
    }
}
