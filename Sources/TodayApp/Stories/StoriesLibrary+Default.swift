import Foundation

extension StoriesLibrary {
    /// The embedded default stories (nine stories of every kind and a catalog of sixteen apps),
    /// a SwiftPM resource of this target.
    public static func defaultLibrary() throws(StoriesError) -> StoriesLibrary {
        let name = "default-stories.json"
        guard let url = Bundle.module.url(forResource: "default-stories", withExtension: "json"),
              let data = try? Data(contentsOf: url) else {
            throw StoriesError(file: name, message: "the embedded resource is missing from the build")
        }
        return try StoriesLoader().load(data: data, file: name, baseDirectory: url.deletingLastPathComponent().path)
    }
}
