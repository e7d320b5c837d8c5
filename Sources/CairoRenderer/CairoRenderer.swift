import CCairo
import Foundation
import Motion
import UIKit

/// A software compositor in Core Animation's shape, drawing with Cairo and Pango.
///
/// Each view's own content (background, border, text, image, gradient, custom drawing) is drawn
/// once into a cached bitmap at the screen scale and drawn again only when the view calls
/// `setNeedsDisplay()` (or its size changes). Every frame composites the cached bitmaps with the
/// presented transform, opacity, rounded clip, shadow (nine-sliced from a cached blurred tile)
/// and backdrop blur (reused while nothing behind it changed); layers with perspective go
/// through a projective warp. The result is a premultiplied ARGB32 frame the host presents or
/// writes.
///
/// Limits (documented clamps): frames and layers are capped at 16384 pixels on a side, and a
/// frame at 64 megapixels (256 MB), by lowering the scale (a 10,000×10,000-point window renders
/// at 0.8 pixels a point); a window of zero area renders an empty frame.
@MainActor
public final class CairoRenderer: TextMeasuring, SnapshotRendering {
    /// Pixels per point.
    public let scale: Double
    /// What the last frame did.
    public internal(set) var statistics = RenderStatistics()
    /// How many frames ``render(_:)`` has returned (the next frame's ``Frame/number``).
    public private(set) var framesRendered = 0
    /// Whether ``render(_:)`` returns the previous frame as it is when nothing it is drawn
    /// from changed (on by default; tests of the caches turn it off to composite every time).
    public var reusesUnchangedFrames = true
    /// Whether a frame in which only some views changed composites only the pixels they touch
    /// over the previous frame, which stays in the buffer (on by default: the pixels are the
    /// same as compositing everything, which a test checks on every frame of the session).
    /// Off with ``reusesUnchangedFrames``: then every frame is composited whole.
    public var compositesDamageOnly = true
    /// Whether a scroll view that scrolled by whole pixels since the previous frame has the
    /// pixels it showed moved by copying them, compositing only what scrolled in, what changed
    /// otherwise and what is drawn over it (`CairoRenderer+ScrollCopy.swift`; on by default, with
    /// ``compositesDamageOnly``: the pixels are the same, which a test checks on every frame of
    /// the session). It takes a scroll view with an opaque background and nothing else of its
    /// own, shown unturned at full opacity, as UIKit's feeds and tables are.
    public var copiesScrolledPixels = true
    /// How many horizontal bands a frame is composited in, each by its own thread (the active
    /// cores, at most four, by default; 1 composites on the calling thread alone). The pixels
    /// are the same either way, which a test checks on every frame of the session.
    public var compositingBands = ParallelBands.count
    /// Whether drawing that something opaque drawn later in the same frame covers whole (an
    /// opaque, square background fill or backdrop) is skipped, as Core Animation skips layers
    /// under opaque ones, and a backdrop's blur and the pixels kept behind it are tied to the
    /// views below it rather than to everything the walk drew before it (on by default: the
    /// pixels are the same, which a test checks on every frame of the session). With it off
    /// and one band, the walk draws as it goes.
    public var skipsOccludedDrawing = true
    /// Whether a gradient view's fill whose axis is vertical on the device is painted a row at
    /// a time straight into the frame where every clip around it keeps it whole, Cairo filling
    /// only the rest (`VerticalGradient`; on by default). Off, Cairo fills it all: the pixels
    /// differ by at most one level a channel, which a test checks.
    public var paintsGradientsByRow = true
    /// Whether a content bitmap that is mostly transparent (a label's text) is composited
    /// only where it has ink, part by part, when it is scaled bilinearly and the clips around
    /// keep the parts whole (on by default). Off, it is composited whole: the
    /// pixels are the same, which a test checks.
    public var drawsBitmapsInInkParts = true
    /// Where font warnings go (standard error by default).
    public var warningHandler: (String) -> Void {
        get { text.warn }
        set { text.warn = newValue }
    }

