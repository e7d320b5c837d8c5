import Foundation
import Motion
import Testing
import TestSupport
import UIKit

@MainActor
struct ViewGeometryTests {
    @Test func frameBoundsAndCenterFollowUIKit() {
        let view = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 410))
        #expect(view.center == CGPoint(x: 195, y: 305))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 350, height: 410))
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(isClose(view.frame, CGRect(x: 107.5, y: 202.5, width: 175, height: 205), within: 1e-9))
        #expect(view.bounds.size == CGSize(width: 350, height: 410))
        view.transform = .identity
        view.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(view.frame.origin == CGPoint(x: 195, y: 305))
    }

    @Test func badGeometryIsIgnoredNotStored() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        view.center = CGPoint(x: CGFloat.infinity, y: 0)
        view.alpha = .nan
        view.layer.cornerRadius = -4
        #expect(view.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.alpha == 0)
        #expect(view.layer.cornerRadius == 0)
        view.frame = CGRect(x: 10, y: 10, width: -5, height: -5)
        #expect(view.frame == CGRect(x: 5, y: 5, width: 5, height: 5))
    }

    @Test func convertGoesThroughBoundsOriginsAndTransforms() {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let scroll = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        scroll.bounds.origin = CGPoint(x: 0, y: 250)  // scrolled down 250
        let card = UIView(frame: CGRect(x: 20, y: 300, width: 350, height: 410))
        window.addSubview(scroll)
        scroll.addSubview(card)
        #expect(card.convert(CGPoint(x: 0, y: 0), to: window) == CGPoint(x: 20, y: 150))
        #expect(card.convert(CGRect(x: 0, y: 0, width: 350, height: 410), to: nil) == CGRect(x: 20, y: 150, width: 350, height: 410))
        #expect(window.convert(CGPoint(x: 20, y: 150), to: card) == CGPoint(x: 0, y: 0))
        card.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
        let corner = card.convert(CGPoint(x: 0, y: 0), to: window)
        #expect(isClose(corner, CGPoint(x: 20 + 350 * 0.025, y: 150 + 410 * 0.025), within: 1e-9))
        #expect(isClose(card.convert(corner, from: window), .zero, within: 1e-9))
    }

    @Test func convertThroughPerspectiveRoundTrips() {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let card = UIView(frame: CGRect(x: 45, y: 300, width: 300, height: 200))
        card.transform3D = CATransform3D(rotationAngle: 0.6, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 500))
        window.addSubview(card)
        for point in [CGPoint(x: 0, y: 0), CGPoint(x: 300, y: 200), CGPoint(x: 120, y: 33)] {
            let onScreen = card.convert(point, to: nil)
            #expect(isClose(card.convert(onScreen, from: nil), point, within: 1e-9))
        }
        // The near edge (x > 0 turned toward the eye for a positive y rotation? check both ends)
        let left = card.convert(CGPoint(x: 0, y: 100), to: nil)
        let right = card.convert(CGPoint(x: 300, y: 100), to: nil)
        #expect(right.x - left.x < 300)  // foreshortened
    }

    @Test func hitTestingFindsTheFrontmostInteractiveView() {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(back)
        window.addSubview(front)
        front.addSubview(child)
        #expect(window.hitTest(CGPoint(x: 65, y: 65), with: nil) === child)
        #expect(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === front)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        front.isHidden = true
        #expect(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === back)
        front.isHidden = false
        front.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 65, y: 65), with: nil) === back)
        front.isUserInteractionEnabled = true
        front.alpha = 0.005
        #expect(window.hitTest(CGPoint(x: 65, y: 65), with: nil) === back)
    }

    @Test func hitTestingGoesThroughTransforms() {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(card)
        card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)  // now covers 125...175
        #expect(window.hitTest(CGPoint(x: 110, y: 110), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 130, y: 130), with: nil) === card)
        // As in UIKit, the part of a subview outside its superview's bounds is not hit (clipping
        // or not) unless the superview's point(inside:with:) says so; inside, it is.
        let sticker = UIView(frame: CGRect(x: 90, y: 90, width: 40, height: 40))
        card.transform = .identity
        card.addSubview(sticker)
        #expect(window.hitTest(CGPoint(x: 220, y: 220), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 195, y: 195), with: nil) === sticker)
        let generous = GenerousView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(generous)
        let badge = UIView(frame: CGRect(x: 90, y: 90, width: 40, height: 40))
        generous.addSubview(badge)
        #expect(window.hitTest(CGPoint(x: 220, y: 220), with: nil) === badge)
    }

    @Test func zPositionOrdersSiblingsForHitTesting() {
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(back)
        window.addSubview(front)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === front)
        back.layer.zPosition = 1
        #expect(window.subviewsInDrawingOrder.suffix(2).map(ObjectIdentifier.init) == [front, back].map(ObjectIdentifier.init))
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        back.layer.zPosition = .nan
        #expect(back.layer.zPosition == 0 && window.hitTest(CGPoint(x: 50, y: 50), with: nil) === front)
    }

    @Test func sublayerTransformActsAboutTheMiddle() {
        let window = UIWindow(size: CGSize(width: 400, height: 400))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        window.addSubview(container)
        container.addSubview(child)
        container.layer.sublayerTransform = CATransform3D(scaleX: 0.5, y: 0.5, z: 1)
        #expect(isClose(child.convert(CGPoint(x: 0, y: 0), to: nil), CGPoint(x: 150, y: 150), within: 1e-9))
    }
}

/// A view that takes touches up to 40 points outside its bounds (a common iOS override).
private final class GenerousView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -40, dy: -40).contains(point)
    }
}
