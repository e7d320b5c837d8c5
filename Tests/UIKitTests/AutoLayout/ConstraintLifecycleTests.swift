import Foundation
import Testing
import TestSupport
import UIKit

/// Constraints as views move between trees, and the update pass's order.
@MainActor
struct ConstraintLifecycleTests {
    @Test func removingAViewDeactivatesTheConstraintsThatTieItOutside() {
        let stage = LayoutStage()
        let card = stage.add(UIView())
        let label = stage.add(UIView(), to: card)
        let outer = card.leadingAnchor.constraint(equalTo: stage.root.leadingAnchor, constant: 10)
        let inner = label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 5)
        NSLayoutConstraint.activate([outer, inner, card.widthAnchor.constraint(equalToConstant: 100), label.widthAnchor.constraint(equalToConstant: 50)])
        stage.layout()
        card.removeFromSuperview()
        #expect(!outer.isActive, "UIKit: removing a view removes the constraints that refer to it from outside")
        #expect(inner.isActive, "its own constraints go with it")
        // Put into another tree, it lays out there.
        let other = UIWindow(size: CGSize(width: 200, height: 200))
        other.addSubview(card)
        NSLayoutConstraint.activate([card.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 30),
                                     card.topAnchor.constraint(equalTo: other.topAnchor), card.heightAnchor.constraint(equalToConstant: 60),
                                     label.topAnchor.constraint(equalTo: card.topAnchor), label.heightAnchor.constraint(equalToConstant: 20)])
        other.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 30, y: 0, width: 100, height: 60))
        #expect(label.frame == CGRect(x: 5, y: 0, width: 50, height: 20))
    }

    @Test func aSubtreeBuiltOffscreenLaysOutWhenAdded() {
        let stage = LayoutStage()
        // As in viewDidLoad: constraints made before the view is in a window.
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 120))
        let title = UIView()
        title.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(title)
        NSLayoutConstraint.activate([title.centerXAnchor.constraint(equalTo: header.centerXAnchor),
                                     title.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -12),
                                     title.widthAnchor.constraint(equalToConstant: 200), title.heightAnchor.constraint(equalToConstant: 30)])
        stage.root.addSubview(header)
        stage.layout()
        #expect(title.frame == CGRect(x: 95, y: 78, width: 200, height: 30))
    }

    /// A view with an intrinsic size that counts how often the engine asks for it (a label
    /// measuring its text is where that costs).
    final class MeasuredView: UIView {
        var measurements = 0
        override var intrinsicContentSize: CGSize {
            measurements += 1
            return CGSize(width: 80, height: 20)
        }
    }

    @Test func aSubtreeBuiltOffscreenIsSolvedOnceWhenItJoins() {
        let stage = LayoutStage()
        let bar = stage.add(UIView())
        NSLayoutConstraint.activate([bar.topAnchor.constraint(equalTo: stage.root.topAnchor), bar.leadingAnchor.constraint(equalTo: stage.root.leadingAnchor),
                                     bar.widthAnchor.constraint(equalToConstant: 390), bar.heightAnchor.constraint(equalToConstant: 44)])
        stage.layout()  // the window's engine is built and solved
        // A presented controller's view, built before it joins the window.
        let card = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        let label = MeasuredView()
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
                                     label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8)])
        #expect(label.measurements == 0, "nothing is solved before the tree's first layout pass")
        stage.root.addSubview(card)
        stage.layout()
        #expect(label.measurements == 1, "the subtree joins the window's engine only: measured once, not in an engine of its own first")
        #expect(label.frame == CGRect(x: 16, y: 8, width: 80, height: 20))
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        // Laid out on its own, a detached tree is solved when asked, and again when it joins.
        card.removeFromSuperview()
        label.measurements = 0
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        other.addSubview(card)
        other.layoutIfNeeded()
        #expect(label.measurements == 1)
        #expect(label.frame == CGRect(x: 16, y: 8, width: 80, height: 20))
    }

    /// A container that makes its content on its first layout, as a table makes cells.
    final class LazyContainer: UIView {
        let content = UIView()
        override func layoutSubviews() {
            super.layoutSubviews()
            guard content.superview == nil else { return }
            content.translatesAutoresizingMaskIntoConstraints = false
            addSubview(content)
            NSLayoutConstraint.activate([content.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
                                         content.topAnchor.constraint(equalTo: topAnchor, constant: 6),
                                         content.widthAnchor.constraint(equalToConstant: 30), content.heightAnchor.constraint(equalToConstant: 20)])
        }
    }

    @Test func constraintsMadeDuringTheFirstPassAreLaidOutInIt() {
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        let container = LazyContainer(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(container)
        window.layoutIfNeeded()
        #expect(container.content.frame == CGRect(x: 12, y: 6, width: 30, height: 20))
    }

    /// Records the order of the update and layout hooks.
    final class Recorder: UIView {
        var log: [String]
        let name: String
        init(_ name: String, log: [String]) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        var onUpdate: (() -> Void)?
        var onLayout: (() -> Void)?
        override func updateConstraints() {
            onUpdate?()
            super.updateConstraints()
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            onLayout?()
        }
    }

    @Test func updateConstraintsRunsSubviewsFirstBeforeLayout() {
        let stage = LayoutStage()
        var log: [String] = []
        let parent = Recorder("parent", log: [])
        let child = Recorder("child", log: [])
        parent.onUpdate = { log.append("update parent") }
        child.onUpdate = { log.append("update child") }
        parent.onLayout = { log.append("layout parent") }
        stage.add(parent)
        stage.add(child, to: parent)
        let width = parent.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([width, parent.heightAnchor.constraint(equalToConstant: 10),
                                     parent.topAnchor.constraint(equalTo: stage.root.topAnchor), parent.leadingAnchor.constraint(equalTo: stage.root.leadingAnchor)])
        stage.layout()
        #expect(log == ["update child", "update parent", "layout parent"])
        log = []
        stage.layout()
        #expect(log.isEmpty, "nothing is due")
        child.onUpdate = { width.constant = 40; log.append("update child") }
        child.setNeedsUpdateConstraints()
        stage.layout()
        #expect(log == ["update child", "layout parent"], "the parent's new size lays it out in the same pass")
        #expect(parent.frame.width == 40)
        #expect(!child.needsUpdateConstraints())
    }

    /// A controller that builds its layout in updateViewConstraints.
    final class Controller: UIViewController {
        var updates = 0
        let box = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            view.setNeedsUpdateConstraints()
        }
        override func updateViewConstraints() {
            updates += 1
            if updates == 1 {
                NSLayoutConstraint.activate([box.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                                             box.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                                             box.widthAnchor.constraint(equalToConstant: 40), box.heightAnchor.constraint(equalTo: box.widthAnchor)])
            }
            super.updateViewConstraints()
        }
    }

    @Test func aControllerUpdatesItsViewConstraints() {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let controller = Controller()
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.updates == 1)
        #expect(controller.box.frame == CGRect(x: 175, y: 402, width: 40, height: 40))
        window.resize(to: CGSize(width: 1024, height: 768))
        window.layoutIfNeeded()
        #expect(controller.box.frame == CGRect(x: 492, y: 364, width: 40, height: 40), "resizing the window re-lays out through the solver")
    }
}
