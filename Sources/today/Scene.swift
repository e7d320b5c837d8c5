import ArgumentParser
import CairoRenderer
import Foundation
import TodayApp
import ViewKit

/// The scenes `today screenshot` and `today show` can put in a window.
enum Scene: String, ExpressibleByArgument, CaseIterable {
    /// Every view feature of the renderer.
    case gallery
    /// The App Store Today clone on the default stories.
    case today
    /// The Today clone with the first story open.
    case story

    /// Fills the window with the scene.
    @MainActor
    func install(in window: Window) {
        switch self {
        case .gallery: FeatureGallery.install(in: window)
        case .today, .story:
            guard let library = try? StoriesLibrary.defaultLibrary() else { return }
            let app = TodayAppController(library: library, date: Self.referenceDate, imageLoader: { try? Image.load(contentsOfFile: $0) })
            window.rootViewController = app
            window.layoutIfNeeded()
            if self == .story { app.today.open(storyAt: 0, animated: false) }
        }
    }
}

extension Scene {
    /// The date scenes show: Sunday, November 22, 2026 (screenshots must not change by day).
    static let referenceDate = Date(timeIntervalSince1970: 1_795_305_600)
}

/// A `--scale` option: 1, 2 or 3.
struct ScaleOption: ParsableArguments {
    @Option(help: "Pixels per point: 1, 2 or 3.")
    var scale: Double = 2

    func validate() throws {
        guard [1, 2, 3].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, got \(scale)") }
    }
}
