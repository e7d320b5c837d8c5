import Foundation
import Motion

extension UITableView {
    /// Highlights the row under the finger (when selection is allowed and the delegate agrees).
    func highlightRow(for touch: UITouch) {
        unhighlight()
        guard allowsSelection, !touchStoppedMotion, let indexPath = indexPathForRow(at: convert(touch.location, from: nil)) else { return }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        indexPathForHighlightedRow = indexPath
        cellForRow(at: indexPath)?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    /// Lifting on the highlighted row selects it (deselecting the previous one).
    func selectHighlightedRow(for touch: UITouch) {
        guard let indexPath = indexPathForHighlightedRow else { return }
        unhighlight()
        guard indexPathForRow(at: convert(touch.location, from: nil)) == indexPath else { return }
        if let previous = indexPathForSelectedRow, previous != indexPath {
            select(nil, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: previous)
        }
        select(indexPath, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: indexPath)
    }

    /// Ends the highlight without selecting.
    func unhighlight() {
        guard let indexPath = indexPathForHighlightedRow else { return }
        indexPathForHighlightedRow = nil
        cellForRow(at: indexPath)?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }
}
