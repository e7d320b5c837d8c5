import UIKit

// Drawing with Core Graphics' effects, as iOS tutorials use them: a card and a caption that
// cast shadows, a glossy orb from radial gradients, an icon tinted through a blend mode, and a
// photo strip cut from one bitmap (CGImage cropping, an orientation, and a bitmap drawn
// through a flipped context), saved to PNG data and read back. Plain iOS code: it compiles
// against Apple's UIKit too.

/// A white card with a soft shadow below it, and a caption whose letters cast a shadow too.
final class ShadowCardView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let card = bounds.insetBy(dx: 20, dy: 24)
        context.saveGState()
        context.setShadow(offset: CGSize(width: 0, height: 6), blur: 12, color: UIColor.black.withAlphaComponent(0.35).cgColor)
        UIColor.white.setFill()
        UIBezierPath(roundedRect: card, cornerRadius: 14).fill()
        context.restoreGState()

        context.saveGState()
        context.setShadow(offset: CGSize(width: 2, height: 2), blur: 0)
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 24),
            .foregroundColor: UIColor.systemOrange,
        ]
        "Shadows".draw(at: CGPoint(x: card.minX + 16, y: card.minY + 14), withAttributes: attributes)
        context.restoreGState()
    }
}

/// A glossy sphere: a radial gradient from a highlight up and to the left to the rim, and a
/// soft glow round it.
final class GlossyOrbView: UIView {
    var color = UIColor.systemBlue { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 12
        let space = CGColorSpaceCreateDeviceRGB()

        // The glow: the colour fading out past the rim.
        let glowColors = [color.withAlphaComponent(0.45).cgColor, color.withAlphaComponent(0).cgColor] as CFArray
        if let glow = CGGradient(colorsSpace: space, colors: glowColors, locations: [0, 1]) {
            context.drawRadialGradient(glow, startCenter: center, startRadius: radius, endCenter: center, endRadius: radius + 12,
                                       options: [])
        }

        // The sphere: white at the highlight, the colour, then darker at the rim.
        let highlight = CGPoint(x: center.x - radius * 0.35, y: center.y - radius * 0.35)
        let sphereColors = [UIColor.white.cgColor, color.cgColor, color.withAlphaComponent(1).cgColor,
                            UIColor.black.withAlphaComponent(0.9).cgColor] as CFArray
        if let sphere = CGGradient(colorsSpace: space, colors: sphereColors, locations: [0, 0.45, 0.8, 1.0]) {
            context.saveGState()
            UIBezierPath(ovalIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)).addClip()
            context.drawRadialGradient(sphere, startCenter: highlight, startRadius: 0, endCenter: center, endRadius: radius,
                                       options: [.drawsAfterEndLocation])
            context.restoreGState()
        }
    }
}

@MainActor
enum EffectImages {
    /// A star in black: the icon a tint colours.
    static func starIcon(side: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in
            let star = UIBezierPath()
            let center = CGPoint(x: side / 2, y: side / 2)
            for point in 0..<10 {
                let radius = point % 2 == 0 ? side / 2 : side / 5
                let angle = CGFloat(point) * .pi / 5 - .pi / 2
                let vertex = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                if point == 0 { star.move(to: vertex) } else { star.addLine(to: vertex) }
            }
            star.close()
            UIColor.black.setFill()
            star.fill()
        }
    }

    /// `icon` in `color`: drawn, then the colour painted only where the icon is (`.sourceIn`),
    /// the classic tint before `withTintColor(_:)`.
    static func tinted(_ icon: UIImage, with color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: icon.size).image { context in
            let bounds = CGRect(origin: .zero, size: icon.size)
            icon.draw(in: bounds)
            context.cgContext.setBlendMode(.sourceIn)
            color.setFill()
            context.fill(bounds)
        }
    }

    /// Three bands of colour side by side, with a darker corner: a "photo" to cut up.
    static func photo() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 90, height: 60)).image { context in
            let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue]
            for (index, color) in colors.enumerated() {
                color.setFill()
                context.fill(CGRect(x: CGFloat(index) * 30, y: 0, width: 30, height: 60))
            }
            UIColor.black.withAlphaComponent(0.5).setFill()
            UIRectFillUsingBlendMode(CGRect(x: 0, y: 0, width: 30, height: 20), .multiply)
        }
    }

    /// The left third of `photo`, cut from its bitmap, turned a quarter clockwise.
    static func turnedLeftThird(of photo: UIImage) -> UIImage? {
        guard let bitmap = photo.cgImage else { return nil }
        let third = CGRect(x: 0, y: 0, width: CGFloat(bitmap.width) / 3, height: CGFloat(bitmap.height))
        guard let cropped = bitmap.cropping(to: third) else { return nil }
        return UIImage(cgImage: cropped, scale: photo.scale, orientation: .right)
    }

    /// `photo` saved as PNG data and read back, as an app caches a picture.
    static func roundTripped(_ photo: UIImage) -> UIImage? {
        photo.pngData().flatMap { UIImage(data: $0, scale: photo.scale) }
    }
}

/// Draws a photo's bitmap with Core Graphics: the context is flipped first, as it must be for
/// `draw(_:in:)` to come out upright in UIKit's coordinates.
final class BitmapView: UIView {
    var bitmap: CGImage? { didSet { setNeedsDisplay() } }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let bitmap else { return }
        context.saveGState()
        context.translateBy(x: 0, y: bounds.height)
        context.scaleBy(x: 1, y: -1)
        context.draw(bitmap, in: bounds)
        context.restoreGState()
    }
}
