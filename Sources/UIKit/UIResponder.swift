import Foundation

/// The root of the objects that take part in UIKit's event handling (UIKit's `UIResponder`):
/// views and view controllers. As in UIKit it is an `NSObject`, so `==`, `isEqual(_:)`,
/// `isKind(of:)` and extensions on `NSObject` work on them.
@MainActor
open class UIResponder: NSObject {}
