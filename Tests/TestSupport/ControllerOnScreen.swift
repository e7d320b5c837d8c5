import CairoRenderer
import UIKit

/// Shows `controller` as an app shows its first screen: the root of a key window `size` points
/// large, in `style`, drawn by a renderer at `scale`, one frame (1/60 s) in.
@MainActor
public func showOnScreen(_ controller: UIViewController, size: CGSize, style: UIUserInterfaceStyle = .unspecified,
                         scale: Double = 2) -> (window: UIWindow, renderer: CairoRenderer) {
    let window = UIWindow(size: size)
    window.overrideUserInterfaceStyle = style
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let renderer = CairoRenderer(scale: scale)
    renderer.attach(to: window)
    window.tick(elapsed: 1.0 / 60)
    return (window, renderer)
}
