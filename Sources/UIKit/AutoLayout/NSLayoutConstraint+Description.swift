import Foundation

extension NSLayoutConstraint {
    /// The relation as an equation: `A.leading == B.leading + 16`, `A.width == 100`,
    /// `A.width == 0.5*B.width`.
    var equation: String {
        let left = Self.name(of: firstLayoutItem) + "." + Self.name(of: firstAttribute)
        let op = switch relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
        var right = ""
        if let secondLayoutItem, secondAttribute != .notAnAttribute {
            if multiplier != 1 { right += Self.format(multiplier) + "*" }
            right += Self.name(of: secondLayoutItem) + "." + Self.name(of: secondAttribute)
            if constant != 0 { right += (constant < 0 ? " - " : " + ") + Self.format(Swift.abs(constant)) }
        } else {
            right = Self.format(constant)
        }
        return "\(left) \(op) \(right)"
    }

    /// A short number: no trailing `.0`.
    nonisolated static func format(_ value: CGFloat) -> String {
        value == value.rounded() && Swift.abs(value) < 1e9 ? String(Int(value)) : String(format: "%g", Double(value))
    }

    /// An item as UIKit's messages name it: `UILabel:0x…'Title'` (the accessibility identifier,
    /// when set, helps find it), a guide by its identifier.
    static func name(of item: LayoutItem?) -> String {
        switch item {
        case .view(let view)?: LayoutLog.name(of: view)
        case .guide(let guide)?: "'\(guide.identifier)'"
        case nil: "(released)"
        }
    }

    /// An attribute's name as UIKit prints it.
    static func name(of attribute: Attribute) -> String {
        switch attribute {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}
