import Foundation
import Motion
import Testing
import TestSupport
import UIKit

/// The image context API before `UIGraphicsImageRenderer`: begin, draw, get the image, end.
@MainActor
struct UIGraphicsImageContextTests {
    @Test func anImageContextIsCurrentBetweenBeginAndEndAndGivesTheDrawingSoFar() throws {
        let rasterizer = RecordingImageRasterizer()
        try withImageRasterizer(rasterizer) { try check(with: rasterizer) }
    }

    private func check(with rasterizer: RecordingImageRasterizer) throws {

        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)  // none begun
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 5), true, 3)
        #expect(UIGraphicsGetCurrentContext() != nil)
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
        // A context pushed over it is not an image context.
        UIGraphicsPushContext(UIGraphicsImageRendererContextProbe.make())
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsPopContext()
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.pixelWidth == 30 && image.pixelHeight == 15 && image.scale == 3)
        // The probe's image, then this one.
        #expect(rasterizer.requests.count == 2 && rasterizer.requests[1].opaque)
        #expect(rasterizer.requests[1].calls[1] == "fill M(0,0) L(2,0) L(2,2) L(0,2) Z rgba(0,1,0,1) winding")
        UIGraphicsEndImageContext()  // one too many: nothing happens

        // A scale of 0 is the main screen's; UIGraphicsBeginImageContext's is 1.
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 0)
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == Double(UIScreen.main.scale))
        UIGraphicsEndImageContext()
        UIGraphicsBeginImageContext(CGSize(width: 2, height: 2))
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == 1)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}

/// A context that is not an image context, made the way a caller outside UIKit can: the
/// context of an image renderer's block.
@MainActor
enum UIGraphicsImageRendererContextProbe {
    static func make() -> CGContext {
        var made: CGContext?
        _ = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { made = $0.cgContext }
        guard let made else { preconditionFailure("the block always runs") }
        return made
    }
}
