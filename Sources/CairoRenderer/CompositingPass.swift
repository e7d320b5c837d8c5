import Motion

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

    /// Adds something just drawn to the fingerprint.
    mutating func noteDrawn<Value: Hashable>(_ value: Value) {
        drawnBelow.combine(value)
    }
}
