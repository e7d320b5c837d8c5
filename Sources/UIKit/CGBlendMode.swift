/// How painting combines with what is already drawn (Core Graphics' `CGBlendMode`, with its raw
/// values): set with ``CGContext/setBlendMode(_:)`` or given to
/// ``UIImage/draw(in:blendMode:alpha:)``.
///
/// `S` is the colour painted and `D` the colour below, both premultiplied, `Sa` and `Da` their
/// alphas, `R` the result. The renderer draws each with Cairo's operator of the same equation;
/// ``plusDarker`` has none and draws as ``darken``, and the Porter-Duff modes whose result
/// outside the shape is not `D` (``sourceIn``, ``sourceOut``, ``destinationIn``,
/// ``destinationAtop``, ``copy``) act over the whole clip, as Cairo's do (see
/// `docs/porting.md`).
public enum CGBlendMode: Int32, Hashable, Sendable, CaseIterable {
    /// `R = S + D·(1 − Sa)`: painting over (the default).
    case normal
    /// The colours multiplied: never lighter.
    case multiply
    /// The inverses multiplied: never darker.
    case screen
    /// Multiply or screen, as the colour below is dark or light.
    case overlay
    /// The darker of the two.
    case darken
    /// The lighter of the two.
    case lighten
    /// The colour below brightened to show the colour painted.
    case colorDodge
    /// The colour below darkened to show the colour painted.
    case colorBurn
    /// A soft light of the colour painted.
    case softLight
    /// A harsh light of the colour painted.
    case hardLight
    /// The difference of the two.
    case difference
    /// Like ``difference``, with less contrast.
    case exclusion
    /// The hue painted, with the saturation and luminosity below.
    case hue
    /// The saturation painted, with the hue and luminosity below.
    case saturation
    /// The hue and saturation painted, with the luminosity below.
    case color
    /// The luminosity painted, with the hue and saturation below.
    case luminosity
    /// `R = 0`: transparent.
    case clear
    /// `R = S`: the colour painted replaces the one below.
    case copy
    /// `R = S·Da`: painted only where something is below.
    case sourceIn
    /// `R = S·(1 − Da)`: painted only where nothing is below.
    case sourceOut
    /// `R = S·Da + D·(1 − Sa)`: painted over what is below, only on it.
    case sourceAtop
    /// `R = S·(1 − Da) + D`: painted behind what is below.
    case destinationOver
    /// `R = D·Sa`: what is below kept where the paint is.
    case destinationIn
    /// `R = D·(1 − Sa)`: what is below erased where the paint is.
    case destinationOut
    /// `R = S·(1 − Da) + D·Sa`.
    case destinationAtop
    /// `R = S·(1 − Da) + D·(1 − Sa)`: each where the other is not.
    case xor
    /// `R = max(0, 1 − ((1 − D) + (1 − S)))`; drawn as ``darken`` here.
    case plusDarker
    /// `R = min(1, S + D)`: the two added.
    case plusLighter
}
