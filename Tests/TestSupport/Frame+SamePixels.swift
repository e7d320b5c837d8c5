import CairoRenderer
import Foundation

extension Frame {
    /// Whether `other` has the same size and the same bytes on every pixel: what the tests of
    /// compositing in part (damage, bands, copied scrolling) compare with a whole composite.
    /// Two empty frames (a window of no area) are the same.
    @MainActor
    public func hasSamePixels(as other: Frame) -> Bool {
        guard pixelWidth == other.pixelWidth, pixelHeight == other.pixelHeight else { return false }
        return withUnsafeBytes { mine in
            other.withUnsafeBytes { theirs in
                guard let mine, let theirs else { return mine == nil && theirs == nil }
                guard mine.count == theirs.count, let a = mine.baseAddress, let b = theirs.baseAddress else { return mine.count == theirs.count }
                return memcmp(a, b, mine.count) == 0
            }
        }
    }

    /// The pixels where `other` differs, with the largest difference of a channel there
    /// (none when the frames differ in size).
    @MainActor
    public func differingPixels(from other: Frame) -> [(x: Int, y: Int, difference: Int)] {
        guard pixelWidth == other.pixelWidth, pixelHeight == other.pixelHeight, bytesPerRow == other.bytesPerRow else { return [] }
        let width = pixelWidth, height = pixelHeight, rowBytes = bytesPerRow
        return withUnsafeBytes { mine in
            other.withUnsafeBytes { theirs in
                guard let mine, let theirs else { return [] }
                var found: [(x: Int, y: Int, difference: Int)] = []
                for y in 0..<height {
                    for x in 0..<width {
                        let offset = y * rowBytes + x * 4
                        var largest = 0
                        for channel in 0..<4 { largest = Swift.max(largest, Swift.abs(Int(mine[offset + channel]) - Int(theirs[offset + channel]))) }
                        if largest > 0 { found.append((x, y, largest)) }
                    }
                }
                return found
            }
        }
    }
}
