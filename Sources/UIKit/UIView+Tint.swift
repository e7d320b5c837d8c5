import Foundation

// The tint: inherited down the tree, dimmed by the adjustment mode, announced where it changes.
extension UIView {
    /// How a view shows its tint (UIKit's `UIView.TintAdjustmentMode`).
    public enum TintAdjustmentMode: Int, Sendable {
        /// As the superview shows it (`.normal` at the top of a tree).
        case automatic
        /// The tint as it is.
        case normal
        /// The tint desaturated, as UIKit dims what is behind a modal presentation.
        case dimmed
    }

    /// The tint colour (undimmed) and adjustment mode a view shows.
    struct TintState: Equatable {
        /// The nearest own colour up the tree, or the system blue.
        var color: UIColor
        /// The nearest mode other than `.automatic` up the tree, or `.normal`.
        var mode: TintAdjustmentMode

        /// The tint as shown: the colour, dimmed in the `.dimmed` mode.
        var shown: UIColor { mode == .dimmed ? color.dimmedForTint : color }
    }

    /// The tint state in effect here.
    var tintState: TintState {
        superview.map { tintState(under: $0.tintState) } ?? tintState(under: TintState(color: .systemBlue, mode: .normal))
    }

    /// The state this view shows under a superview showing `parent`.
    func tintState(under parent: TintState) -> TintState {
        TintState(color: ownTintColor ?? parent.color,
                  mode: ownTintAdjustmentMode == .automatic ? parent.mode : ownTintAdjustmentMode)
    }

    /// The tint in effect, as shown.
    var resolvedTintColor: UIColor { tintState.shown }

    /// The adjustment mode in effect.
    var resolvedTintAdjustmentMode: TintAdjustmentMode { tintState.mode }

    /// Sets the view's own tint, announcing it where it changed.
    func setOwnTintColor(_ color: UIColor) {
        noteAppearanceSet("tintColor")
        let before = tintState
        ownTintColor = color
        announceTintChange(from: before)
    }

    /// Sets the view's own adjustment mode, announcing it where it changed.
    func setOwnTintAdjustmentMode(_ mode: TintAdjustmentMode) {
        let before = tintState
        ownTintAdjustmentMode = mode
        announceTintChange(from: before)
    }

    /// Calls ``tintColorDidChange()`` on this view if its tint state is no longer `before`, and
    /// likewise down the tree (a subtree whose root keeps its state keeps it throughout).
    func announceTintChange(from before: TintState) {
        announceTintChange(from: before, to: tintState)
    }

    /// ``announceTintChange(from:)`` with the state after already known.
    private func announceTintChange(from before: TintState, to after: TintState) {
        guard before != after else { return }
        withCurrentTraits { tintColorDidChange() }
        for child in childViews {
            child.announceTintChange(from: child.tintState(under: before), to: child.tintState(under: after))
        }
    }
}

extension UIColor {
    /// A tint as a dimmed view shows it: the grey of the same luminance, at the same alpha.
    var dimmedForTint: UIColor {
        let luminance = 0.299 * red + 0.587 * green + 0.114 * blue
        return UIColor(red: luminance, green: luminance, blue: luminance, alpha: alpha)
    }
}
