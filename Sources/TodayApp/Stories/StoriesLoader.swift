import UIKit

/// Reads a stories file (JSON: a `catalog` of apps and a list of `stories`; the format is in the
/// README) into a ``StoriesLibrary``, with errors that name the file, the story and the field.
///
/// Strictly (the default) the first problem throws. Leniently, a bad app or story is skipped
/// and reported in ``StoriesLibrary/problems`` while the good ones load; a file that cannot be
/// read or parsed at all still throws.
public struct StoriesLoader: Sendable {
    /// Whether bad stories are skipped instead of failing the load.
    public var isLenient: Bool
    /// Checks that an image file can be used (decodes it); throws a message when not. The
    /// default only checks that the file exists: decoding needs the renderer, which the host
    /// passes in.
    public var validateImage: @Sendable (String) throws -> Void

    /// A loader.
    public init(lenient: Bool = false, validateImage: (@Sendable (String) throws -> Void)? = nil) {
        isLenient = lenient
        self.validateImage = validateImage ?? { path in
            guard FileManager.default.fileExists(atPath: path) else { throw StoriesLoaderMessage("no such file: \(path)") }
        }
    }

    /// The largest stories file read: 32 MB (ten thousand stories with long bodies take about
    /// 10 MB).
    public static let maximumFileSize = 32 * 1_048_576

    /// Loads a file from disk.
    ///
    /// Files over ``maximumFileSize`` are refused before they are read.
    public func load(contentsOfFile path: String) throws(StoriesError) -> StoriesLibrary {
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > Self.maximumFileSize {
            let megabytes = String(format: "%.1f", Double(size) / 1_048_576)
            throw StoriesError(file: path, message: "is \(megabytes) MB; a stories file may be at most \(Self.maximumFileSize / 1_048_576) MB")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw StoriesError(file: path, message: FileManager.default.fileExists(atPath: path) ? "cannot be read" : "no such file")
        }
        let directory = (path as NSString).deletingLastPathComponent
        return try load(data: data, file: path, baseDirectory: directory)
    }

    /// Loads JSON data; `file` names it in errors and `baseDirectory` resolves relative image
    /// paths.
    public func load(data: Data, file: String, baseDirectory: String) throws(StoriesError) -> StoriesLibrary {
        let root: JSONValue
        do {
            root = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw StoriesError(file: file, message: "is not valid JSON (\(Self.describe(error)))")
        }
        var reader = Reader(file: file, baseDirectory: baseDirectory, lenient: isLenient, validateImage: validateImage)
        return try reader.library(from: root)
    }

    static func describe(_ error: any Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error {
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return underlying ?? context.debugDescription
        }
        return "\(error)"
    }
}

/// A message thrown by an image check.
public struct StoriesLoaderMessage: Error, CustomStringConvertible {
    /// The message.
    public var description: String
    /// A message.
    public init(_ description: String) { self.description = description }
}
