import Foundation
import HeadlessHost
import Testing
import TodayApp
import UIKit

/// Found by LeakSanitizer: a presentation controller held its presenter and its presented
/// controller strongly, a cycle that kept the whole app alive after its window was dropped.
@MainActor
struct StoryLifetimeTests {
    /// Runs the app in a window that is then dropped; returns weak references' results.
    func dropWindow(closingTheStory close: Bool) throws -> (window: Bool, app: Bool, story: Bool) {
        weak var window: UIWindow?
        weak var app: TodayAppController?
        weak var story: StoryViewController?
        do {
            let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
            let made = TodayAppController(library: try StoriesLibrary.defaultLibrary(), date: Date(timeIntervalSince1970: 0))
            host.window.rootViewController = made
            host.step(frames: 2)
            let opened = try #require(made.today.open(storyAt: 0))
            host.step(frames: 100)
            #expect(made.today.openStory === opened)
            if close {
                opened.close()
                host.step(frames: 100)
            }
            (window, app, story) = (host.window, made, opened)
        }
        return (window == nil, app == nil, story == nil)
    }

    @Test func anAppShowingAStoryIsFreedWithItsWindow() throws {
        let freed = try dropWindow(closingTheStory: false)
        #expect(freed.window)
        #expect(freed.app)
        #expect(freed.story)
    }

    @Test func aClosedStoryIsFreed() throws {
        let freed = try dropWindow(closingTheStory: true)
        #expect(freed.window)
        #expect(freed.app)
        #expect(freed.story)
    }
}
