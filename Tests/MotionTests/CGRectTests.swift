import Foundation
import Motion
import Testing
import TestSupport

struct RectTests {
    let card = CGRect(x: 20, y: 100, width: 350, height: 410)

    @Test func edgesAndCentre() {
        #expect(card.minX == 20 && card.maxX == 370 && card.midX == 195)
        #expect(card.minY == 100 && card.maxY == 510 && card.midY == 305)
        #expect(card.center == CGPoint(x: 195, y: 305))
    }

    @Test func negativeSizesStandardize() {
        let flipped = CGRect(x: 370, y: 510, width: -350, height: -410)
        #expect(flipped.standardized == card)
        #expect(flipped.minX == 20 && flipped.width == 350)
    }

    @Test func insets() {
        #expect(card.insetBy(dx: 10, dy: 20) == CGRect(x: 30, y: 120, width: 330, height: 370))
        #expect(card.insetBy(dx: -10, dy: 0) == CGRect(x: 10, y: 100, width: 370, height: 410))
        #expect(card.insetBy(dx: 200, dy: 0).isNull)
    }

    @Test func unionAndIntersection() {
        let other = CGRect(x: 300, y: 500, width: 100, height: 100)
        #expect(card.union(other) == CGRect(x: 20, y: 100, width: 380, height: 500))
        #expect(card.intersection(other) == CGRect(x: 300, y: 500, width: 70, height: 10))
        #expect(card.intersects(other))
        let far = CGRect(x: 1000, y: 1000, width: 1, height: 1)
        #expect(card.intersection(far).isNull)
        #expect(!card.intersects(far))
        #expect(CGRect.null.union(card) == card)
    }

    @Test func containmentIncludesMinimumEdgesOnly() {
        #expect(card.contains(CGPoint(x: 20, y: 100)))
        #expect(!card.contains(CGPoint(x: 370, y: 300)))
        #expect(!card.contains(CGPoint(x: 19.999, y: 300)))
        #expect(card.contains(CGRect(x: 30, y: 110, width: 10, height: 10)))
        #expect(!card.contains(CGRect(x: 30, y: 110, width: 1000, height: 10)))
        #expect(!CGRect.null.contains(CGPoint.zero))
    }

    @Test func applyingARotationGivesTheBoundingBox() {
        let square = CGRect(x: 0, y: 0, width: 10, height: 10)
        let rotated = square.applying(CGAffineTransform(rotationAngle: .pi / 4))
        let diagonal = 10 * 2.0.squareRoot()
        #expect(isClose(rotated, CGRect(x: -diagonal / 2, y: 0, width: diagonal, height: diagonal), within: 1e-9))
        #expect(CGRect(x: 0.5, y: 0.2, width: 1, height: 1).integral == CGRect(x: 0, y: 0, width: 2, height: 2))
    }

    @Test func interpolatesComponentWise() {
        let full = CGRect(x: 0, y: 0, width: 390, height: 844)
        let halfway = card.interpolated(to: full, amount: 0.5)
        #expect(halfway == CGRect(x: 10, y: 50, width: 370, height: 627))
    }
}
