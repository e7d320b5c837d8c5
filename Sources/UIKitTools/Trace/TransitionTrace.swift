import UIKit

/// The scripted session behind `today trace`: a custom presentation with the dimming
/// presentation controller, the window rotated half-way through it, a dismissal, then an
/// interactive dismissal cancelled at 40 % and one finished at 70 %. It runs on a window's
/// manual clock at 60 frames per second; every hook writes a line to the log.
@MainActor
public struct TransitionTrace {
    /// The log the hooks write to.
    public let log: TraceLog
    let window = UIWindow(size: CGSize(width: 390, height: 844))
    let presenter: TracingViewController
    let presented: TracingViewController
    let delegate: TracingTransitioningDelegate

    /// A trace writing to `log`.
    public init(log: TraceLog) {
        self.log = log
        presenter = TracingViewController(name: "presenter", color: .systemGroupedBackground, log: log)
        presented = TracingViewController(name: "presented", color: .white, log: log)
        delegate = TracingTransitioningDelegate(log: log)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
    }

    /// Runs the whole session.
    public func run() {
        log.add("# the window shows the presenter")
        window.rootViewController = presenter

        log.add("# present, animated; the window rotates half-way")
        presenter.present(presented, animated: true) { [log] in log.add("present completion") }
        frames(15)
        log.add("# rotate to 844x390")
        window.resize(to: CGSize(width: 844, height: 390))
        frames(30)
        log.add("# rotate back to 390x844")
        window.resize(to: CGSize(width: 390, height: 844))

        log.add("# dismiss, animated")
        presented.dismiss(animated: true) { [log] in log.add("dismiss completion") }
        frames(45)

        log.add("# present, not animated")
        presenter.present(presented, animated: false)
        interactiveDismissal(upTo: 0.4, finishing: false)
        interactiveDismissal(upTo: 0.7, finishing: true)
    }

    /// A dismissal driven from 0 to `percent` over ten frames, then finished or cancelled.
    func interactiveDismissal(upTo percent: Double, finishing: Bool) {
        log.add("# interactive dismissal, \(finishing ? "finished" : "cancelled") at \(Int((percent * 100).rounded())) %")
        let interaction = TracingInteraction(log: log)
        delegate.dismissalInteraction = interaction
        presented.dismiss(animated: true) { [log] in log.add("dismiss completion") }
        for step in 1...10 {
            window.tick(elapsed: 1.0 / 60)
            interaction.update(percent * Double(step) / 10)
        }
        log.add(finishing ? "finishInteractiveTransition" : "cancelInteractiveTransition")
        if finishing { interaction.finish() } else { interaction.cancel() }
        frames(45)
        delegate.dismissalInteraction = nil
    }

    func frames(_ count: Int) {
        for _ in 0..<count { window.tick(elapsed: 1.0 / 60) }
    }
}