    let text: PangoText
    let images = ImageSurfaceCache()
    let shadows = ShadowTiles()
    var target: CairoSurface?
    var contentCache: [ObjectIdentifier: LayerContent] = [:]
    var backdropCache: [ObjectIdentifier: BackdropContent] = [:]
    /// The bitmaps of layers with `shouldRasterize`, by view.
    var rasterCache: [ObjectIdentifier: RasterizedContent] = [:]
    /// For each layer with `shouldRasterize` in the frame being drawn, the signature of what
    /// its bitmap is drawn from (``rasterSignature(of:state:scale:)``), found by the frame's
    /// signature walk.
    var rasterSignatures: [ObjectIdentifier: Int] = [:]
    /// The same for the frame before, reused or not.
    var previousRasterSignatures: [ObjectIdentifier: Int] = [:]
    /// The layers being rendered into their bitmaps now (drawn as usual inside their own).
    var rasterizing: Set<ObjectIdentifier> = []
    var seenThisFrame: Set<ObjectIdentifier> = []
    /// Bitmaps views share by ``UIKit/UIView/sharedContentKey``, kept while a view draws them
    /// and, once none does, within ``unusedSharedContentBudget``.
    var sharedContent: [SharedContentKey: LayerContent] = [:]
    var sharedSeenThisFrame: Set<SharedContentKey> = []
    /// How many times a shared bitmap was drawn (``noteSharedDrawn(_:)``).
    private(set) var sharedUses = 0
    /// How many bytes of shared bitmaps no view draws any more are kept, the most recently
    /// drawn first (1 MB by default: a status bar that turns light over a story and dark again
    /// as it closes, or a label whose text goes back, finds its old bitmap instead of drawing
    /// it again; Core Animation keeps a layer's contents while it is hidden, too).
    public var unusedSharedContentBudget = 1 << 20
    /// Bitmaps no longer drawn (backdrops' baked blurs and kept pixels, layers no longer
    /// rasterized) and frame-sized ones made ahead, for the next backdrop or rasterized layer:
    /// a new frame-sized buffer costs more in page faults on its first touch (about 4 ms for
    /// 12 MB, measured on a machine of this project's kind) than filling it.
    var spareBitmaps = SpareBitmaps(capacity: CairoRenderer.maximumSpareBitmaps)
    /// Whether frame-sized spare bitmaps were made for the current frame size.
    var spareBitmapsPrepared = false
    /// The signature hash of the frame in `target` (nil when there is none to reuse).
    var lastFrameSignature: Int?
    /// The views the frame in `target` was drawn from, in drawing order.
    var lastFrameViews: [WeakView] = []
    /// Their damage entries, in the same order (empty when there is no frame to build on).
    var lastFrameEntries: [DamageEntry] = []

    /// A view's cached content bitmap.
    struct LayerContent {
        weak var view: UIView?
        let surface: CairoSurface
        let version: Int
        let size: CGSize
        let scale: Double
        /// Every pixel of the bitmap has alpha 1 (``PixelKernels/isOpaque(_:width:height:rowLength:)``,
        /// checked once, when it is drawn): shown unscaled and unfaded, it replaces what is
        /// below it and hides it (see ``CairoRenderer/drawBitmap(_:scale:placed:covering:alpha:isOpaque:inkParts:pass:)``).
        var isOpaque = false
        /// Where a mostly transparent bitmap (text on nothing) has ink, in its pixels
        /// (``PixelKernels/inkParts(_:width:height:rowLength:minimumGap:)``, found once, when it
        /// is drawn): it is composited part by part (see
        /// ``CairoRenderer/drawBitmap(_:scale:placed:covering:alpha:isOpaque:inkParts:pass:)``).
        /// Nil when the parts would leave out less than a fifth of it.
        var inkParts: [PixelRect]? = nil
        /// The key it is shared under, if any.
        var shared: SharedContentKey? = nil
        /// For a shared one, when a view last drew it: ``CairoRenderer/sharedUses`` then (the
        /// most recently drawn of those no view draws any more are kept first). A count in
        /// drawing order rather than a frame's number, so that no two are tied and every run
        /// keeps the same ones (a dictionary's order, which breaks ties, differs between runs).
        var lastUse = 0
    }

    /// What a shareable content bitmap depends on: the view's class and key (see
    /// `UIView.sharedContentKey`) and everything the renderer draws around `draw(in:)`.
    struct SharedContentKey: Hashable {
        let viewClass: ObjectIdentifier
        let key: AnyHashable
        let size: CGSize
        let cornerRadius: Double
        let cornerCurve: CALayerCornerCurve
        let maskedCorners: CACornerMask
        let masksToBounds: Bool
        let backgroundColor: UIColor?
        let borderWidth: Double
        let borderColor: UIColor
        /// The view's appearance: what its key's dynamic colours resolve to depends on it, so
        /// a light and a dark view never share a bitmap.
        let appearance: UIUserInterfaceStyle
    }

