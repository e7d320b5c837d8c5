import CairoRenderer

/// A digest of rendered frames' pixels, in order (FNV-1a over each row's bytes, eight at a
/// time, and over each frame's size): two runs that draw the same frames print the same
/// digest (`today fuzz --digest`). Not a cryptographic hash: it tells runs apart, no more.
struct PixelDigest: CustomStringConvertible {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Adds `frame`'s size and pixels (a frame with no pixels adds only its size).
    @MainActor mutating func add(_ frame: Frame) {
        mix(UInt64(frame.pixelWidth))
        mix(UInt64(frame.pixelHeight))
        let width = frame.pixelWidth, height = frame.pixelHeight, stride = frame.bytesPerRow
        frame.withUnsafeBytes { bytes in
            guard let bytes, width > 0, height > 0 else { return }
            for row in 0..<height {
                let start = row * stride
                let end = start + width * 4
                var offset = start
                while offset + 8 <= end {
                    mix(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                    offset += 8
                }
                if offset < end { mix(UInt64(bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))) }
            }
        }
    }

    private mutating func mix(_ word: UInt64) {
        state = (state ^ word) &* 0x0000_0100_0000_01b3
    }

    /// Sixteen hexadecimal digits.
    var description: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
