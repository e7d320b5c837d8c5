import Foundation
import UIKit

/// Measures text and fonts with Pango outside any window, as a window's renderer measures its
/// labels: string sizes (`size(withAttributes:)`, `boundingRect`) and font metrics
/// (`lineHeight`, `ascender`). Hosts install it: `UIFont.textMeasurer = PangoTextMeasurer()`.
@MainActor
public final class PangoTextMeasurer: TextMeasuring {
    /// Sets the text measured.
    private let text = PangoText(warn: { message in FileHandle.standardError.write(Data((message + "\n").utf8)) })

    /// A measurer.
    public init() {}

    /// The size text needs (`TextMeasuring`).
    public func size(of string: String, style: TextStyle, width: Double?) -> CGSize {
        text.size(of: string, style: style, width: width)
    }

    /// Where the text's first and last baselines fall (`TextMeasuring`).
    public func baselines(of string: String, style: TextStyle, width: Double?) -> TextBaselines {
        text.baselines(of: string, style: style, width: width)
    }

    /// A font's vertical metrics (`TextMeasuring`).
    public func metrics(of font: UIFont) -> FontMetrics {
        text.metrics(of: font)
    }
}
