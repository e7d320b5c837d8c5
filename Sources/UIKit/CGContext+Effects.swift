import Foundation
import Motion

// Blend modes and shadows: graphics state that changes how later painting lands.
extension CGContext {
    /// How later painting combines with what is already drawn (default `.normal`); kept by
    /// ``saveGState()``. See ``CGBlendMode`` for the modes and where the renderer's differ.
    public func setBlendMode(_ mode: CGBlendMode) {
        guard mode != state.blendMode else { return }
        state.blendMode = mode
        record(.blendMode(mode))
    }

    /// Casts a shadow under everything painted after it, until the state is restored or the
    /// shadow is turned off (Core Graphics' `setShadow(offset:blur:color:)`).
    ///
    /// As in a context UIKit makes, `offset` is in points with a positive height moving the
    /// shadow *down*, and neither it nor `blur` is changed by the current transform. `blur`
    /// blurs as a layer's `shadowRadius` does (a Gaussian of standard deviation `blur / 2`);
    /// a negative or NaN blur is 0, a non-finite offset is zero. A nil `color`, or one with no
    /// alpha, turns the shadow off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        let shadow = color.map { UIColor(cgColor: $0) }.flatMap { color in
            color.alpha > 0 ? DrawingShadow(offset: offset, blur: Double(blur), color: color) : nil
        }
        guard shadow != state.shadow else { return }
        state.shadow = shadow
        record(.shadow(shadow))
    }

    /// Casts a black shadow at a third of full alpha, as Core Graphics' `setShadow(offset:blur:)`
    /// does (see ``setShadow(offset:blur:color:)``).
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: UIColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3).cgColor)
    }

    /// Makes a rectangle (user coordinates) transparent, whatever the blend mode, alpha and
    /// shadow (Core Graphics' `clear(_:)`). In a view's drawing the view's background colour,
    /// drawn under it by its layer, shows through.
    public func clear(_ rect: CGRect) {
        guard rect.isFinite, !rect.isEmpty else { return }
        record(.save)
        if state.shadow != nil { record(.shadow(nil)) }
        record(.blendMode(.clear))
        record(.fill(Path(rect: rect.standardized).applying(state.transform), .black, .winding))
        record(.restore)
    }
}
