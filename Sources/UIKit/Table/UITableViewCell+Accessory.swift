import Foundation

/// The accessory at a row's trailing edge: a chevron, a checkmark, a detail button (its tap
/// tells the table's delegate `tableView(_:accessoryButtonTappedForRowWith:)`), or a view of
/// the app's own. The content view ends before it.
extension UITableViewCell {
    /// The standard accessories (UIKit's `UITableViewCell.AccessoryType`).
    public enum AccessoryType: Int, Hashable, Sendable {
        /// None: the content view fills the cell.
        case none
        /// A grey chevron: the row leads somewhere.
        case disclosureIndicator
        /// A detail (info) button and a chevron.
        case detailDisclosureButton
        /// A blue checkmark: the row is chosen.
        case checkmark
        /// A detail (info) button.
        case detailButton
    }

    /// The points between the accessory and the cell's trailing edge.
    static let accessoryTrailingMargin: CGFloat = 16
    /// The points between the content view's end and the accessory.
    static let accessoryGap: CGFloat = 14
    /// The points between the detail button and the chevron of `.detailDisclosureButton`.
    static let detailToChevron: CGFloat = 12

    /// The views that show ``accessoryType``, trailing first, sized (placed by layout).
    func makeAccessoryViews(for type: AccessoryType) -> [UIView] {
        switch type {
        case .none: return []
        case .disclosureIndicator: return [TableCellAccessoryGlyph(.chevron)]
        case .checkmark: return [TableCellAccessoryGlyph(.checkmark)]
        case .detailButton: return [makeDetailButton()]
        case .detailDisclosureButton: return [TableCellAccessoryGlyph(.chevron), makeDetailButton()]
        }
    }

    /// A detail button whose tap tells the table's delegate.
    private func makeDetailButton() -> UIButton {
        let button = UIButton(type: .detailDisclosure)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.addAction(UIAction { [weak self] _ in self?.accessoryButtonTapped() }, for: .touchUpInside)
        return button
    }

    /// Tells the delegate of the table the cell is in that its detail button was tapped.
    private func accessoryButtonTapped() {
        var ancestor = superview
        while let view = ancestor, !(view is UITableView) { ancestor = view.superview }
        guard let table = ancestor as? UITableView, let indexPath = table.indexPath(for: self) else { return }
        table.tableDelegate?.tableView(table, accessoryButtonTappedForRowWith: indexPath)
    }

    /// Places the accessory views at the trailing edge, centred vertically, and returns where
    /// the content view ends (the cell's width without an accessory).
    func placeAccessories(_ views: [UIView]) -> CGFloat {
        guard !views.isEmpty else { return bounds.width }
        var trailing = bounds.width - Self.accessoryTrailingMargin
        for (index, view) in views.enumerated() {
            let size = view.bounds.size
            let frame = CGRect(x: trailing - size.width, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            if view.frame != frame { view.frame = frame }
            trailing = frame.minX - (index + 1 < views.count ? Self.detailToChevron : 0)
        }
        return Swift.max(0, trailing - Self.accessoryGap)
    }
}
