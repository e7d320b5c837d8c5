/// What the renderer did in the last frame, for tests and the frame-time overlay.
public struct RenderStatistics: Hashable, Sendable {
    /// Views whose content bitmap was drawn again.
    public var contentRedraws = 0
    /// Views whose content bitmap was taken from another view drawing the same thing
    /// (`UIView.sharedContentKey`) instead of being drawn.
    public var contentShared = 0
    /// Views composited.
    public var viewsComposited = 0
    /// Backdrop blurs computed (not reused from the cache).
    public var backdropBlursComputed = 0
    /// Backdrop blurs reused because nothing behind them changed.
    public var backdropBlursReused = 0
    /// Fading backdrops blended straight into the frame while being scaled up (before their
    /// full-size bitmap exists).
    public var backdropsBlendedDirectly = 0
    /// Fading backdrops under which the pixels kept from when the blur was computed were
    /// copied instead of compositing the views behind them again (nothing there changed).
    public var backdropsBehindKept = 0
    /// Fading backdrops computed over the whole frame that kept the pixels behind them by
    /// taking the buffer drawn so far, the rest of the frame drawn in a spare one, instead of
    /// copying them (the first frame of a blur fading in over the feed).
    public var backdropsKeptByHandOver = 0
    /// Backdrops computed again over the frame before, still in the buffer, for which the views
    /// below them were drawn only where they changed since (the rest of that frame left as it
    /// was under them).
    public var backdropsOverLastFrame = 0
    /// Pixels of fading backdrops blended straight into the frame that were left alone because
    /// an opaque view drawn after the backdrop covers them.
    public var backdropPixelsCovered = 0
    /// Layers with `shouldRasterize` rendered into their bitmap this frame (new, or something
    /// in them changed).
    public var rasterizedLayersRendered = 0
    /// Layers with `shouldRasterize` drawn from the bitmap kept from an earlier frame.
    public var rasterizedLayersReused = 0
    /// Layers drawn through the projective (perspective) warp.
    public var projectiveWarps = 0
    /// Frames Cairo stopped drawing part way (an error state); should always be 0.
    public var drawingErrors = 0
    /// 1 when the frame was the previous one, returned as it was because nothing it is drawn
    /// from changed (then nothing else was done).
    public var framesReused = 0
    /// Pixels composited this frame (the damage's, or the whole frame's; 0 for a reused frame).
    public var damagedPixels = 0
    /// Pixels in the frame.
    public var framePixels = 0
    /// Pixels a scroll view's scrolling moved by copying them instead of compositing them
    /// (`CairoRenderer.copiesScrolledPixels`; 0 when the frame copied none).
    public var scrolledPixels = 0
    /// Bands the frame was composited in (1: on one thread).
    public var bands = 1
    /// Times the bands were cut anew within the frame, after a backdrop, because the work
    /// left fell unevenly on them.
    public var bandsRecut = 0
    /// Drawing operations skipped because something opaque drawn after them covered them, on
    /// the frame and in the bitmaps of rasterized layers drawn for it.
    public var operationsOccluded = 0
    /// Parts of drawing operations (fills and shadows) left out because something opaque
    /// drawn after them covered those parts, on the frame and in the bitmaps of rasterized
    /// layers drawn for it.
    public var operationHoles = 0
    /// Gradient fills painted row by row straight into the frame, in whole or in part
    /// (`VerticalGradient`), rather than by Cairo alone.
    public var gradientsPaintedByRow = 0
    /// Content bitmaps composited part by part, only where they have ink
    /// (``CairoRenderer/drawsBitmapsInInkParts``), rather than whole.
    public var bitmapsDrawnInInkParts = 0
    /// Cached content bitmaps alive after the frame.
    public var cachedLayers = 0

    /// Empty statistics.
    public init() {}
}
