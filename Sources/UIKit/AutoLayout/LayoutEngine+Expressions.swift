import Cassowary
import Foundation

// Constraints as linear expressions over the members' variables.
extension LayoutEngine {
    /// `first − multiplier × second − constant` (compared with zero by the relation), positions
    /// measured in the coordinates of the items' nearest common ancestor; nil when an item is
    /// gone.
    func expression(for constraint: NSLayoutConstraint) -> LinearExpression? {
        guard let first = constraint.firstLayoutItem, let firstView = first.view else { return nil }
        let second = constraint.secondAttribute == .notAnAttribute ? nil : constraint.secondLayoutItem
        var space: UIView?
        if let second {
            guard let secondView = second.view else { return nil }
            space = Self.commonAncestor(firstView, secondView)
            guard space != nil else { return nil }
        } else {
            switch first {
            case .view(let view): space = view.superview
            case .guide(let guide): space = guide.owningView
            }
        }
        let firstAttached = Self.attachment(of: first, constraint.firstAttribute, relatedTo: second, in: space)
        var result = attribute(constraint.firstAttribute, of: firstAttached, in: space)
        if let second {
            let secondAttached = Self.attachment(of: second, constraint.secondAttribute, relatedTo: first, in: space)
            result = result - Double(constraint.multiplier) * attribute(constraint.secondAttribute, of: secondAttached, in: space)
        }
        return result - Double(constraint.constant)
    }

    /// What an item's attribute attaches to. A scroll view related to a view inside it attaches
    /// as UIKit documents for scroll views: its edges to its content layout guide (so they
    /// decide the content size), its centres to its frame layout guide; its width and height
    /// are its frame's. Every other item attaches to itself.
    static func attachment(of item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, relatedTo other: LayoutItem?,
                           in space: UIView?) -> LayoutItem {
        guard case .view(let view) = item, view === space, view.layoutContentSize != nil,
              let other, other.view !== view else { return item }
        switch attribute {
        case .left, .right, .leading, .trailing, .top, .bottom: return .guide(view.systemLayoutGuide(.scrollContent))
        case .centerX, .centerY: return .guide(view.systemLayoutGuide(.scrollFrame))
        default: return item
        }
    }

    /// An attribute of an item as an expression, positions in `space`'s coordinates (nil: the
    /// item's parent's coordinates).
    func attribute(_ attribute: NSLayoutConstraint.Attribute, of item: LayoutItem, in space: UIView?) -> LinearExpression {
        // Margin attributes are the layout margins guide's.
        if case .view(let view) = item, let plain = attribute.withoutMargins {
            return self.attribute(plain, of: .guide(view.layoutMarginsGuide), in: space)
        }
        let variables = member(item)
        switch attribute {
        case .left, .leading: return offset(of: item, in: space, horizontal: true)
        case .right, .trailing: return offset(of: item, in: space, horizontal: true) + variables.width
        case .centerX: return offset(of: item, in: space, horizontal: true) + 0.5 * variables.width
        case .width: return LinearExpression(variables.width)
        case .top: return offset(of: item, in: space, horizontal: false)
        case .bottom: return offset(of: item, in: space, horizontal: false) + variables.height
        case .centerY: return offset(of: item, in: space, horizontal: false) + 0.5 * variables.height
        case .height: return LinearExpression(variables.height)
        case .firstBaseline, .lastBaseline:
            let top = offset(of: item, in: space, horizontal: false)
            guard case .view(let view) = item, let baselines = view.baselinesFromCenter else { return top + variables.height }
            return top + 0.5 * variables.height + (attribute == .firstBaseline ? baselines.first : baselines.last)
        default:
            return LinearExpression()
        }
    }

    /// Where an item's left (or top) edge is in `space`'s coordinates: the sum of its own
    /// position and those of its ancestors below `space` (each of which joins the engine), less
    /// the content offset of each scroll view the way out passes (its frame guide's origin), so
    /// that a view inside a scroll view tied to a view outside it stays put while the content
    /// scrolls, as UIKit documents.
    func offset(of item: LayoutItem, in space: UIView?, horizontal: Bool) -> LinearExpression {
        var terms: [LinearExpression.Term] = []
        var current: UIView?
        switch item {
        case .view(let view):
            if view === space { return LinearExpression() }
            let variables = member(item)
            terms.append(.init(1, horizontal ? variables.x : variables.y))
            current = view.superview
        case .guide(let guide):
            let variables = member(item)
            terms.append(.init(1, horizontal ? variables.x : variables.y))
            current = guide.owningView
        }
        while let view = current, view !== space {
            let variables = member(.view(view))
            terms.append(.init(1, horizontal ? variables.x : variables.y))
            if view.layoutContentSize != nil {
                let offset = member(.guide(view.systemLayoutGuide(.scrollFrame)))
                terms.append(.init(-1, horizontal ? offset.x : offset.y))
            }
            current = view.superview
        }
        return LinearExpression(terms)
    }
}

extension NSLayoutConstraint.Attribute {
    /// The plain attribute a margin attribute insets (nil for the others).
    var withoutMargins: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}
