import Foundation

/// What can be styled through an appearance proxy (UIKit's `UIAppearance`): every view. Set a
/// property on a class's proxy (`UINavigationBar.appearance().barTintColor = .systemIndigo`)
/// and every instance of the class, and of its subclasses, takes it when it first enters a
/// window, unless the instance set that property itself before; a proxy from
/// ``appearance(whenContainedInInstancesOf:)`` only reaches instances inside views (or the
/// views of controllers) of the given classes. Instances already in a window keep their look,
/// as on iOS (remove and add them again to restyle them).
///
/// The properties a proxy takes are those UIKit marks for appearance that Today has (see
/// ``UIAppearanceProxy``); a proxy is a ``UIAppearanceProxy`` of the class rather than an
/// instance of it, so a property UIKit does not mark is a compile error here instead of a
/// property ignored at run time.
@MainActor @preconcurrency
public protocol UIAppearance: AnyObject {}

/// What can contain views styled by a containment proxy (UIKit's `UIAppearanceContainer`):
/// views and view controllers.
@MainActor @preconcurrency
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearance, UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

extension UIAppearance where Self: UIView {
    /// The proxy for every instance of this class (UIKit's `appearance()`).
    public static func appearance() -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(rule: AppearanceRules.rule(for: Self.self, containers: []))
    }

    /// The proxy for the instances inside instances of every one of `containerTypes` (UIKit's
    /// `appearance(whenContainedInInstancesOf:)`): each must be the class, or a superclass, of
    /// a view above the instance or of the controller whose view that is, at any distance and
    /// in any order.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(rule: AppearanceRules.rule(for: Self.self, containers: containerTypes))
    }
}
