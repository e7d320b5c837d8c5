import Foundation
import Testing
import UIKit

/// Rendering modes and tinted images: the pixels a tint gives an image's shape.
@MainActor
struct UIImageRenderingTests {
    /// A 3 × 1 image: opaque red, half-transparent green, transparent.
    let image = UIImage(pixelWidth: 3, pixelHeight: 1, scale: 2,
                        pixels: [UIImage.pixel(.red), UIImage.pixel(UIColor(red: 0, green: 1, blue: 0, alpha: 0.5)), 0])!

    @Test func aRenderingModeKeepsThePixelsAndSize() {
        #expect(image.renderingMode == .automatic)
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && template !== image)
        #expect(template.pixels == image.pixels && template.size == image.size && template.scale == 2)
        #expect(template.withRenderingMode(.alwaysTemplate) === template, "the same mode is the same image")
        #expect(UIImage.RenderingMode.alwaysTemplate.rawValue == 2 && UIImage.RenderingMode.alwaysOriginal.rawValue == 1)
    }

    @Test func aTintColourFillsTheShapeKeepingItsAlpha() {
        let tinted = image.withTintColor(.systemBlue)
        #expect(tinted.renderingMode == .automatic && tinted.size == image.size)
        #expect(tinted.color(atPixelX: 0, y: 0) == .systemBlue.inLight)
        let half = tinted.color(atPixelX: 1, y: 0)
        #expect(half.map { Swift.abs($0.alpha - 128.0 / 255) < 1e-9 } == true)
        #expect(half.map { Swift.abs($0.blue - 1) < 0.01 && Swift.abs($0.green - UIColor.systemBlue.green) < 0.01 } == true)
        #expect(tinted.color(atPixelX: 2, y: 0) == .clear)
        // A tint's own alpha multiplies the image's; the rendering mode asked for is kept.
        let faint = image.withTintColor(UIColor.systemBlue.withAlphaComponent(0.5), renderingMode: .alwaysOriginal)
        #expect(faint.renderingMode == .alwaysOriginal)
        #expect(faint.color(atPixelX: 0, y: 0).map { Swift.abs($0.alpha - 128.0 / 255) < 1e-9 } == true)
    }
}
