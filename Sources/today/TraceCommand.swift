import ArgumentParser
import UIKitTools

/// `today trace`: every hook of a custom presentation (or of pushes and pops), in the order it
/// happens.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Print every hook of a custom presentation, or of navigation, headless, one per line.",
        discussion: """
            Presents a controller with the dimming presentation controller of UIKit's \
            documentation (rotating the window half-way), dismisses it, then drives two \
            interactive dismissals: one cancelled at 40 % and one finished at 70 %. With \
            --navigation: a push and a pop in a navigation controller, an interactive pop from \
            the left edge cancelled at 30 % and one finished at 70 %, then a push and a pop \
            with the delegate's custom animator. With --adaptive: a popover in a \
            regular-width window, the window shrunk to compact width and grown back, taps \
            outside, and a shrink while it is still appearing. Lines starting with # say what \
            the script does next.
            """
    )

    @Flag(help: "Trace a navigation controller's pushes and pops instead of a presentation.")
    var navigation = false

    @Flag(help: "Trace a popover adapting to size-class changes instead of a presentation.")
    var adaptive = false

    func validate() throws {
        if navigation && adaptive { throw ValidationError("choose --navigation or --adaptive, not both") }
    }

    func run() throws {
        MainActor.assumeIsolated {
            let log = TraceLog { print($0) }
            if navigation {
                NavigationTrace(log: log).run()
            } else if adaptive {
                AdaptiveTrace(log: log).run()
            } else {
                TransitionTrace(log: log).run()
            }
        }
    }
}
