import Foundation

/// Text sizes where nothing can measure them (no text measurer installed, or off the main
/// thread): 0.55 em a character, lines wrapped at the width by that estimate and at line
/// breaks, each as tall as the estimated metrics' line (``FontMetrics/init(estimatedForSize:)``).
enum TextEstimate {
    /// The estimated size of `text` in `style` within `width` (nil: unlimited), in whole points.
    static func size(of text: String, style: TextStyle, width: Double?) -> CGSize {
        guard !text.isEmpty else { return .zero }
        let advance = 0.55 * style.font.size
        var lines = 0
        var widest = 0.0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let natural = Double(line.count) * advance
            if let width, width > 0, natural > width {
                lines += Int((natural / width).rounded(.up))
                widest = width
            } else {
                lines += 1
                widest = Swift.max(widest, natural)
            }
        }
        let lineHeight = FontMetrics(estimatedForSize: style.font.size).lineHeight * style.lineHeightMultiple
        return CGSize(width: widest.rounded(.up), height: (Double(lines) * lineHeight).rounded(.up))
    }
}
