import Foundation

/// A pipe read to its end on a thread of its own, so that a child process writing to it never
/// stalls on a full pipe while its other output is read.
final class PipeDrain: @unchecked Sendable {
    /// What was read; written by the reading thread before it signals `done`.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    /// Starts reading `handle`.
    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Waits for the end of the pipe and returns all that was read.
    func finish() -> Data {
        done.wait()
        return data
    }
}
