import CCairo
import CPangoCairo
import Foundation
import Motion
import UIKit

/// Sets and measures text with Pango on Cairo, and checks fonts once per family.
@MainActor
final class PangoText {
    /// Families already checked, and whether they were found.
    private var checkedFamilies: [String: Bool] = [:]
    /// Where warnings go (standard error by default).
    var warn: (String) -> Void
    /// A 1×1 surface for measuring.
    private let scratch: CairoSurface
    private let scratchContext: OpaquePointer
    /// The Pango context layouts are made in, brought up to date with each Cairo context's
    /// matrix and font options before use (making one per layout cost more than the shaping of
    /// a short label).
    private var pangoContext: OpaquePointer?

    init(warn: @escaping (String) -> Void) {
        self.warn = warn
        scratch = CairoSurface(pixelWidth: 1, pixelHeight: 1)!
        scratchContext = cairo_create(scratch.pointer)
    }

    isolated deinit {
        if let pangoContext { g_object_unref(UnsafeMutableRawPointer(pangoContext)) }
        cairo_destroy(scratchContext)
    }

    /// A Pango layout for text in a style, `width` points wide (nil: unlimited).
    func layout(_ text: String, style: TextStyle, width: Double?, height: Double? = nil, on context: OpaquePointer) -> OpaquePointer? {
        if let pangoContext {
            pango_cairo_update_context(context, pangoContext)
        } else {
            pangoContext = pango_cairo_create_context(context)
        }
        guard let pangoContext, let layout = pango_layout_new(pangoContext) else { return nil }
        let description = pango_font_description_new()
        pango_font_description_set_family(description, family(for: style.font.family))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(style.font.weight.rawValue)))
        pango_font_description_set_absolute_size(description, style.font.size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        // Control characters other than newlines and tabs would draw as boxes: drop them.
        let clean = Self.withoutControlCharacters(text)
        pango_layout_set_text(layout, clean, -1)
        if let width, width > 0, width.isFinite {
            pango_layout_set_width(layout, Int32(Swift.min(width, 1e6) * Double(PANGO_SCALE)))
        }
        switch style.lineBreakMode {
        case .byCharWrapping: pango_layout_set_wrap(layout, PANGO_WRAP_CHAR)
        default: pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        let lines = style.numberOfLines
        if lines > 0 {
            pango_layout_set_height(layout, Int32(-lines))
        } else {
            // No line limit (UIKit's 0). Pango's default height (-1) would ellipsize every
            // paragraph to one line: allow the rectangle's height (the last line that fits is
            // truncated), or any height when measuring.
            let limit = height.map { $0 > 0 && $0.isFinite ? Swift.min($0, 1e5) * Double(PANGO_SCALE) : 0 } ?? Double(Int32.max)
            pango_layout_set_height(layout, Int32(Swift.min(limit, Double(Int32.max))))
        }
        switch style.lineBreakMode {
        case .byTruncatingTail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        case .byTruncatingHead: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
        case .byTruncatingMiddle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
        case .byWordWrapping, .byCharWrapping, .byClipping: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        }
        if lines == 1, style.lineBreakMode != .byTruncatingTail, style.lineBreakMode != .byTruncatingHead,
            style.lineBreakMode != .byTruncatingMiddle
        {
            pango_layout_set_width(layout, -1)  // one clipped line: no wrapping
        }
        switch style.alignment {
        case .left, .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        pango_layout_set_auto_dir(layout, style.alignment == .natural ? 1 : 0)
        if style.lineHeightMultiple != 1 { pango_layout_set_line_spacing(layout, Float(style.lineHeightMultiple)) }
        return layout
    }

    /// `text` without control characters other than newlines and tabs (a plain loop: a closure
    /// made in this main-actor class would check its executor for every character).
    nonisolated static func withoutControlCharacters(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where scalar == "\n" || scalar == "\t" || scalar.properties.generalCategory != .control {
            scalars.append(scalar)
        }
        return String(scalars)
    }

    /// Draws text vertically centred in a rectangle, or from its top (`fromTop`), in the
    /// context's user space (points).
    func draw(_ text: String, style: TextStyle, in rect: CGRect, fromTop: Bool = false, on context: OpaquePointer) {
        guard rect.isFinite, rect.width > 0, rect.height > 0,
            let layout = layout(text, style: style, width: rect.width, height: rect.height, on: context)
        else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let height = Double(logical.height) / Double(PANGO_SCALE)
        cairo_save(context)
        cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(context)
        Cairo.setColor(context, style.color)
        // One clipped line is laid out without a width (so that it does not wrap): it is placed
        // by its alignment here.
        var x = rect.minX
        if pango_layout_get_width(layout) < 0, style.alignment == .center || style.alignment == .right {
            let width = Double(logical.width) / Double(PANGO_SCALE)
            x += style.alignment == .center ? (rect.width - width) / 2 : rect.width - width
        }
        cairo_move_to(context, x, fromTop ? rect.minY : rect.midY - height / 2)
        pango_cairo_show_layout(context, layout)
        cairo_restore(context)
    }

    /// What a measurement depends on: the text, its style but for the colour, and the width.
    struct Measurement: Hashable {
        let text: String
        let style: TextStyle
        let width: Double?

        init(_ text: String, style: TextStyle, width: Double?) {
            var shape = style
            shape.color = .black
            self.text = text
            self.style = shape
            self.width = width
        }
    }

    /// Sizes measured, by what they depend on: labels and buttons showing the same text in
    /// the same font (a card's app rows and its open story's) are shaped once.
    private(set) var measuredSizes: [Measurement: CGSize] = [:]
    /// Baselines measured, likewise.
    private var measuredBaselines: [Measurement: TextBaselines] = [:]
    /// The most measurements of each kind kept; past it they start over.
    static let measurementLimit = 1024

    /// The size text needs (points, rounded up as UIKit does).
    func size(of text: String, style: TextStyle, width: Double?) -> CGSize {
        let key = Measurement(text, style: style, width: width)
        if let known = measuredSizes[key] { return known }
        guard !text.isEmpty, let layout = layout(text, style: style, width: width, on: scratchContext) else { return .zero }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let size = CGSize(width: (Double(logical.width) / Double(PANGO_SCALE)).rounded(.up),
                          height: (Double(logical.height) / Double(PANGO_SCALE)).rounded(.up))
        if measuredSizes.count >= Self.measurementLimit { measuredSizes.removeAll() }
        measuredSizes[key] = size
        return size
    }

    /// The first and last baselines of the text and its block's height (points, from the top).
    func baselines(of text: String, style: TextStyle, width: Double?) -> TextBaselines {
        let key = Measurement(text, style: style, width: width)
        if let known = measuredBaselines[key] { return known }
        let measured = measureBaselines(of: text, style: style, width: width)
        if measuredBaselines.count >= Self.measurementLimit { measuredBaselines.removeAll() }
        measuredBaselines[key] = measured
        return measured
    }

    /// ``baselines(of:style:width:)``, measured.
    private func measureBaselines(of text: String, style: TextStyle, width: Double?) -> TextBaselines {
        guard !text.isEmpty, let layout = layout(text, style: style, width: width, on: scratchContext) else {
            return TextBaselines(first: 0, last: 0, height: 0)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let first = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
        var last = first
        if let iterator = pango_layout_get_iter(layout) {
            while pango_layout_iter_next_line(iterator) != 0 {}
            last = Double(pango_layout_iter_get_baseline(iterator)) / Double(PANGO_SCALE)
            pango_layout_iter_free(iterator)
        }
        return TextBaselines(first: first, last: last, height: Double(logical.height) / Double(PANGO_SCALE))
    }

    /// Font metrics measured, by font.
    private var measuredMetrics: [UIFont: FontMetrics] = [:]

    /// A font's vertical metrics: the ascender and descender of its line (Pango's logical
    /// extents of one line), and the ink height of an "H" and an "x" above the baseline.
    func metrics(of font: UIFont) -> FontMetrics {
        if let known = measuredMetrics[font] { return known }
        let style = TextStyle(font: font, color: .black, alignment: .natural, numberOfLines: 1,
                              lineBreakMode: .byClipping, lineHeightMultiple: 1)
        func extents(_ text: String) -> (ink: PangoRectangle, logical: PangoRectangle, baseline: Double)? {
            guard let layout = layout(text, style: style, width: nil, on: scratchContext) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            return (ink, logical, Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE))
        }
        guard let line = extents("Hx"), let capital = extents("H"), let small = extents("x") else {
            return FontMetrics(estimatedForSize: font.size)
        }
        let scale = Double(PANGO_SCALE)
        let metrics = FontMetrics(ascender: line.baseline,
                                  descender: line.baseline - Double(line.logical.height) / scale,
                                  leading: 0,
                                  capHeight: capital.baseline - Double(capital.ink.y) / scale,
                                  xHeight: small.baseline - Double(small.ink.y) / scale)
        if measuredMetrics.count >= Self.measurementLimit { measuredMetrics.removeAll() }
        measuredMetrics[font] = metrics
        return metrics
    }

    /// The family to ask Pango for; the first time a family is used, checks that fontconfig has
    /// it and warns (once) when it will fall back.
    func family(for requested: String) -> String {
        if checkedFamilies[requested] == nil {
            checkedFamilies[requested] = isInstalled(requested)
            if checkedFamilies[requested] == false {
                warn("warning: font family '\(requested)' is not installed; text falls back to the default sans-serif (install fonts-inter for the system face)")
            }
        }
        return checkedFamilies[requested] == true ? requested : "sans-serif"
    }

    /// Whether Pango's font map lists a family of that name (case-insensitive).
    func isInstalled(_ family: String) -> Bool {
        guard let map = pango_cairo_font_map_get_default() else { return false }
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(map, &families, &count)
        defer { g_free(families) }
        guard let families else { return false }
        let wanted = family.lowercased()
        for index in 0..<Int(count) {
            if let entry = families[index], let name = pango_font_family_get_name(entry),
                String(cString: name).lowercased() == wanted
            {
                return true
            }
        }
        return false
    }
}
