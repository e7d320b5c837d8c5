import Foundation
import Motion
import Testing
import TestSupport
@testable import UIKit

/// `UIImage(cgImage:scale:orientation:)`: every orientation turns the pixels as UIKit shows
/// them, the size follows, and `cgImage` stays the bitmap given.
struct UIImageOrientationTests {
    /// A 3 × 2 bitmap whose pixels are their own indices:
    ///
    ///     0 1 2
    ///     3 4 5
    let bitmap = CGImage(checkedWidth: 3, height: 2, pixels: [0, 1, 2, 3, 4, 5])

    @Test(arguments: [
        (UIImage.Orientation.up, 3, [0, 1, 2, 3, 4, 5] as [UInt32]),
        // Turned 180°.
        (.down, 3, [5, 4, 3, 2, 1, 0]),
        // Stored turned 90° clockwise, shown turned back 90° counterclockwise: the right
        // column comes up as the top row.
        (.left, 2, [2, 5, 1, 4, 0, 3]),
        // Shown turned 90° clockwise: the left column, bottom first, becomes the top row.
        (.right, 2, [3, 0, 4, 1, 5, 2]),
        (.upMirrored, 3, [2, 1, 0, 5, 4, 3]),
        (.downMirrored, 3, [3, 4, 5, 0, 1, 2]),
        // Rows and columns swapped.
        (.leftMirrored, 2, [0, 3, 1, 4, 2, 5]),
        (.rightMirrored, 2, [5, 2, 4, 1, 3, 0]),
    ])
    func eachOrientationTurnsThePixelsAsUIKitShowsThem(orientation: UIImage.Orientation, width: Int, shown: [UInt32]) {
        let image = UIImage(cgImage: bitmap, scale: 2, orientation: orientation)
        #expect(image.pixelWidth == width && image.pixelHeight == 6 / width)
        #expect(image.pixels == shown)
        #expect(image.size == CGSize(width: Double(width) / 2, height: Double(6 / width) / 2))
        #expect(image.imageOrientation == orientation && image.scale == 2)
        #expect(image.cgImage === bitmap, "the bitmap as given, not turned")
    }

    @Test func theRawValuesAreUIKits() {
        #expect([UIImage.Orientation.up, .down, .left, .right, .upMirrored, .downMirrored, .leftMirrored, .rightMirrored]
            .map(\.rawValue) == Array(0...7))
    }

    @Test func aBitmapAloneIsScaleOneAndUpAndABadScaleIsOne() {
        let image = UIImage(cgImage: bitmap)
        #expect(image.scale == 1 && image.imageOrientation == .up && image.size == CGSize(width: 3, height: 2))
        #expect(UIImage(cgImage: bitmap, scale: 0, orientation: .up).scale == 1)
        #expect(UIImage(cgImage: bitmap, scale: .infinity, orientation: .up).scale == 1)
    }
}
