/// A rendering or file error, with the file named.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The frame has no pixels (a window of zero area).
    case emptyFrame(path: String)
    /// Writing a file failed.
    case writeFailed(path: String, reason: String)
    /// An image file is missing, unreadable, corrupt, too large or not an image.
    case imageUnreadable(path: String, reason: String)
    /// Encoding an image in memory (`pngData()`, `jpegData`) failed.
    case encodingFailed(reason: String)
    /// Image data in memory (`UIImage(data:)`) is empty, not a PNG or JPEG, corrupt or too large.
    case dataUnreadable(reason: String)

    /// A sentence naming the file and the reason.
    public var description: String {
        switch self {
        case .emptyFrame(let path): "cannot write \(path): the frame is empty (the window has no area)"
        case .writeFailed(let path, let reason): "cannot write \(path): \(reason)"
        case .imageUnreadable(let path, let reason): "cannot load image \(path): \(reason)"
        case .encodingFailed(let reason): "cannot encode the image: \(reason)"
        case .dataUnreadable(let reason): "cannot decode the image data: \(reason)"
        }
    }
}
