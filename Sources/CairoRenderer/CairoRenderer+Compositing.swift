import CCairo
import Motion
import UIKit

extension CairoRenderer {
    /// Composites a view and its subtree. `parentMap` takes the superview's bounds coordinates
    /// to device pixels.
    func composite(_ view: UIView, superviewState: LayerState?, parentMap: ProjectiveTransform, pass: inout CompositingPass) {
        let state = view.presentation
        guard !state.isHidden, state.alpha > 0.001, state.bounds.isFinite, state.center.isFinite else { return }
        let map = UIView.mapToSuperview(state, superviewState: superviewState).concatenating(parentMap)
        // Edge-on (a flip at 90°) or scaled to nothing: there is nothing to see, and Cairo
        // would refuse the singular matrix (putting the whole frame in an error state).
        if map.isAffine {
            let affine = map.affineTransform
            let scale = Swift.max(Swift.abs(affine.a) + Swift.abs(affine.b), Swift.abs(affine.c) + Swift.abs(affine.d), 1e-300)
            if Swift.abs(affine.a * affine.d - affine.b * affine.c) < 1e-9 * scale * scale { return }
        }
        // A single-sided layer turned away from the viewer is not drawn, subviews included.
        if !view.layer.isDoubleSided, Self.facesAway(state.bounds, map: map) { return }
        if !map.isAffine {
            compositeProjective(view, state: state, map: map, pass: &pass)
            return
        }
        compositeBody(view, state: state, map: map, alpha: state.alpha, pass: &pass)
    }

    /// Composites a view whose bounds map affinely to device pixels: shadow, backdrop, content,
    /// then the subviews (clipped when the view masks to bounds), as a group when partly
    /// transparent with subviews. A view with a mask (``UIView/mask``) is drawn as a group
    /// all of it, shadow included, whose alpha the mask's drawing then multiplies (Cairo's
    /// `DEST_IN` operator), before the group is shown at the view's opacity.
    func compositeBody(_ view: UIView, state: LayerState, map: ProjectiveTransform, alpha: Double, pass: inout CompositingPass) {
        let context = pass.context
        statistics.viewsComposited += 1
        let identifier = ObjectIdentifier(view)
        seenThisFrame.insert(identifier)
        let affine = map.affineTransform
        let shape = state.bounds  // the layer's rectangle in its own coordinates
        // Without the frame signature's keys (a snapshot, the oracle), blurs are keyed by what
        // the walk drew: the view, its place and opacity, and everything its own drawing and
        // its subviews' clip depend on, its presented state (its shadow among them), content
        // version, clip and layer options.
        if pass.behindKeys == nil {
            pass.noteDrawn(identifier)
            pass.noteDrawn(map)
            pass.noteDrawn(alpha)
            pass.noteDrawn(state)
            var drawing = Hasher()
            Self.combineDrawing(of: view, into: &drawing)
            pass.noteDrawn(drawing.finalize())
        }
        // A rasterized layer (`shouldRasterize`) is drawn as one bitmap of its subtree.
        if view.layer.shouldRasterize, view.backdrop == nil, !rasterizing.contains(identifier),
            compositeRasterized(view, state: state, affine: affine, alpha: alpha, pass: &pass)
        {
            return
        }

        // A view wholly outside the clip (scrolled out of a clipping ancestor, or off screen)
        // draws nothing of its own; its subviews are still visited, as they may stick out.
        let drawsItself = Self.intersectsClip(shape, state: state, view: view, affine: affine, context: context)

        // A masked view is drawn whole into a group, masked, then shown at its opacity: its
        // own drawing goes into the group at full opacity.
        let mask = view.maskChild
        if mask != nil { pass.pushGroup(of: identifier) }
        let ownAlpha = mask == nil ? alpha : 1

        if drawsItself, state.shadowOpacity > 0, !view.clipsToBounds {
            let caster = Self.shadowCaster(of: view, state: state)
            let shadowShape = caster.rect.offsetBy(dx: state.shadowOffset.width, dy: state.shadowOffset.height)
            // Shown unscaled: from a whole mask at a whole pixel, as its bitmap is placed.
            if affine.b == 0, affine.c == 0, affine.a == affine.d, Swift.abs(affine.a - pass.deviceScale) < 1e-9,
                let whole = shadows.wholeShadow(of: shadowShape, cornerRadius: caster.cornerRadius, blurRadius: state.shadowRadius,
                                                color: state.shadowColor, opacity: state.shadowOpacity * ownAlpha, scale: affine.a,
                                                origin: CGPoint(x: affine.tx, y: affine.ty))
            {
                pass.draw(within: whole.bounds, takesHoles: true) { context in whole.draw(on: context) }
            } else if let shadow = shadows.shadow(
                of: shadowShape,
                cornerRadius: caster.cornerRadius, blurRadius: state.shadowRadius, color: state.shadowColor,
                opacity: state.shadowOpacity * ownAlpha, scale: Self.linearScale(of: affine))
            {
                pass.draw(within: shadow.destination.applying(affine).insetBy(dx: -1, dy: -1)) { context in
                    Cairo.setMatrix(context, affine)
                    shadow.draw(on: context)
                    cairo_identity_matrix(context)
                }
            }
        }

        if drawsItself, let backdrop = view.backdrop {
            drawBackdrop(backdrop, of: view, state: state, affine: affine, alpha: ownAlpha, pass: &pass)
        }

        let group = ownAlpha < 0.999 && !view.childViews.isEmpty
        if group { pass.pushGroup(of: identifier) }
        let contentAlpha = group ? 1 : ownAlpha

        if !drawsItself {
            // Culled (off screen, or outside the frame's damage): its cached bitmap is kept for
            // when it is drawn again, and so is the bitmap it shares with other views (the
            // entry must be this view's: a freed view's may sit under a reused address).
            if let cached = contentCache[identifier], cached.view === view, let shared = cached.shared { noteSharedDrawn(shared) }
        } else if !view.drawsContent {
            // Only a background, gradient and border: fill them straight onto the frame, as Core
            // Animation does (no backing store), so a resizing container costs a path fill, not
            // a redraw, and a gradient scaled with a card costs a fill, not a scaled bitmap.
            drawBackgroundAndBorder(of: view, state: state, affine: affine, alpha: contentAlpha, pass: &pass)
        } else if let drawing = view.vectorDrawing {
            drawVector(drawing, affine: affine, covering: shape.applying(affine), alpha: contentAlpha, pass: pass)
        } else if let content = content(for: view, state: state, deviceScale: Self.linearScale(of: affine), frameScale: pass.deviceScale) {
            let placed = CGAffineTransform(a: affine.a * state.bounds.width / content.size.width, b: affine.b,
                                         c: affine.c, d: affine.d * state.bounds.height / content.size.height,
                                         tx: affine.tx + affine.a * shape.minX + affine.c * shape.minY,
                                         ty: affine.ty + affine.b * shape.minX + affine.d * shape.minY)
            drawBitmap(content.surface, scale: content.scale, placed: placed, covering: shape.applying(affine),
                       alpha: contentAlpha, isOpaque: content.isOpaque, inkParts: content.inkParts, pass: pass)
        }

        if !view.childViews.isEmpty {
            let clips = view.clipsToBounds
            if clips {
                let outline = Self.outline(of: view, shape, cornerRadius: state.cornerRadius).elements
                pass.state { context in
                    cairo_save(context)
                    Cairo.setMatrix(context, affine)
                    Cairo.setPath(context, outline)
                    cairo_identity_matrix(context)
                    cairo_clip(context)
                }
            }
            let outerCoverClip = pass.coverClip
            // What a masked view's subviews draw covers nothing: the mask may let through
            // what is below.
            pass.coverClip = mask != nil ? .null : Self.coverClip(for: view, state: state, map: map, clip: outerCoverClip,
                                                                  intoItsBitmap: rasterizing.contains(identifier))
            for subview in view.subviewsInDrawingOrder where pass.omitted.isEmpty || !pass.omitted.contains(ObjectIdentifier(subview)) {
                composite(subview, superviewState: state, parentMap: map, pass: &pass)
            }
            pass.coverClip = outerCoverClip
            if clips { pass.state { context in cairo_restore(context) } }
        }

        if group {
            pass.popGroup(of: identifier) { context in cairo_paint_with_alpha(context, ownAlpha) }
        }

        if let mask {
            drawMask(mask, of: state, map: map, pass: &pass)
            pass.popGroup(of: identifier) { context in
                if alpha >= 0.999 { cairo_paint(context) } else { cairo_paint_with_alpha(context, alpha) }
            }
        }
    }

