import ArgumentParser
import TodayApp
import ViewKit

/// The scenes `today screenshot` and `today show` can put in a window.
enum Scene: String, ExpressibleByArgument, CaseIterable {
    /// Every view feature of the renderer.
    case gallery

    /// Fills the window with the scene.
    @MainActor
    func install(in window: Window) {
        switch self {
        case .gallery: FeatureGallery.install(in: window)
        }
    }
}

/// A `--scale` option: 1, 2 or 3.
struct ScaleOption: ParsableArguments {
    @Option(help: "Pixels per point: 1, 2 or 3.")
    var scale: Double = 2

    func validate() throws {
        guard [1, 2, 3].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, got \(scale)") }
    }
}
