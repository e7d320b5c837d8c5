import UIKit

/// Opens and closes stories over and over on one app, to show nothing accumulates: each cycle
/// opens the next story (tapping through `open(storyAt:)`), lets the opening finish, closes it
/// with the close button's action and lets the closing finish, on frames of 0.1 s (the window's
/// manual clock). Every story controller and its presentation controller is watched through a
/// weak reference; the resident memory is read after the warm-up and at the end.
@MainActor
public struct TodaySoak {
    /// What a soak found.
    public struct Report: Sendable, CustomStringConvertible {
        /// Cycles run.
        public var cycles: Int
        /// Resident memory after the warm-up cycles, in bytes (0 where unknown).
        public var memoryAfterWarmUp: Int
        /// Resident memory at the end, in bytes (0 where unknown).
        public var memoryAtEnd: Int
        /// Story controllers still alive after their story closed.
        public var storiesAlive: Int
        /// Presentation controllers still alive after their story closed.
        public var presentationControllersAlive: Int
        /// Cycles whose opening or closing did not finish within 3 seconds.
        public var stuckCycles: Int

        /// Growth of resident memory from the warm-up to the end, as a fraction (0.02 is 2 %).
        public var memoryGrowth: Double {
            memoryAfterWarmUp > 0 ? Double(memoryAtEnd - memoryAfterWarmUp) / Double(memoryAfterWarmUp) : 0
        }

        /// One line per finding.
        public var description: String {
            let megabytes = { (bytes: Int) in String(format: "%.1f MB", Double(bytes) / 1_048_576) }
            return """
                \(cycles) open/close cycles, \(stuckCycles) stuck
                resident memory \(megabytes(memoryAfterWarmUp)) after warm-up, \(megabytes(memoryAtEnd)) at the end \
                (\(String(format: "%+.2f", memoryGrowth * 100)) %)
                story controllers alive: \(storiesAlive), presentation controllers alive: \(presentationControllersAlive)
                """
        }
    }

    /// The app's stories.
    public let library: StoriesLibrary
    /// Called after every frame with the window (to render it).
    public var onFrame: ((UIWindow) -> Void)?
    /// Called once the app is on screen, before the first cycle, with the window.
    public var onStart: ((UIWindow) -> Void)?
    /// Called after each cycle with how many are done (to show progress, say).
    public var onCycle: ((Int) -> Void)?

    /// A soak over a library.
    public init(library: StoriesLibrary) {
        self.library = library
    }

    /// Runs `cycles` open/close cycles; memory is first read after `warmUp` of them.
    public func run(cycles: Int, warmUp: Int = 100) -> Report {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let app = TodayAppController(library: library, date: Date(timeIntervalSince1970: 1_795_305_600))
        window.rootViewController = app
        window.layoutIfNeeded()
        onStart?(window)
        onFrame?(window)
        final class Watched { weak var story: StoryViewController?; weak var presentation: UIPresentationController? }
        var watched: [Watched] = []
        var report = Report(cycles: 0, memoryAfterWarmUp: 0, memoryAtEnd: 0, storiesAlive: 0, presentationControllersAlive: 0, stuckCycles: 0)
        func settle() -> Bool {
            for _ in 0..<30 {
                window.tick(elapsed: 0.1)
                onFrame?(window)
                if window.activeTransition == nil, !window.hasRunningAnimations { return true }
            }
            return false
        }
        let count = Swift.max(1, library.stories.count)
        for cycle in 0..<Swift.max(0, cycles) {
            if cycle == warmUp { report.memoryAfterWarmUp = Self.residentMemory() }
            var settled = true
            do {  // the story is only held while it opens, so the closing can release it
                guard let story = app.today.open(storyAt: cycle % count) else { report.stuckCycles += 1; continue }
                let entry = Watched()
                entry.story = story
                entry.presentation = story.presentationController
                watched.append(entry)
                settled = settle() && settled
                story.close()
            }
            settled = settle() && settled
            if !settled { report.stuckCycles += 1 }
            report.cycles += 1
            onCycle?(report.cycles)
        }
        if report.memoryAfterWarmUp == 0 { report.memoryAfterWarmUp = Self.residentMemory() }
        report.memoryAtEnd = Self.residentMemory()
        report.storiesAlive = watched.filter { $0.story != nil }.count
        report.presentationControllersAlive = watched.filter { $0.presentation != nil }.count
        return report
    }

    /// The resident set size (the second field of /proc/self/statm, in pages), in bytes; 0
    /// where unknown.
    public static func residentMemory() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
