import Foundation
import Motion
import Testing
import TestSupport
@testable import UIKit

/// A text layer's string and text properties become the text its drawing view draws, over the
/// layer's bounds.
@MainActor
struct CATextLayerTests {
    private func drawing(of layer: CATextLayer) -> TextLayerContentView? {
        layer.modelView?.childViews.lazy.compactMap { $0 as? TextLayerContentView }.first
    }

    @Test func theTextIsSetAsThePropertiesSay() throws {
        let layer = CATextLayer()
        #expect(layer.textLook == nil && layer.fontSize == 36)
        layer.string = "Hello"
        var look = try #require(layer.textLook)
        // Core Animation's defaults: 36 points, white, one line, clipped.
        #expect(look.text == "Hello" && look.style.font == .systemFont(ofSize: 36) && look.style.color == .white)
        #expect(look.style.numberOfLines == 1 && look.style.lineBreakMode == .byClipping)
        layer.string = NSAttributedString(string: "Bold claim")
        layer.font = UIFont.boldSystemFont(ofSize: 10)
        layer.fontSize = 18
        layer.isWrapped = true
        layer.truncationMode = .middle
        layer.alignmentMode = .center
        layer.foregroundColor = UIColor.systemRed.cgColor
        look = try #require(layer.textLook)
        #expect(look.text == "Bold claim" && look.style.font == .boldSystemFont(ofSize: 18) && look.style.color == .systemRed.inLight)
        #expect(look.style.numberOfLines == 0 && look.style.lineBreakMode == .byTruncatingMiddle && look.style.alignment == .center)
        layer.font = "Georgia"
        layer.fontSize = .nan  // not drawable: the default size
        #expect(layer.textLook?.style.font == UIFont(family: "Georgia", size: 36))
        layer.string = 42  // neither text nor attributed text: nothing
        #expect(layer.textLook == nil)
    }

    @Test func theDrawingCoversTheBoundsAndFollowsThem() throws {
        let stage = AnimationStage()
        let layer = CATextLayer()
        layer.string = "75%"
        layer.frame = CGRect(x: 10, y: 10, width: 80, height: 30)
        stage.view.layer.addSublayer(layer)
        let content = try #require(drawing(of: layer))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 80, height: 30) && content.drawsContent)
        #expect(layer.modelView?.childViews.first === content && layer.sublayers == nil)
        CATransaction.setDisableActions(true)
        layer.frame = CGRect(x: 0, y: 0, width: 50, height: 20)
        CATransaction.setDisableActions(false)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        layer.string = nil
        #expect(!content.drawsContent)
    }
}
