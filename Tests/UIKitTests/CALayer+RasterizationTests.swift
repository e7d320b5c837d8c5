import Testing
import UIKit

/// `shouldRasterize` and `rasterizationScale` as Core Animation documents them.
@MainActor
struct CALayerRasterizationTests {
    @Test func aLayerIsNotRasterizedByDefaultAndRasterizesAtScaleOne() {
        let view = UIView()
        #expect(view.layer.shouldRasterize == false)
        #expect(view.layer.rasterizationScale == 1)
        view.layer.shouldRasterize = true
        view.layer.rasterizationScale = 3
        #expect(view.layer.shouldRasterize)
        #expect(view.layer.rasterizationScale == 3)
    }

    @Test func aScaleThatIsNotPositiveAndFiniteBecomesOne() {
        let view = UIView()
        for bad in [0, -2, CGFloat.nan, .infinity] {
            view.layer.rasterizationScale = 2
            view.layer.rasterizationScale = bad
            #expect(view.layer.rasterizationScale == 1)
        }
    }

    @Test func rasterizingDoesNotRedrawTheViewsContent() {
        let view = UIView()
        let version = view.contentVersion
        view.layer.shouldRasterize = true
        view.layer.rasterizationScale = 2
        #expect(view.contentVersion == version)
    }

    @Test func aPresentationLayerIgnoresWrites() throws {
        let view = UIView()
        let presentation = try #require(view.layer.presentation())
        presentation.shouldRasterize = true
        presentation.rasterizationScale = 2
        #expect(view.layer.shouldRasterize == false)
        #expect(view.layer.rasterizationScale == 1)
    }
}
