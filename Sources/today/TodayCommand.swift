import ArgumentParser

/// The `today` command line: the app (in later issues), and the tools around it.
@main
struct TodayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "today",
        abstract: "The App Store Today transition, on a UIKit-shaped engine for Linux.",
        discussion: """
            With no subcommand, `today` runs the App Store Today clone: in a window when there is \
            a display, otherwise headless to today.webp and PNGs. See the README.
            """,
        subcommands: [RunCommand.self, RecordCommand.self, CurvesCommand.self, ScreenshotCommand.self, ShowCommand.self,
                      TraceCommand.self, BenchCommand.self, FuzzCommand.self, SoakCommand.self, GalleryCommand.self],
        defaultSubcommand: RunCommand.self
    )
}
