/// One Today story: its card in the feed and the article it opens into.
public struct Story: Hashable, Sendable, Identifiable {
    /// A stable id.
    public var id: String
    /// The card's shape.
    public var kind: StoryKind
    /// The small capitals above the title ("WORLD PREMIERE").
    public var eyebrow: String
    /// The title.
    public var title: String
    /// The line under the title (may be empty).
    public var subtitle: String
    /// Light text on dark art, or dark on light.
    public var style: CardStyle
    /// The artwork.
    public var artwork: ArtworkDescription
    /// The article's paragraphs.
    public var body: [String]
    /// The apps the story shows (the app row, or the list), resolved from the catalog.
    public var apps: [CatalogApp]

    /// A story.
    public init(id: String, kind: StoryKind, eyebrow: String, title: String, subtitle: String = "", style: CardStyle,
                artwork: ArtworkDescription, body: [String] = [], apps: [CatalogApp] = []) {
        self.id = id
        self.kind = kind
        self.eyebrow = eyebrow
        self.title = title
        self.subtitle = subtitle
        self.style = style
        self.artwork = artwork
        self.body = body
        self.apps = apps
    }
}
