import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Writes files whole or not at all.
///
/// Every file Today writes (PNGs, recordings, plots, fuzz failure scripts) goes first to a
/// hidden temporary file in the destination's folder (`.NAME.partial-PID-N`), which is renamed
/// over the destination only when it is complete. A write that fails (a full disk, a folder that
/// vanished) removes the temporary file and throws ``RenderError/writeFailed(path:reason:)``
/// naming the destination and the system's reason (`No space left on device`); the destination
/// is then untouched: absent, or still holding its previous contents.
///
/// The rename is atomic on one file system (POSIX `rename`), so a reader never sees a truncated
/// file under the real name. The data is not flushed to the disk with `fsync` first: the
/// guarantee covers Today's own errors and interruptions, not a power cut.
public enum AtomicFile {
    /// Writes `data` to `path` atomically.
    ///
    /// - Throws: ``RenderError/writeFailed(path:reason:)`` naming `path` and the reason.
    public static func write(_ data: Data, to path: String) throws(RenderError) {
        try write(to: path) { (temporaryPath: String) throws(RenderError) in
            let descriptor = open(temporaryPath, O_WRONLY | O_TRUNC | O_CLOEXEC)
            guard descriptor >= 0 else { throw .writeFailed(path: path, reason: Self.systemReason()) }
            var failure: String?
            data.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count, let base = bytes.baseAddress {
                    let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        failure = Self.systemReason()
                        return
                    }
                    offset += written
                }
            }
            if close(descriptor) != 0, failure == nil { failure = Self.systemReason() }
            if let failure { throw .writeFailed(path: path, reason: failure) }
        }
    }

    /// Writes `path` atomically through `body`, which writes the whole file to the temporary path
    /// it is given (which exists, empty, when `body` is called).
    ///
    /// When `body` throws, the temporary file is removed and the error is passed on; otherwise the
    /// temporary file replaces `path`.
    ///
    /// - Throws: `body`'s error, or ``RenderError/writeFailed(path:reason:)`` when the temporary
    ///   file cannot be created or renamed.
    public static func write(to path: String, by body: (_ temporaryPath: String) throws(RenderError) -> Void) throws(RenderError) {
        let temporaryPath = try createTemporaryFile(for: path)
        do {
            try body(temporaryPath)
        } catch {
            unlink(temporaryPath)
            throw error
        }
        guard rename(temporaryPath, path) == 0 else {
            let reason = systemReason()
            unlink(temporaryPath)
            throw .writeFailed(path: path, reason: reason)
        }
    }

    /// The hidden temporary name for `path` in the same folder: `.NAME.partial-PID-N`.
    static func temporaryPath(for path: String, attempt: Int) -> String {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        return (folder as NSString).appendingPathComponent(".\(url.lastPathComponent).partial-\(getpid())-\(attempt)")
    }

    /// Creates a new, empty temporary file beside `path` (with the permissions a new file gets
    /// under the process's umask) and returns its path.
    private static func createTemporaryFile(for path: String) throws(RenderError) -> String {
        guard !path.isEmpty else { throw .writeFailed(path: path, reason: "the file name is empty") }
        for attempt in 0..<100 {
            let candidate = temporaryPath(for: path, attempt: attempt)
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 {
                close(descriptor)
                return candidate
            }
            guard errno == EEXIST else { throw .writeFailed(path: path, reason: systemReason()) }
        }
        throw .writeFailed(path: path, reason: "no free temporary name beside it")
    }

    /// The system's wording of the current `errno`.
    static func systemReason() -> String {
        String(cString: strerror(errno))
    }
}
