import Foundation
import Motion
import Testing
import TestSupport
@testable import UIKit

/// `CGImage`: its geometry, cropping, and the bitmap under a `UIImage`.
struct CGImageTests {
    /// A 3 × 2 bitmap whose pixels are their own indices (0…5), so each is recognisable.
    let bitmap = CGImage(checkedWidth: 3, height: 2, pixels: [0, 1, 2, 3, 4, 5])

    @Test func itsGeometryIsThirtyTwoBitsAPixelWithNoPadding() {
        #expect(bitmap.width == 3 && bitmap.height == 2)
        #expect(bitmap.bitsPerComponent == 8 && bitmap.bitsPerPixel == 32 && bitmap.bytesPerRow == 12)
    }

    @Test func croppingMakesTheRectangleIntegralAndCutsItToTheImage() throws {
        let right = try #require(bitmap.cropping(to: CGRect(x: 1, y: 0, width: 2, height: 2)))
        #expect(right.width == 2 && right.height == 2 && right.pixels == [1, 2, 4, 5])
        // 0.5…1.5 becomes 0…2; a rectangle past the image is cut to it.
        let widened = try #require(bitmap.cropping(to: CGRect(x: 0.5, y: 1.2, width: 1, height: 10)))
        #expect(widened.width == 2 && widened.height == 1 && widened.pixels == [3, 4])
        #expect(bitmap.cropping(to: CGRect(x: -10, y: -10, width: 100, height: 100)) === bitmap, "the whole image is itself")
        #expect(bitmap.cropping(to: CGRect(x: 3, y: 0, width: 1, height: 1)) == nil, "outside")
        #expect(bitmap.cropping(to: .zero) == nil)
        #expect(bitmap.cropping(to: CGRect(x: Double.nan, y: 0, width: 1, height: 1)) == nil)
        #expect(bitmap.cropping(to: CGRect(x: 0, y: 0, width: Double.infinity, height: 1)) == nil)
        // A negative size is standardized first.
        #expect(bitmap.cropping(to: CGRect(x: 3, y: 2, width: -1, height: -1))?.pixels == [5])
    }

    @Test func anImagesBitmapIsItsPixelsAndTheEmptyImageHasNone() throws {
        let image = try #require(UIImage(pixelWidth: 3, pixelHeight: 2, scale: 2, pixels: [0, 1, 2, 3, 4, 5]))
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.width == 3 && cgImage.height == 2 && cgImage.pixels == image.pixels)
        #expect(image.withRenderingMode(.alwaysTemplate).cgImage === cgImage, "another rendering mode shares the bitmap")
        #expect(UIImage().cgImage == nil)
    }
}
