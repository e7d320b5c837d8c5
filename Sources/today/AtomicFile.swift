import Foundation

/// Writes files whole or not at all: to a temporary name in the same folder, renamed over the
/// destination only when complete (Foundation's atomic write), so an error or an interruption
/// never leaves a half-written file.
enum AtomicFile {
    /// Why a file could not be written: the file and the system's reason.
    struct WriteError: Error, CustomStringConvertible {
        /// The file.
        var path: String
        /// The reason, as the system words it.
        var reason: String
        /// `cannot write PATH: REASON`.
        var description: String { "cannot write \(path): \(reason)" }
    }

    /// Writes `data` to `path` atomically.
    static func write(_ data: Data, to path: String) throws {
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw WriteError(path: path, reason: error.localizedDescription)
        }
    }
}
