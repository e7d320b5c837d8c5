import Testing
import UIKit

@testable import CairoRenderer

/// Text measured with Pango: the same text in the same font is shaped once, whatever its colour.
@MainActor
struct PangoTextTests {
    @Test func aMeasurementIsSharedAcrossColoursAndKeptApartByWidthAndFont() {
        let renderer = CairoRenderer(scale: 2)
        let text = "The same words, wrapped in a narrow column"
        let white = TextStyle(font: .system(size: 17, weight: .bold), color: .white, alignment: .left, numberOfLines: 0)
        var blue = white
        blue.color = .systemBlue
        let narrow = renderer.size(of: text, style: white, width: 120)
        #expect(renderer.size(of: text, style: blue, width: 120) == narrow)
        #expect(renderer.text.measuredSizes.count == 1)
        // Another width wraps otherwise, and another font measures otherwise: each is its own.
        let wide = renderer.size(of: text, style: white, width: 2000)
        #expect(wide.height < narrow.height && wide.width > narrow.width, "narrow \(narrow), wide \(wide)")
        var small = white
        small.font = .system(size: 11, weight: .regular)
        #expect(renderer.size(of: text, style: small, width: 2000).width < wide.width)
        #expect(renderer.text.measuredSizes.count == 3)
        // Baselines likewise: the same answer in another colour.
        let baselines = renderer.baselines(of: text, style: white, width: 120)
        #expect(renderer.baselines(of: text, style: blue, width: 120) == baselines)
        #expect(baselines.last > baselines.first)
    }
}
