import ArgumentParser
import UIKitTools

/// `today trace`: every hook of a custom presentation, in the order it happens.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Print every hook of a custom presentation, headless, one per line.",
        discussion: """
            Presents a controller with the dimming presentation controller of UIKit's \
            documentation (rotating the window half-way), dismisses it, then drives two \
            interactive dismissals: one cancelled at 40 % and one finished at 70 %. Lines \
            starting with # say what the script does next.
            """
    )

    func run() throws {
        MainActor.assumeIsolated {
            let log = TraceLog { print($0) }
            TransitionTrace(log: log).run()
        }
    }
}
