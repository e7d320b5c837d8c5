import Foundation

/// A visual effect for a ``UIVisualEffectView`` (UIKit's `UIVisualEffect`); Today draws blurs
/// (``UIBlurEffect``).
@MainActor @preconcurrency
open class UIVisualEffect: NSObject {
    /// The backdrop the effect draws at full strength (nil: none).
    open var backdrop: Backdrop? { nil }

    /// The backdrop in an appearance: ``backdrop``, unless the effect adapts to the appearance
    /// (as a blur of an adaptive style does).
    func backdrop(in appearance: UIUserInterfaceStyle) -> Backdrop? { backdrop }
}
