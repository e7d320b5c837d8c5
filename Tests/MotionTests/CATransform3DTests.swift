import Foundation
import Motion
import Testing
import TestSupport

struct Transform3DTests {
    static let perspective = CATransform3D.perspective(distance: 500)

    static func flip(_ angle: Double) -> CATransform3D {
        CATransform3D(rotationAngle: angle, x: 0, y: 1, z: 0).concatenating(perspective)
    }

    @Test func concatenationAppliesSelfFirstAsCoreAnimationDoes() {
        let translate = CATransform3D(translationX: 10, y: 0, z: 0)
        let scale = CATransform3D(scaleX: 2, y: 2, z: 1)
        let point = CGPoint(x: 1, y: 1)
        #expect(translate.concatenating(scale).projecting(point) == CGPoint(x: 22, y: 2))
        #expect(scale.concatenating(translate).projecting(point) == CGPoint(x: 12, y: 2))
        // CATransform3DTranslate(t, …) puts the translation before t.
        #expect(scale.translatedBy(x: 10, y: 0, z: 0) == translate.concatenating(scale))
    }

    @Test func rotationAboutZMatchesTheAffineRotation() {
        let angle = 0.7
        let rotation = CATransform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
        #expect(isClose(rotation, CATransform3D(CGAffineTransform(rotationAngle: angle)), within: 1e-15))
        #expect(rotation.isAffine)
        #expect(!Self.flip(0.3).isAffine)
    }

