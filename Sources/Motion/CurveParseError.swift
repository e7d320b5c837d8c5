import Foundation

/// Why a curve specification could not be read: where, what was found, and what was expected.
public struct CurveParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The specification as given.
    public let specification: String
    /// The character offset of the problem.
    public let offset: Int
    /// What is wrong.
    public let message: String

    /// An error at `offset` in `specification`.
    public init(specification: String, offset: Int, message: String) {
        self.specification = specification
        self.offset = offset
        self.message = message
    }

    /// The message, the specification with a caret under the problem, and the accepted forms.
    public var description: String {
        let caret = String(repeating: " ", count: Swift.max(0, offset)) + "^"
        return """
            \(message)
              \(specification)
              \(caret)
            \(CurveParseError.acceptedForms)
            """
    }

    /// Every form ``Curve/init(parsing:)`` accepts, one per line.
    public static let acceptedForms = """
        expected one of:
          linear | easeIn | easeOut | easeInEaseOut | easeInOut | default
          bezier(x1, y1, x2, y2)
          spring(damping: 0.5, duration: 1.0)                  UIKit's usingSpringWithDamping form
          spring(response: 0.5, dampingRatio: 0.825)           SwiftUI
          spring(duration: 0.5, bounce: 0.3)                   SwiftUI
          spring(mass: 1, stiffness: 100, damping: 10)         Core Animation
          smooth | snappy | bouncy | interactive               SwiftUI presets
          keyframes([0, 1.2, 0.9, 1], times: [0, 0.4, 0.7, 1], mode: cubic)
        every spring form also takes velocity: V (distances per second, toward the target);
        keyframe modes: linear, discrete, paced, cubic, cubicPaced
        """
}
