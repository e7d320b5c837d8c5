import Foundation

/// The record of one instance of the app's interface (UIKit's `UISceneSession`): its role, the
/// configuration it was connected with, and the scene showing it while one does.
///
/// Today runs one session, made when the app launches and ended when it terminates: there is
/// no system that keeps sessions across launches, so ``UIApplication/openSessions`` holds at
/// most this one.
@MainActor @preconcurrency
open class UISceneSession: NSObject {
    /// What the session's scenes are for.
    public let role: Role
    /// The configuration its scene was connected with (the app delegate's answer to
    /// `application(_:configurationForConnecting:options:)`).
    public internal(set) var configuration: UISceneConfiguration
    /// The scene showing the session; nil before it connects and after it disconnects.
    public internal(set) weak var scene: UIScene?
    /// A string that identifies the session, unique among the sessions of this process.
    public let persistentIdentifier: String
    /// Information the app keeps with the session (kept for the process's life here).
    public var userInfo: [String: Any]?

    /// The sessions made so far, to number their identifiers.
    private static var made = 0

    /// A session for a role, with the default configuration for that role until the app
    /// delegate gives one.
    init(role: Role) {
        self.role = role
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
        Self.made += 1
        persistentIdentifier = "session-\(Self.made)"
        super.init()
    }

    /// What a session is for (UIKit's `UISceneSession.Role`).
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's name, as UIKit spells it.
        public let rawValue: String
        /// A role from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's main interactive window: the role of every session here.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display (named for source compatibility;
        /// Today shows no second display).
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}
