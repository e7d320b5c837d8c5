/// The kinds of Today cards.
public enum StoryKind: String, Codable, CaseIterable, Hashable, Sendable {
    /// A big artwork card: eyebrow, title and subtitle over the art.
    case feature
    /// "App of the day": the artwork with the app's row along the bottom.
    case appOfTheDay
    /// "Game of the day": the same shape for a game.
    case gameOfTheDay
    /// A list card: a title over four or five app rows.
    case list
}
