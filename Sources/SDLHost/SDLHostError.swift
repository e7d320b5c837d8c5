/// Why the SDL host could not start.
public enum SDLHostError: Error, Hashable, Sendable, CustomStringConvertible {
    /// SDL's video subsystem did not start (no display, or no driver).
    case videoUnavailable(String)
    /// The window or its surface could not be created.
    case windowUnavailable(String)

    /// A sentence with SDL's reason.
    public var description: String {
        switch self {
        case .videoUnavailable(let reason): "cannot start SDL video: \(reason)"
        case .windowUnavailable(let reason): "cannot open a window: \(reason)"
        }
    }
}
