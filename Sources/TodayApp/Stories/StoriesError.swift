/// A problem in a stories file, naming the file, the story and the field.
public struct StoriesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file.
    public var file: String
    /// The story's id, or its position (`stories[3]`) when it has no readable id; nil for
    /// problems outside the stories (the catalog, the top level).
    public var story: String?
    /// The field, as a path (`artwork.procedural.colors[1]`).
    public var field: String?
    /// What is wrong.
    public var message: String

    /// An error.
    public init(file: String, story: String? = nil, field: String? = nil, message: String) {
        self.file = file
        self.story = story
        self.field = field
        self.message = message
    }

    /// `file: story "id", field "path": message`.
    public var description: String {
        var text = file
        if let story { text += ": story \"\(story)\"" }
        if let field { text += (story == nil ? ": " : ", ") + "field \"\(field)\"" }
        return text + ": " + message
    }
}