    /// Draws a view's fills and strokes (``UIView/vectorDrawing``) straight onto the frame with
    /// `affine` (its bounds to device pixels) at `alpha`: `covering` is the part of the frame
    /// its bounds land on, which its drawing does not leave (a shape's view is as large as its
    /// path's reach) but for antialiasing. The frame's damage never cuts through it (its
    /// whole rectangle is one of its ``DamageEntry/curves``), as through any curve.
    func drawVector(_ drawing: VectorDrawing, affine: CGAffineTransform, covering: CGRect, alpha: Double, pass: CompositingPass) {
        guard !drawing.operations.isEmpty else { return }
        pass.draw(within: covering.insetBy(dx: -2, dy: -2)) { context in
            Cairo.setMatrix(context, affine)
            for operation in drawing.operations {
                switch operation {
                case .fill(let path, let color, let rule):
                    Cairo.fill(context, path, with: color.withAlphaComponent(color.alpha * alpha), rule: rule)
                case .stroke(let path, let color, let style):
                    Cairo.stroke(context, path, with: color.withAlphaComponent(color.alpha * alpha), style: style)
                }
            }
            cairo_identity_matrix(context)
        }
    }

    /// Multiplies the alpha of the open group (a masked view's drawing, `state` and `map` its
    /// own) by the alpha of `mask` drawn in the view's coordinates: the mask is composited
    /// into a group of its own, which is then painted over the view's with Cairo's `DEST_IN`
    /// operator (the destination kept in proportion to the source's alpha, cleared where the
    /// mask drew nothing). Nothing the mask draws covers anything.
    func drawMask(_ mask: UIView, of state: LayerState, map: ProjectiveTransform, pass: inout CompositingPass) {
        pass.draw(within: nil) { context in cairo_push_group(context) }
        pass.groupDepth += 1
        let outerCoverClip = pass.coverClip
        pass.coverClip = .null
        composite(mask, superviewState: state, parentMap: map, pass: &pass)
        pass.coverClip = outerCoverClip
        pass.groupDepth -= 1
        pass.draw(within: nil) { context in
            cairo_pop_group_to_source(context)
            cairo_set_operator(context, CAIRO_OPERATOR_DEST_IN)
            cairo_paint(context)
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
            cairo_set_source_rgba(context, 0, 0, 0, 0)
        }
    }

