import Motion
import CCairo

/// One frame's compositing walk: where it draws, at which scale, and what it has drawn so far.
///
/// ``drawnBelow`` is the fingerprint of everything composited before the current view, in
/// drawing order. A backdrop blur is computed from the pixels below it, so it is reused only
/// while this fingerprint (with the backdrop's own box and parameters) is unchanged. It is a
/// value the walk passes along, `inout`, rather than renderer state, so the order it depends on
/// is the order of the calls.
struct CompositingPass {
    /// The Cairo context drawing into ``target``.
    let context: OpaquePointer
    /// The frame's surface.
    let target: CairoSurface
    /// Device pixels per point for the frame.
    let deviceScale: Double
    /// What has been drawn so far.
    var drawnBelow = Hasher()
    /// The bands the pixel work is recorded for (nil: it is done on ``context`` at once).
    var banded: BandedCompositing? = nil
    /// How many groups (`cairo_push_group`) are open: the frame's pixels are not where the
    /// drawing goes meanwhile.
    var groupDepth = 0

    /// Draws: recorded for the bands, or done on ``context`` now.
    func draw(_ operation: @escaping BandedCompositing.Operation) {
        if let banded { banded.record(operation) } else { operation(context) }
    }

    /// Changes the clip or the matrix: on ``context`` now (the walk culls by its clip) and
    /// recorded for the bands.
    func state(_ operation: @escaping BandedCompositing.Operation) {
        operation(context)
        banded?.record(operation)
    }

    /// Brings the frame's pixels up to date, before something reads them (a backdrop).
    func barrier() {
        banded?.flush()
    }

    /// Adds something just drawn to the fingerprint.
    mutating func noteDrawn<Value: Hashable>(_ value: Value) {
        drawnBelow.combine(value)
    }
}
