/// Checks, after a frame, the rules the engine promises always hold (hosts run it after every
/// frame in debug builds and tests; see `HeadlessHost.checksInvariants`):
///
/// - **tree**: every view has one superview, the one whose subviews hold it; no view appears
///   twice (so there are no cycles);
/// - **presentation**: every presented controller's `presentingViewController` presents exactly
///   it, and no controller is in the presentation chain twice;
/// - **hooks**: every `WillBegin` presentation hook has had its `DidEnd`, or its transition is
///   the one in flight;
/// - **appearance**: with no transition in flight, no controller is half way through
///   appearing or disappearing, and the frontmost controller has appeared;
/// - **navigation**: every controller on a navigation stack is its child; with no transition
///   in flight the children are exactly the stack, the bar shows one item per controller, and
///   only the top controller's view is shown, filling the stack's view;
/// - **transition**: the transition in flight is not finished or still preparing after a
///   frame, and it only ever moved between states its ``Transition/State`` allows (every
///   change is checked as it happens, not only the ones a frame sees: a debug build stops at
///   an illegal move, and any build keeps it in ``Transition/illegalMove``);
/// - **geometry**: no view has a NaN or infinite bounds, centre, transform or alpha, in its
///   model or its presentation.
///
/// Apps add their own rules with ``addRule(_:_:)``.
@MainActor @preconcurrency
public final class InvariantChecker {
    private var rules: [(name: String, check: (UIWindow) -> String?)] = []

    /// A checker with the engine's rules.
    public init() {}

    /// Adds a rule: `check` returns what is wrong, or nil.
    public func addRule(_ name: String, _ check: @escaping (UIWindow) -> String?) {
        rules.append((name, check))
    }

    /// The broken rules in the window now (empty when everything holds).
    public func check(_ window: UIWindow) -> [InvariantViolation] {
        var violations: [InvariantViolation] = []
        func report(_ rule: String, _ detail: String) { violations.append(InvariantViolation(rule: rule, detail: detail)) }

        // Tree and geometry, in one walk.
        var seen = Set<ObjectIdentifier>()
        var stack: [UIView] = [window]
        if window.superview != nil { report("tree", "the window has a superview") }
        while let view = stack.popLast() {
            guard seen.insert(ObjectIdentifier(view)).inserted else {
                report("tree", "\(type(of: view)) is reached twice")
                continue
            }
            if let problem = Self.geometryProblem(view) { report("geometry", "\(type(of: view)) \(problem)") }
            for subview in view.childViews {
                if subview.superview !== view {
                    report("tree", "\(type(of: subview)) is a subview of \(type(of: view)) but names another superview")
                }
                stack.append(subview)
            }
            if let mask = view.maskChild {
                if mask.superview !== view || mask.childRole != .mask {
                    report("tree", "\(type(of: mask)) masks \(type(of: view)) but names another superview or is not in a mask's role")
                }
                stack.append(mask)
            }
        }

        // The presentation chain.
        var chain: [UIViewController] = []
        var current = window.rootViewController
        while let controller = current {
            if chain.contains(where: { $0 === controller }) {
                report("presentation", "\(type(of: controller)) is in the presentation chain twice")
                break
            }
            chain.append(controller)
            if let presented = controller.presentedController, presented.presentingController !== controller {
                report("presentation", "\(type(of: presented)) is presented by \(type(of: controller)) but names another presenter")
            }
            current = controller.presentedController
        }

        // Hooks.
        let inFlight = window.activeTransition?.kind.isModal == true ? 1 : 0
        if window.transitionHooksBegun - window.transitionHooksEnded != inFlight {
            report("hooks", "\(window.transitionHooksBegun) WillBegin hooks, \(window.transitionHooksEnded) DidEnd, \(inFlight) in flight")
        }

        // Appearance.
        if window.activeTransition == nil {
            for controller in chain.flatMap(Self.withDescendants) where controller.isViewLoaded {
                if controller.appearanceState == .appearing || controller.appearanceState == .disappearing {
                    report("appearance", "\(type(of: controller)) is \(controller.appearanceState) with no transition in flight")
                }
            }
            if let front = chain.last, front.isViewLoaded, front.view.window === window, front.appearanceState != .appeared {
                report("appearance", "the frontmost \(type(of: front)) is \(front.appearanceState)")
            }
        }

        // Navigation stacks.
        for controller in chain.flatMap(Self.withDescendants) {
            guard let navigation = controller as? UINavigationController,
                  let problem = navigation.stackProblem(settled: window.activeTransition == nil) else { continue }
            report("navigation", problem)
        }

        // The transition in flight.
        if let transition = window.activeTransition {
            switch transition.state {
            case .completed: report("transition", "a completed transition is still in flight")
            case .preparing: report("transition", "the transition is still preparing after a frame")
            default: break
            }
            if let move = transition.illegalMove {
                report("transition", "\(transition.kind) moved from \(move.from) to \(move.to)")
            }
        }

        for rule in rules {
            if let problem = rule.check(window) { report(rule.name, problem) }
        }
        return violations
    }

    private static func withDescendants(_ controller: UIViewController) -> [UIViewController] {
        [controller] + controller.children.flatMap(withDescendants)
    }

    private static func geometryProblem(_ view: UIView) -> String? {
        for (name, state) in [("model", view.model), ("presentation", view.presentation)] {
            if !state.bounds.isFinite { return "has a non-finite \(name) bounds \(state.bounds)" }
            if !state.center.isFinite { return "has a non-finite \(name) centre \(state.center)" }
            if !state.transform.isFinite { return "has a non-finite \(name) transform" }
            if !state.alpha.isFinite { return "has a non-finite \(name) alpha" }
        }
        return nil
    }
}
