// The one Linux-only file: UIKitHost gives the app delegate its `@main` entry point (on iOS,
// UIKit does) and shows the window in SDL, or records it headless.
#if canImport(UIKitHost)
import UIKitHost
#endif
