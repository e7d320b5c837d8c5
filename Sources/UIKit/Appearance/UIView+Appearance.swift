import Foundation

extension UIView {
    /// Where a view stands with the appearance proxies: whether their settings were applied,
    /// the properties set on the view itself (which the proxies leave alone), and whether the
    /// proxies' settings are being applied now (which do not count as set on the view).
    struct AppearanceRecord {
        /// The proxies' settings were applied (on first entering a window).
        var applied = false
        /// The proxy properties set on the view itself.
        var setLocally: Set<String> = []
        /// The proxies' settings are being applied, or UIKit is setting a default.
        var suspended = false
    }

    /// Notes that a property a proxy can set was set on the view itself (unless UIKit is
    /// applying a proxy's setting or its own default).
    func noteAppearanceSet(_ key: String) {
        if !appearanceRecord.suspended { appearanceRecord.setLocally.insert(key) }
    }

    /// Runs `body` (UIKit setting its own default) without noting the properties it sets as set
    /// on the view, so a proxy can still change them.
    func withoutNotingAppearance(_ body: () -> Void) {
        let wasSuspended = appearanceRecord.suspended
        appearanceRecord.suspended = true
        body()
        appearanceRecord.suspended = wasSuspended
    }

    /// Applies the proxies' settings to this view and those below it that enter a window for
    /// the first time (each view once), skipping the properties each set itself.
    func applyAppearanceIfNeeded() {
        guard !AppearanceRules.all.isEmpty else { return }
        applyAppearanceInSubtree()
    }

    /// ``applyAppearanceIfNeeded()`` once rules are known to exist.
    private func applyAppearanceInSubtree() {
        if !appearanceRecord.applied {
            appearanceRecord.applied = true
            let settings = AppearanceRules.settings(for: self).filter { !appearanceRecord.setLocally.contains($0.key) }
            if !settings.isEmpty {
                withoutNotingAppearance {
                    for setting in settings { setting.apply(self) }
                }
            }
        }
        for child in childViews { child.applyAppearanceInSubtree() }
    }
}