    /// Draws a bitmap whose user space (it has a device scale of `scale`) is placed on the
    /// frame by `placed`, with `alpha`; `covering` is the part of the frame it lands on.
    /// Shown at exactly its scale it is copied at whole pixels; scaled or turned it is sampled
    /// bilinearly, through a matrix pixman holds exactly, so that the bands draw what one
    /// thread draws (see `SharedBitmap.exactPattern`).
    ///
    /// An `isOpaque` bitmap (every pixel's alpha is 1) drawn without fading hides what is
    /// below it: copied at whole pixels, all of it; scaled but not turned, its inside less the
    /// filter's reach. What was recorded under that is dropped or drawn around it
    /// (``CompositingPass/occlude(_:)``), as Core Animation skips what an opaque layer hides.
    /// (It is still blended, not copied with the source operator: inside a rounded clip,
    /// Cairo's source operator composites twice through a mask, measured slower.)
    ///
    /// With `inkParts` (where a mostly transparent bitmap has ink, ``LayerContent/inkParts``),
    /// scaled bilinearly, it is drawn part by part, each part a bitmap of its own over
    /// the same pixels, placed where it lies in the whole one: a pixel of the frame reads at
    /// most one part (parts are two rows apart and the filter reads one row past a pixel), and
    /// reads there exactly what it reads in the whole bitmap, so the frame is the same, less
    /// the transparent pixels sampled and blended for nothing (for a label of text, the
    /// space between its lines and after their ends: about half its pixels).
    func drawBitmap(_ surface: CairoSurface, scale: Double, placed: CGAffineTransform, covering: CGRect, alpha: Double,
                    isOpaque: Bool = false, inkParts: [PixelRect]? = nil, pass: CompositingPass) {
        let aligned = Self.isUnscaled(placed, contentScale: scale)
        // Drawn at exactly its on-screen scale: snap to whole pixels and copy (the surface's
        // device scale cancels the matrix's, leaving an integer offset).
        let matrix = aligned ? CGAffineTransform(a: placed.a, b: 0, c: 0, d: placed.d, tx: placed.tx.rounded(), ty: placed.ty.rounded()) : placed
        let bitmap = SharedBitmap(surface)
        // A scaled bitmap's filter may reach a pixel past its edge.
        let reach = covering.insetBy(dx: aligned ? -1 : -2, dy: aligned ? -1 : -2)
        if aligned, isOpaque, alpha >= 0.999, matrix.tx.isFinite, matrix.ty.isFinite,
            Swift.abs(matrix.tx) < 1e9, Swift.abs(matrix.ty) < 1e9
        {
            // Its pixels, on whole pixels of the frame (the bitmap's user space is scaled to
            // its pixels by its device scale, which the matrix's scale cancels).
            pass.occlude([CGRect(x: matrix.tx, y: matrix.ty, width: Double(surface.pixelWidth), height: Double(surface.pixelHeight))])
        } else if !aligned, isOpaque, alpha >= 0.999, placed.b == 0, placed.c == 0, placed.a > 0, placed.d > 0 {
            // Scaled but unturned, it is opaque wherever the filter reads only its own pixels:
            // inside its edges by the filter's reach (bilinear, or a box of one source pixel
            // when shrunk further), with a pixel to spare.
            let margin = 2 + scale / Swift.min(placed.a, placed.d)
            pass.occlude([covering.insetBy(dx: margin, dy: margin)])
        }
        func paint(_ bitmap: SharedBitmap, within reach: CGRect) {
            pass.draw(within: reach) { context in
                if aligned {
                    Cairo.setMatrix(context, matrix)
                    bitmap.setSource(on: context, x: 0, y: 0)
                    cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_NEAREST)
                    cairo_identity_matrix(context)
                } else {
                    guard let pattern = bitmap.exactPattern(pointsToDevice: matrix) else { return }
                    cairo_identity_matrix(context)
                    cairo_set_source(context, pattern)
                    cairo_pattern_destroy(pattern)
                    cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
                }
                cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_NONE)
                if alpha >= 0.999 { cairo_paint(context) } else { cairo_paint_with_alpha(context, alpha) }
            }
        }
        // Only scaled: copied, a transparent pixel costs too little to pay for a Cairo call a
        // part. And only bilinearly: Cairo's good filter is a box wider than a pixel when the
        // bitmap is shrunk past ¾, which could read across the gap between two parts.
        guard drawsBitmapsInInkParts, let inkParts, !aligned, bitmap.isBilinear(pointsToDevice: matrix) else {
            paint(bitmap, within: reach)
            return
        }
        let reaches = inkParts.map { part in
            CGRect(x: Double(part.x) / scale, y: Double(part.y) / scale, width: Double(part.width) / scale, height: Double(part.height) / scale)
                .applying(matrix).insetBy(dx: -2, dy: -2).intersection(reach)
        }
        // Through a rounded clip, Cairo gives a pixel on the clip's curve or edge another level
        // when the drawing's extents end near it: parts only where every clip around keeps
        // them whole (``CompositingPass/coverClip``), or where the clips are rectangles.
        guard pass.clipIsRectangles || reaches.allSatisfy({ $0.isEmpty || pass.coverClip.contains($0) }) else {
            paint(bitmap, within: reach)
            return
        }
        for (part, partReach) in zip(inkParts, reaches) where !partReach.isNull && !partReach.isEmpty {
            paint(bitmap.cropped(to: part), within: partReach)
        }
        statistics.bitmapsDrawnInInkParts += 1
    }

    /// Where a content bitmap has ink (``LayerContent/inkParts``), or nil when that would leave
    /// out less than a fifth of it, or it is too small for the parts to pay (under 256 × 256
    /// pixels: a part costs a Cairo call in each band it reaches, some microseconds, and a
    /// pixel left out some nanoseconds).
    static func inkParts(of surface: CairoSurface) -> [PixelRect]? {
        let area = surface.pixelWidth * surface.pixelHeight
        guard area >= 65_536, let data = cairo_image_surface_get_data(surface.pointer) else { return nil }
        let parts = data.withMemoryRebound(to: UInt32.self, capacity: surface.stride / 4 * surface.pixelHeight) { pixels in
            PixelKernels.inkParts(pixels, width: surface.pixelWidth, height: surface.pixelHeight, rowLength: surface.stride / 4,
                                  minimumGap: 2)
        }
        return parts.reduce(0) { $0 + $1.area } * 5 <= area * 4 ? parts : nil
    }

    /// The outline of a view's layer around `rect` with `cornerRadius`: its corner curve, and
    /// square corners where ``CALayer/maskedCorners`` leaves them out.
    static func outline(of view: UIView, _ rect: CGRect, cornerRadius: Double) -> Path {
        let layer = view.layer
        return Path(roundedRect: rect, cornerRadius: cornerRadius, curve: layer.cornerCurve,
                    corners: UIRectCorner(rawValue: layer.maskedCorners.rawValue))
    }

    /// The rounded rectangle that casts a view's shadow: its ``CALayer/shadowPath`` when set
    /// (a rectangle or rounded rectangle exactly, an ellipse as a fully rounded rectangle, any
    /// other path as its bounding box), otherwise its rounded bounds.
    static func shadowCaster(of view: UIView, state: LayerState) -> (rect: CGRect, cornerRadius: Double) {
        guard let path = view.layer.shadowPath else { return (state.bounds, state.cornerRadius) }
        switch path.shape {
        case .roundedRect(let rect, let radius): return (rect.standardized, Double(radius))
        case .ellipse(let rect): return (rect.standardized, Double(Swift.min(Swift.abs(rect.width), Swift.abs(rect.height))) / 2)
        case nil:
            let box = path.boundingBox
            return box.isNull || !box.isFinite ? (.zero, 0) : (box, 0)
        }
    }

    /// Whether a layer's bounds, mapped to the screen, show their back: the image of the
    /// rectangle's top edge and left edge turn the other way round than on the layer (a flip
    /// past 90°, or a mirroring scale), as Core Animation decides for `isDoubleSided`.
    static func facesAway(_ bounds: CGRect, map: ProjectiveTransform) -> Bool {
        guard let origin = map.apply(CGPoint(x: bounds.minX, y: bounds.minY)),
            let right = map.apply(CGPoint(x: bounds.maxX, y: bounds.minY)),
            let down = map.apply(CGPoint(x: bounds.minX, y: bounds.maxY))
        else { return true }  // a corner behind the eye: not drawn either way
        let cross = (right.x - origin.x) * (down.y - origin.y) - (right.y - origin.y) * (down.x - origin.x)
        return cross < 0
    }

    /// Whether the view's own drawing (bounds, grown by its shadow) can touch the current clip.
    static func intersectsClip(_ shape: CGRect, state: LayerState, view: UIView, affine: CGAffineTransform, context: OpaquePointer) -> Bool {
        var area = shape
        if state.shadowOpacity > 0, !view.clipsToBounds {
            let spread = Swift.abs(state.shadowRadius) * 2 + 1
            let caster = shadowCaster(of: view, state: state).rect
            area = area.union(caster.offsetBy(dx: state.shadowOffset.width, dy: state.shadowOffset.height)
                .insetBy(dx: -spread, dy: -spread))
        }
        let onDevice = area.applying(affine)
        var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0
        cairo_clip_extents(context, &left, &top, &right, &bottom)
        return onDevice.maxX > left && onDevice.minX < right && onDevice.maxY > top && onDevice.minY < bottom
    }

    /// The scale the map applies to lengths (the geometric mean of its axes' scales), so that a
    /// view scaled up gets a sharper content bitmap.
    static func linearScale(of affine: CGAffineTransform) -> Double {
        let determinant = Swift.abs(affine.determinant)
        return determinant > 0 && determinant.isFinite ? determinant.squareRoot() : 1
    }

    /// The rectangles inside a rounded rectangle that its corners leave whole: `rect` itself
    /// when square, else the cross of `rect` narrowed, then shortened, by the corners' extent
    /// (at most 1.28 times the radius, as `Path` draws a continuous corner, and half the
    /// shorter side; a circular corner stays inside it too). A fill of the shape covers every
    /// whole pixel of them.
    nonisolated static func roundedInterior(of rect: CGRect, cornerRadius: Double) -> [CGRect] {
        guard rect.isFinite, !rect.isEmpty else { return [] }
        let box = rect.standardized
        guard cornerRadius > 0 else { return [box] }
        guard cornerRadius.isFinite else { return [] }
        let extent = Swift.min(cornerRadius * 1.28, Swift.min(box.width, box.height) / 2)
        return [box.insetBy(dx: extent, dy: 0), box.insetBy(dx: 0, dy: extent)].filter { !$0.isEmpty }
    }

    /// Whether content placed with this map is shown at exactly the scale it was drawn at, with
    /// no rotation or shear, so it can be copied pixel for pixel (after snapping its origin).
    static func isUnscaled(_ placed: CGAffineTransform, contentScale: Double) -> Bool {
        // The content surface has a device scale, so user space is points: unscaled means the
        // map's scale equals the content's.
        Swift.abs(placed.a - contentScale) < 1e-9 && Swift.abs(placed.d - contentScale) < 1e-9
            && placed.b == 0 && placed.c == 0
    }

    /// A linear gradient's axis from `start` to `end` (bounds coordinates) as seen on the
    /// device through `affine`: the start mapped, and the end placed so that the gradient is
    /// the same function of device pixels (along the image of the axis's normal, not of the
    /// axis itself, which a non-uniform scale or shear turns). Nil when the map is singular or
    /// the result not finite.
    nonisolated static func deviceAxis(from start: CGPoint, to end: CGPoint, affine: CGAffineTransform) -> (start: CGPoint, end: CGPoint)? {
        let determinant = affine.a * affine.d - affine.b * affine.c
        let axis = CGPoint(x: end.x - start.x, y: end.y - start.y)
        let length = axis.x * axis.x + axis.y * axis.y
        let mappedStart = start.applying(affine)
        // A zero-length axis stays one (Cairo fills it with its last stop).
        guard length > 0 else { return (mappedStart, mappedStart) }
        guard determinant != 0, determinant.isFinite else { return nil }
        // The gradient's value rises along g = M⁻ᵀ · axis / |axis|² per device pixel.
        let per = CGPoint(x: axis.x / length, y: axis.y / length)
        let g = CGPoint(x: (affine.d * per.x - affine.b * per.y) / determinant, y: (-affine.c * per.x + affine.a * per.y) / determinant)
        let squared = g.x * g.x + g.y * g.y
        guard squared > 0, squared.isFinite else { return nil }
        let mappedEnd = CGPoint(x: mappedStart.x + g.x / squared, y: mappedStart.y + g.y / squared)
        guard mappedStart.x.isFinite, mappedStart.y.isFinite, mappedEnd.x.isFinite, mappedEnd.y.isFinite else { return nil }
        return (mappedStart, mappedEnd)
    }

    /// Fills a view's rounded background and its gradient (``UIKit/UIView/gradientFill``) and
    /// strokes its border directly in device space.
    func drawBackgroundAndBorder(of view: UIView, state: LayerState, affine: CGAffineTransform, alpha: Double, pass: inout CompositingPass) {
        let hasBackground = (state.backgroundColor?.alpha ?? 0) > 0
        let gradientFill = view.gradientFill.flatMap { $0.gradient.colors.isEmpty ? nil : $0 }
        guard hasBackground || gradientFill != nil || state.borderWidth > 0 else { return }
        pass.noteDrawn(state.backgroundColor)
        pass.noteDrawn(gradientFill)
        pass.noteDrawn(state.borderWidth)
        pass.noteDrawn(state.cornerRadius)
        let outline = hasBackground || gradientFill != nil ? Self.outline(of: view, state.bounds, cornerRadius: state.cornerRadius).elements : []
        let fill = state.backgroundColor.flatMap { background in
            hasBackground ? (outline, background.withAlphaComponent(background.alpha * alpha)) : nil
        }
        // The gradient's axis on the device, and its stops at the opacity.
        let gradient = gradientFill.flatMap { fill -> (start: CGPoint, end: CGPoint, stops: [(color: UIColor, location: Double)])? in
            let box = state.bounds
            let start = CGPoint(x: box.minX + fill.startPoint.x * box.width, y: box.minY + fill.startPoint.y * box.height)
            let end = CGPoint(x: box.minX + fill.endPoint.x * box.width, y: box.minY + fill.endPoint.y * box.height)
            guard let axis = Self.deviceAxis(from: start, to: end, affine: affine) else { return nil }
            return (axis.start, axis.end, fill.gradient.stops.map { (color: $0.color.withAlphaComponent($0.color.alpha * alpha), location: $0.location) })
        }
        let inset = state.borderWidth / 2
        let border = state.borderWidth > 0
            ? (Self.outline(of: view, state.bounds.insetBy(dx: inset, dy: inset), cornerRadius: Swift.max(0, state.cornerRadius - inset)).elements,
               state.borderColor.withAlphaComponent(state.borderColor.alpha * alpha), state.borderWidth)
            : nil
        // An opaque fill hides everything drawn before under it: a square one all of its whole
        // pixels, a rounded one the cross its corners leave (`roundedInterior`).
        if let fill, fill.1.alpha >= 1, affine.b == 0, affine.c == 0 {
            pass.occlude(Self.roundedInterior(of: state.bounds, cornerRadius: state.cornerRadius).map { $0.applying(affine) })
        }
        // A square fill on whole pixels, without a border, may be drawn around what covers it
        // later: clipped, Cairo would rasterize another shape's edges otherwise (a rectangle on
        // fractional pixels, through a clip of several rectangles, gets edge pixels one level
        // off, measured), and the frame would no longer be what one thread draws. A rounded
        // fill without border or gradient may too when its straight edges lie on whole pixels,
        // around holes whose left and right sides stay clear of its corners (Cairo cuts a path
        // at a clip's side, which moves the pixels beside a curve it crosses, measured): a
        // card's background under its content. Scaled
        // (a story dragged smaller), its straight edges fall between pixels, and a level off
        // on some of them, found by fuzzed input compared with a whole composite.
        let onScreen = state.bounds.applying(affine)
        let unrotatedPlain = border == nil && gradient == nil && affine.b == 0 && affine.c == 0
        let edgesOnWholePixels = [onScreen.minX, onScreen.minY, onScreen.maxX, onScreen.maxY].allSatisfy { Swift.abs($0 - $0.rounded()) < 1e-9 }
        let onWholePixels = unrotatedPlain && state.cornerRadius <= 0 && edgesOnWholePixels
        let rounded = unrotatedPlain && state.cornerRadius > 0 && edgesOnWholePixels
        // Its whole pixels inside every clip around it, drawn on their own below when there
        // are enough of them (not for a sliver: Cairo draws that as well alone).
        let insideClips = (CompositingPass.interior(of: onScreen)?.intersection(pass.coverClipPixels))
            .flatMap { $0.area >= BandedCompositing.leastHoleArea ? $0 : nil }
        // A gradient alone whose axis is vertical on the device, filling an unturned square:
        // those pixels are painted a row at a time, one colour a row, straight into the frame,
        // and Cairo fills only the rest (edges on fractions of a pixel, the part under a card's
        // rounded corners), in strips around them.
        var painted: (rows: PixelRect, gradient: VerticalGradient)? = nil
        if paintsGradientsByRow, let gradient, fill == nil, border == nil, state.cornerRadius <= 0, affine.b == 0, affine.c == 0,
            Swift.abs(gradient.start.x - gradient.end.x) < 1e-9, let inside = insideClips, pass.writesPixels(in: inside),
            let vertical = VerticalGradient(startY: gradient.start.y, endY: gradient.end.y, stops: gradient.stops.map {
                VerticalGradient.Stop(location: $0.location, red: $0.color.red, green: $0.color.green, blue: $0.color.blue, alpha: $0.color.alpha)
            })
        {
            painted = (inside, vertical)
            if inside == Self.wholePixels(of: onScreen) {
                // All of it: Cairo has nothing left to draw.
                drawGradientRows(vertical, in: inside, pass: pass)
                return
            }
        }
        // A plain square or rounded fill on fractions of a pixel, in two parts (the whole
        // pixels its corners leave, and the rest), where they can take holes: skipping hidden
        // drawing, outside groups; a rounded one only where no clip around it is a path.
        if let fill, unrotatedPlain, !edgesOnWholePixels, pass.skipsOccluded, pass.banded != nil, pass.groupDepth == 0,
            let inside = state.cornerRadius <= 0 ? insideClips
                : pass.clipIsRectangles ? Self.roundedInside(of: state, affine: affine, coverClip: pass.coverClipPixels) : nil
        {
            drawSplit(fill, inside: inside, affine: affine, onScreen: onScreen, rounded: state.cornerRadius > 0, pass: pass)
            return
        }
        let paintedRows = painted?.rows
        let curves = rounded ? Self.cornerBoxes(of: state.bounds, cornerRadius: state.cornerRadius, affine: affine) : []
        let operation: BandedCompositing.Operation = { context in
            Cairo.setMatrix(context, affine)
            if let fill {
                Cairo.setPath(context, fill.0)
                Cairo.setColor(context, fill.1)
                cairo_fill(context)
            }
            // The pattern in device space, with no matrix: Cairo would otherwise round a
            // scaled gradient's matrix about the middle of each band's extents, and the bands
            // would differ from the whole frame in the last bit.
            if let gradient, let pattern = cairo_pattern_create_linear(gradient.start.x, gradient.start.y, gradient.end.x, gradient.end.y) {
                for stop in gradient.stops {
                    cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
                }
                Cairo.setPath(context, outline)
                cairo_identity_matrix(context)
                if let paintedRows {
                    // The outline less the rows painted (a hole of whole pixels: the pixels
                    // beside it are covered as much as before).
                    cairo_rectangle(context, Double(paintedRows.x), Double(paintedRows.y), Double(paintedRows.width), Double(paintedRows.height))
                    cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD)
                }
                cairo_set_source(context, pattern)
                cairo_pattern_destroy(pattern)
                cairo_fill(context)
                cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
                Cairo.setMatrix(context, affine)
            }
            if let border {
                Cairo.setPath(context, border.0)
                Cairo.setColor(context, border.1)
                cairo_set_line_width(context, border.2)
                cairo_stroke(context)
            }
            cairo_identity_matrix(context)
        }
        if let painted {
            drawAround(painted.rows, reach: onScreen.insetBy(dx: -1, dy: -1), pass: pass, operation)
            drawGradientRows(painted.gradient, in: painted.rows, pass: pass)
        } else {
            pass.draw(within: onScreen.insetBy(dx: -1, dy: -1), takesHoles: onWholePixels || rounded, curves: curves, operation)
        }
    }

    /// The whole pixels inside a rounded fill of `state` placed by `affine` (unturned) that its
    /// corners leave, as one rectangle (the larger of the two ``roundedInterior(of:cornerRadius:)``
    /// gives: a tall card's is its full width less the corners' rows), inside `coverClip`; nil
    /// when fewer than ``BandedCompositing/leastHoleArea``.
    static func roundedInside(of state: LayerState, affine: CGAffineTransform, coverClip: PixelRect) -> PixelRect? {
        let pieces = roundedInterior(of: state.bounds, cornerRadius: state.cornerRadius).compactMap { piece in
            CompositingPass.interior(of: piece.applying(affine))?.intersection(coverClip)
        }
        return pieces.max { $0.area < $1.area }.flatMap { $0.area >= BandedCompositing.leastHoleArea ? $0 : nil }
    }

    /// Fills a plain, unturned square or rounded rectangle on fractions of a pixel in two
    /// parts: the whole pixels `inside` it (clear of its corners) and inside the pass's cover
    /// clip (where no clip around it cuts a pixel), a rectangle on whole pixels that may be
    /// drawn around what covers it later; and the rest, the outline less that rectangle, through
    /// the clips. Each pixel of the rest is covered as much as by the whole fill (the
    /// rectangle's edges lie on whole pixels, and cross no clip's curve: where one does, the
    /// two parts' edges are rounded apart), so the two give the pixels of one fill. Clipped
    /// around its holes instead, the whole fill would get its fractional edges rasterized
    /// another way. A square's rest, all straight edges, is drawn in strips around the
    /// rectangle (``drawAround(_:reach:pass:_:)``); a `rounded` one's whole, and only where
    /// no clip around it is a path: through a strip's box or a rounded clip, Cairo cuts the
    /// rest's outline anew and moved pixels of its corners by a level (a search of 600
    /// placements found them). The story's background, under its artwork as the card opens,
    /// and the story card's, under its scroll view as it closes, are drawn so.
    private func drawSplit(_ fill: (PathElements, UIColor), inside: PixelRect, affine: CGAffineTransform, onScreen: CGRect,
                           rounded: Bool, pass: CompositingPass) {
        let (outline, color) = fill
        let rectangle = CGRect(x: Double(inside.x), y: Double(inside.y), width: Double(inside.width), height: Double(inside.height))
        pass.draw(within: rectangle, takesHoles: true) { context in
            cairo_identity_matrix(context)
            cairo_rectangle(context, rectangle.minX, rectangle.minY, rectangle.width, rectangle.height)
            Cairo.setColor(context, color)
            cairo_fill(context)
        }
        let rest: BandedCompositing.Operation = { context in
            Cairo.setMatrix(context, affine)
            Cairo.setPath(context, outline)
            cairo_identity_matrix(context)
            cairo_rectangle(context, rectangle.minX, rectangle.minY, rectangle.width, rectangle.height)
            cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD)
            Cairo.setColor(context, color)
            cairo_fill(context)
            cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
        }
        if rounded {
            pass.draw(within: onScreen.insetBy(dx: -1, dy: -1), rest)
        } else {
            drawAround(inside, reach: onScreen.insetBy(dx: -1, dy: -1), pass: pass, rest)
        }
    }

    /// Records `operation`, which draws nothing inside `inside` and no slanted edge of its
    /// own, once for each strip around `inside` of the pixels `reach` (device pixels) touches
    /// inside the clip's extents (``CompositingPass/clippedPixels(of:)``), each clipped to its
    /// strip. Through a rounded clip Cairo composites a drawing through a mask of its whole
    /// extents, however little of them it covers: the rest of a scrim's fill beside the rows
    /// painted at the top of a card, 1,010 × 470 pixels at scale 3, took 0.37 ms, its top strip
    /// alone 0.16. The box of a strip cuts no edge but straight ones on whole pixels, which
    /// moves no pixel (the search above found none).
    private func drawAround(_ inside: PixelRect, reach: CGRect, pass: CompositingPass, _ operation: @escaping BandedCompositing.Operation) {
        guard let outer = pass.clippedPixels(of: reach) else {
            pass.draw(within: reach, operation)
            return
        }
        for strip in outer.subtracting([inside]) {
            let box = CGRect(x: Double(strip.x), y: Double(strip.y), width: Double(strip.width), height: Double(strip.height))
            pass.draw(within: box) { context in
                cairo_save(context)
                cairo_identity_matrix(context)
                cairo_rectangle(context, box.minX, box.minY, box.width, box.height)
                cairo_clip(context)
                operation(context)
                cairo_restore(context)
            }
        }
    }

    /// Paints `rows` of the frame with `gradient`, one colour a row blended over what is there
    /// (``PixelKernels/blend(_:over:count:)``).
    private func drawGradientRows(_ gradient: VerticalGradient, in rows: PixelRect, pass: CompositingPass) {
        statistics.gradientsPaintedByRow += 1
        pass.drawPixels(rows) { frame, rowLength, rect in
            for row in rect.y..<(rect.y + rect.height) {
                PixelKernels.blend(gradient.value(at: row), over: frame + row * rowLength + rect.x, count: rect.width)
            }
        }
    }

    /// The whole pixels `rect` (device pixels) spans when its edges lie on whole pixels (within
    /// 10⁻⁹); nil otherwise, or when it is empty or out of range.
    static func wholePixels(of rect: CGRect) -> PixelRect? {
        let edges = [rect.minX, rect.minY, rect.maxX, rect.maxY]
        guard !rect.isNull, rect.width > 0, rect.height > 0,
            edges.allSatisfy({ $0.isFinite && Swift.abs($0) < 1e9 && Swift.abs($0 - $0.rounded()) < 1e-9 })
        else { return nil }
        let left = Int(rect.minX.rounded()), top = Int(rect.minY.rounded())
        return PixelRect(x: left, y: top, width: Int(rect.maxX.rounded()) - left, height: Int(rect.maxY.rounded()) - top)
    }

    /// The view's content bitmap, drawn now if it is missing or stale. Nil when the view draws
    /// nothing of its own. The bitmap's scale follows the view's on-screen scale in steps, so a
    /// growing card is not redrawn every frame: it is redrawn when its size changes (its content
    /// is laid out for the size) or its on-screen scale moves past 25 % of the cached one. A
    /// view shown at exactly the frame's scale (at rest, untransformed) always gets a bitmap of
    /// exactly that scale, so content drawn small while it zoomed is not left blurred.
    func content(for view: UIView, state: LayerState, deviceScale: Double, frameScale: Double) -> LayerContent? {
        guard view.drawsContent else { return nil }
        let size = state.bounds.size
        guard size.width > 0, size.height > 0, size.isFinite else { return nil }
        let identifier = ObjectIdentifier(view)
        let atRest = Swift.abs(deviceScale - frameScale) < 1e-9
        let restingScale = Self.fittedScale(deviceScale, for: size)
        func fits(_ content: LayerContent) -> Bool {
            guard content.size == size else { return false }
            if atRest { return Swift.abs(content.scale - restingScale) < 1e-9 }
            return deviceScale <= content.scale * 1.25 && deviceScale >= content.scale * 0.5
        }
        if let cached = contentCache[identifier], cached.view === view, cached.version == view.contentVersion, fits(cached) {
            if let shared = cached.shared { noteSharedDrawn(shared) }
            return cached
        }
        let sharedKey = view.sharedContentKey.map {
            SharedContentKey(viewClass: ObjectIdentifier(type(of: view)), key: $0, size: size,
                             cornerRadius: state.cornerRadius, cornerCurve: view.layer.cornerCurve,
                             maskedCorners: view.layer.maskedCorners, masksToBounds: view.clipsToBounds,
                             backgroundColor: state.backgroundColor, borderWidth: state.borderWidth,
                             borderColor: state.borderColor, appearance: view.currentTraits.userInterfaceStyle)
        }
        if let sharedKey, let shared = sharedContent[sharedKey], fits(shared) {
            let content = LayerContent(view: view, surface: shared.surface, version: view.contentVersion, size: size,
                                       scale: shared.scale, isOpaque: shared.isOpaque, inkParts: shared.inkParts, shared: sharedKey)
            contentCache[identifier] = content
            noteSharedDrawn(sharedKey)
            statistics.contentShared += 1
            return content
        }
        let layerScale = Self.fittedScale(Swift.max(0.25, deviceScale), for: size)
        guard let surface = CairoSurface(
            pixelWidth: Swift.max(1, Int((size.width * layerScale).rounded(.up))),
            pixelHeight: Swift.max(1, Int((size.height * layerScale).rounded(.up))),
            scale: layerScale)
        else { return nil }
        let context = cairo_create(surface.pointer)!
        let area = CGRect(origin: .zero, size: size)
        let rounded = Self.outline(of: view, area, cornerRadius: state.cornerRadius)
        if view.clipsToBounds, state.cornerRadius > 0 {
            Cairo.setPath(context, rounded.elements)
            cairo_clip(context)
        }
        if let background = state.backgroundColor, background.alpha > 0 {
            Cairo.setPath(context, rounded.elements)
            Cairo.setColor(context, background)
            cairo_fill(context)
        }
        if view.drawsContent {
            let graphics = CairoGraphicsContext(context: context, text: text, images: images)
            cairo_save(context)
            // The view draws for its model bounds (what `draw(in:)` reads); while its bounds
            // animate, that drawing is stretched onto the presented size, as Core Animation
            // stretches a layer's contents (the background, corners and border above and below
            // are drawn at the presented size).
            let model = view.bounds.size
            if model.width > 0, model.height > 0, model.isFinite, model != size {
                cairo_scale(context, size.width / model.width, size.height / model.height)
            }
            // As UIKit does around `draw(_:)`, the view's traits are current while it draws, so
            // the dynamic colours it draws with take its appearance.
            view.currentTraits.performAsCurrent { view.draw(in: graphics) }
            cairo_restore(context)
        }
        if state.borderWidth > 0 {
            let inset = state.borderWidth / 2
            let border = Self.outline(of: view, area.insetBy(dx: inset, dy: inset), cornerRadius: Swift.max(0, state.cornerRadius - inset))
            Cairo.setPath(context, border.elements)
            Cairo.setColor(context, state.borderColor)
            cairo_set_line_width(context, state.borderWidth)
            cairo_stroke(context)
        }
        cairo_destroy(context)
        cairo_surface_flush(surface.pointer)
        statistics.contentRedraws += 1
        // Checked while the pixels just drawn are still in the cache; a bitmap with text on a
        // transparent background fails at its first row.
        let isOpaque = cairo_image_surface_get_data(surface.pointer).map { data in
            data.withMemoryRebound(to: UInt32.self, capacity: surface.stride / 4 * surface.pixelHeight) { pixels in
                PixelKernels.isOpaque(pixels, width: surface.pixelWidth, height: surface.pixelHeight, rowLength: surface.stride / 4)
            }
        } ?? false
        let content = LayerContent(view: view, surface: surface, version: view.contentVersion, size: size, scale: layerScale,
                                   isOpaque: isOpaque, inkParts: isOpaque ? nil : Self.inkParts(of: surface), shared: sharedKey)
        contentCache[identifier] = content
        if let sharedKey {
            sharedContent[sharedKey] = content
            noteSharedDrawn(sharedKey)
        }
        return content
    }
}
