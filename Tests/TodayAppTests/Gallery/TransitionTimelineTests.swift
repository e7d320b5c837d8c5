import Motion
import Testing
import TestSupport
import TodayApp
import UIKit

/// The timeline keeps exactly the properties that changed, with the engine's values.
@MainActor
struct TransitionTimelineTests {
    @Test func onlyTheAnimatedPropertiesGetLanesWithThePresentedValues() {
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(view)
        var timeline = TransitionTimeline()
        UIView.animate(withDuration: 0.5, options: [.curveLinear], animations: {
            view.alpha = 0
            view.layer.cornerRadius = 20
        })
        timeline.sample(window, at: 0)
        for frame in 1...30 {
            window.tick(elapsed: 1.0 / 60)
            timeline.sample(window, at: Double(frame) / 60)
        }
        // The window's status bar and the view's position never changed: no lanes for them.
        #expect(timeline.lanes.map(\.name) == ["UIView.corner radius", "UIView.alpha"])
        let alpha = timeline.lanes[1]
        #expect(alpha.range == 0...1)
        #expect(isClose(alpha.samples[15].value, 1 - 15.0 / 30, within: 1e-9))
    }
}