    /// A backdrop blur kept while nothing behind it changes: the blurred, tinted shrunken
    /// pixels, and the full-size bitmap once it has been scaled up.
    struct BackdropContent {
        weak var view: UIView?
        let signature: Int
        /// The blurred pixels, shrunk `factor` times on each side, then scaled back up along the
        /// rows only (``PixelKernels/widen(_:width:height:factor:to:)``): `width`×`smallHeight`.
        /// A fading backdrop is stretched down the columns from these every frame.
        let wide: [UInt32]
        /// The rows of `wide`.
        let smallHeight: Int
        /// How many times the blurred pixels were shrunk on each side.
        let factor: Int
        /// The full size in pixels.
        let width: Int
        let height: Int
        /// The full-size bitmap (stale until `isBaked`: a buffer kept from the previous blur).
        var baked: CairoSurface?
        var isBaked: Bool
        /// Every pixel has alpha 1, so painting it OVER equals replacing what is behind.
        let isOpaque: Bool
        /// The frame's pixels behind the backdrop when it was blurred, kept while it fades, so
        /// that while nothing behind it changes they are copied instead of composited again.
        var behind: KeptPixels? = nil
    }

    /// The pixels behind a backdrop as they were composited, and what they were drawn from.
    struct KeptPixels {
        /// The backdrop's box of the frame.
        let surface: CairoSurface
        /// The hash of the views drawn before the backdrop that reach it (``CairoRenderer/behindKeys(of:)``).
        let key: Int
        /// The part of the frame that was composited when they were kept (the rest of the box
        /// held an older frame's pixels): they are used only where a frame writes inside it.
        let valid: PixelRect
    }

    /// A renderer at a scale (clamped to 0.25...4; NaN becomes 2).
    public init(scale: Double = 2) {
        self.scale = scale.isNaN ? 2 : Swift.min(4, Swift.max(0.25, scale))
        text = PangoText(warn: { message in FileHandle.standardError.write(Data((message + "\n").utf8)) })
    }

    /// Connects a window: its labels measure text with this renderer, and snapshots use it.
    public func attach(to window: UIWindow) {
        window.textMeasurer = self
        window.snapshotter = self
        window.screenScale = scale
    }

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

    /// Renders a window: runs pending layout, composites the tree, and returns the frame.
    @discardableResult
    public func render(_ window: UIWindow) -> Frame {
        var frame = renderFrame(window)
        frame.number = framesRendered
        framesRendered += 1
        return frame
    }

