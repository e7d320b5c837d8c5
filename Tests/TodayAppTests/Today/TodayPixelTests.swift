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
    func makeHost() throws -> (HeadlessHost, TodayAppController) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
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
}
