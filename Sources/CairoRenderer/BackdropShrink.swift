import CCairo

/// The first step of a backdrop blur, the box of the frame shrunk `factor` times on each side
/// (``PixelKernels/shrinkRows(_:of:rowLength:width:height:factor:into:copyingInto:)``), done
/// where the pixels are still in cache: each compositing band shrinks the blocks that lie
/// wholly in its rows as soon as it has drawn them (``shrinkBand(_:)``, the hook of
/// ``CompositingPass/barrier(afterEachBand:)``), and ``finish()`` shrinks the rest (blocks
/// across two bands, or all of them when no band ran). The result is the same whichever
/// thread shrinks which block.
///
/// Each band writes only its own blocks and their flags, so the bands need no lock; the
/// object is read again only after the barrier has waited for them.
final class BackdropShrink: @unchecked Sendable {
    /// The box of the frame, in device pixels.
    let box: PixelRect
    /// How many times it is shrunk on each side (1…16).
    let factor: Int
    /// The result's width: ⌈box width / factor⌉.
    let smallWidth: Int
    /// The result's height: ⌈box height / factor⌉.
    let smallHeight: Int
    /// The frame.
    private let surface: CairoSurface
    /// Where the box's pixels are also copied as they are read (a surface of the box's size).
    private let copy: CairoSurface?
    /// The frame's pixel at the box's origin, rows `rowLength` apart (nil: no pixels).
    private let origin: UnsafeMutablePointer<UInt32>?
    private let rowLength: Int
    /// The copy's first pixel and row length.
    private let copied: (pixels: UnsafeMutablePointer<UInt32>, rowLength: Int)?
    /// The result, `smallWidth` × `smallHeight`.
    private let output: UnsafeMutablePointer<UInt32>
    /// Which of its rows are done.
    private let done: UnsafeMutablePointer<Bool>

    /// A shrink of `box` (inside `surface`) by `factor`, copying the box's pixels into `copy`
    /// when it has room for them. Nothing is read yet.
    init(of surface: CairoSurface, box: PixelRect, factor: Int, copyingInto copy: CairoSurface?) {
        self.box = box
        self.factor = Swift.min(16, Swift.max(1, factor))
        smallWidth = (box.width + self.factor - 1) / self.factor
        smallHeight = (box.height + self.factor - 1) / self.factor
        self.surface = surface
        rowLength = surface.stride / 4
        origin = cairo_image_surface_get_data(surface.pointer).map {
            UnsafeMutableRawPointer($0).assumingMemoryBound(to: UInt32.self) + box.y * (surface.stride / 4) + box.x
        }
        if let copy, copy.pixelWidth >= box.width, copy.pixelHeight >= box.height {
            cairo_surface_flush(copy.pointer)
            copied = cairo_image_surface_get_data(copy.pointer).map {
                (UnsafeMutableRawPointer($0).assumingMemoryBound(to: UInt32.self), copy.stride / 4)
            }
            self.copy = copy
        } else {
            copied = nil
            self.copy = nil
        }
        output = .allocate(capacity: smallWidth * smallHeight)
        output.initialize(repeating: 0, count: smallWidth * smallHeight)
        done = .allocate(capacity: smallHeight)
        done.initialize(repeating: false, count: smallHeight)
    }

    deinit {
        output.deallocate()
        done.deallocate()
    }

    /// Shrinks the blocks whose every row lies in `rows` (rows of the frame a band has just
    /// drawn). Called on the band's thread.
    func shrinkBand(_ rows: Range<Int>) {
        guard origin != nil else { return }
        let top = rows.lowerBound - box.y, bottom = rows.upperBound - box.y
        let first = (Swift.max(0, top) + factor - 1) / factor
        let end = bottom >= box.height ? smallHeight : Swift.max(0, bottom) / factor
        guard first < end else { return }
        shrink(first..<end)
    }

    /// Shrinks the blocks no band did, and returns the result (`smallWidth` × `smallHeight`).
    func finish() -> [UInt32] {
        cairo_surface_flush(surface.pointer)
        if origin != nil {
            var row = 0
            while row < smallHeight {
                guard !done[row] else { row += 1; continue }
                var end = row + 1
                while end < smallHeight, !done[end] { end += 1 }
                let start = row
                ParallelBands.forEach(end - start, minimum: 64 / factor) { part in
                    self.shrink((start + part.lowerBound)..<(start + part.upperBound))
                }
                row = end
            }
        }
        if let copy { cairo_surface_mark_dirty(copy.pointer) }
        return Array(UnsafeBufferPointer(start: output, count: smallWidth * smallHeight))
    }

    /// Shrinks the blocks of `smallRows` and marks them done.
    private func shrink(_ smallRows: Range<Int>) {
        guard let origin else { return }
        PixelKernels.shrinkRows(smallRows, of: origin, rowLength: rowLength, width: box.width, height: box.height,
                                factor: factor, into: output, copyingInto: copied)
        for row in smallRows { done[row] = true }
    }
}
