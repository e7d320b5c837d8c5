import Foundation

/// One line on standard error that a long command rewrites as it goes: what is done (of how
/// much), the rate and the time left, at most ten times a second. It shows only when standard
/// error is a terminal; piped or redirected, it stays silent, so logs and scripts see only the
/// command's result. ``finish()`` clears it before the result is printed.
///
/// It reads the real clock: it belongs to the command line, above the library code that never
/// does.
struct ProgressLine {
    /// What the command is doing ("recording", "fuzzing").
    let label: String
    /// The unit counted ("frames", "sequences").
    let unit: String
    /// How many there are in all (nil: not known, as a run bounded by time).
    let total: Int?
    /// Whether anything is shown (standard error is a terminal).
    let isShown: Bool
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var lastDrawn: ContinuousClock.Instant?

    /// A line for `total` `unit` (shown only on a terminal, unless `shown` says otherwise).
    init(_ label: String, unit: String, total: Int?, shown: Bool = isatty(STDERR_FILENO) != 0) {
        self.label = label
        self.unit = unit
        self.total = total
        isShown = shown
        start = clock.now
    }

    /// The line's text after `done` units in `elapsed` seconds (`remaining`: seconds left when
    /// the caller knows better than the rate, as a run bounded by time).
    static func text(label: String, unit: String, done: Int, total: Int?, elapsed: Double, remaining: Double? = nil) -> String {
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        var text = "\(label): \(done)"
        if let total { text += " of \(total)" }
        text += " \(unit)"
        if elapsed > 0.05 { text += String(format: ", %.1f a second", rate) }
        let left = remaining ?? total.flatMap { total in rate > 0 ? Double(Swift.max(0, total - done)) / rate : nil }
        if let left, left.isFinite { text += String(format: ", %.0f s left", left.rounded(.up)) }
        return text
    }

    /// Shows `done` units (redrawn at most ten times a second, and always for the last one).
    mutating func update(_ done: Int, remaining: Double? = nil) {
        guard isShown else { return }
        let now = clock.now
        if let lastDrawn, now - lastDrawn < .milliseconds(100), done != total { return }
        lastDrawn = now
        let elapsed = (now - start).seconds
        Self.write("\r\u{1B}[2K" + Self.text(label: label, unit: unit, done: done, total: total, elapsed: elapsed, remaining: remaining))
    }

    /// Clears the line (once; a later call does nothing until the next update).
    mutating func finish() {
        guard isShown, lastDrawn != nil else { return }
        lastDrawn = nil
        Self.write("\r\u{1B}[2K")
    }

    private static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
