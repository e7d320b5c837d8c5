/// A broken rule found by the ``InvariantChecker``: which rule, and about what.
public struct InvariantViolation: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rule's short name (`tree`, `presentation`, `hooks`, `appearance`, `transition`,
    /// `geometry`, or an app's own).
    public var rule: String
    /// What was found.
    public var detail: String

    /// A violation of `rule`.
    public init(rule: String, detail: String) {
        self.rule = rule
        self.detail = detail
    }

    /// `rule: detail`.
    public var description: String { "\(rule): \(detail)" }
}
