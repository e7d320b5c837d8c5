import CairoRenderer
import Testing
import TestSupport
import UIKit

/// Core Graphics' effects in iOS-style drawing code (Corpus/DrawingEffects.swift): shadows,
/// radial gradients, a blend-mode tint, and a bitmap cut, turned, drawn and saved.
@MainActor
struct DrawingEffectsTests {
    @Test func shadowsGradientsBlendModesAndBitmapsDrawAsOnIOS() throws {
        try withImageRasterizer(CairoImageRasterizer()) {
            try withImageEncoder(CairoImageEncoder()) {
                try withImageDecoder(CairoImageDecoder()) { try checkEffects() }
            }
        }
    }

    private func checkEffects() throws {
        let window = UIWindow(size: CGSize(width: 390, height: 300))
        window.backgroundColor = .systemGray6
        let card = ShadowCardView(frame: CGRect(x: 0, y: 0, width: 240, height: 130))
        let orb = GlossyOrbView(frame: CGRect(x: 250, y: 0, width: 130, height: 130))
        let star = EffectImages.starIcon(side: 48)
        let tinted = UIImageView(image: EffectImages.tinted(star, with: .systemPurple))
        tinted.frame = CGRect(x: 20, y: 150, width: 48, height: 48)
        let photo = EffectImages.photo()
        let original = UIImageView(image: photo)
        original.frame = CGRect(x: 90, y: 150, width: 90, height: 60)
        let third = try #require(EffectImages.turnedLeftThird(of: photo))
        let turned = UIImageView(image: third)
        turned.frame = CGRect(x: 200, y: 150, width: 60, height: 30)
        let drawn = BitmapView(frame: CGRect(x: 280, y: 150, width: 90, height: 60))
        drawn.bitmap = try #require(EffectImages.roundTripped(photo)?.cgImage)
        for view in [card, orb, tinted, original, turned, drawn] { window.addSubview(view) }
        let renderer = CairoRenderer(scale: 2)
        renderer.attach(to: window)
        window.tick(elapsed: 1.0 / 60)
        let image = try #require(renderer.render(window).image())
        expectMatchesReference(image, named: "drawing-effects")

        func color(_ x: Double, _ y: Double) -> UIColor? { image.color(atPixelX: Int(x * 2), y: Int(y * 2)) }
        // The card is white, and darker than the window just below it (its shadow), not above.
        #expect(color(120, 90) == .white)
        let below = try #require(color(120, 112)), above = try #require(color(120, 18))
        let window6 = UIColor.systemGray6.inLight
        #expect(below.red < window6.red - 0.05 && Swift.abs(above.red - window6.red) < 0.02)
        // The orb: near white at its highlight, the blue in its body, dark at its rim.
        let highlight = try #require(color(250 + 65 - 53 * 0.35, 65 - 53 * 0.35))
        #expect(highlight.red > 0.9 && highlight.green > 0.9)
        let rim = try #require(color(250 + 65, 65 + 51))
        #expect(rim.red < 0.2 && rim.green < 0.2 && rim.blue < 0.4)
        // The star in purple where it was black, nothing round it.
        #expect(color(44, 174) == .systemPurple.inLight)
        #expect(color(22, 152) == window6)
        // The photo: its darkened corner by multiply, its bands.
        let corner = try #require(color(100, 155)), red = UIColor.systemRed.inLight
        #expect(Swift.abs(corner.red - red.red / 2) < 0.02 && corner.alpha == 1)
        #expect(color(165, 200) == .systemBlue.inLight)
        // Turned clockwise, the left third's top (the dark corner) is at the right.
        let turnedCorner = try #require(color(255, 165)), turnedBottom = try #require(color(205, 165))
        #expect(turnedCorner.red < 0.6 && turnedBottom == red)
        // Drawn from its bitmap through a flipped context, read back from PNG: upright, as shown.
        #expect(color(290, 155) == corner && color(360, 200) == .systemBlue.inLight)
    }
}
