import HeadlessHost
import Motion
import UIKit

/// The default scripted session of the Today clone (390 × 844 points): scroll the feed a little,
/// open the first story, scroll it, scroll back and drag it closed; then scroll to the list
/// story, open it, and close it with the button. `today`, `today record` and `today bench app`
/// play it.
enum TodaySession {
    /// The moments of the session, for the key-frame PNGs and the benchmark's phases.
    enum Phase: String, CaseIterable {
        case idle, scrolling, opening, open, dragging, closing

        /// The phase's name in tables ("idle feed", "story open").
        var title: String {
            switch self {
            case .idle: "idle feed"
            case .open: "story open"
            case .scrolling, .opening, .dragging, .closing: rawValue
            }
        }
    }

    /// When each part happens, in seconds from the start.
    static let moments: [(time: Double, phase: Phase)] = [
        (0, .idle), (0.3, .scrolling), (1.3, .opening), (2.0, .open), (4.4, .dragging), (4.85, .closing),
        (5.6, .scrolling), (6.8, .opening), (7.5, .open), (8.3, .closing), (9.0, .idle),
    ]

    /// The phase at a time.
    static func phase(at time: Double) -> Phase {
        moments.last { $0.time <= time + 1e-9 }?.phase ?? .idle
    }

    /// The script.
    static let script: InputScript = {
        var events: [InputScript.Event] = []
        // Scroll the feed up a little and rest, so nothing flings.
        events += InputScript.drag(from: CGPoint(x: 200, y: 620), to: CGPoint(x: 200, y: 500), time: 0.3, length: 0.4, hold: 0.2)
        // Press the first story long enough to see the card shrink (the feed holds a touch back
        // 0.15 s in case it becomes a scroll, as UIKit's delaysContentTouches), and open it.
        events += InputScript.tap(at: CGPoint(x: 195, y: 300), time: 1.05, length: 0.25)
        // Scroll the story, then back to its top.
        events += InputScript.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 380), time: 2.3, length: 0.5, hold: 0.2)
        events += InputScript.drag(from: CGPoint(x: 200, y: 380), to: CGPoint(x: 200, y: 760), time: 3.3, length: 0.5, hold: 0.3)
        // Drag it closed from the top.
        events += InputScript.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 450), time: 4.4, length: 0.4, hold: 0.05)
        // Scroll to the list story (the third card) and open it.
        events += InputScript.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 260), time: 5.6, length: 0.6, hold: 0.25)
        events += InputScript.tap(at: CGPoint(x: 195, y: 520), time: 6.55, length: 0.25)
        // Close it with the button.
        events += InputScript.tap(at: CGPoint(x: 350, y: 35), time: 8.3)
        return InputScript(events: events, duration: 9.5)
    }()
}
