import UIKit

/// A text measurer that records every size asked of it (the text and the width), answering
/// from another measurer (the renderer, say) or, without one, with 8 points a character on
/// lines 20 points high, wrapped at the width.
@MainActor
public final class RecordingTextMeasurer: TextMeasuring {
    /// One size asked for.
    public struct Request: Equatable, Sendable {
        /// The text measured.
        public let text: String
        /// The width it was measured in (nil: one line).
        public let width: Double?

        /// A request for `text` in `width`.
        public init(text: String, width: Double?) {
            self.text = text
            self.width = width
        }
    }

    /// The sizes asked for, in order.
    public private(set) var requests: [Request] = []
    /// The measurer that answers (nil: the estimate above).
    private let measurer: (any TextMeasuring)?

    /// A recorder answering from `measurer`, or with its own estimate.
    public init(answeringFrom measurer: (any TextMeasuring)? = nil) {
        self.measurer = measurer
    }

    /// Records the request and answers it.
    public func size(of text: String, style: TextStyle, width: Double?) -> CGSize {
        requests.append(Request(text: text, width: width))
        return measurer?.size(of: text, style: style, width: width) ?? Self.estimate(of: text, width: width)
    }

    /// 8 points a character, on 20-point lines wrapped at `width`.
    private static func estimate(of text: String, width: Double?) -> CGSize {
        let oneLine = Double(text.count) * 8
        guard let width, width > 0 else { return CGSize(width: oneLine, height: 20) }
        return CGSize(width: Swift.min(oneLine, width), height: 20 * Swift.max(1, (oneLine / width).rounded(.up)))
    }

    /// The baselines, from the measurer that answers (not recorded).
    public func baselines(of text: String, style: TextStyle, width: Double?) -> TextBaselines {
        measurer?.baselines(of: text, style: style, width: width)
            ?? TextBaselines(estimatedFor: style, height: Self.estimate(of: text, width: width).height)
    }

    /// The font's metrics, from the measurer that answers (not recorded), else estimated.
    public func metrics(of font: UIFont) -> FontMetrics {
        measurer?.metrics(of: font) ?? FontMetrics(estimatedForSize: font.size)
    }

    /// Forgets the requests so far.
    public func removeAll() {
        requests.removeAll()
    }

    /// The texts asked for, in order.
    public var texts: [String] { requests.map(\.text) }
}
