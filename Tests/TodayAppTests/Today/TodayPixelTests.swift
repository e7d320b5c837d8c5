import CairoRenderer
import Foundation
import HeadlessHost
import Motion
import Testing
import TestSupport
import TodayApp
import UIKit

/// The feed, a story, and three frames of the opening, against references reviewed by eye
/// (scale 1; tolerance: 24/255 a channel on up to 0.2 % of the pixels, as every pixel test).
@MainActor
struct TodayPixelTests {
    func makeHost(appearance: UIUserInterfaceStyle = .light) throws -> (HeadlessHost, TodayAppController) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
        host.window.overrideUserInterfaceStyle = appearance
        let app = TodayAppController(library: try StoriesLibrary.defaultLibrary(), date: Date(timeIntervalSince1970: 1_795_305_600))
        host.window.rootViewController = app
        host.window.layoutIfNeeded()
        return (host, app)
    }

    @Test func theFeedMatchesItsReference() throws {
        let (host, _) = try makeHost()
        expectMatchesReference(host.render().image(), named: "today-feed")
    }

    @Test func theOpeningAndTheStoryMatchTheirReferences() throws {
        let (host, app) = try makeHost()
        host.render()
        app.today.open(storyAt: 0)
        for (frames, name) in [(3, "today-opening-3"), (6, "today-opening-9"), (9, "today-opening-18")] {
            expectMatchesReference(host.step(frames: frames).image(), named: name)
        }
        expectMatchesReference(host.step(frames: 40).image(), named: "today-story")
    }

    /// Dark Mode: the feed on black, the story on near-black with light paragraphs, the blur
    /// behind it dark; switched back to light, the feed is the light reference again.
    @Test func theDarkFeedAndStoryMatchTheirReferencesAndSwitchBack() throws {
        let (host, app) = try makeHost(appearance: .dark)
        expectMatchesReference(host.render().image(), named: "today-dark-feed")
        let story = try #require(app.today.open(storyAt: 0))
        let blur = try #require(story.presentationController as? CardPresentationController)
        #expect((blur.blurView.effect as? UIBlurEffect)?.style == .dark)
        host.step(frames: 3)
        expectMatchesReference(host.step(frames: 6).image(), named: "today-dark-opening-9")
        expectMatchesReference(host.step(frames: 40).image(), named: "today-dark-story")
        story.close()
        host.step(frames: 60)
        // Switching back: the feed is the light reference again.
        host.window.overrideUserInterfaceStyle = .light
        expectMatchesReference(host.step(frames: 1).image(), named: "today-feed")
    }
}
