import Foundation
import Motion

/// Everything a host fed a window, in order: touches, keys, typed text, resizes and clock ticks. Since the
/// engine is deterministic, replaying a log on a fresh window with the same content gives the
/// same frames, which is how the running app records without slowing down: it logs, and renders
/// the recording headless afterwards.
@MainActor @preconcurrency
public final class InputLog {
    /// One thing the host did.
    public enum Entry: Hashable, Sendable {
        /// A touch was sent to the window.
        case touch(UITouch)
        /// A key was pressed (and given to the app's key handler, or to the first responder:
        /// backspace and Return while it takes text).
        case key(UIKey)
        /// Text was typed, and given to the first responder.
        case text(String)
        /// The window was resized.
        case resize(CGSize)
        /// The clock ticked by this many seconds, then a frame was drawn.
        case tick(Double)
    }

    /// The entries, oldest first.
    public private(set) var entries: [Entry] = []

    /// An empty log.
    public init() {}

    /// Appends an entry.
    public func append(_ entry: Entry) {
        entries.append(entry)
    }

    /// How many frames (ticks) the log holds.
    public var frameCount: Int { entries.reduce(0) { count, entry in if case .tick = entry { count + 1 } else { count } } }
}
