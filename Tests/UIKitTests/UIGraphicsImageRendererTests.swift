import Foundation
import Motion
import Testing
import TestSupport
import UIKit

/// Images made by drawing: the block runs with a Core Graphics context current, and what it
/// drew goes to the installed rasterizer at the format's scale; bad sizes and a missing
/// rasterizer give blank images, never a crash.
@MainActor
struct UIGraphicsImageRendererTests {
    @Test func theBlockDrawsWithTheCurrentContextAndTheRasterizerGetsItsDrawing() {
        let rasterizer = RecordingImageRasterizer()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let image = withImageRasterizer(rasterizer) {
            UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).image { context in
                #expect(UIGraphicsGetCurrentContext() === context.cgContext)
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
                UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 4, height: 4)).fill()
            }
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.pixelWidth == 60 && image.pixelHeight == 30 && image.scale == 3)
        #expect(rasterizer.requests.count == 1)
        let request = rasterizer.requests[0]
        #expect(request.size == CGSize(width: 20, height: 10) && request.scale == 3 && !request.opaque)
        #expect(request.calls.count == 6)
        #expect(request.calls[1] == "fill M(0,0) L(5,0) L(5,5) L(0,5) Z rgba(1,0,0,1) winding")
        #expect(request.calls[3].hasPrefix("fill M(4,2) C(") && request.calls[3].hasSuffix("rgba(1,0,0,1) winding"))
    }

    @Test func boundsPutTheirOriginAtTheImagesTopLeftAndCurrentImageIsTheDrawingSoFar() {
        let rasterizer = RecordingImageRasterizer()
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 1
        format.opaque = true
        var partial: UIImage?
        _ = withImageRasterizer(rasterizer) {
            UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 20, width: 30, height: 30), format: format).image { context in
                context.fill(CGRect(x: 10, y: 20, width: 1, height: 1))
                partial = context.currentImage
                context.stroke(CGRect(x: 10, y: 20, width: 2, height: 2))
            }
        }
        #expect(partial?.pixelWidth == 30)
        // The image so far, then the whole: the stroke is drawn in the transform that moves
        // the bounds' origin to the top left.
        #expect(rasterizer.requests.map(\.calls.count) == [3, 7])
        #expect(rasterizer.requests[1].calls[3] == "concatenate [1 0 0 1 -10 -20]")
        #expect(rasterizer.requests[0].calls[1] == "fill M(0,0) L(1,0) L(1,1) L(0,1) Z rgba(0,0,0,1) winding")
        #expect(rasterizer.requests.allSatisfy { $0.opaque })
    }

    @Test func withoutARasterizerOrWithABadSizeTheImageIsBlank() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        format.opaque = true
        var ran = false
        let blank = withImageRasterizer(nil) {
            UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: format).image { _ in ran = true }
        }
        #expect(ran)
        #expect(blank.pixelWidth == 6 && blank.pixelHeight == 4 && blank.color(atPixelX: 5, y: 3) == .black)
        let rasterizer = RecordingImageRasterizer()
        for size in [CGSize(width: 0, height: 10), CGSize(width: -5, height: 5), CGSize(width: CGFloat.nan, height: 4),
                     CGSize(width: 1e300, height: 1e300), CGSize(width: 100_000, height: 100_000)] {
            let image = withImageRasterizer(rasterizer) { UIGraphicsImageRenderer(size: size).image { _ in } }
            #expect(image.pixelWidth == 1 && image.pixelHeight == 1)
        }
        #expect(rasterizer.requests.isEmpty)
        format.scale = .nan
        let unscaled = withImageRasterizer(rasterizer) { UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { _ in } }
        #expect(unscaled.scale == 1 && unscaled.pixelWidth == 4)
    }

    @Test func aViewsHierarchyDrawsOnlyWhereAWindowRendererCanDrawIt() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let rasterizer = RecordingImageRasterizer()
        var drawn = true
        _ = withImageRasterizer(rasterizer) {
            UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
                drawn = view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 10, height: 10), afterScreenUpdates: true)
            }
        }
        #expect(!drawn)  // no window, so no renderer
        #expect(!view.drawHierarchy(in: .zero, afterScreenUpdates: false))  // no current context
    }
}
