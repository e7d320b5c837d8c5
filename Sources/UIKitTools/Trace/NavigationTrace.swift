import UIKit

/// The scripted session behind `today trace --navigation`: a built-in push and pop, an
/// interactive pop from the left edge cancelled at 30 % and one finished at 70 % (real touches
/// on the window), then a push and a pop with the delegate's custom animator. It runs on a
/// window's manual clock at 60 frames per second; every hook writes a line to the log.
@MainActor
public struct NavigationTrace {
    /// The log the hooks write to.
    public let log: TraceLog
    let window = UIWindow(size: CGSize(width: 390, height: 844))
    let navigation: UINavigationController
    let list: TracingViewController
    let detail: TracingViewController
    let delegate: TracingNavigationDelegate

    /// A trace writing to `log`.
    public init(log: TraceLog) {
        self.log = log
        list = TracingViewController(name: "list", color: .systemGroupedBackground, log: log)
        detail = TracingViewController(name: "detail", color: .white, log: log)
        navigation = UINavigationController(rootViewController: list)
        delegate = TracingNavigationDelegate(log: log)
        navigation.delegate = delegate
    }

    /// Runs the whole session.
    public func run() {
        log.add("# the window shows a navigation controller with list")
        window.rootViewController = navigation

        log.add("# push detail, animated (the built-in slide)")
        navigation.pushViewController(detail, animated: true)
        traceCompletion()
        frames(40)
        log.add("# pop, animated")
        navigation.popViewController(animated: true)
        traceCompletion()
        frames(40)

        log.add("# push detail, not animated")
        navigation.pushViewController(detail, animated: false)
        edgeSwipe(to: 0.3, finishing: false)
        // The cancelled pop left detail on top.
        edgeSwipe(to: 0.7, finishing: true)

        log.add("# the delegate supplies a custom animator: push, then pop")
        delegate.customAnimations = true
        navigation.pushViewController(detail, animated: true)
        frames(40)
        navigation.popViewController(animated: true)
        frames(40)
        delegate.customAnimations = false
        log.add("# the stack: \(navigation.viewControllers.map { $0.title ?? "?" }.joined(separator: ", "))")
    }

    /// A swipe from the left edge to `percent` of the width over ten frames, released slowly
    /// (so its position decides), then left to settle.
    func edgeSwipe(to percent: Double, finishing: Bool) {
        log.add("# interactive pop from the left edge, \(finishing ? "finished" : "cancelled") at \(Int((percent * 100).rounded())) %")
        let width = window.bounds.width
        var time = window.clock.time
        func touch(_ x: Double, _ phase: UITouch.Phase) {
            window.send(UITouch(identifier: 1, location: CGPoint(x: x, y: 400), phase: phase, timestamp: time))
        }
        touch(4, .began)
        var traced = false
        for step in 1...10 {
            window.tick(elapsed: 1.0 / 60)
            time = window.clock.time
            touch(4 + (width * percent - 4) * Double(step) / 10, .moved)
            if !traced, navigation.transitionCoordinator != nil {
                traceCompletion()
                traced = true
            }
        }
        // Hold still for a few frames so the release carries no speed.
        for _ in 0..<6 {
            window.tick(elapsed: 1.0 / 60)
            time = window.clock.time
            touch(width * percent, .moved)
        }
        log.add(finishing ? "release (finishes)" : "release (cancels)")
        touch(width * percent, .ended)
        frames(40)
    }

    /// Writes `completeTransition(…)` when the transition in flight ends (the built-in animator
    /// writes nothing itself).
    func traceCompletion() {
        navigation.transitionCoordinator?.animate(alongsideTransition: nil) { [log] context in
            log.add("completeTransition(\(!context.isCancelled))")
        }
    }

    func frames(_ count: Int) {
        for _ in 0..<count { window.tick(elapsed: 1.0 / 60) }
    }
}
