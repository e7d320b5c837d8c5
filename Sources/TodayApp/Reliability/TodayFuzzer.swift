import UIKit

/// Plays seeded random input against a fresh Today app and checks every frame.
///
/// A sequence is 4 to 24 gestures: taps (often on cards, the close button, the avatar, GET, the
/// tab bar, list rows that push product pages, the back button, and sheets), drags and flings
/// in every direction (a third of them from the left edge: interactive pops; on a sheet, drags
/// between its detents), a second finger down at the same time, pinches in and out, taps on a
/// story's app rows (a product page over the story), Escape and other keys, window
/// resizes (down to 1×1 and up to 10,000×10,000 points, across the regular/compact boundary),
/// with frames of 0, 8, 16, 33 and 250 ms between events, many landing mid-transition. After
/// every frame the ``InvariantChecker`` runs with the engine's rules (navigation stacks
/// included) and the app's. When input stops the app must settle (no transition in flight or
/// queued, no animation running) within 10 seconds, pressing Escape must close what is
/// presented, bringing back the feed with no story open and no card missing, and go back to the
/// bottom of the shown tab's navigation stack. Everything runs on the window's manual clock without drawing, so a sequence costs
/// milliseconds; `today fuzz` also renders each frame.
@MainActor
public struct TodayFuzzer {
    /// What a failing sequence broke.
    public struct Failure: Error, CustomStringConvertible {
        /// The sequence's seed.
        public var seed: UInt64
        /// The events played (the whole sequence, replayable with ``run(_:)``).
        public var events: [FuzzEvent]
        /// The frame (tick) after which the problem was found.
        public var frame: Int
        /// What was wrong.
        public var problems: [String]

        /// The problems and the seed.
        public var description: String {
            "seed \(seed), after frame \(frame): " + problems.joined(separator: "; ")
        }
    }

    /// The stories the app shows.
    public let library: StoriesLibrary
    /// The window size a sequence starts at.
    public var windowSize = CGSize(width: 390, height: 844)
    /// Called after every frame with the window (to render it, say).
    public var onFrame: ((UIWindow) -> Void)?

    /// A fuzzer over a library.
    public init(library: StoriesLibrary) {
        self.library = library
    }