    @Test func rotationAboutYMatchesCoreAnimationsSigns() {
        // CATransform3DMakeRotation(θ, 0, 1, 0): m11 = cos θ, m13 = −sin θ, m31 = sin θ.
        let rotation = CATransform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0)
        #expect(isClose(rotation.m13, -sin(0.5), within: 1e-15))
        #expect(isClose(rotation.m31, sin(0.5), within: 1e-15))
    }

    @Test func perspectiveMakesTheNearEdgeLarger() throws {
        // Turning about y by −30°: x > 0 comes toward the eye and projects further out.
        let turned = Self.flip(-.pi / 6)
        let right = try #require(turned.projecting(CGPoint(x: 100, y: 100)))
        let left = try #require(turned.projecting(CGPoint(x: -100, y: 100)))
        #expect(right.x > -left.x)
        #expect(right.y > 100 && left.y < 100)
    }

    @Test func inverseUndoesTheTransform() throws {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<50 {
            let transform = Self.randomTransform(using: &generator)
            let inverse = try #require(transform.inverted())
            #expect(isClose(transform.concatenating(inverse), .identity, within: 1e-9))
            #expect(isClose(transform.determinant * inverse.determinant, 1, within: 1e-9))
        }
        #expect(CATransform3D(scaleX: 0, y: 1, z: 1).inverted() == nil)
        #expect(isClose(CATransform3D(scaleX: 2, y: 3, z: 4).determinant, 24, within: 1e-12))
    }

    @Test func decompositionRoundTrips() throws {
        var cases: [CATransform3D] = [
            .identity,
            CATransform3D(translationX: 10, y: -20, z: 5),
            CATransform3D(scaleX: 2, y: 0.5, z: 3),
            CATransform3D(scaleX: -1, y: 1, z: 1),  // a mirror
            CATransform3D(rotationAngle: 2.5, x: 1, y: 2, z: -0.5),
            CATransform3D(rotationAngle: .pi, x: 0, y: 0, z: 1),  // the trace ≤ 0 branches
            CATransform3D(rotationAngle: .pi, x: 1, y: 0, z: 0),
            CATransform3D(rotationAngle: .pi, x: 0, y: 1, z: 0),
            CATransform3D(CGAffineTransform(a: 1, b: 0, c: 0.4, d: 1, tx: 3, ty: 4)),  // a skew
            Self.flip(-.pi / 2 + 0.01),
            Self.flip(0.8).concatenating(CATransform3D(translationX: 195, y: 422, z: 0)),
        ]
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<200 { cases.append(Self.randomTransform(using: &generator)) }
        for transform in cases {
            let parts = try #require(transform.decomposed(), "\(transform)")
            let rebuilt = CATransform3D(parts)
            let scale = Swift.max(1, Swift.abs(transform.m41) + Swift.abs(transform.m42) + Swift.abs(transform.m43))
            #expect(largestDifference(rebuilt, transform) <= 1e-9 * scale, "\(transform) → \(rebuilt)")
        }
    }

    @Test func decompositionNamesTheParts() throws {
        let transform = CATransform3D(scaleX: 2, y: 3, z: 1)
            .concatenating(CATransform3D(rotationAngle: .pi / 3, x: 0, y: 0, z: 1))
            .concatenating(CATransform3D(translationX: 5, y: 6, z: 7))
            .concatenating(Self.perspective)
        let parts = try #require(transform.decomposed())
        #expect(isClose(parts.scale.x, 2, within: 1e-12) && isClose(parts.scale.y, 3, within: 1e-12))
        #expect(isClose(parts.translation.x, 5, within: 1e-12) && isClose(parts.translation.z, 7, within: 1e-12))
        #expect(isClose(parts.perspective.z, -1.0 / 500, within: 1e-15))
        let expected = Quaternion(angle: .pi / 3, axisX: 0, y: 0, z: 1)
        #expect(isClose(Swift.abs(parts.rotation.dot(expected)), 1, within: 1e-12))
    }

    @Test func perspectiveFlipInterpolatesAsARotation() {
        let start = Self.flip(0)
        let end = Self.flip(.pi / 2)
        let halfway = start.interpolated(to: end, amount: 0.5)
        #expect(isClose(halfway, Self.flip(.pi / 4), within: 1e-9))
        // A matrix blend would put m11 at (1 + 0)/2 = 0.5 instead of cos 45° = 0.707.
        #expect(isClose(start.matrixBlend(to: end, amount: 0.5).m11, 0.5, within: 1e-12))
        #expect(isClose(halfway.m11, cos(Double.pi / 4), within: 1e-9))
        for step in 0...10 {
            let amount = Double(step) / 10
            #expect(isClose(start.interpolated(to: end, amount: amount), Self.flip(amount * .pi / 2), within: 1e-9))
        }
    }

    @Test func interpolationHitsTheEndpointsExactly() {
        var generator = SeededGenerator(seed: 3)
        for _ in 0..<20 {
            let a = Self.randomTransform(using: &generator)
            let b = Self.randomTransform(using: &generator)
            #expect(a.interpolated(to: b, amount: 0) == a)
            #expect(a.interpolated(to: b, amount: 1) == b)
        }
    }

    @Test func singularMatricesFallBackToAMatrixBlend() {
        let collapsed = CATransform3D(scaleX: 0, y: 0, z: 1)
        #expect(collapsed.decomposed() == nil)
        let halfway = collapsed.interpolated(to: .identity, amount: 0.5)
        #expect(halfway == collapsed.matrixBlend(to: .identity, amount: 0.5))
        #expect(isClose(halfway, CATransform3D(scaleX: 0.5, y: 0.5, z: 1), within: 1e-15))
        var projective = CATransform3D.identity
        projective.m44 = 0  // det = 0
        #expect(projective.decomposed() == nil)
        var scaled = CATransform3D.identity
        scaled.m44 = 2  // invertible, and rebuilt exactly (no normalization by m44)
        #expect(scaled.decomposed().map(CATransform3D.init) == scaled)
        var broken = CATransform3D.identity
        broken.m12 = .nan
        #expect(!broken.isFinite)
        #expect(broken.decomposed() == nil)
    }

    @Test func affineTransformsInterpolateByDecomposition() {
        let start = CGAffineTransform(rotationAngle: 0).scaledBy(x: 1, y: 1)
        let end = CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 100, y: 0))
        let halfway = start.interpolated(to: end, amount: 0.5)
        let expected = CGAffineTransform(rotationAngle: .pi / 4).concatenating(CGAffineTransform(translationX: 50, y: 0))
        #expect(isClose(halfway, expected, within: 1e-9))
    }

    /// A random invertible transform with rotation, scale, skew, translation and sometimes
    /// perspective.
    static func randomTransform(using generator: inout SeededGenerator) -> CATransform3D {
        func random(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &generator) }
        var transform = CATransform3D(scaleX: random(0.3...3), y: random(0.3...3), z: random(0.3...3))
        transform = transform.concatenating(CATransform3D(CGAffineTransform(a: 1, b: 0, c: random(-0.5...0.5), d: 1, tx: 0, ty: 0)))
        transform = transform.concatenating(
            CATransform3D(rotationAngle: random(-3...3), x: random(-1...1), y: random(-1...1), z: random(0.1...1)))
        transform = transform.concatenating(CATransform3D(translationX: random(-300...300), y: random(-300...300), z: random(-50...50)))
        if random(0...1) < 0.5 { transform = transform.concatenating(.perspective(distance: random(200...2000))) }
        return transform
    }
}
