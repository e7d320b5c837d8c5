/// Everything a stories file holds: the stories in order, the catalog, and (when loaded
/// leniently) the problems that made some stories or apps be skipped.
public struct StoriesLibrary: Hashable, Sendable {
    /// The stories, in the file's order.
    public var stories: [Story]
    /// The catalog, in the file's order.
    public var catalog: [CatalogApp]
    /// What was skipped and why (empty when loaded strictly).
    public var problems: [StoriesError]

    /// A library.
    public init(stories: [Story], catalog: [CatalogApp], problems: [StoriesError] = []) {
        self.stories = stories
        self.catalog = catalog
        self.problems = problems
    }

    /// The catalog apps of a category, in order.
    public func apps(in category: CatalogApp.Category) -> [CatalogApp] {
        catalog.filter { $0.category == category }
    }

    /// The catalog apps whose name, subtitle or genre contains `query` (case- and
    /// diacritic-insensitive); all of them for an empty query.
    public func search(_ query: String) -> [CatalogApp] {
        let needle = query.trimmingCharacters(in: .whitespaces)
        guard !needle.isEmpty else { return catalog }
        return catalog.filter { app in
            [app.name, app.subtitle, app.genre].contains { $0.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
        }
    }
}
