import Foundation

/// The settings for a class's instances made through ``UIAppearance/appearance()`` (UIKit
/// returns an instance-shaped proxy; this is its typed equivalent). Setting a property records
/// it; reading one gives what was recorded, or the class's default. Each property is one UIKit
/// marks for appearance (`UI_APPEARANCE_SELECTOR`); see the extensions for the ones Today has.
@MainActor @preconcurrency
public final class UIAppearanceProxy<Target: UIView> {
    /// The rule the proxy's settings go to (shared by every proxy of the same class and
    /// containers).
    let rule: AppearanceRule

    init(rule: AppearanceRule) { self.rule = rule }

    /// Records `value` for the property `key`, applied to an instance with `apply`.
    func record<Value>(_ key: String, _ value: Value, apply: @escaping @MainActor (Target, Value) -> Void) {
        rule.record(key, value: value) { view in
            guard let target = view as? Target else { return }
            apply(target, value)
        }
    }

    /// The value recorded for `key`, if any.
    func recorded<Value>(_ key: String) -> Value? { rule.value(for: key) as? Value }
}

extension UIAppearanceProxy {
    /// The background colour every instance takes.
    public var backgroundColor: UIColor? {
        get { recorded("backgroundColor") ?? nil }
        set { record("backgroundColor", newValue) { $0.backgroundColor = $1 } }
    }

    /// The tint every instance takes (and passes down to its subviews, as a tint set on it).
    public var tintColor: UIColor {
        get { recorded("tintColor") ?? .systemBlue }
        set { record("tintColor", newValue) { $0.tintColor = $1 } }
    }
}

extension UIAppearanceProxy where Target: UINavigationBar {
    /// The legacy background colour (``UINavigationBar/barTintColor``).
    public var barTintColor: UIColor? {
        get { recorded("barTintColor") ?? nil }
        set { record("barTintColor", newValue) { $0.barTintColor = $1 } }
    }

    /// Whether the bars are translucent (``UINavigationBar/isTranslucent``).
    public var isTranslucent: Bool {
        get { recorded("isTranslucent") ?? true }
        set { record("isTranslucent", newValue) { $0.isTranslucent = $1 } }
    }

    /// The small title's attributes (``UINavigationBar/titleTextAttributes``).
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { recorded("titleTextAttributes") ?? nil }
        set { record("titleTextAttributes", newValue) { $0.titleTextAttributes = $1 } }
    }

    /// The large title's attributes (``UINavigationBar/largeTitleTextAttributes``).
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        get { recorded("largeTitleTextAttributes") ?? nil }
        set { record("largeTitleTextAttributes", newValue) { $0.largeTitleTextAttributes = $1 } }
    }

    /// The hairline's image (``UINavigationBar/shadowImage``).
    public var shadowImage: UIImage? {
        get { recorded("shadowImage") ?? nil }
        set { record("shadowImage", newValue) { $0.shadowImage = $1 } }
    }

    /// The standard appearance (``UINavigationBar/standardAppearance``); each bar gets its own
    /// copy.
    public var standardAppearance: UINavigationBarAppearance {
        get { recorded("standardAppearance") ?? UINavigationBarAppearance() }
        set { record("standardAppearance", newValue) { $0.standardAppearance = $1 } }
    }

    /// The scroll edge appearance (``UINavigationBar/scrollEdgeAppearance``).
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { recorded("scrollEdgeAppearance") ?? nil }
        set { record("scrollEdgeAppearance", newValue) { $0.scrollEdgeAppearance = $1 } }
    }

    /// The compact appearance (``UINavigationBar/compactAppearance``).
    public var compactAppearance: UINavigationBarAppearance? {
        get { recorded("compactAppearance") ?? nil }
        set { record("compactAppearance", newValue) { $0.compactAppearance = $1 } }
    }

    /// Sets the background image every bar takes (``UINavigationBar/setBackgroundImage(_:for:)``).
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        record("backgroundImage.\(barMetrics.rawValue)", backgroundImage) { $0.setBackgroundImage($1, for: barMetrics) }
    }

    /// The background image recorded for a bar metrics.
    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { recorded("backgroundImage.\(barMetrics.rawValue)") ?? nil }
}

extension UIAppearanceProxy where Target: UITabBar {
    /// The legacy background colour (``UITabBar/barTintColor``).
    public var barTintColor: UIColor? {
        get { recorded("barTintColor") ?? nil }
        set { record("barTintColor", newValue) { $0.barTintColor = $1 } }
    }

    /// Whether the bars are translucent (``UITabBar/isTranslucent``).
    public var isTranslucent: Bool {
        get { recorded("isTranslucent") ?? true }
        set { record("isTranslucent", newValue) { $0.isTranslucent = $1 } }
    }

    /// The colour of the items not selected (``UITabBar/unselectedItemTintColor``).
    public var unselectedItemTintColor: UIColor? {
        get { recorded("unselectedItemTintColor") ?? nil }
        set { record("unselectedItemTintColor", newValue) { $0.unselectedItemTintColor = $1 } }
    }

    /// The background image (``UITabBar/backgroundImage``).
    public var backgroundImage: UIImage? {
        get { recorded("backgroundImage") ?? nil }
        set { record("backgroundImage", newValue) { $0.backgroundImage = $1 } }
    }

    /// The hairline's image (``UITabBar/shadowImage``).
    public var shadowImage: UIImage? {
        get { recorded("shadowImage") ?? nil }
        set { record("shadowImage", newValue) { $0.shadowImage = $1 } }
    }
}

extension UIAppearanceProxy where Target: UITableView {
    /// The separators' colour (``UITableView/separatorColor``).
    public var separatorColor: UIColor? {
        get { recorded("separatorColor") ?? .separator }
        set { record("separatorColor", newValue) { $0.separatorColor = $1 } }
    }
}
