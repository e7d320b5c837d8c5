import UIKit
import UIKitTools

/// A story's artwork: an image, or the described picture drawn in code (a gradient, shapes,
/// bokeh). It is laid out at the size of the open story's header and clipped by the card, so it
/// never rescales while a card opens or closes.
public final class StoryArtworkView: UIView {
    /// What is drawn.
    public let artwork: ArtworkDescription
    /// The decoded image for `.image` artwork (nil draws a neutral placeholder).
    public let image: UIImage?

    /// Artwork; `image` is the decoded file for `.image` artwork.
    public init(artwork: ArtworkDescription, image: UIImage? = nil) {
        self.artwork = artwork
        self.image = image
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// The artwork draws itself.
    public override var drawsContent: Bool { true }

    /// The artwork (and the image's identity): a card and its open story draw the same
    /// artwork at the same size, so the story's first frame reuses the card's bitmap.
    public override var sharedContentKey: AnyHashable? {
        [AnyHashable(artwork), AnyHashable(image.map(ObjectIdentifier.init))]
    }

    /// Draws the image (aspect fill) or the procedural picture.
    public override func draw(in context: GraphicsContext) {
        let area = CGRect(origin: .zero, size: bounds.size)
        switch artwork {
        case .image:
            if let image {
                context.draw(image, in: UIView.ContentMode.scaleAspectFill.rect(for: image.size, in: area))
            } else {
                context.fill(Path(rect: area), with: UIColor(white: 0.85))
            }
        case .procedural(let description):
            Self.draw(description, in: area, context: context)
        }
    }

    static func draw(_ description: ProceduralArtworkDescription, in area: CGRect, context: GraphicsContext) {
        let colors = description.colors.isEmpty ? [UIColor(white: 0.8)] : description.colors
        if colors.count == 1 {
            context.fill(Path(rect: area), with: colors[0])
        } else {
            // The gradient axis through the centre at `angle` (90 = left to right, 180 = down).
            let radians = (description.angle - 90) * .pi / 180
            let half = (Swift.abs(cos(radians)) * area.width + Swift.abs(sin(radians)) * area.height) / 2
            let centre = CGPoint(x: area.midX, y: area.midY)
            let offset = CGPoint(x: cos(radians) * half, y: sin(radians) * half)
            context.fill(Path(rect: area), with: Gradient(colors: colors),
                         from: CGPoint(x: centre.x - offset.x, y: centre.y - offset.y),
                         to: CGPoint(x: centre.x + offset.x, y: centre.y + offset.y))
        }
        for shape in description.shapes { draw(shape, in: area, context: context) }
        if let bokeh = description.bokeh, bokeh.count > 0, bokeh.opacity > 0 {
            var generator = SeededGenerator(seed: bokeh.seed)
            for _ in 0..<bokeh.count {
                let x = area.minX + generator.nextUnit() * area.width
                let y = area.minY + generator.nextUnit() * area.height * 0.85
                let radius = area.width * (0.008 + 0.03 * generator.nextUnit() * generator.nextUnit())
                let alpha = bokeh.opacity * (0.35 + 0.65 * generator.nextUnit())
                // A soft edge: a wider, fainter disc under the light.
                context.fill(Path(ellipseIn: CGRect(x: x - radius * 1.6, y: y - radius * 1.6, width: radius * 3.2, height: radius * 3.2)),
                             with: bokeh.color.withAlphaComponent(alpha * 0.25))
                context.fill(Path(ellipseIn: CGRect(x: x - radius, y: y - radius, width: radius * 2, height: radius * 2)),
                             with: bokeh.color.withAlphaComponent(alpha))
            }
        }
    }

    static func draw(_ shape: ArtworkShape, in area: CGRect, context: GraphicsContext) {
        let centre = CGPoint(x: area.minX + shape.x * area.width, y: area.minY + shape.y * area.height)
        let radius = Swift.max(0, shape.radius * area.width)
        let size = Swift.max(0, shape.size * area.width)
        switch shape.kind {
        case .circle:
            context.fill(Path(ellipseIn: CGRect(x: centre.x - radius, y: centre.y - radius, width: radius * 2, height: radius * 2)), with: shape.color)
        case .ring:
            context.stroke(Path(ellipseIn: CGRect(x: centre.x - radius, y: centre.y - radius, width: radius * 2, height: radius * 2)),
                           with: shape.color, lineWidth: Swift.max(0.5, size))
        case .hills:
            var path = Path()
            let phase = shape.rotation * .pi / 180
            path.move(to: CGPoint(x: area.minX, y: area.maxY))
            let steps = 48
            for step in 0...steps {
                let fraction = Double(step) / Double(steps)
                let wave = sin(fraction * 2 * .pi * 1.3 + phase) * 0.6 + sin(fraction * 2 * .pi * 2.9 + phase * 1.7) * 0.4
                path.addLine(to: CGPoint(x: area.minX + fraction * area.width, y: centre.y - wave * size))
            }
            path.addLine(to: CGPoint(x: area.maxX, y: area.maxY))
            path.close()
            context.fill(path, with: shape.color)
        case .tile:
            let square = Path(roundedRect: CGRect(x: -size / 2, y: -size / 2, width: size, height: size), cornerRadius: size * 0.18)
            let turn = CGAffineTransform(rotationAngle: shape.rotation * .pi / 180).concatenating(CGAffineTransform(translationX: centre.x, y: centre.y))
            context.fill(square.applying(turn), with: shape.color)
        case .tower:
            let block = CGRect(x: centre.x - size / 2, y: centre.y, width: size, height: Swift.max(0, area.maxY - centre.y))
            context.fill(Path(rect: block), with: shape.color)
            var windows = SeededGenerator(seed: UInt64(Swift.max(0, shape.rotation)))
            let pane = Swift.max(1.5, size * 0.07)
            let columns = Swift.max(1, Int((size - pane) / (pane * 2.2)))
            let rows = Swift.max(1, Int(block.height / (pane * 2.4)))
            let lit = UIColor(rgb: 0xFFD98A)
            for row in 0..<rows {
                for column in 0..<columns where windows.nextUnit() < 0.35 {
                    let x = block.minX + pane + Double(column) * pane * 2.2
                    let y = block.minY + pane * 1.2 + Double(row) * pane * 2.4
                    context.fill(Path(rect: CGRect(x: x, y: y, width: pane, height: pane * 1.3)), with: lit.withAlphaComponent(0.55 + 0.45 * windows.nextUnit()))
                }
            }
        case .band:
            let length = (area.width * area.width + area.height * area.height).squareRoot() * 2
            let band = Path(rect: CGRect(x: -length / 2, y: -size / 2, width: length, height: size))
            let turn = CGAffineTransform(rotationAngle: shape.rotation * .pi / 180).concatenating(CGAffineTransform(translationX: centre.x, y: centre.y))
            context.fill(band.applying(turn), with: shape.color)
        }
    }
}
