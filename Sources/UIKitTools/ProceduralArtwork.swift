import UIKit

/// Pictures drawn in code, so scenes and tests need no image files.
public enum ProceduralArtwork {
    /// A sunset: a sky from orange to violet, a pale sun, and a dark ridge, `width` × `height`
    /// pixels. Asymmetric on purpose, so a flipped or mis-scaled image shows.
    public static func sunset(width: Int = 160, height: Int = 120, scale: Double = 1) -> UIImage {
        var pixels = [UInt32](repeating: 0, count: width * height)
        let top = UIColor(rgb: 0xFF9A3C), bottom = UIColor(rgb: 0x5B2A86), sun = UIColor(rgb: 0xFFE9A8), ridge = UIColor(rgb: 0x1E1233)
        for y in 0..<height {
            let v = Double(y) / Double(Swift.max(1, height - 1))
            let sky = top.interpolated(to: bottom, amount: v)
            for x in 0..<width {
                let u = Double(x) / Double(Swift.max(1, width - 1))
                var color = sky
                let dx = u - 0.3, dy = (v - 0.45) * Double(height) / Double(width)
                if (dx * dx + dy * dy).squareRoot() < 0.12 { color = sun }
                let ridgeHeight = 0.72 - 0.18 * sin(u * 5.5) * (1 - u * 0.5)
                if v > ridgeHeight { color = ridge }
                pixels[y * width + x] = UIImage.pixel(color)
            }
        }
        return UIImage(pixelWidth: width, pixelHeight: height, scale: scale, pixels: pixels)!
    }

    /// Diagonal colour bands, a busy backdrop that shows what a blur does.
    public static func stripes(width: Int = 120, height: Int = 120) -> UIImage {
        let colors = [UIColor(rgb: 0xFF3B30), UIColor(rgb: 0xFFCC00), UIColor(rgb: 0x34C759), UIColor(rgb: 0x007AFF), UIColor(rgb: 0xAF52DE)]
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                pixels[y * width + x] = UIImage.pixel(colors[((x + y) / 12) % colors.count])
            }
        }
        return UIImage(pixelWidth: width, pixelHeight: height, pixels: pixels)!
    }
}
