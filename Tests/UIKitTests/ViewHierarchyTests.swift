import Motion
import Testing
import TestSupport
import UIKit

@MainActor
struct ViewHierarchyTests {
    @Test func addingMovesAViewBetweenParents() {
        let first = UIView(), second = UIView(), child = UIView()
        first.addSubview(child)
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(second.subviews.count == 1 && child.superview === second)
        child.removeFromSuperview()
        #expect(second.subviews.isEmpty && child.superview == nil)
        child.removeFromSuperview()  // twice is harmless
    }

    @Test func cyclesAreRefused() {
        let parent = UIView(), child = UIView(), grandchild = UIView()
        parent.addSubview(child)
        child.addSubview(grandchild)
        #expect(!grandchild.addSubview(parent))
        #expect(!parent.addSubview(parent))
        #expect(parent.superview == nil && grandchild.subviews.isEmpty)
    }

    @Test func orderingOperations() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, belowSubview: a)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        parent.bringSubviewToFront(c)
        #expect(parent.subviews.last === c)
        parent.sendSubviewToBack(b)
        #expect(parent.subviews.first === b)
        parent.insertSubview(a, aboveSubview: c)
        #expect(parent.subviews.last === a)
        parent.insertSubview(b, belowSubview: a)  // moving forward within the same superview
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
        parent.insertSubview(a, at: 0)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        a.tag = 7
        #expect(parent.viewWithTag(7) === a)
    }

    @Test func autoresizingSharesTheChangeAmongFlexibleParts() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let fill = UIView(frame: CGRect(x: 20, y: 20, width: 360, height: 360))
        fill.autoresizingMask = .flexibleSize
        let pinnedRight = UIView(frame: CGRect(x: 350, y: 10, width: 30, height: 30))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        parent.addSubview(fill)
        parent.addSubview(pinnedRight)
        parent.frame = CGRect(x: 0, y: 0, width: 500, height: 300)
        #expect(fill.frame == CGRect(x: 20, y: 20, width: 460, height: 260))
        #expect(pinnedRight.frame == CGRect(x: 450, y: 10, width: 30, height: 30))
    }

    @Test func layoutRunsOnceWhenNeeded() {
        final class Counting: UIView {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        view.layoutIfNeeded()
        #expect(view.layouts == 2)
        view.center = CGPoint(x: 50, y: 50)  // moving is not resizing
        view.layoutIfNeeded()
        #expect(view.layouts == 2)
    }

    @Test func contentIsInvalidatedByContentChangesOnly() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Hello"
        let version = label.contentVersion
        label.center = CGPoint(x: 200, y: 200)
        label.alpha = 0.5
        label.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(label.contentVersion == version)
        label.text = "Hello"  // same text
        #expect(label.contentVersion == version)
        label.text = "Bye"
        #expect(label.contentVersion > version)
    }

    @Test func touchesGoToTheViewTheyBeganOn() {
        final class Recorder: UIView {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
        }
        let window = UIWindow(size: CGSize(width: 100, height: 100))
        let target = Recorder(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(target)
        window.send(UITouch(location: CGPoint(x: 10, y: 10), phase: .began, timestamp: 0))
        window.send(UITouch(location: CGPoint(x: 90, y: 90), phase: .moved, timestamp: 0.1))  // left the view: still its touch
        window.send(UITouch(location: CGPoint(x: 90, y: 90), phase: .ended, timestamp: 0.2))
        window.send(UITouch(location: CGPoint(x: 90, y: 90), phase: .ended, timestamp: 0.3))  // unknown: ignored
        window.send(UITouch(location: CGPoint(x: 10, y: 10), phase: .began, timestamp: 0.4))
        window.send(UITouch(location: CGPoint(x: 10, y: 10), phase: .began, timestamp: 0.5))  // began twice
        window.send(UITouch(location: CGPoint(x: CGFloat.nan, y: 10), phase: .moved, timestamp: 0.6))
        #expect(target.log == ["began", "moved", "ended", "began", "cancelled", "began"])
    }
}
