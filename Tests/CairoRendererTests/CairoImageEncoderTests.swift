import CairoRenderer
import Foundation
import Testing
import TestSupport
import UIKit

/// `pngData()` and `jpegData(compressionQuality:)` through the renderer's encoder: files that
/// read back as the pixels written (exactly for PNG, within JPEG's loss), and nil where UIKit
/// gives nil.
@MainActor
struct CairoImageEncoderTests {
    /// A 4 × 3 image: opaque red, green, blue and white, a half-transparent orange, clear.
    let image = UIImage(pixelWidth: 4, pixelHeight: 3, scale: 2, pixels: [
        UIImage.pixel(.red), UIImage.pixel(.green), UIImage.pixel(.blue), UIImage.pixel(.white),
        UIImage.pixel(UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)), UIImage.pixel(.clear), UIImage.pixel(.red), UIImage.pixel(.red),
        UIImage.pixel(.black), UIImage.pixel(.black), UIImage.pixel(.white), UIImage.pixel(.white),
    ])!

    /// Writes `data` to a file in `folder` and reads it back.
    func readBack(_ data: Data, as name: String, in folder: ScratchFolder) throws -> UIImage {
        try data.write(to: URL(fileURLWithPath: folder.file(name)))
        return try UIImage.load(contentsOfFile: folder.file(name))
    }

    @Test func pngDataReadsBackAsThePixelsWritten() throws {
        let folder = try ScratchFolder("png-data")
        defer { folder.remove() }
        try withImageEncoder(CairoImageEncoder()) {
            let data = try #require(image.pngData())
            #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            let back = try readBack(data, as: "image.png", in: folder)
            #expect(back.pixelWidth == 4 && back.pixelHeight == 3, "the pixels, whatever the scale")
            // Opaque and clear pixels exactly; the half-transparent one within the rounding of
            // un-premultiplying and premultiplying again (one level a channel).
            for index in [0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11] { #expect(back.pixels[index] == image.pixels[index], "pixel \(index)") }
            let half = try #require(back.color(atPixelX: 0, y: 1)), original = try #require(image.color(atPixelX: 0, y: 1))
            #expect(Swift.abs(half.red - original.red) <= 1.0 / 255 && Swift.abs(half.green - original.green) <= 2.0 / 255
                && half.alpha == original.alpha)
        }
    }

    @Test func jpegDataReadsBackWithinItsLossAndDropsTheAlpha() throws {
        let folder = try ScratchFolder("jpeg-data")
        defer { folder.remove() }
        try withImageEncoder(CairoImageEncoder()) {
            // A flat 16 × 16 block of one colour, and a clear one.
            let teal = UIImage.filled(with: UIColor(red: 0.2, green: 0.6, blue: 0.7), pixelWidth: 16, pixelHeight: 16)!
            let clear = UIImage.filled(with: .clear, pixelWidth: 16, pixelHeight: 16)!
            let best = try #require(teal.jpegData(compressionQuality: 1))
            #expect(Array(best.prefix(2)) == [0xFF, 0xD8] && Array(best.suffix(2)) == [0xFF, 0xD9])
            let back = try readBack(best, as: "teal.jpg", in: folder)
            let color = try #require(back.color(atPixelX: 8, y: 8))
            #expect(Swift.abs(color.red - 0.2) < 3.0 / 255 && Swift.abs(color.green - 0.6) < 3.0 / 255 && Swift.abs(color.blue - 0.7) < 3.0 / 255)
            let black = try readBack(try #require(clear.jpegData(compressionQuality: 0.8)), as: "clear.jpg", in: folder)
            #expect(black.color(atPixelX: 8, y: 8) == .black, "no alpha in a JPEG: clear is black")
            // A lower quality of a detailed image is a smaller file; out-of-range and NaN
            // qualities are clamped.
            let noisy = UIImage(pixelWidth: 64, pixelHeight: 64, pixels: (0..<4096).map { UInt32(0xFF00_0000) | UInt32(($0 &* 2_654_435_761) & 0xFF_FFFF) })!
            let small = try #require(noisy.jpegData(compressionQuality: 0.1)), large = try #require(noisy.jpegData(compressionQuality: 0.95))
            #expect(small.count < large.count)
            #expect(noisy.jpegData(compressionQuality: -3) == noisy.jpegData(compressionQuality: 0))
            #expect(noisy.jpegData(compressionQuality: .nan) == noisy.jpegData(compressionQuality: 0))
            #expect(noisy.jpegData(compressionQuality: 7) == noisy.jpegData(compressionQuality: 1))
            // A file past the encoder's first 16 KB buffer grows it and reads back whole.
            var state: UInt64 = 0x9E37_79B9_7F4A_7C15
            let large256 = UIImage(pixelWidth: 256, pixelHeight: 256, pixels: (0..<65_536).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407  // Knuth's LCG: its high bits
                return UInt32(0xFF00_0000) | UInt32(truncatingIfNeeded: state >> 40) & 0xFF_FFFF
            })!
            let big = try #require(large256.jpegData(compressionQuality: 1))
            #expect(big.count > 4 * 16_384 && Array(big.suffix(2)) == [0xFF, 0xD9])
            #expect(try readBack(big, as: "noise.jpg", in: folder).pixelWidth == 256)
            let png = try #require(large256.pngData())
            let pngBack = try readBack(png, as: "noise.png", in: folder)
            #expect(png.count > 16_384 && pngBack.pixels == large256.pixels, "past the first 4 KB buffer many times")
        }
    }

    @Test func anEmptyImageOrNoEncoderGivesNil() {
        withImageEncoder(CairoImageEncoder()) {
            #expect(UIImage().pngData() == nil && UIImage().jpegData(compressionQuality: 1) == nil)
        }
        withImageEncoder(nil) {
            #expect(image.pngData() == nil)
        }
    }

    /// What iOS snapshot code writes: a drawing straight to PNG bytes.
    @Test func anImageRendererDrawsStraightToPNG() throws {
        let folder = try ScratchFolder("renderer-png")
        defer { folder.remove() }
        try withImageEncoder(CairoImageEncoder()) { try withImageRasterizer(CairoImageRasterizer()) {
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10))
            let data = renderer.pngData { context in
                UIColor.systemIndigo.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
            let back = try readBack(data, as: "drawn.png", in: folder)
            #expect(back.pixelWidth == 20 * Int(UIScreen.main.scale))
            #expect(back.color(atPixelX: 2, y: 2) == UIColor.systemIndigo.inLight && back.color(atPixelX: back.pixelWidth - 2, y: 2)?.alpha == 0)
            #expect(renderer.jpegData(withCompressionQuality: 0.5) { _ in }.prefix(2) == Data([0xFF, 0xD8]))
        } }
    }
}