    /// The events of sequence `seed` (the same seed always gives the same events).
    public func events(seed: UInt64) -> [FuzzEvent] {
        var random = SeededGenerator(seed: seed)
        var events: [FuzzEvent] = []
        var size = windowSize
        func unit() -> Double { random.nextUnit() }
        func pick<T>(_ options: [T]) -> T { options[Int(unit() * Double(options.count)) % options.count] }
        let frameLengths: [Double] = [0, 1.0 / 120, 1.0 / 60, 1.0 / 60, 1.0 / 60, 1.0 / 30, 0.25]
        func frame() -> FuzzEvent { .tick(pick(frameLengths)) }
        func frames(_ count: Int) { for _ in 0..<count { events.append(frame()) } }
        func anywhere() -> CGPoint { CGPoint(x: unit() * size.width, y: unit() * size.height) }
        func place() -> CGPoint {
            switch Int(unit() * 9) {
            case 0: return CGPoint(x: size.width / 2, y: 130 + unit() * 450)              // a card
            case 1: return CGPoint(x: size.width - 35, y: 35)                              // the close button
            case 2: return CGPoint(x: size.width - 39, y: 94)                              // the avatar
            case 3: return CGPoint(x: unit() * size.width, y: size.height - 58)            // the tab bar's buttons
            case 4: return CGPoint(x: size.width - 60, y: 130 + unit() * 600)              // GET buttons
            case 5: return CGPoint(x: 150, y: 150 + unit() * 550)                          // a list row (pushes its page)
            case 6: return CGPoint(x: 40, y: 69)                                           // the back button
            case 7: return CGPoint(x: size.width / 2, y: size.height * (0.45 + unit() * 0.5)) // a sheet (its detents)
            default: return anywhere()
            }
        }
        func tap(_ point: CGPoint) {
            events.append(.touch(.began, point, identifier: 0))
            frames(Int(unit() * 4))
            events.append(.touch(.ended, point, identifier: 0))
        }
        func drag(from start: CGPoint, by offset: CGPoint, steps: Int) {
            events.append(.touch(.began, start, identifier: 0))
            for step in 1...steps {
                let share = Double(step) / Double(steps)
                events.append(.touch(.moved, CGPoint(x: start.x + offset.x * share, y: start.y + offset.y * share), identifier: 0))
                events.append(frame())
            }
            events.append(.touch(.ended, CGPoint(x: start.x + offset.x, y: start.y + offset.y), identifier: 0))
        }
        for _ in 0..<(4 + Int(unit() * 21)) {
            switch Int(unit() * 16) {
            case 0, 1, 2:  // a tap
                let point = place()
                events.append(.touch(.began, point, identifier: 0))
                frames(Int(unit() * 6))
                events.append(.touch(.ended, point, identifier: 0))
            case 3, 4:  // a drag or a fling
                let start = unit() < 0.3 ? CGPoint(x: unit() * 12, y: unit() * size.height) : place()
                let steps = 2 + Int(unit() * 12)
                let direction = CGPoint(x: (unit() - 0.5) * 2, y: (unit() - 0.5) * 2)
                let length = unit() * 600
                let fast = unit() < 0.4
                events.append(.touch(.began, start, identifier: 0))
                for step in 1...steps {
                    let travelled = length * Double(step) / Double(steps)
                    events.append(.touch(.moved, CGPoint(x: start.x + direction.x * travelled, y: start.y + direction.y * travelled), identifier: 0))
                    events.append(fast ? .tick(1.0 / 120) : frame())
                }
                events.append(unit() < 0.1 ? .touch(.cancelled, start, identifier: 0) : .touch(.ended, start, identifier: 0))
            case 5:  // two fingers
                let first = place(), second = anywhere()
                events.append(.touch(.began, first, identifier: 0))
                events.append(.touch(.began, second, identifier: 1))
                frames(1 + Int(unit() * 3))
                events.append(.touch(.moved, CGPoint(x: second.x + 40, y: second.y + 80), identifier: 1))
                events.append(.touch(.ended, first, identifier: 0))
                frames(Int(unit() * 2))
                events.append(.touch(.ended, second, identifier: 1))
            case 6:  // keys
                events.append(.key(pick([.escape, .escape, .escape, .character("a"), .backspace, .enter, .space])))
            case 7:  // a resize
                size = pick([CGSize(width: 320, height: 568), CGSize(width: 390, height: 844), CGSize(width: 1024, height: 768),
                             CGSize(width: 1, height: 1), CGSize(width: 10_000, height: 10_000), CGSize(width: 0, height: 0),
                             CGSize(width: 600, height: 300), CGSize(width: 1024, height: 768)])
                events.append(.resize(size))
            case 8, 9:  // into a catalog tab, then a row: a product page pushes
                tap(CGPoint(x: size.width * (1.5 + Double(Int(unit() * 4))) / 5, y: size.height - 58))
                frames(1 + Int(unit() * 3))
                tap(CGPoint(x: 150, y: 150 + unit() * 450))
            case 10:  // a swipe from the left edge: an interactive pop, finished or cancelled
                drag(from: CGPoint(x: unit() * 12, y: 200 + unit() * 400), by: CGPoint(x: 40 + unit() * 300, y: (unit() - 0.5) * 60),
                     steps: 3 + Int(unit() * 10))
            case 11:  // the Today tab's avatar: its sheet, dragged between its detents (or away)
                tap(CGPoint(x: size.width / 10, y: size.height - 58))
                frames(1 + Int(unit() * 3))
                tap(CGPoint(x: size.width - 39, y: 94))
                frames(Int(unit() * 40))
                drag(from: CGPoint(x: size.width / 2, y: size.height * (0.55 + unit() * 0.4)), by: CGPoint(x: 0, y: (unit() - 0.6) * 900),
                     steps: 2 + Int(unit() * 10))
            case 12:  // GET on a product page (a popover in a regular width)
                tap(CGPoint(x: 191, y: 207))
            case 13:  // a story's app row: its product page zooms out over the story
                tap(CGPoint(x: size.width / 10, y: size.height - 58))
                frames(1 + Int(unit() * 3))
                tap(CGPoint(x: size.width / 2, y: 130 + unit() * 450))
                frames(Int(unit() * 50))
                tap(CGPoint(x: 120, y: 380 + unit() * 160))
            case 14:  // two fingers pinching in or out (a zoomed page closes when pinched in)
                let centre = CGPoint(x: size.width / 2 + (unit() - 0.5) * 100, y: size.height / 2 + (unit() - 0.5) * 300)
                let from = 120 + unit() * 160, to = 40 + unit() * 300
                let steps = 2 + Int(unit() * 10)
                events.append(.touch(.began, CGPoint(x: centre.x - from / 2, y: centre.y), identifier: 0))
                events.append(.touch(.began, CGPoint(x: centre.x + from / 2, y: centre.y), identifier: 1))
                for step in 1...steps {
                    let gap = from + (to - from) * Double(step) / Double(steps)
                    events.append(.touch(.moved, CGPoint(x: centre.x - gap / 2, y: centre.y), identifier: 0))
                    events.append(.touch(.moved, CGPoint(x: centre.x + gap / 2, y: centre.y), identifier: 1))
                    events.append(frame())
                }
                events.append(.touch(.ended, CGPoint(x: centre.x - to / 2, y: centre.y), identifier: 0))
                frames(Int(unit() * 2))
                events.append(.touch(.ended, CGPoint(x: centre.x + to / 2, y: centre.y), identifier: 1))
            default:
                break
            }
            frames(Int(unit() * 8))
        }
        return events.map(Self.quantized)
    }

