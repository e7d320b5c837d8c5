import Foundation
import Motion

/// The animation of a batch of list updates, shared by tables and collection views: cells that
/// stay slide from where they were, new ones arrive by the batch's animation, leaving ones go
/// behind the others and leave by theirs, then are retired.
@MainActor
enum ListUpdateAnimation {
    /// How long the change takes: 0.3 s, as UIKit's.
    static let duration = 0.3

    /// Where a cell on screen after a batch comes from.
    enum Start {
        /// It slides from a frame (its row stayed or moved).
        case moving(from: CGRect)
        /// Its row is new (inserted or reloaded), or came from far off screen: it arrives by
        /// the batch's animation.
        case arriving
    }

    /// Animates `shown` (each cell at its final frame now, with where it starts) and `leaving`
    /// (each with what retires it) in `container`, as `batch` says; `completions` run when all
    /// is done (at once, with every leaving cell retired, when nothing animates).
    static func run(_ batch: ListUpdateBatch, in container: UIView, shown: [(cell: UIView, start: Start)],
                    leaving: [(cell: UIView, retire: () -> Void)], completions: [@MainActor (Bool) -> Void]) {
        guard batch.animates, container.window != nil else {
            for (_, retire) in leaving { retire() }
            completions.forEach { $0(true) }
            return
        }
        var leaving = leaving
        if batch.leaving == .none {
            for (_, retire) in leaving { retire() }
            leaving = []
        }
        var targets: [(cell: UIView, frame: CGRect)] = []
        UIView.performWithoutAnimation {
            for (cell, start) in shown {
                targets.append((cell, cell.frame))
                switch start {
                case .moving(let from): cell.frame = from
                case .arriving: place(cell, at: cell.frame, for: batch.arriving, arriving: true)
                }
            }
            // Leaving cells go behind the others, which slide over them.
            for (cell, _) in leaving {
                cell.isUserInteractionEnabled = false
                container.insertSubview(cell, at: 0)
            }
        }
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
            for (cell, frame) in targets {
                cell.frame = frame
                cell.alpha = 1
            }
            for (cell, _) in leaving { place(cell, at: cell.frame, for: batch.leaving, arriving: false) }
        }, completion: { finished in
            for (cell, retire) in leaving {
                cell.alpha = 1
                cell.isUserInteractionEnabled = true
                retire()
            }
            completions.forEach { $0(finished) }
        })
    }

    /// Puts a cell where `animation` starts it (arriving) or ends it (leaving): faded at its
    /// frame, or moved a width to a side, or a height up or down and faded.
    static func place(_ cell: UIView, at frame: CGRect, for animation: UITableView.RowAnimation, arriving: Bool) {
        switch animation {
        case .none:
            cell.frame = frame
            if !arriving { cell.alpha = 0 }
        case .fade, .middle, .automatic:
            cell.frame = frame
            cell.alpha = 0
        case .right:
            cell.frame = frame.offsetBy(dx: frame.width, dy: 0)
        case .left:
            cell.frame = frame.offsetBy(dx: -frame.width, dy: 0)
        case .top:
            cell.frame = frame.offsetBy(dx: 0, dy: -frame.height)
            cell.alpha = 0
        case .bottom:
            cell.frame = frame.offsetBy(dx: 0, dy: frame.height)
            cell.alpha = 0
        }
    }
}
