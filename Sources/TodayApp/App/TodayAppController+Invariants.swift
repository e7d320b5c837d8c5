import UIKit

extension TodayAppController {
    /// Adds the Today clone's own rules to a checker:
    ///
    /// - **stories**: at most one story is presented, and it is the feed's open story;
    /// - **feed**: with no transition in flight and no story presented, no story is marked open
    ///   and every card on screen is shown (none left hidden under a story that closed).
    public func addInvariants(to checker: InvariantChecker) {
        checker.addRule("stories") { [weak self] window in
            guard let self else { return nil }
            var stories: [StoryViewController] = []
            var current: UIViewController? = self
            while let controller = current {
                if let story = controller as? StoryViewController { stories.append(story) }
                current = controller.presentedViewController
            }
            if stories.count > 1 { return "\(stories.count) stories are open" }
            if let story = stories.first, story !== today.openStory { return "the presented story is not the feed's open story" }
            return nil
        }
        checker.addRule("feed") { [weak self] window in
            guard let self, window.activeTransition == nil, !window.hasQueuedTransitions else { return nil }
            var current: UIViewController? = self
            while let controller = current {
                if controller is StoryViewController { return nil }
                current = controller.presentedViewController
            }
            if let open = today.openIndexPath { return "row \(open.row) is marked open with no story presented" }
            for case let cell as TodayCardCell in today.tableView.visibleCells where cell.isCardHidden {
                return "a card is hidden with no story presented"
            }
            return nil
        }
    }
}
