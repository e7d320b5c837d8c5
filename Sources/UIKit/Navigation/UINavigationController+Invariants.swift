import Foundation

extension UINavigationController {
    /// What is wrong with the stack, for the ``InvariantChecker`` (nil when nothing is): every
    /// controller on it is a child; and, with no transition in flight (`settled`), the children
    /// are exactly the stack, the bar shows one item per controller, and the transition view
    /// holds the top controller's view alone, filling it.
    func stackProblem(settled: Bool) -> String? {
        for controller in stack where controller.parent !== self {
            return "\(type(of: controller)) is on the navigation stack but not a child"
        }
        guard settled else { return nil }
        if children.count != stack.count || zip(children, stack).contains(where: { $0 !== $1 }) {
            return "the children (\(children.count)) are not the stack (\(stack.count))"
        }
        let items = navigationBar.items
        if items.count != stack.count || zip(items, stack).contains(where: { $0 !== $1.navigationItem }) {
            return "the bar shows \(items.count) items for \(stack.count) controllers"
        }
        guard isViewLoaded, let top = stack.last else { return nil }
        if transitionView.subviews.count != 1 || transitionView.subviews.first !== top.viewIfLoaded {
            return "the transition view holds \(transitionView.subviews.count) views, not the top controller's alone"
        }
        if top.view.frame != transitionView.bounds {
            return "the top controller's view is at \(top.view.frame), not filling \(transitionView.bounds)"
        }
        return nil
    }
}
