import HeadlessHost
import Testing
import TodayApp
import UIKit

/// The feed's own behaviour around a tap: the story prepared while a card is under the finger
/// opens only for that card, and only while it still matches the feed.
@MainActor
struct TodayViewControllerTests {
    /// Rests a finger on the first card long enough for it to highlight, then lifts it away
    /// from the card (no tap).
    func highlightFirstCard(in host: HeadlessHost) {
        host.touch(.began, at: CGPoint(x: 195, y: 300))
        host.advance(by: 0.2)
        host.touch(.cancelled, at: CGPoint(x: 195, y: 300))
        host.step()
    }

    @Test func theStoryPreparedForOneCardDoesNotOpenForAnother() throws {
        let (host, app) = try HeadlessHost.todayFeed()
        highlightFirstCard(in: host)
        #expect(app.today.openStory == nil)
        #expect(app.today.preparedStory?.story == app.today.stories[0])
        let story = app.today.open(storyAt: 1)
        #expect(story?.story == app.today.stories[1])
        #expect(app.today.preparedStory == nil, "dropped, not kept for later")
    }

    /// A card whose cell the table made ahead while its story was open (its card hidden then)
    /// shows when its row arrives after the story closed. Found by the long fuzz tier (seeds
    /// 3176 and 5294) once the table prepared cells at rest.
    @Test func aCardPreparedWhileItsStoryWasOpenShowsWhenItsRowArrives() throws {
        let (host, app) = try HeadlessHost.todayFeed()
        let table = app.today.tableView
        let story = try #require(app.today.open(storyAt: 0, animated: false))
        host.step(frames: 2)
        // The feed moves under the open story (as a resize can move it): the first row leaves
        // the screen, and its cell is made again ahead, hidden, while the story is open.
        table.setContentOffset(CGPoint(x: 0, y: table.rectForRow(at: IndexPath(row: 0, section: 0)).maxY + 1), animated: false)
        host.step(frames: 5)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        let preparedHidden = table.subviews.compactMap { $0 as? TodayCardCell }.contains { $0.isHidden && $0.isCardHidden }
        #expect(preparedHidden, "the first row's cell made ahead, its card hidden for the open story")
        story.dismiss(animated: false)
        host.step(frames: 2)
        table.setContentOffset(.zero, animated: false)
        host.step()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TodayCardCell)
        #expect(!cell.isCardHidden)
    }

    @Test func aPreparedStoryOpensOnce() throws {
        let (host, app) = try HeadlessHost.todayFeed()
        highlightFirstCard(in: host)
        let prepared = try #require(app.today.preparedStory)
        let first = try #require(app.today.open(storyAt: 0, animated: false))
        #expect(first === prepared)
        #expect(app.today.preparedStory == nil)
        host.step()
        first.dismiss(animated: false)
        host.step(frames: 2)
        #expect(app.today.openStory == nil)
        // Opened again, it is a new controller: the prepared one was handed out.
        let second = try #require(app.today.open(storyAt: 0, animated: false))
        #expect(second !== first)
    }

    @Test func newStoriesDropThePreparedOne() throws {
        let (host, app) = try HeadlessHost.todayFeed()
        highlightFirstCard(in: host)
        let stories = app.today.stories
        #expect(app.today.preparedStory != nil)
        app.today.setStories(Array(stories.reversed()))
        #expect(app.today.preparedStory == nil)
        host.step()
        let story = app.today.open(storyAt: 0)
        #expect(story?.story == stories.last)
    }
}
