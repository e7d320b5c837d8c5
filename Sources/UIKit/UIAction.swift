import Foundation

/// The closure a ``UIAction`` runs (UIKit's `UIActionHandler`).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action with a title and a closure (UIKit's `UIAction`): what a button runs when tapped
/// (`UIButton(primaryAction:)`, `addAction(_:for:)`). It is how UIKit code says target-action
/// without `#selector`, which Linux cannot compile.
@MainActor @preconcurrency
public final class UIAction {
    /// A name for an action, to find or remove it (UIKit's `UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// An identifier with a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier with a name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title (a button made with the action shows it).
    public var title: String
    /// The image (a button made with the action shows it).
    public var image: UIImage?
    /// The identifier; a unique one is made when none is given.
    public let identifier: Identifier
    /// What the action does.
    public let handler: UIActionHandler
    /// The control that sent the action last, while its handler runs.
    public internal(set) weak var sender: AnyObject?

    /// An action; `handler` runs each time it is sent.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.handler = handler
    }
}
