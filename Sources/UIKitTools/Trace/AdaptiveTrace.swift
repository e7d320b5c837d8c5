import UIKit

/// The scripted session behind `today trace --adaptive`: a popover presented from a button in
/// a 1,024 × 768 window (regular width, as an iPad); the window shrunk to 390 × 844 (compact:
/// the delegate adapts it to full screen inside a navigation controller) and grown back (a
/// popover again); a tap outside refused, then allowed; then a popover whose window shrinks
/// while it is still fading in. It runs on a window's manual clock at 60 frames per second;
/// every hook writes a line to the log.
@MainActor
public struct AdaptiveTrace {
    /// The log the hooks write to.
    public let log: TraceLog
    let window = UIWindow(size: CGSize(width: 1024, height: 768))
    let presenter: TracingViewController
    let button = UIView(frame: CGRect(x: 600, y: 200, width: 80, height: 32))
    let delegate: TracingAdaptiveDelegate

    /// A trace writing to `log`.
    public init(log: TraceLog) {
        self.log = log
        presenter = TracingViewController(name: "presenter", color: .systemGroupedBackground, log: log)
        presenter.tracesTraits = true
        delegate = TracingAdaptiveDelegate(log: log)
    }

    /// Runs the whole session.
    public func run() {
        log.add("# a 1024x768 window (regular width) shows the presenter")
        window.rootViewController = presenter
        button.backgroundColor = .systemBlue
        presenter.view.addSubview(button)

        log.add("# present a popover from the button")
        let popover = makePopover()
        presenter.present(popover, animated: true)
        frames(30)
        log.add("# arrow: \(arrow(of: popover))")
        log.add("# shrink the window to 390x844 (compact width)")
        window.resize(to: CGSize(width: 390, height: 844))
        frames(2)
        log.add("# shown: \(shown(popover))")
        log.add("# grow it back to 1024x768 (regular width)")
        window.resize(to: CGSize(width: 1024, height: 768))
        frames(2)
        log.add("# shown: \(shown(popover)), arrow: \(arrow(of: popover))")

        log.add("# tap outside: the delegate refuses, then allows")
        delegate.allowsDismissal = false
        tap(at: CGPoint(x: 100, y: 700))
        delegate.allowsDismissal = true
        tap(at: CGPoint(x: 100, y: 700))
        frames(40)

        log.add("# present again; shrink the window while it fades in")
        let second = makePopover()
        presenter.present(second, animated: true)
        frames(5)
        window.resize(to: CGSize(width: 390, height: 844))
        frames(40)
        log.add("# shown: \(shown(second))")
        second.dismiss(animated: true)
        frames(40)
        log.add("# presented: \(presenter.presentedViewController == nil ? "nothing" : "something")")
    }

    func makePopover() -> TracingViewController {
        let popover = TracingViewController(name: "popover", color: .white, log: log)
        popover.tracesTraits = true
        popover.modalPresentationStyle = .popover
        popover.preferredContentSize = CGSize(width: 320, height: 240)
        popover.popoverPresentationController?.sourceView = button
        popover.popoverPresentationController?.delegate = delegate
        return popover
    }

    func shown(_ popover: UIViewController) -> String {
        guard let controller = popover.presentationController else { return "nothing" }
        let view = controller.adaptiveViewController.map { "\(type(of: $0))" } ?? "the popover itself"
        return "\(TracingAdaptiveDelegate.name(controller.currentStyle)) showing \(view), frame \(controller.presentedView?.frame ?? .zero)"
    }

    func arrow(of popover: UIViewController) -> String {
        switch popover.popoverPresentationController?.arrowDirection {
        case .up?: "up"
        case .down?: "down"
        case .left?: "left"
        case .right?: "right"
        default: "none"
        }
    }

    func tap(at point: CGPoint) {
        window.send(UITouch(identifier: 3, location: point, phase: .began, timestamp: window.clock.time))
        frames(1)
        window.send(UITouch(identifier: 3, location: point, phase: .ended, timestamp: window.clock.time))
        frames(1)
    }

    func frames(_ count: Int) {
        for _ in 0..<count { window.tick(elapsed: 1.0 / 60) }
    }
}
