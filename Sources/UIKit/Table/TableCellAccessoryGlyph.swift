import Foundation

/// The glyph a ``UITableViewCell`` shows for its ``UITableViewCell/accessoryType``: a grey
/// chevron (`.disclosureIndicator`, and beside the detail button of
/// `.detailDisclosureButton`) or a blue checkmark. It takes no touches: a tap on it is a tap on
/// the row.
final class TableCellAccessoryGlyph: UIView {
    /// What a glyph draws.
    enum Shape: Hashable {
        /// A chevron pointing right, 8 × 13 points.
        case chevron
        /// A checkmark, 14 × 12 points.
        case checkmark

        /// The glyph's size in points.
        var size: CGSize {
            switch self {
            case .chevron: CGSize(width: 8, height: 13)
            case .checkmark: CGSize(width: 14, height: 12)
            }
        }
    }

    /// What it draws.
    let shape: Shape

    /// A glyph at its size.
    init(_ shape: Shape) {
        self.shape = shape
        super.init(frame: CGRect(origin: .zero, size: shape.size))
        isUserInteractionEnabled = false
    }

    /// Nothing decodes views on Linux: always nil.
    required init?(coder: NSCoder) { nil }

    /// Glyphs draw themselves.
    override var drawsContent: Bool { true }

    /// The shape, stroked: grey for the chevron, tint blue for the checkmark.
    override func draw(in context: GraphicsContext) {
        var path = Path()
        switch shape {
        case .chevron:
            path.move(to: CGPoint(x: 1.5, y: 1.5))
            path.addLine(to: CGPoint(x: 6.5, y: 6.5))
            path.addLine(to: CGPoint(x: 1.5, y: 11.5))
            context.stroke(path, with: UIColor(white: 0.77), lineWidth: 2)
        case .checkmark:
            path.move(to: CGPoint(x: 1.5, y: 6.5))
            path.addLine(to: CGPoint(x: 5, y: 10))
            path.addLine(to: CGPoint(x: 12.5, y: 1.5))
            context.stroke(path, with: .systemBlue, lineWidth: 2)
        }
    }
}
