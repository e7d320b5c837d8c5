import ArgumentParser
import CairoRenderer
import Foundation
import TodayApp
import UIKit
import UIKitTools

/// The scenes `today screenshot` and `today show` can put in a window.
enum Scene: String, ExpressibleByArgument, CaseIterable {
    /// Every view feature of the renderer.
    case gallery
    /// The App Store Today clone on the default stories.
    case today
    /// The Today clone with the first story open.
    case story
    /// The Search tab with "photo" typed.
    case search
    /// The purchase sheet over the feed.
    case purchase
    /// The Apps tab.
    case apps
    /// The first game's product page, pushed from the Games tab.
    case productPage = "product-page"
    /// In a 1024 × 768 window (regular width, as an iPad): the purchase popover from the GET
    /// button of the first game's product page.
    case popover
    /// The account page resting at its medium detent over the feed.
    case sheetMedium = "sheet-medium"
    /// Half way through the zoom (iOS 18's `preferredTransition = .zoom`) of the first game's
    /// product page out of its icon in the Games tab.
    case zoom

    /// Fills the window with the scene. Throws when the embedded stories do not load (a build
    /// without its resource), rather than leaving the window empty.
    @MainActor
    func install(in window: UIWindow) throws(StoriesError) {
        switch self {
        case .gallery: FeatureGallery.install(in: window)
        case .today, .story, .search, .purchase, .apps, .productPage, .popover, .sheetMedium, .zoom:
            let library = try StoriesLibrary.defaultLibrary()
            let app = TodayAppController(library: library, date: Self.referenceDate, imageLoader: { try? UIImage.load(contentsOfFile: $0) })
            window.rootViewController = app
            window.layoutIfNeeded()
            switch self {
            case .story: app.today.open(storyAt: 0, animated: false)
            case .search:
                app.selectedIndex = 4
                for character in "photo" { app.handle(.character(character)) }
            case .apps: app.selectedIndex = 2
            case .productPage:
                app.selectedIndex = 1
                if let games = app.lists.first, let game = games.sections.first?.apps.first { games.showProductPage(for: game) }
                for _ in 0..<60 { window.tick(elapsed: 1.0 / 60) }
            case .zoom:
                app.selectedIndex = 1
                window.layoutIfNeeded()
                if let games = app.lists.first, let game = games.sections.first?.apps.first { games.showProductPage(for: game) }
                for _ in 0..<4 { window.tick(elapsed: 1.0 / 60) }
            case .sheetMedium:
                app.presentAccount()
                for _ in 0..<60 { window.tick(elapsed: 1.0 / 60) }
            case .popover:
                app.selectedIndex = 1
                if let games = app.lists.first, let game = games.sections.first?.apps.first {
                    let page = games.showProductPage(for: game)
                    for _ in 0..<60 { window.tick(elapsed: 1.0 / 60) }
                    page.getButton.sendActions(for: .primaryActionTriggered)
                }
                for _ in 0..<60 { window.tick(elapsed: 1.0 / 60) }
            case .purchase:
                if let first = library.catalog.first { app.presentPurchase(of: first) }
                for _ in 0..<60 { window.tick(elapsed: 1.0 / 60) }
            default: break
            }
            window.layoutIfNeeded()
        }
    }
}

extension Scene {
    /// The window size the scene is shown in, in points: 1024 × 768 for the popover (a regular
    /// width), an iPhone's 390 × 844 for the rest.
    var windowSize: CGSize {
        self == .popover ? CGSize(width: 1024, height: 768) : CGSize(width: 390, height: 844)
    }

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

/// `--appearance light|dark`, shared by the commands that show a window.
struct AppearanceOption: ParsableArguments {
    /// The appearances a window can be shown in.
    enum Appearance: String, ExpressibleByArgument, CaseIterable {
        case light, dark

        /// The window's `overrideUserInterfaceStyle` for it.
        var style: UIUserInterfaceStyle { self == .dark ? .dark : .light }
    }

    @Option(help: "The window's appearance: light or dark (Dark Mode: every system and app colour takes its dark value).")
    var appearance: Appearance = .light
}
