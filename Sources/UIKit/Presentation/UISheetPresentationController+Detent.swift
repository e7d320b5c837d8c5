import Foundation

extension UISheetPresentationController {
    /// A height a sheet rests at (UIKit's `UISheetPresentationController.Detent`): `.large()`
    /// (the full card), `.medium()` (about half the screen), or a custom height.
    @MainActor @preconcurrency
    public final class Detent {
        /// A detent's name (UIKit's `UISheetPresentationController.Detent.Identifier`).
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The name.
            public let rawValue: String
            /// An identifier with a name.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// An identifier with a name.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The large detent's.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's name.
        public let identifier: Identifier
        private let resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier, resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// The full card.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// About half the window's height (half the large height, as iOS's medium is).
        public static func medium() -> Detent {
            Detent(identifier: .medium) { ($0.maximumDetentValue / 2).rounded() }
        }

        /// A height from `resolver`, given the largest height a detent may have; nil leaves the
        /// detent out (UIKit's `custom(identifier:resolver:)`, iOS 16).
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom.\(UUID().uuidString)"), resolver: resolver)
        }

        /// The height in `context`, clamped to 0…`maximumDetentValue` (nil when the resolver
        /// leaves it out or gives NaN).
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value.isFinite else { return nil }
            return Swift.min(Swift.max(0, value), context.maximumDetentValue)
        }
    }
}

/// What a custom detent's resolver is given (UIKit's
/// `UISheetPresentationControllerDetentResolutionContext`).
@MainActor @preconcurrency
public protocol UISheetPresentationControllerDetentResolutionContext {
    /// The largest height a detent may have (the large detent's).
    var maximumDetentValue: CGFloat { get }
    /// The traits of the window the sheet is in.
    var containerTraitCollection: UITraitCollection { get }
}

/// The resolution context of a sheet in a container.
struct SheetDetentContext: UISheetPresentationControllerDetentResolutionContext {
    let maximumDetentValue: CGFloat
    let containerTraitCollection: UITraitCollection
}

/// Hears a sheet's detent changes (UIKit's `UISheetPresentationControllerDelegate`).
@MainActor @preconcurrency
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user dragged the sheet to another detent (not called for changes made in code).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Does nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}
