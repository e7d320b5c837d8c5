import Foundation
import UIKit

/// Runs an iOS-style app on Linux (UIKit's `UIApplicationMain`): makes the app delegate from
/// its class name, launches it (`application(_:didFinishLaunchingWithOptions:)` makes the
/// window), then shows the key window in an SDL window, or, without a display or with
/// `--headless`, plays an input script and records the session to an animated WebP. Returns
/// the process's exit status when the window closes or the recording is written (iOS's never
/// returns).
///
/// The command line is the app's: `--headless`, `--script FILE`, `--out FILE`, `--scale N`,
/// `--seconds N` and `--help` (see ``ApplicationOptions``).
///
/// - Parameters:
///   - argc: The argument count (`CommandLine.argc`).
///   - argv: The arguments (`CommandLine.unsafeArgv`).
///   - principalClassName: Must be nil or `"UIApplication"`: there is one application class.
///   - delegateClassName: The app delegate's class, as `NSStringFromClass(AppDelegate.self)`
///     gives it: a `UIResponder` subclass adopting `UIApplicationDelegate`.
@MainActor
@discardableResult
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ principalClassName: String?, _ delegateClassName: String?
) -> Int32 {
    let arguments = (0..<Int(argc)).compactMap { argv[$0].map { String(cString: $0) } }
    if let principalClassName, principalClassName != "UIApplication" {
        return ApplicationRunner.fail("the principal class \(principalClassName) is not supported: pass nil")
    }
    guard let delegateClassName else {
        return ApplicationRunner.fail("no app delegate class was named")
    }
    guard let delegateClass = NSClassFromString(delegateClassName) as? UIResponder.Type else {
        return ApplicationRunner.fail("\(delegateClassName) is not a UIResponder subclass in this program")
    }
    // A responder class can only be built from a class value through its required
    // initializer; the app delegate inherits UIResponder's init?(coder:) (an empty archive).
    guard let delegate = delegateClass.init(coder: NSCoder()) as? any UIApplicationDelegate else {
        return ApplicationRunner.fail("\(delegateClassName) does not adopt UIApplicationDelegate")
    }
    return ApplicationRunner(arguments: Array(arguments.dropFirst()), programName: arguments.first ?? "app").run(delegate: delegate)
}

extension UIApplicationDelegate where Self: UIResponder {
    /// The `@main` entry point of an app delegate (as UIKit gives one on iOS): runs
    /// ``UIApplicationMain(_:_:_:_:)`` with this class and exits with its status.
    ///
    /// Swift finds it when one file of the app imports `UIKitHost` (see `docs/porting.md`).
    public static func main() {
        let status = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(self))
        exit(status)
    }
}
