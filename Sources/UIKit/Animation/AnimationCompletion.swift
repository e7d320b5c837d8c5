/// The completion of one animation block: runs once, when every animation the block created has
/// ended, with `finished` false if any of them was removed before its end.
@MainActor @preconcurrency
final class AnimationCompletion {
    private var pending = 0
    private var allFinished = true
    private var handler: (@MainActor (Bool) -> Void)?

    init(_ handler: (@MainActor (Bool) -> Void)?) {
        self.handler = handler
    }

    /// One more animation belongs to the block.
    func retain() { pending += 1 }

    /// One animation ended (`finished` false: removed early).
    func release(finished: Bool) {
        if !finished { allFinished = false }
        pending -= 1
        if pending <= 0 { fire() }
    }

    /// Runs the handler if nothing is pending (a block that animated nothing).
    func fireIfEmpty() {
        if pending <= 0 { fire() }
    }

    private func fire() {
        guard let handler else { return }
        self.handler = nil
        handler(allFinished)
    }
}
