import Foundation

/// A new empty folder under the temporary directory, removed by `remove()`.
public struct ScratchFolder {
    /// The folder's path.
    public let path: String

    /// A new folder named after `name` (and a UUID).
    public init(_ name: String) throws {
        path = NSTemporaryDirectory() + "today-\(name)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The names of the files in the folder, hidden ones included, sorted.
    public func files() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }

    /// `path/name`.
    public func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

    /// Removes the folder and everything in it (a test's cleanup; a failure leaves it behind).
    public func remove() { try? FileManager.default.removeItem(atPath: path) }
}
