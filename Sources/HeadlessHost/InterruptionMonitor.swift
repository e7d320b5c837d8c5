import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Turns Ctrl-C (`SIGINT`) and `SIGTERM` into a request that a long headless job checks between
/// frames, so the job can stop where its files are whole.
///
/// While a monitor is running, the first of these signals only sets ``isInterrupted`` (and
/// ``signal``); the job sees it at its next check, stops, finishes or discards what it was
/// writing and exits with a failing status. A second signal ends the process at once (the
/// signal's default action), for a job that does not stop soon enough: files written through
/// `AtomicFile` (CairoRenderer) are then still never left half-written under their own name,
/// though a hidden `.NAME.partial-…` file may remain.
///
/// ```swift
/// let interruption = InterruptionMonitor()
/// defer { interruption.stop() }
/// try host.play(script) { frame, _ in
///     try interruption.check()
///     try writer.add(frame, atMilliseconds: …)
/// }
/// ```
///
/// The monitor is `Sendable` by hand: its signal sources are set once in `init` and cancelled
/// once (the atomic `stopped` flag decides which call does it); the received signal is atomic.
public final class InterruptionMonitor: @unchecked Sendable {
    /// The error ``check()`` throws once a signal arrived.
    public struct Interrupted: Error, CustomStringConvertible {
        /// The signal's number (`SIGINT` or `SIGTERM`).
        public var signal: Int32
        /// "interrupted (SIGINT)" or "terminated (SIGTERM)".
        public var description: String { signal == SIGTERM ? "terminated (SIGTERM)" : "interrupted (SIGINT)" }
        /// The exit status a shell gives a process ended by the signal: 128 + its number.
        public var exitStatus: Int32 { 128 + signal }
    }

    private static let signals = [SIGINT, SIGTERM]
    private let received = Atomic<Int32>(0)
    private let stopped = Atomic<Bool>(false)
    private var sources: [any DispatchSourceSignal] = []

    /// Starts watching for `SIGINT` and `SIGTERM` (until ``stop()``).
    public init() {
        sources = Self.signals.map { number in
            _ = Glibc.signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in
                guard let self else { return }
                let (exchanged, _) = received.compareExchange(expected: 0, desired: number, ordering: .sequentiallyConsistent)
                guard !exchanged else { return }
                // The second signal: the job did not stop in time; end as the signal would.
                _ = Glibc.signal(number, SIG_DFL)
                raise(number)
            }
            source.resume()
            return source
        }
    }

    deinit { stop() }

    /// Whether a signal arrived.
    public var isInterrupted: Bool { signal != nil }

    /// The signal that arrived, if any.
    public var signal: Int32? {
        let number = received.load(ordering: .sequentiallyConsistent)
        return number == 0 ? nil : number
    }

    /// Throws ``Interrupted`` once a signal arrived.
    public func check() throws(Interrupted) {
        if let signal { throw Interrupted(signal: signal) }
    }

    /// Stops watching: the signals get their default actions back. Safe to call twice.
    public func stop() {
        let (exchanged, _) = stopped.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent)
        guard exchanged else { return }
        for source in sources { source.cancel() }
        for number in Self.signals { _ = Glibc.signal(number, SIG_DFL) }
    }
}
