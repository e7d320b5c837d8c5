import CCairo
import Motion
import ViewKit

extension CairoRenderer {
    /// Blurs and tints what has been drawn behind a view, inside its rounded bounds.
    ///
    /// The backdrop is read from the frame so far, shrunk to a quarter (box average), blurred
    /// with three box passes (σ = radius / 2, as for shadows), saturated, scaled back up
    /// bilinearly and tinted. The finished bitmap is kept and reused while the signature of
    /// everything drawn before the view, its place and the effect are unchanged, so a still
    /// backdrop costs one pixel-aligned copy per frame.
    func drawBackdrop(
        _ backdrop: Backdrop, of view: View, state: LayerState, affine: AffineTransform, alpha: Double,
        context: OpaquePointer, targetSurface: CairoSurface
    ) {
        let onScreen = state.bounds.applying(affine).intersection(
            Rect(x: 0, y: 0, width: Double(targetSurface.pixelWidth), height: Double(targetSurface.pixelHeight)))
        guard !onScreen.isEmpty else { return }
        let box = (x: Int(onScreen.minX.rounded(.down)), y: Int(onScreen.minY.rounded(.down)),
                   width: Int(onScreen.maxX.rounded(.up)) - Int(onScreen.minX.rounded(.down)),
                   height: Int(onScreen.maxY.rounded(.up)) - Int(onScreen.minY.rounded(.down)))
        guard box.width > 0, box.height > 0 else { return }
        let deviceScale = Self.linearScale(of: affine)

        var signature = backdropSignature
        signature.combine(box.x); signature.combine(box.y); signature.combine(box.width); signature.combine(box.height)
        // The opacity only blends the finished bitmap; it does not change it.
        signature.combine(backdrop.blurRadius); signature.combine(backdrop.tint); signature.combine(backdrop.saturation)
        let key = signature.finalize()
        let identifier = ObjectIdentifier(view)
        let finished: CairoSurface
        if let cached = backdropCache[identifier], cached.signature == key, cached.view === view {
            finished = cached.surface
            statistics.backdropBlursReused += 1
        } else {
            let pixels = targetSurface.pixels(in: box)
            var small = Self.quarter(pixels, width: box.width, height: box.height)
            BoxBlur.blur(&small.pixels, width: small.width, height: small.height, sigma: backdrop.blurRadius / 2 * deviceScale / 4)
            if backdrop.saturation != 1 { Self.saturate(&small.pixels, by: backdrop.saturation) }
            guard let blurred = CairoSurface.from(pixels: small.pixels, width: small.width, height: small.height),
                let surface = CairoSurface(pixelWidth: box.width, pixelHeight: box.height)
            else { return }
            // Scale up once and bake the tint in, so a still backdrop costs one aligned copy.
            let bake = cairo_create(surface.pointer)!
            cairo_scale(bake, Double(box.width) / Double(small.width), Double(box.height) / Double(small.height))
            cairo_set_source_surface(bake, blurred.pointer, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(bake), CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(cairo_get_source(bake), CAIRO_EXTEND_PAD)
            cairo_set_operator(bake, CAIRO_OPERATOR_SOURCE)
            cairo_paint(bake)
            cairo_identity_matrix(bake)
            cairo_set_operator(bake, CAIRO_OPERATOR_OVER)
            cairo_set_source_rgba(bake, backdrop.tint.red, backdrop.tint.green, backdrop.tint.blue, backdrop.tint.alpha)
            cairo_paint(bake)
            cairo_destroy(bake)
            finished = surface
            backdropCache[identifier] = BackdropContent(view: view, signature: key, surface: surface)
            statistics.backdropBlursComputed += 1
        }

        cairo_save(context)
        Cairo.setMatrix(context, affine)
        Cairo.setPath(context, Path(roundedRect: state.bounds, cornerRadius: state.cornerRadius, curve: view.cornerCurve).elements)
        cairo_identity_matrix(context)
        cairo_clip(context)
        cairo_set_source_surface(context, finished.pointer, Double(box.x), Double(box.y))
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_NEAREST)
        // The blurred copy replaces what is behind (SOURCE with an alpha mask gives
        // blurred·α + behind·(1 − α)), so no sharp edge shows through a translucent blur.
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        let shown = alpha * backdrop.opacity
        if shown >= 0.999 { cairo_paint(context) } else { cairo_paint_with_alpha(context, shown) }
        cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        cairo_restore(context)
    }

    /// The image shrunk to a quarter on each side by averaging 4×4 blocks (partial blocks at the
    /// edges average what they have).
    static func quarter(_ pixels: [UInt32], width: Int, height: Int) -> (pixels: [UInt32], width: Int, height: Int) {
        let smallWidth = (width + 3) / 4, smallHeight = (height + 3) / 4
        var result = [UInt32](repeating: 0, count: smallWidth * smallHeight)
        pixels.withUnsafeBufferPointer { input in
            for smallY in 0..<smallHeight {
                for smallX in 0..<smallWidth {
                    var a: UInt32 = 0, r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0, count: UInt32 = 0
                    for y in (smallY * 4)..<Swift.min(height, smallY * 4 + 4) {
                        for x in (smallX * 4)..<Swift.min(width, smallX * 4 + 4) {
                            let pixel = input[y * width + x]
                            a += pixel >> 24; r += (pixel >> 16) & 0xFF; g += (pixel >> 8) & 0xFF; b += pixel & 0xFF
                            count += 1
                        }
                    }
                    let half = count / 2
                    result[smallY * smallWidth + smallX] = ((a + half) / count) << 24 | ((r + half) / count) << 16
                        | ((g + half) / count) << 8 | ((b + half) / count)
                }
            }
        }
        return (result, smallWidth, smallHeight)
    }

    /// Scales each pixel's colour away from (or toward) its grey by `factor`, on premultiplied
    /// values (clamped to the alpha).
    static func saturate(_ pixels: inout [UInt32], by factor: Double) {
        let weightRed = 0.2126, weightGreen = 0.7152, weightBlue = 0.0722
        for index in pixels.indices {
            let pixel = pixels[index]
            let alpha = Double(pixel >> 24)
            guard alpha > 0 else { continue }
            let red = Double((pixel >> 16) & 0xFF), green = Double((pixel >> 8) & 0xFF), blue = Double(pixel & 0xFF)
            let grey = red * weightRed + green * weightGreen + blue * weightBlue
            func channel(_ value: Double) -> UInt32 { UInt32(Swift.min(alpha, Swift.max(0, grey + (value - grey) * factor)).rounded()) }
            pixels[index] = (pixel & 0xFF00_0000) | channel(red) << 16 | channel(green) << 8 | channel(blue)
        }
    }
}
