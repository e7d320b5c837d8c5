import UIKit

// A bottom panel that opens and closes on a spring which the finger can catch at any moment,
// the interruptible-animation pattern of many iOS tutorials. Its key piece is a pan gesture
// recognizer subclass that begins the moment a finger lands (overriding touchesBegan and
// setting state, as UIGestureRecognizerSubclass allows), so touching the moving panel stops it
// where it is, before the finger has moved at all.

/// A pan that begins on touch-down instead of after some movement.
final class InstantPanGestureRecognizer: UIPanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began { return }
        super.touchesBegan(touches, with: event)
        state = .began
    }
}

final class InstantPopupViewController: UIViewController {
    enum PanelState {
        case collapsed, expanded
        var opposite: PanelState { self == .collapsed ? .expanded : .collapsed }
    }

    /// How far the panel travels between its two positions.
    let travel: CGFloat = 440
    let panel = UIView()
    let handle = UIView()
    private var bottom = NSLayoutConstraint()
    private(set) var panelState = PanelState.collapsed
    /// The animator running or paused under the finger, if any.
    private(set) var animator: UIViewPropertyAnimator?
    private var progressWhenCaught: CGFloat = 0
    /// What happened, for the test: "caught at 0.42", "released towards expanded".
    private(set) var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        panel.backgroundColor = .secondarySystemBackground
        panel.layer.cornerRadius = 0
        panel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(panel)
        handle.backgroundColor = .systemGray3
        handle.layer.cornerRadius = 3
        handle.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(handle)
        bottom = panel.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: travel)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            panel.heightAnchor.constraint(equalToConstant: 500),
            bottom,
            handle.topAnchor.constraint(equalTo: panel.topAnchor, constant: 8),
            handle.centerXAnchor.constraint(equalTo: panel.centerXAnchor),
            handle.widthAnchor.constraint(equalToConstant: 40),
            handle.heightAnchor.constraint(equalToConstant: 6),
        ])
        let pan = InstantPanGestureRecognizer { [weak self] recognizer in self?.panned(recognizer) }
        panel.addGestureRecognizer(pan)
    }

    /// Starts the move to `target` unless one is already under way.
    func move(to target: PanelState, duration: TimeInterval) {
        guard animator == nil else { return }
        let animator = UIViewPropertyAnimator(duration: duration, dampingRatio: 1) {
            self.bottom.constant = target == .expanded ? 0 : self.travel
            self.panel.layer.cornerRadius = target == .expanded ? 24 : 0
            self.view.layoutIfNeeded()
        }
        animator.addCompletion { position in
            if position == .end { self.panelState = target }
            self.bottom.constant = self.panelState == .expanded ? 0 : self.travel
            self.panel.layer.cornerRadius = self.panelState == .expanded ? 24 : 0
            self.animator = nil
            self.events.append("settled \(self.panelState == .expanded ? "expanded" : "collapsed")")
        }
        animator.startAnimation()
        self.animator = animator
    }

    private func panned(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            move(to: panelState.opposite, duration: 0.8)
            guard let animator else { return }
            animator.pauseAnimation()
            progressWhenCaught = animator.fractionComplete
            events.append("caught at \(String(format: "%.2f", progressWhenCaught))")
        case .changed:
            guard let animator else { return }
            // Up is positive when expanding, down when collapsing, and against a reversed run.
            var fraction = -recognizer.translation(in: panel).y / travel
            if panelState == .expanded { fraction = -fraction }
            if animator.isReversed { fraction = -fraction }
            animator.fractionComplete = fraction + progressWhenCaught
        case .ended:
            guard let animator else { return }
            let velocity = recognizer.velocity(in: panel).y
            if velocity != 0 {
                // Towards where the finger was going: reverse the run if that is back.
                let towardsExpanded = velocity < 0
                let runsTowardsExpanded = (panelState == .collapsed) != animator.isReversed
                if towardsExpanded != runsTowardsExpanded { animator.isReversed.toggle() }
                events.append("released towards \(towardsExpanded ? "expanded" : "collapsed")")
            } else {
                events.append("released")
            }
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }
}
