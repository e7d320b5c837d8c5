import UIKit
import UIKitTools

/// The transitions `today gallery` lists, each from the seeds.
public enum GalleryDemo: String, CaseIterable, Sendable {
    /// Seed 003: a custom presentation controller with a dimming view.
    case dimmingSheet = "dimming-sheet"
    /// Built-in: full screen, cover vertical.
    case fullScreen = "full-screen"
    /// Built-in: over full screen, cross dissolve.
    case overFullScreen = "over-full-screen"
    /// Built-in: page sheet (the presenter scales back; drag down to close).
    case pageSheet = "page-sheet"
    /// Built-in: full screen, flip horizontal.
    case flipHorizontal = "flip-horizontal"
    /// Seed 004: flip a pet card into its reveal (snapshots, keyframes, edge swipe).
    case flip = "flip"
    /// A picture and two labels fly from one screen to their places on the next.
    case matchedElements = "matched-elements"
    /// iOS 18's zoom: the page grows out of its row and shrinks back into it (the system's own
    /// version of the App Store card; compare `today gallery --plot zoom` with the card).
    case zoom = "zoom"
    /// Seed 002: the App Store card, built by hand (``CardTransitionAnimator`` and
    /// ``CardPresentationController``), here growing out of its row as the zoom does, to be
    /// compared with it (`today gallery --plot zoom,card`).
    case card = "card"

    /// The row's title.
    public var title: String {
        switch self {
        case .dimmingSheet: "Dimming sheet"
        case .fullScreen: "Full screen"
        case .overFullScreen: "Over full screen"
        case .pageSheet: "Page sheet"
        case .flipHorizontal: "Flip horizontal"
        case .flip: "Flip a card"
        case .matchedElements: "Matched elements"
        case .zoom: "Zoom"
        case .card: "App Store card"
        }
    }

    /// The row's second line.
    public var subtitle: String {
        switch self {
        case .dimmingSheet: "custom presentation controller · tap the dimming to close"
        case .fullScreen: "cover vertical"
        case .overFullScreen: "cross dissolve · the presenter stays"
        case .pageSheet: "the presenter scales back · drag down to close"
        case .flipHorizontal: "the built-in 3D flip"
        case .flip: "snapshots and keyframes · swipe from the left edge back"
        case .matchedElements: "a picture and two labels fly to their places"
        case .zoom: "iOS 18 · out of the row and back · drag down to close"
        case .card: "hand-made · the Today story on its spring · drag to close"
        }
    }

    /// A new controller for the demo, set up to be presented (the zoom grows out of `source`,
    /// the row that opened it).
    @MainActor
    public func makeController(source: UIView? = nil) -> UIViewController {
        switch self {
        case .dimmingSheet: return DimmingSheetViewController()
        case .fullScreen:
            return DemoPageViewController(title: title, color: UIColor(red: 0.2, green: 0.45, blue: 0.95), style: .fullScreen, transition: .coverVertical)
        case .overFullScreen:
            return DemoPageViewController(title: title, color: UIColor(red: 0.15, green: 0.65, blue: 0.5, alpha: 0.92),
                                          style: .overFullScreen, transition: .crossDissolve)
        case .pageSheet:
            return DemoPageViewController(title: title, color: UIColor(red: 0.55, green: 0.35, blue: 0.85), style: .pageSheet, transition: .coverVertical)
        case .flipHorizontal:
            return DemoPageViewController(title: title, color: UIColor(red: 0.95, green: 0.5, blue: 0.2), style: .fullScreen, transition: .flipHorizontal)
        case .flip:
            let grid = PetGridViewController()
            grid.modalPresentationStyle = .fullScreen
            grid.modalTransitionStyle = .crossDissolve
            return grid
        case .matchedElements:
            return MatchedListViewController()
        case .zoom:
            let page = DemoPageViewController(title: title, color: UIColor(red: 0.95, green: 0.3, blue: 0.45), style: .fullScreen,
                                              transition: .coverVertical)
            page.preferredTransition = .zoom { [weak source] _ in source }
            return page
        case .card:
            let stories: [Story]
            do {
                stories = try StoriesLibrary.defaultLibrary().stories
            } catch {
                preconditionFailure("the embedded default stories do not load: \(error)")  // the tests load them
            }
            guard let story = stories.first else { preconditionFailure("the embedded default stories are empty") }
            let width = source?.window?.bounds.width ?? 390
            return StoryViewController(story: story,
                                       cardSize: CGSize(width: width - 2 * TodayMetrics.cardInset, height: TodayMetrics.cardHeight),
                                       artworkSize: CGSize(width: width, height: TodayMetrics.storyArtworkHeight), image: nil,
                                       cardFrameInWindow: { [weak source] in source.map { $0.convert($0.bounds, to: nil) } })
        }
    }
}
