/// The only source of time below the host: seconds since the clock began, advanced by whoever
/// drives the frames (the SDL host's display tick, the headless host, a test).
///
/// Nothing in the engine reads the wall clock; everything that moves asks a clock. A test ticks
/// it by hand, frame by frame, and gets the same frames every run.
@MainActor @preconcurrency
public final class FrameClock {
    /// Seconds since the clock started.
    public private(set) var time: Double = 0
    /// The duration of the last frame in seconds.
    public private(set) var lastFrameDuration: Double = 0
    /// How many frames have ticked.
    public private(set) var frameCount = 0
    /// Animation speed: 1 is normal, 0.1 is ten times slower (the simulator's slow animations).
    public var speed: Double = 1 {
        didSet { if !(speed > 0) || !speed.isFinite { speed = 1 } }
    }

    private var observers: [(id: Int, handler: @MainActor (Double) -> Void)] = []
    private var nextObserverID = 0
    /// Handlers to call once, at the next tick (``afterNextTick(_:)``).
    private var nextTickHandlers: [@MainActor () -> Void] = []

    /// A clock at time 0.
    public init() {}

    /// Advances by `elapsed` real seconds (scaled by ``speed``) and tells the observers. A
    /// negative, NaN or infinite step is treated as 0; steps above a quarter second are capped,
    /// so a stall (or a debugger pause) does not jump animations to their end.
    public func advance(by elapsed: Double) {
        let step = elapsed.isFinite ? Swift.min(0.25, Swift.max(0, elapsed)) : 0
        lastFrameDuration = step * speed
        time += lastFrameDuration
        frameCount += 1
        for observer in observers { observer.handler(time) }
        let once = nextTickHandlers
        nextTickHandlers = []
        for handler in once { handler() }
    }

    /// Calls `handler` once, at the next tick, after the observers: work that waits for the
    /// next frame (a table preparing one cell a frame at rest).
    func afterNextTick(_ handler: @escaping @MainActor () -> Void) {
        nextTickHandlers.append(handler)
    }

    /// Calls `handler` with the time after every tick until ``removeObserver(_:)``; returns a
    /// token for that.
    @discardableResult
    public func addObserver(_ handler: @escaping @MainActor (Double) -> Void) -> Int {
        nextObserverID += 1
        observers.append((nextObserverID, handler))
        return nextObserverID
    }

    /// Stops calling an observer.
    public func removeObserver(_ token: Int) {
        observers.removeAll { $0.id == token }
    }

    /// The number of observers (for leak checks; a handler waiting for the next tick is let go
    /// at that tick).
    public var observerCount: Int { observers.count }
}
