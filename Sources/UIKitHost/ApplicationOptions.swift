import ArgumentParser

/// The command line of an app run by ``UIApplicationMain(_:_:_:_:)``.
public struct ApplicationOptions: ParsableArguments {
    @Flag(help: "Record the session headless even when a display is available.")
    public var headless = false

    @Option(help: "An input script (JSON: taps, drags, resizes) to play when headless.")
    public var script: String?

    @Option(help: "Where the headless recording goes (an animated .webp).")
    public var out: String?

    @Option(help: "A folder to also write every recorded frame to, as PNGs.")
    public var frames: String?

    @Option(help: "Pixels per point (1 to 4).")
    public var scale: Double = 2

    @Option(help: "How long to record when headless without a script, in seconds.")
    public var seconds: Double = 2

    /// The defaults.
    public init() {}
}
