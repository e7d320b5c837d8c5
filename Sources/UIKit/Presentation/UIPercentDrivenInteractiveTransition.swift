import Foundation
import Motion

/// Drives a transition by a percentage, from a gesture (UIKit's
/// `UIPercentDrivenInteractiveTransition`).
///
/// It scrubs the context's ``UIViewControllerContextTransitioning/interactiveDriver()``: the animator's
/// interruptible animator when it vends one, otherwise the animator's `animateTransition(using:)`
/// run captured (set-up changes apply at once, and its animation blocks and the alongside
/// animations are placed on a timeline of the transition's duration). ``update(_:)`` scrubs it;
/// ``finish()`` and ``cancel()`` run the rest forward or backward with ``completionCurve`` at
/// ``completionSpeed``, from where it is, so nothing jumps; the animator's completion then calls
/// `completeTransition`.
@MainActor @preconcurrency
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// How fast the rest runs after ``finish()`` or ``cancel()`` (1 = the remaining share of the
    /// duration; NaN and values ≤ 0 become 1).
    open var completionSpeed: CGFloat = 1 {
        didSet { if !(completionSpeed > 0) || !completionSpeed.isFinite { completionSpeed = 1 } }
    }
    /// The curve of the rest after ``finish()`` or ``cancel()``.
    open var completionCurve: AnimationCurve = .easeInOut
    /// Whether the transition starts driven (true) or running with an interaction able to take
    /// it over with ``pause()``.
    open var wantsInteractiveStart = true

    /// The context of the transition being driven, while it is not over.
    private weak var context: (any UIViewControllerContextTransitioning)?
    /// What ``update(_:)`` scrubs.
    private var driver: (any UIViewImplicitlyAnimating)?
    /// The progress before any driver exists (a context that offers none).
    private var reportedPercent: CGFloat = 0

    /// An interaction controller.
    public override init() {
        super.init()
    }

    /// How far the transition is, 0…1: where the driver is (while it runs after a finish or a
    /// cancel, this follows it), or the last percentage given to ``update(_:)``.
    open var percentComplete: CGFloat { driver.map(\.fractionComplete) ?? reportedPercent }

    /// Whether a transition is being driven and is not over (its driver has not reached an end).
    private var isDriving: Bool { context != nil && driver?.state == .active }

    /// Sets up the scrubbing (the transition calls this instead of `animateTransition`).
    open func startInteractiveTransition(_ context: any UIViewControllerContextTransitioning) {
        self.context = context
        reportedPercent = 0
        driver = context.interactiveDriver()
        context.pauseInteractiveTransition()
        if !wantsInteractiveStart { finish() }
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1; NaN ignored).
    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite, let context else { return }
        let clamped = Swift.min(1, Swift.max(0, percentComplete))
        if let driver {
            guard driver.state == .active else { return }
            driver.pauseChecked()
            driver.isReversed = false
            driver.fractionComplete = clamped
        } else {
            reportedPercent = clamped
        }
        context.updateInteractiveTransition(clamped)
    }

    /// Takes over a running transition (it stops where it is).
    open func pause() {
        guard isDriving, let driver, let context else { return }
        driver.pauseChecked()
        context.pauseInteractiveTransition()
    }

    /// Runs the rest to the end.
    open func finish() {
        guard isDriving, let context else { return }
        context.finishInteractiveTransition()
        resume(reversed: false)
    }

    /// Runs back to the start; the transition then completes cancelled.
    open func cancel() {
        guard isDriving, let context else { return }
        context.cancelInteractiveTransition()
        resume(reversed: true)
    }

    private func resume(reversed: Bool) {
        guard let driver else { return }
        driver.continueInteractively(reversed: reversed, curve: completionCurve, speed: completionSpeed)
    }
}
