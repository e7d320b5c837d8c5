/// The last image a view filled with a colour (a template in its tint), kept while the image
/// and the colour stay the same, so drawing the view again (at another scale, say) does not
/// fill it again.
struct FilledImage {
    /// The image filled, the colour, and the result.
    private var last: (image: UIImage, color: UIColor, filled: UIImage)?

    /// `image`'s shape in `color`: the kept result when both are the same as last time.
    /// A dynamic colour is resolved with ``UITraitCollection/current`` first (the view's traits,
    /// while it draws).
    mutating func image(_ image: UIImage, filledWith color: UIColor) -> UIImage {
        let color = color.resolvedColor(with: UITraitCollection.current)
        if let last, last.image === image, last.color == color { return last.filled }
        let filled = image.withTintColor(color, renderingMode: .alwaysOriginal)
        last = (image, color, filled)
        return filled
    }
}
