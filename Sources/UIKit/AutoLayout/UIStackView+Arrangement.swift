import Foundation

// The constraints a stack view makes for its arrangement.
extension UIStackView {
    /// Replaces the stack's constraints with ones for the current arrangement.
    func arrange(excluding leaving: UIView? = nil) {
        NSLayoutConstraint.deactivate(arrangement)
        for guide in spacers { removeLayoutGuide(guide) }
        spacers = []
        var made: [NSLayoutConstraint] = []
        let views = arrangedSubviews.filter { $0 !== leaving && $0.superview === self }
        let visible = views.filter { !$0.isHidden }
        let horizontal = axis == .horizontal
        let edges: (start: Edge, end: Edge, crossStart: Edge, crossEnd: Edge) = isLayoutMarginsRelativeArrangement
            ? (Edge(.guide(layoutMarginsGuide), horizontal ? .leading : .top), Edge(.guide(layoutMarginsGuide), horizontal ? .trailing : .bottom),
               Edge(.guide(layoutMarginsGuide), horizontal ? .top : .leading), Edge(.guide(layoutMarginsGuide), horizontal ? .bottom : .trailing))
            : (Edge(.view(self), horizontal ? .leading : .top), Edge(.view(self), horizontal ? .trailing : .bottom),
               Edge(.view(self), horizontal ? .top : .leading), Edge(.view(self), horizontal ? .bottom : .trailing))
        let start: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let end: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let length: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let thickness: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        let center: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY

        func relate(_ first: LayoutItem, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                    _ second: Edge?, multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required,
                    _ identifier: String) {
            let constraint = NSLayoutConstraint(first: first, firstAttribute: firstAttribute, relation: relation, second: second?.item,
                                                secondAttribute: second?.attribute ?? .notAnAttribute, multiplier: multiplier,
                                                constant: constant, origin: .system)
            constraint.priority = priority
            constraint.identifier = identifier
            made.append(constraint)
        }

        // Along the axis: a chain from the start edge to the end edge through the visible views.
        var previous: UIView?
        for view in visible {
            if let previous {
                let gap = customSpacing(after: previous)
                switch distribution {
                case .fill, .fillEqually, .fillProportionally:
                    relate(.view(view), start, .equal, Edge(.view(previous), end), constant: gap, "UISV-spacing")
                case .equalSpacing, .equalCentering:
                    relate(.view(view), start, .greaterThanOrEqual, Edge(.view(previous), end), constant: gap, "UISV-spacing")
                    let spacer = UILayoutGuide()
                    spacer.identifier = distribution == .equalSpacing ? "UISV-distributing-edge" : "UISV-distributing-center"
                    addLayoutGuide(spacer)
                    spacers.append(spacer)
                    let (from, to) = distribution == .equalSpacing ? (end, start) : (center, center)
                    relate(.guide(spacer), start, .equal, Edge(.view(previous), from), "UISV-distributing")
                    relate(.guide(spacer), end, .equal, Edge(.view(view), to), "UISV-distributing")
                    relate(.guide(spacer), thickness, .equal, nil, "UISV-distributing")
                    relate(.guide(spacer), horizontal ? .top : .leading, .equal, edges.crossStart, "UISV-distributing")
                    if let first = spacers.first, first !== spacer {
                        relate(.guide(spacer), length, .equal, Edge(.guide(first), length), "UISV-fill-equally")
                    }
                }
            } else {
                relate(.view(view), start, .equal, edges.start, "UISV-canvas-connection")
            }
            previous = view
        }
        if let last = visible.last {
            relate(.view(last), end, .equal, edges.end, "UISV-canvas-connection")
        }
        if let first = visible.first {
            for view in visible.dropFirst() {
                switch distribution {
                case .fillEqually:
                    relate(.view(view), length, .equal, Edge(.view(first), length), "UISV-fill-equally")
                case .fillProportionally:
                    let base = Self.intrinsicLength(of: first, horizontal: horizontal)
                    let own = Self.intrinsicLength(of: view, horizontal: horizontal)
                    if base > 0 && own >= 0 {
                        relate(.view(view), length, .equal, Edge(.view(first), length), multiplier: own / base, "UISV-fill-proportionally")
                    }
                default:
                    break
                }
            }
        }
        // Hidden views collapse where they stand, with no spacing.
        for view in views where view.isHidden {
            relate(.view(view), length, .equal, nil, "UISV-hiding")
            let before = visible.last { views.firstIndex(of: $0) ?? 0 < views.firstIndex(of: view) ?? 0 }
            relate(.view(view), start, .equal, before.map { Edge(.view($0), end) } ?? edges.start, "UISV-hiding")
        }
        // Across the axis.
        for view in views {
            let crossStart: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
            let crossEnd: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
            let crossCenter: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
            switch alignment {
            case .fill:
                relate(.view(view), crossStart, .equal, edges.crossStart, "UISV-alignment")
                relate(.view(view), crossEnd, .equal, edges.crossEnd, "UISV-alignment")
            case .leading:
                relate(.view(view), crossStart, .equal, edges.crossStart, "UISV-alignment")
                relate(.view(view), crossEnd, .lessThanOrEqual, edges.crossEnd, "UISV-canvas-fit")
            case .trailing:
                relate(.view(view), crossEnd, .equal, edges.crossEnd, "UISV-alignment")
                relate(.view(view), crossStart, .greaterThanOrEqual, edges.crossStart, "UISV-canvas-fit")
            case .center:
                let middle = Edge(edges.crossStart.item, horizontal ? .centerY : .centerX)
                relate(.view(view), crossCenter, .equal, middle, "UISV-alignment")
                relate(.view(view), crossStart, .greaterThanOrEqual, edges.crossStart, "UISV-canvas-fit")
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if horizontal, let first = views.first, first !== view {
                    relate(.view(view), baseline, .equal, Edge(.view(first), baseline), "UISV-alignment")
                } else if !horizontal {
                    relate(.view(view), crossStart, .equal, edges.crossStart, "UISV-alignment")
                }
                relate(.view(view), crossStart, .greaterThanOrEqual, edges.crossStart, "UISV-canvas-fit")
                relate(.view(view), crossEnd, .lessThanOrEqual, edges.crossEnd, "UISV-canvas-fit")
            }
            if alignment != .fill {
                // The stack is as thick as its thickest view; views with no size of their own
                // take none (UIKit's ambiguity suppression).
                relate(.view(view), crossStart, .equal, edges.crossStart, priority: UILayoutPriority(49), "UISV-canvas-fit")
                relate(.view(view), thickness, .equal, nil, priority: UILayoutPriority(25), "UISV-ambiguity-suppression")
            }
        }
        arrangement = made
        NSLayoutConstraint.activate(made)
    }

    /// One side of a stack constraint: an item's attribute.
    struct Edge {
        /// The item.
        var item: LayoutItem
        /// Its attribute.
        var attribute: NSLayoutConstraint.Attribute
        init(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute) {
            self.item = item
            self.attribute = attribute
        }
    }

    /// A view's intrinsic length along an axis (0 when it has none).
    static func intrinsicLength(of view: UIView, horizontal: Bool) -> CGFloat {
        let size = view.intrinsicContentSize
        let value = horizontal ? size.width : size.height
        return value == UIView.noIntrinsicMetric ? 0 : value
    }
}
