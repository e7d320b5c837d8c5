extension UIApplication {
    /// Where an app is in its life cycle (UIKit's `UIApplication.State`).
    ///
    /// An app starts `inactive`, becomes `active` after launching, goes `inactive` then
    /// `background` when its window is hidden (minimised), and comes back through `inactive`.
    /// The legal moves are asserted in ``UIApplication`` (`UIApplication+Lifecycle.swift`).
    public enum State: Int, Hashable, Sendable {
        /// In front, receiving events.
        case active
        /// Running but not receiving events: launching, or on its way to or from the background.
        case inactive
        /// Not shown.
        case background
    }

    /// Keys of the launch options dictionary (UIKit's `UIApplication.LaunchOptionsKey`). Linux
    /// launches with no options: the dictionary given to the delegate is always empty.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was opened with.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The app that opened this one.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    }
}
