import UIKit

/// Runs `body`, then forgets every appearance proxy setting made (`UINavigationBar.appearance()…`),
/// which otherwise lasts for the whole test process, as on iOS it lasts for the app.
@MainActor
public func withAppearanceProxies<T>(_ body: () throws -> T) rethrows -> T {
    defer { AppearanceRules.removeAll() }
    return try body()
}
