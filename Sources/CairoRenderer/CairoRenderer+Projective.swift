import CCairo
import Motion
import UIKit

extension CairoRenderer {
    /// Composites a layer whose map to the screen has perspective: its subtree is drawn flat
    /// into an offscreen bitmap (with room for its shadow), then every covered screen pixel is
    /// mapped back through the inverse homography and sampled bilinearly, so the layer appears
    /// in perspective with soft, antialiased edges. A layer with a corner behind the eye is not
    /// drawn (as when Core Animation culls it).
    /// What the layer draws is noted in `pass`, so a backdrop above it is computed again when
    /// it changes.
    func compositeProjective(_ view: UIView, state: LayerState, map: ProjectiveTransform, pass: inout CompositingPass) {
        let context = pass.context
        let deviceScale = pass.deviceScale
        statistics.projectiveWarps += 1
        seenThisFrame.insert(ObjectIdentifier(view))
        let shadowRoom = state.shadowOpacity > 0 && !view.clipsToBounds
            ? (1.5 * state.shadowRadius + Swift.max(Swift.abs(state.shadowOffset.width), Swift.abs(state.shadowOffset.height))).rounded(.up)
            : 0
        let shadowed = shadowRoom > 0 ? state.bounds.union(Self.shadowCaster(of: view, state: state).rect) : state.bounds
        let local = shadowed.insetBy(dx: -shadowRoom, dy: -shadowRoom)
        guard !local.isNull, local.width > 0, local.height > 0,
            let box = map.boundingBox(of: local), let inverse = map.inverted(),
            let target = cairo_get_target(context)
        else { return }
        let targetWidth = Double(cairo_image_surface_get_width(target))
        let targetHeight = Double(cairo_image_surface_get_height(target))
        let visible = box.intersection(CGRect(x: 0, y: 0, width: targetWidth, height: targetHeight))
        guard !visible.isEmpty else { return }

        let layerScale = Self.fittedScale(deviceScale, for: local.size)
        let width = Int((local.width * layerScale).rounded(.up)), height = Int((local.height * layerScale).rounded(.up))
        guard let offscreen = CairoSurface(pixelWidth: width, pixelHeight: height) else { return }
        let offscreenContext = cairo_create(offscreen.pointer)!
        let offscreenMap = ProjectiveTransform(translationX: -local.minX, y: -local.minY)
            .concatenating(ProjectiveTransform(scaleX: layerScale, y: layerScale))
        var offscreenPass = CompositingPass(context: offscreenContext, target: offscreen, deviceScale: layerScale)
        compositeBody(view, state: state, map: offscreenMap, alpha: 1, pass: &offscreenPass)
        pass.noteDrawn(offscreenPass.drawnBelow.finalize())
        pass.noteDrawn(map)
        cairo_destroy(offscreenContext)
        let source = offscreen.pixels(in: (0, 0, width, height))

        let originX = Int(visible.minX.rounded(.down)), originY = Int(visible.minY.rounded(.down))
        let outWidth = Int(visible.maxX.rounded(.up)) - originX, outHeight = Int(visible.maxY.rounded(.up)) - originY
        guard outWidth > 0, outHeight > 0 else { return }
        // Screen pixel → offscreen pixel: the inverse map, then the offscreen map.
        let back = inverse.concatenating(offscreenMap)
        var output = [UInt32](repeating: 0, count: outWidth * outHeight)
        source.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                for row in 0..<outHeight {
                    let y = Double(originY + row) + 0.5
                    for column in 0..<outWidth {
                        let x = Double(originX + column) + 0.5
                        let w = x * back.m13 + y * back.m23 + back.m33
                        guard w > 0 else { continue }
                        let sourceX = (x * back.m11 + y * back.m21 + back.m31) / w - 0.5
                        let sourceY = (x * back.m12 + y * back.m22 + back.m32) / w - 0.5
                        out[row * outWidth + column] = Self.bilinear(input, width: width, height: height, x: sourceX, y: sourceY)
                    }
                }
            }
        }
        guard let warped = CairoSurface.from(pixels: output, width: outWidth, height: outHeight) else { return }
        let bitmap = SharedBitmap(warped)
        let alpha = state.alpha
        pass.draw(within: CGRect(x: originX, y: originY, width: outWidth, height: outHeight)) { context in
            cairo_identity_matrix(context)
            bitmap.setSource(on: context, x: Double(originX), y: Double(originY))
            cairo_paint_with_alpha(context, alpha)
        }
    }

    /// A premultiplied pixel sampled bilinearly at (x, y) in pixel centres; outside is
    /// transparent, which antialiases the edges.
    @inline(__always)
    static func bilinear(_ pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int, x: Double, y: Double) -> UInt32 {
        guard x > -1, y > -1, x < Double(width), y < Double(height) else { return 0 }
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        let fx = x - Double(x0), fy = y - Double(y0)
        @inline(__always) func sample(_ sx: Int, _ sy: Int) -> UInt32 {
            sx >= 0 && sy >= 0 && sx < width && sy < height ? pixels[sy * width + sx] : 0
        }
        let p00 = sample(x0, y0), p10 = sample(x0 + 1, y0), p01 = sample(x0, y0 + 1), p11 = sample(x0 + 1, y0 + 1)
        let w00 = (1 - fx) * (1 - fy), w10 = fx * (1 - fy), w01 = (1 - fx) * fy, w11 = fx * fy
        var result: UInt32 = 0
        for shift: UInt32 in [24, 16, 8, 0] {
            let value = Double((p00 >> shift) & 0xFF) * w00 + Double((p10 >> shift) & 0xFF) * w10
                + Double((p01 >> shift) & 0xFF) * w01 + Double((p11 >> shift) & 0xFF) * w11
            result |= UInt32(Swift.min(255, value.rounded())) << shift
        }
        return result
    }
}
