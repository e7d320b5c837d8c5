import Foundation
import Synchronization

extension UIImage {
    /// Encodes images for ``pngData()`` and ``jpegData(compressionQuality:)``. The hosts install
    /// the renderer's encoder; with none installed, those return nil.
    public static var dataEncoder: (any UIImageDataEncoding)? {
        get { encoding.withLock { $0 } }
        set { encoding.withLock { $0 = newValue } }
    }

    /// The image as PNG data (UIKit's `pngData()`); nil for an empty image, without an encoder,
    /// or when encoding fails (the reason goes to standard error). The pixels are written at
    /// their size, whatever the scale (as on iOS: a 2× image of 100 points is 200 pixels wide).
    public func pngData() -> Data? {
        encoded { try $0.pngData(of: self) }
    }

    /// The image as JPEG data at `compressionQuality` from 0 (smallest) to 1 (best), clamped
    /// (UIKit's `jpegData(compressionQuality:)`; NaN is 0); nil as for ``pngData()``.
    /// Transparent pixels come out black.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        let quality = compressionQuality.isNaN ? 0 : Swift.min(1, Swift.max(0, compressionQuality))
        return encoded { try $0.jpegData(of: self, compressionQuality: quality) }
    }

    /// Runs `encode` with the installed encoder, for an image with pixels.
    private func encoded(_ encode: (any UIImageDataEncoding) throws -> Data) -> Data? {
        guard pixelWidth > 0, pixelHeight > 0, let encoder = Self.dataEncoder else { return nil }
        do {
            return try encode(encoder)
        } catch {
            // UIKit reports failure as nil; the reason is still worth a line.
            FileHandle.standardError.write(Data("UIImage: \(error)\n".utf8))
            return nil
        }
    }

    /// The installed encoder, behind a lock (images are encoded on any thread, as on iOS).
    private static let encoding = Mutex<(any UIImageDataEncoding)?>(nil)
}

extension UIGraphicsImageRenderer {
    /// What `actions` draws, as PNG data (UIKit's `pngData(actions:)`); empty data when no
    /// encoder is installed.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// What `actions` draws, as JPEG data at a quality from 0 to 1 (UIKit's
    /// `jpegData(withCompressionQuality:actions:)`); empty data when no encoder is installed.
    public func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}
