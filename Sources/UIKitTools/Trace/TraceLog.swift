/// The lines a traced transition writes, in order, also passed to a sink as they happen.
@MainActor
public final class TraceLog {
    /// Every line so far.
    public private(set) var lines: [String] = []
    /// Called with each line as it is added (`today trace` prints it).
    public var sink: ((String) -> Void)?

    /// An empty log.
    public init(sink: ((String) -> Void)? = nil) {
        self.sink = sink
    }

    /// Adds a line.
    public func add(_ line: String) {
        lines.append(line)
        sink?(line)
    }

    /// Forgets the lines so far (the sink already saw them).
    public func clear() {
        lines = []
    }
}