    /// ``render(_:)``'s frame, not yet numbered.
    private func renderFrame(_ window: UIWindow) -> Frame {
        window.layoutIfNeeded()
        statistics = RenderStatistics()
        seenThisFrame.removeAll(keepingCapacity: true)
        sharedSeenThisFrame.removeAll(keepingCapacity: true)
        let size = window.bounds.size
        var frameScale = Self.fittedScale(scale, for: size)
        let area = size.width * size.height * frameScale * frameScale
        if area > Self.maximumFramePixels { frameScale *= (Self.maximumFramePixels / area).squareRoot() }
        let width = Int((size.width * frameScale).rounded())
        let height = Int((size.height * frameScale).rounded())
        // Nothing changed since the last frame: it is still in the buffer.
        let signature = frameSignature(of: window, pixelWidth: width, pixelHeight: height, scale: frameScale)
        if reusesUnchangedFrames, signature.matches(hash: lastFrameSignature, views: lastFrameViews), let target,
            target.pixelWidth == width, target.pixelHeight == height,
            cairo_surface_status(target.pointer) == CAIRO_STATUS_SUCCESS
        {
            statistics.framesReused = 1
            statistics.cachedLayers = contentCache.count
            return Frame(surface: target, scale: frameScale, isUnchanged: true, damage: [])
        }
        // Only some views changed, were added or were removed: composite their pixels over the
        // previous frame (nil: everything).
        var damage: [PixelRect]? = nil
        var bufferedFrame: CompositingPass.BufferedFrame? = nil
        var scrollCopy: ScrollCopy? = nil
        if compositesDamageOnly, reusesUnchangedFrames, lastFrameSignature != nil, let target, target.pixelWidth == width, target.pixelHeight == height,
           cairo_surface_status(target.pointer) == CAIRO_STATUS_SUCCESS
        {
            let previousViews = lastFrameViews.map(\.view)
            if copiesScrolledPixels {
                scrollCopy = Self.scrollCopy(from: lastFrameEntries, views: previousViews, to: signature.entries, views: signature.views,
                                             width: width, height: height)
            }
            if let scrollCopy {
                // The buffer no longer holds the previous frame where the copy lands: nothing
                // drawn this frame may take pixels from it as that frame's.
                damage = scrollCopy.damage
            } else {
                damage = Self.damage(from: lastFrameEntries, views: previousViews, to: signature.entries, views: signature.views,
                                     width: width, height: height)
                bufferedFrame = CompositingPass.BufferedFrame(entries: lastFrameEntries, views: previousViews)
            }
        }
        lastFrameSignature = nil
        // A surface Cairo put in an error state stays in it: start a new one.
        let broken = target.map { cairo_surface_status($0.pointer) != CAIRO_STATUS_SUCCESS } ?? false
        if broken || target?.pixelWidth != width || target?.pixelHeight != height {
            target = CairoSurface(pixelWidth: width, pixelHeight: height)
            damage = nil
            bufferedFrame = nil
            scrollCopy = nil
            spareBitmapsPrepared = false
        }
        guard let target else { return Frame(surface: nil, scale: frameScale) }
        if !spareBitmapsPrepared, signature.entries.contains(where: \.samplesBelow) {
            prepareSpareBitmaps(width: width, height: height)
        }
        lastFrameSignature = signature.hash
        lastFrameViews = signature.views.map { WeakView(view: $0) }
        lastFrameEntries = signature.entries
        statistics.damagedPixels = damage.map { $0.reduce(0) { $0 + $1.area } } ?? width * height
        statistics.framePixels = width * height
        if let scrollCopy {
            Self.apply(scrollCopy, to: target)
            statistics.scrolledPixels = scrollCopy.destination.area
        }
        let context = cairo_create(target.pointer)!
        if let damage {
            for rect in damage { cairo_rectangle(context, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height)) }
            cairo_clip(context)
        }
        // The walk records the pixel work (dropping what something opaque drawn later hides),
        // and the bands replay it, on several cores, each its rows. With one band and nothing
        // to skip, it draws as it goes.
        let bandCount = compositingBands
        let banded = bandCount > 1 || skipsOccludedDrawing
            ? BandedCompositing(target: target, damage: damage, count: bandCount,
                                fragileRows: bandCount > 1 ? signature.entries.flatMap(\.rowCurves) : []) : nil
        if banded == nil {
            cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
            cairo_paint(context)
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        }
        var pass = CompositingPass(context: context, target: target, deviceScale: frameScale)
        pass.banded = banded
        pass.skipsOccluded = skipsOccludedDrawing
        if skipsOccludedDrawing {
            pass.behindKeys = Self.behindKeys(of: signature)
            pass.signature = signature
            pass.bufferedFrame = bufferedFrame
        }
        pass.coverClip = CGRect(x: 0, y: 0, width: Double(width), height: Double(height))
        pass.damage = damage
        for (view, entry) in zip(signature.views, signature.entries) {
            if let extent = entry.groupExtent { pass.groupExtents[ObjectIdentifier(view)] = extent }
        }
        composite(window, superviewState: nil, parentMap: ProjectiveTransform(scaleX: frameScale, y: frameScale), pass: &pass)
        banded?.flush()
        statistics.bands = banded?.bandCount ?? 1
        statistics.bandsRecut = banded?.recuts ?? 0
        // Added to the counts of rasterized layers' bitmaps drawn during the walk.
        statistics.operationsOccluded += banded?.operationsOccluded ?? 0
        statistics.operationHoles += banded?.operationHoles ?? 0
        // A backdrop may have kept the buffer the frame began in and moved the drawing to another.
        let frame = pass.target
        self.target = frame
        let contexts = [pass.context] + pass.retiredContexts
        if contexts.contains(where: { cairo_status($0) != CAIRO_STATUS_SUCCESS }) || banded?.failed == true {
            // Something Cairo refused stopped the frame's drawing; the next frame starts afresh.
            statistics.drawingErrors += 1
            self.target = nil
            lastFrameSignature = nil
            lastFrameEntries = []
        }
        for each in contexts { cairo_destroy(each) }
        cairo_surface_flush(frame.pointer)
        evictUnseen()
        shadows.endFrame()
        statistics.cachedLayers = contentCache.count
        // What changed on the frame: the copy's pixels too.
        let changed = damage.map { damage in scrollCopy.map { Self.merge(damage + [$0.destination]) } ?? damage }
        return Frame(surface: frame, scale: frameScale, damage: changed)
    }

    /// A bitmap of a view and its subviews in its bounds, without its own transform or alpha,
    /// leaving out the views in `omitted` with their subviews.
    public func snapshot(of view: UIView, scale: Double, leavingOut omitted: [UIView]) -> UIImage? {
        let state = view.presentation
        let size = state.bounds.size
        let snapshotScale = Self.fittedScale(scale, for: size)
        let width = Int((size.width * snapshotScale).rounded(.up))
        let height = Int((size.height * snapshotScale).rounded(.up))
        guard let surface = CairoSurface(pixelWidth: width, pixelHeight: height) else { return nil }
        let context = cairo_create(surface.pointer)!
        let map = ProjectiveTransform(translationX: -state.bounds.minX, y: -state.bounds.minY)
            .concatenating(ProjectiveTransform(scaleX: snapshotScale, y: snapshotScale))
        var pass = CompositingPass(context: context, target: surface, deviceScale: snapshotScale)
        pass.omitted = Set(omitted.map(ObjectIdentifier.init))
        compositeBody(view, state: state, map: map, alpha: 1, pass: &pass)
        cairo_destroy(context)
        return surface.image(scale: snapshotScale)
    }

    /// The most bitmaps no longer drawn kept for the next ones: three frame-sized ones are
    /// made ahead (``prepareSpareBitmaps(width:height:)``).
    static let maximumSpareBitmaps = 3

    /// Makes ``maximumSpareBitmaps`` frame-sized spare bitmaps and writes every page of them
    /// once, when a window first shows a backdrop at a frame size: a backdrop that fades keeps
    /// the pixels behind it and bakes its blur into full-size buffers, and a pressed card is
    /// rasterized into a bitmap most of a frame's size; new ones would cost their page faults
    /// (about 4 ms each at scale 3) in the frames that press a card and open a story, the
    /// presentation's costliest. The window's first frame pays it instead.
    func prepareSpareBitmaps(width: Int, height: Int) {
        spareBitmapsPrepared = true
        spareBitmaps.prepare(count: Self.maximumSpareBitmaps, width: width, height: height)
    }

    /// A transparent-or-stale `width` × `height` bitmap to be overwritten whole, from the
    /// spare bitmaps when one fits (``SpareBitmaps/take(width:height:)``).
    func overwritableBitmap(width: Int, height: Int) -> CairoSurface? {
        spareBitmaps.take(width: width, height: height)
    }

    /// The most pixels a frame may have (64 megapixels, 256 MB).
    static let maximumFramePixels = 64.0 * 1024 * 1024

    /// The scale to use for a layer: the requested one, lowered so no side exceeds the limit.
    static func fittedScale(_ scale: Double, for size: CGSize) -> Double {
        let largest = Swift.max(size.width, size.height)
        guard largest > 0, largest.isFinite else { return scale }
        return Swift.min(scale, Double(CairoSurface.maximumSide) / largest)
    }

    /// Drops caches of views not drawn this frame (removed, hidden or released).
    func evictUnseen() {
        contentCache = contentCache.filter { seenThisFrame.contains($0.key) && $0.value.view != nil }
        for (identifier, backdrop) in backdropCache where !seenThisFrame.contains(identifier) || backdrop.view == nil {
            for bitmap in [backdrop.baked, backdrop.behind?.surface].compactMap({ $0 }) { spareBitmaps.keep(bitmap) }
        }
        backdropCache = backdropCache.filter { seenThisFrame.contains($0.key) && $0.value.view != nil }
        let rasterKept = rasterCache.filter { seenThisFrame.contains($0.key) && $0.value.view?.layer.shouldRasterize == true }
        for (identifier, raster) in rasterCache where rasterKept[identifier] == nil { spareBitmaps.keep(raster.surface) }
        rasterCache = rasterKept
        evictUnusedSharedContent()
    }

    /// Notes that the shared bitmap under `key` is drawn now (or would be, but for the damage):
    /// it is kept this frame, and stamped as the most recently drawn.
    func noteSharedDrawn(_ key: SharedContentKey) {
        sharedSeenThisFrame.insert(key)
        sharedUses += 1
        sharedContent[key]?.lastUse = sharedUses
    }

    /// Keeps the shared bitmaps drawn this frame and, of the others, the most recently drawn
    /// within ``unusedSharedContentBudget`` bytes.
    private func evictUnusedSharedContent() {
        var budget = unusedSharedContentBudget
        let unused = sharedContent.filter { !sharedSeenThisFrame.contains($0.key) }.sorted { $0.value.lastUse > $1.value.lastUse }
        for (key, content) in unused {
            let bytes = content.surface.stride * content.surface.pixelHeight
            if bytes <= budget {
                budget -= bytes
            } else {
                sharedContent[key] = nil
            }
        }
    }
}
