import CCairo
import Testing
import TestSupport

@testable import CairoRenderer

/// A vertical gradient's row colours against Cairo's linear pattern filling the same rows,
/// within one level a channel, and the axes it refuses.
struct VerticalGradientTests {
    typealias Stop = VerticalGradient.Stop

    /// The colour Cairo gives each of `rows` rows (one pixel wide) for a linear pattern from
    /// `startY` to `endY` through `stops`, filled over transparent pixels.
    static func cairoRows(_ rows: Int, startY: Double, endY: Double, stops: [Stop]) throws -> [UInt32] {
        let surface = try #require(CairoSurface(pixelWidth: 1, pixelHeight: rows))
        let context = try #require(cairo_create(surface.pointer))
        defer { cairo_destroy(context) }
        let pattern = try #require(cairo_pattern_create_linear(0, startY, 0, endY))
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.red, stop.green, stop.blue, stop.alpha)
        }
        cairo_set_source(context, pattern)
        cairo_pattern_destroy(pattern)
        cairo_paint(context)
        cairo_surface_flush(surface.pointer)
        let data = try #require(cairo_image_surface_get_data(surface.pointer))
        return (0..<rows).map { row in
            UnsafeRawPointer(data + row * surface.stride).load(as: UInt32.self)
        }
    }

    /// The largest difference between two pixels' channels.
    static func difference(_ a: UInt32, _ b: UInt32) -> Int {
        (0..<4).map { abs(Int((a >> UInt32(8 * $0)) & 0xFF) - Int((b >> UInt32(8 * $0)) & 0xFF)) }.max() ?? 0
    }

    /// A card's scrim (black at 60 % to clear), a three-colour ramp with an alpha change and a
    /// hard edge (two stops at one location), a reversed axis, and a single stop: past the axis
    /// the end colours carry on, and every row is Cairo's within one level.
    @Test(arguments: [
        (startY: 0.0, endY: 180.0, stops: [Stop(location: 0, red: 0, green: 0, blue: 0, alpha: 0.6),
                                          Stop(location: 1, red: 0, green: 0, blue: 0, alpha: 0)]),
        (startY: 12.5, endY: 150.25, stops: [Stop(location: 0, red: 0.9, green: 0.2, blue: 0.1, alpha: 1),
                                             Stop(location: 0.4, red: 0.1, green: 0.8, blue: 0.3, alpha: 0.5),
                                             Stop(location: 0.4, red: 0.2, green: 0.3, blue: 0.9, alpha: 1),
                                             Stop(location: 1, red: 1, green: 1, blue: 1, alpha: 0.25)]),
        (startY: 170.0, endY: 20.0, stops: [Stop(location: 0, red: 0.3, green: 0.1, blue: 0.6, alpha: 1),
                                            Stop(location: 1, red: 0.95, green: 0.7, blue: 0.2, alpha: 0.8)]),
        (startY: 0.0, endY: 100.0, stops: [Stop(location: 0.5, red: 0.2, green: 0.4, blue: 0.6, alpha: 0.7)]),
    ])
    func everyRowIsCairosWithinOneLevel(startY: Double, endY: Double, stops: [Stop]) throws {
        let gradient = try #require(VerticalGradient(startY: startY, endY: endY, stops: stops))
        let cairo = try Self.cairoRows(200, startY: startY, endY: endY, stops: stops)
        let worst = cairo.indices.map { Self.difference(gradient.value(at: $0), cairo[$0]) }.max() ?? 0
        #expect(worst <= 1)
        // Premultiplied: no channel above alpha.
        for row in cairo.indices {
            let pixel = gradient.value(at: row)
            let alpha = pixel >> 24
            #expect([pixel >> 16 & 0xFF, pixel >> 8 & 0xFF, pixel & 0xFF].allSatisfy { $0 <= alpha })
        }
    }

    /// No axis, an axis or a component that is not finite, or no stops: no gradient (the
    /// caller leaves the fill to Cairo).
    @Test func anAxisWithoutLengthOrAValueNotFiniteMakesNoGradient() {
        let stop = Stop(location: 0, red: 0, green: 0, blue: 0, alpha: 1)
        #expect(VerticalGradient(startY: 10, endY: 10, stops: [stop]) == nil)
        #expect(VerticalGradient(startY: .nan, endY: 10, stops: [stop]) == nil)
        #expect(VerticalGradient(startY: 0, endY: .infinity, stops: [stop]) == nil)
        #expect(VerticalGradient(startY: 0, endY: 10, stops: []) == nil)
        #expect(VerticalGradient(startY: 0, endY: 10, stops: [Stop(location: 0, red: .nan, green: 0, blue: 0, alpha: 1)]) == nil)
        #expect(VerticalGradient(startY: 0, endY: 10, stops: [stop]) != nil)
    }
}