    /// How many controllers the navigation stack shown under `root` holds (1 when there is none).
    static func shownStackDepth(_ root: UIViewController) -> Int {
        let shown = (root as? UITabBarController)?.selectedViewController ?? root
        return (shown as? UINavigationController)?.viewControllers.count ?? 1
    }

    /// The event with its point on a 1/1000-point grid, so that a script written with a few
    /// decimals replays exactly.
    static func quantized(_ event: FuzzEvent) -> FuzzEvent {
        guard case .touch(let phase, let point, let identifier) = event else { return event }
        return .touch(phase, CGPoint(x: (point.x * 1000).rounded() / 1000, y: (point.y * 1000).rounded() / 1000), identifier: identifier)
    }

    /// Plays sequence `seed`; nil when every check held.
    public func run(seed: UInt64) -> Failure? {
        run(events(seed: seed), seed: seed)
    }

    /// Plays `events` on a fresh app, checking after every frame, then lets it settle and
    /// closes whatever is open; nil when every check held.
    public func run(_ events: [FuzzEvent], seed: UInt64 = 0) -> Failure? {
        let app = TodayAppController(library: library, date: Date(timeIntervalSince1970: 1_795_305_600))
        return run(events, seed: seed, root: app, rules: app.addInvariants(to:)) { key in _ = app.handle(key) }
    }

    /// Plays `events` on a fresh window showing `root`, with the engine's rules and the ones
    /// `rules` adds, keys going to `handleKey` (which must close what is presented on Escape):
    /// how the gallery's demos are fuzzed as well as the app.
    public func run(_ events: [FuzzEvent], seed: UInt64 = 0, root: UIViewController,
                    rules: (InvariantChecker) -> Void = { _ in }, handleKey: (UIKey) -> Void) -> Failure? {
        let window = UIWindow(size: windowSize)
        window.rootViewController = root
        window.layoutIfNeeded()
        let checker = InvariantChecker()
        rules(checker)
        var frame = 0
        func check(_ extra: [String] = []) -> Failure? {
            let problems = checker.check(window).map(\.description) + extra
            return problems.isEmpty ? nil : Failure(seed: seed, events: events, frame: frame, problems: problems)
        }
        func tick(_ elapsed: Double) -> Failure? {
            window.tick(elapsed: elapsed)
            onFrame?(window)
            frame += 1
            return check()
        }
        for event in events {
            switch event {
            case .touch(let phase, let point, let identifier):
                window.send(UITouch(identifier: identifier, location: point, phase: phase, timestamp: window.clock.time))
            case .key(let key): handleKey(key)
            case .resize(let size): window.resize(to: size)
            case .tick(let elapsed): if let failure = tick(elapsed) { return failure }
            }
        }
        // Input stops: the app settles, then Escape closes what is open.
        func settle() -> Failure? {
            for _ in 0..<40 {
                if let failure = tick(0.25) { return failure }
                if window.activeTransition == nil, !window.hasQueuedTransitions, !window.hasRunningAnimations { return nil }
            }
            return check(["still busy 10 s after input stopped (transition \(window.activeTransition.map { "\($0.state)" } ?? "none"))"])
        }
        if let failure = settle() { return failure }
        for _ in 0..<4 where root.presentedViewController != nil {
            handleKey(.escape)
            if let failure = settle() { return failure }
        }
        if let left = root.presentedViewController {
            return check(["Escape did not close \(type(of: left))"])
        }
        // Then Escape goes back to the bottom of the shown tab's navigation stack.
        for _ in 0..<8 where Self.shownStackDepth(root) > 1 {
            handleKey(.escape)
            if let failure = settle() { return failure }
        }
        if Self.shownStackDepth(root) > 1 {
            return check(["Escape did not go back to the bottom of the navigation stack"])
        }
        return check()
    }
}
