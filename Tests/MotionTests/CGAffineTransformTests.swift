import Foundation
import Motion
import Testing
import TestSupport

struct AffineTransformTests {
    @Test func concatenationAppliesSelfFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let move = CGAffineTransform(translationX: 10, y: 20)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 23))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 63))
        // CGAffineTransformScale(t, …) scales before t.
        #expect(move.scaledBy(x: 2, y: 3) == scale.concatenating(move))
        #expect(move.translatedBy(x: 1, y: 1) == CGAffineTransform(translationX: 11, y: 21))
    }

    @Test func positiveRotationTurnsClockwiseOnScreen() {
        let turned = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(isClose(turned, CGPoint(x: 0, y: 1), within: 1e-15))
        #expect(isClose(CGAffineTransform.identity.rotated(by: .pi / 2), CGAffineTransform(rotationAngle: .pi / 2), within: 0))
    }

    @Test func inversion() throws {
        let transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5).translatedBy(x: 7, y: -3)
        #expect(transform.isInvertible)
        let inverse = transform.inverted()
        #expect(isClose(transform.concatenating(inverse), .identity, within: 1e-12))
        // Singular transforms come back unchanged, as Core Graphics documents.
        #expect(!CGAffineTransform(scaleX: 0, y: 1).isInvertible)
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
        let notANumber = CGAffineTransform(scaleX: .nan, y: 1)
        #expect(!notANumber.isInvertible && notANumber.inverted().a.isNaN)
    }

    @Test func sizesTransformWithoutTranslation() {
        let size = CGSize(width: 10, height: 20).applying(CGAffineTransform(scaleX: 2, y: -1).translatedBy(x: 100, y: 100))
        #expect(size == CGSize(width: 20, height: -20))
    }
}
