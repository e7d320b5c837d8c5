import Foundation

/// One attribute of a view or layout guide, from which constraints are made (UIKit's
/// `NSLayoutAnchor`). The subclasses say which anchors can be related: x-axis to x-axis
/// (``NSLayoutXAxisAnchor``), y-axis to y-axis (``NSLayoutYAxisAnchor``), and dimensions
/// (``NSLayoutDimension``) to dimensions or constants. Constraints come back inactive.
@MainActor @preconcurrency
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The item the anchor belongs to.
    let item: WeakLayoutItem
    /// The attribute.
    let attribute: NSLayoutConstraint.Attribute

    /// An anchor of an item.
    init(item: LayoutItem, attribute: NSLayoutConstraint.Attribute) {
        self.item = WeakLayoutItem(item)
        self.attribute = attribute
        super.init()
    }

    /// The item (a view or a layout guide).
    public var firstItem: AnyObject? { item.item?.object }

    /// `self == anchor`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: 0)
    }

    /// `self ≥ anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// `self ≤ anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: 0)
    }

    /// `self == anchor + c`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: c)
    }

    /// `self ≥ anchor + c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self ≤ anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: c)
    }

    /// The constraint `self relation multiplier × anchor + constant`.
    func constraint(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
                    constant: CGFloat) -> NSLayoutConstraint {
        let own = item.item ?? .view(UIView())
        return NSLayoutConstraint(first: own, firstAttribute: attribute, relation: relation, second: anchor?.item.item,
                                  secondAttribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}
