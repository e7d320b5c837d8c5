import ArgumentParser

/// The `today` command line: the app (in later issues), and the tools around it.
@main
struct TodayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "today",
        abstract: "The App Store Today transition, on a UIKit-shaped engine for Linux.",
        discussion: """
            Until the app exists (issue 5), the main job shows the feature gallery (`today show`, \
            or `today screenshot` without a display); see the README.
            """,
        subcommands: [CurvesCommand.self, ScreenshotCommand.self, ShowCommand.self, TraceCommand.self, BenchCommand.self]
    )
}
