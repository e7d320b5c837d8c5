/// How a card's text reads against its art.
public enum CardStyle: String, Codable, CaseIterable, Hashable, Sendable {
    /// White text over dark artwork.
    case lightOnDark
    /// Dark text over light artwork.
    case darkOnLight
}
