import CSDL2
import CairoRenderer
import Foundation
import Motion
import UIKit

/// A real window (SDL2): the mouse as a finger, keys, the frame tick from the real clock, and
/// frames presented through the window surface (software, no OpenGL: measured at 2.8 ms a
/// present at scale 2 under Xvfb, against 9 to 24 ms through OpenGL on llvmpipe).
///
/// The host is the one place that reads the wall clock: it measures each frame's duration and
/// advances the window's `FrameClock` by it. Closing the window ends ``run(maximumFrames:onKey:onFrame:)``
/// and ``close()`` releases SDL.
@MainActor
public final class SDLHost {
    /// The window being shown.
    public let window: UIWindow
    /// The renderer.
    public let renderer: CairoRenderer
    /// Frames presented so far.
    public private(set) var framesPresented = 0
    /// Frames copied into the window surface: an unchanged frame is not copied again while the
    /// surface still shows it.
    public private(set) var framesCopied = 0

    private var sdlWindow: OpaquePointer?
    private var mouseDown = false
    private var isOpen = true
    /// Whether the window surface holds the renderer's last frame (false after a window event
    /// that may have lost or resized it).
    private var surfaceIsCurrent = false

    /// Opens a window of `size` points at a scale (its pixel size is points × scale).
    public convenience init(size: CGSize = CGSize(width: 390, height: 844), scale: Double = 2, title: String = "Today") throws(SDLHostError) {
        try self.init(showing: UIWindow(size: size), scale: scale, title: title)
    }

    /// Opens a window showing an app's `UIWindow` at its size in points and a scale.
    public init(showing window: UIWindow, scale: Double = 2, title: String = "Today") throws(SDLHostError) {
        let size = window.bounds.size
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
        SDL_SetMainReady()
        guard SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) == 0 else {
            throw .videoUnavailable(String(cString: SDL_GetError()))
        }
        self.window = window
        renderer = CairoRenderer(scale: scale)
        renderer.attach(to: window)
        let width = Int32(Swift.max(1, (size.width * renderer.scale).rounded()))
        let height = Int32(Swift.max(1, (size.height * renderer.scale).rounded()))
        let centered = Int32(bitPattern: UInt32(SDL_WINDOWPOS_CENTERED_MASK))
        guard let created = SDL_CreateWindow(title, centered, centered, width, height, UInt32(SDL_WINDOW_RESIZABLE.rawValue)) else {
            let reason = String(cString: SDL_GetError())
            SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
            throw .windowUnavailable(reason)
        }
        sdlWindow = created
        #if DEBUG
        invariantChecker = InvariantChecker()
        #endif
    }

    /// Called with false when the window is minimised and true when it is restored (an app
    /// host moves the app to the background and back).
    public var onVisibilityChange: ((Bool) -> Void)?

    /// Where the host logs what it feeds the window (touches, keys, resizes, ticks), if anywhere.
    public var inputLog: InputLog?
    /// Checks the engine's invariants after every frame (on in debug builds): each new kind of
    /// violation is written to standard error once, and the app keeps running.
    public var invariantChecker: InvariantChecker?
    private var reportedViolations: Set<InvariantViolation> = []

    /// Shows frames until the window is closed, `q` is pressed (when `onKey` does not handle
    /// it), or `maximumFrames` have been presented. `onKey` receives key presses and returns
    /// true when it handled them; `onFrame` gets each presented frame and the milliseconds it
    /// took to tick, render and present.
    public func run(maximumFrames: Int? = nil, onKey: (UIKey) -> Bool = { _ in false }, onFrame: (Frame, Double) -> Void = { _, _ in }) {
        var last = SDL_GetPerformanceCounter()
        let frequency = Double(SDL_GetPerformanceFrequency())
        while isOpen {
            if let maximumFrames, framesPresented >= maximumFrames { break }
            pollEvents(onKey: onKey)
            guard isOpen else { break }
            let now = SDL_GetPerformanceCounter()
            let elapsed = Double(now &- last) / frequency
            last = now
            inputLog?.append(.tick(elapsed))
            window.tick(elapsed: elapsed)
            let frame = present()
            for violation in invariantChecker?.check(window) ?? [] where reportedViolations.insert(violation).inserted {
                FileHandle.standardError.write(Data("invariant broken after frame \(framesPresented): \(violation)\n".utf8))
            }
            onFrame(frame, Double(SDL_GetPerformanceCounter() &- now) / frequency * 1000)
            // Pace to about 60 Hz: the window surface path has no vsync.
            let spent = Double(SDL_GetPerformanceCounter() &- now) / frequency
            if spent < 1.0 / 60 { SDL_Delay(UInt32((1.0 / 60 - spent) * 1000)) }
        }
    }

    /// Renders the window and copies the frame into the SDL window surface (skipped when the
    /// renderer returned its previous frame unchanged and the surface still shows it).
    @discardableResult
    public func present() -> Frame {
        let frame = renderer.render(window)
        framesPresented += 1
        if frame.isUnchanged, surfaceIsCurrent { return frame }
        guard let sdlWindow, let surface = SDL_GetWindowSurface(sdlWindow) else { return frame }
        frame.withUnsafeBytes { bytes in
            guard let bytes, let base = bytes.baseAddress else { return }
            let width = Swift.min(Int(surface.pointee.w), frame.pixelWidth)
            let height = Swift.min(Int(surface.pointee.h), frame.pixelHeight)
            guard width > 0, height > 0 else { return }
            SDL_LockSurface(surface)
            SDL_ConvertPixels(Int32(width), Int32(height), SDL_PIXELFORMAT_ARGB8888.rawValue, base, Int32(frame.bytesPerRow),
                              surface.pointee.format.pointee.format, surface.pointee.pixels, surface.pointee.pitch)
            SDL_UnlockSurface(surface)
        }
        SDL_UpdateWindowSurface(sdlWindow)
        surfaceIsCurrent = true
        framesCopied += 1
        return frame
    }

    /// Handles pending SDL events: quit, mouse as touch 0 (in points), resizes, keys.
    func pollEvents(onKey: (UIKey) -> Bool) {
        var event = SDL_Event()
        let scale = renderer.scale
        while SDL_PollEvent(&event) != 0 {
            switch SDL_EventType(rawValue: event.type) {
            case SDL_QUIT:
                isOpen = false
            case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
                mouseDown = true
                sendTouch(.began, x: event.button.x, y: event.button.y, scale: scale)
            case SDL_MOUSEMOTION where mouseDown:
                sendTouch(.moved, x: event.motion.x, y: event.motion.y, scale: scale)
            case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
                mouseDown = false
                sendTouch(.ended, x: event.button.x, y: event.button.y, scale: scale)
            case SDL_WINDOWEVENT:
                // Exposed, shown, resized…: the surface may have lost the frame; copy it again.
                surfaceIsCurrent = false
                if event.window.event == UInt8(SDL_WINDOWEVENT_MINIMIZED.rawValue) { onVisibilityChange?(false) }
                if event.window.event == UInt8(SDL_WINDOWEVENT_RESTORED.rawValue) { onVisibilityChange?(true) }
                guard event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue) else { break }
                let size = CGSize(width: Double(event.window.data1) / scale, height: Double(event.window.data2) / scale)
                inputLog?.append(.resize(size))
                window.resize(to: size)
            case SDL_KEYDOWN:
                guard let key = Self.key(for: event.key.keysym.sym) else { break }
                inputLog?.append(.key(key))
                if !onKey(key), key == .character("q") { isOpen = false }
            default:
                break
            }
        }
    }

    func sendTouch(_ phase: UITouch.Phase, x: Int32, y: Int32, scale: Double) {
        let touch = UITouch(location: CGPoint(x: Double(x) / scale, y: Double(y) / scale), phase: phase, timestamp: window.clock.time)
        inputLog?.append(.touch(touch))
        window.send(touch)
    }

    /// UIKit's key for an SDL key code.
    static func key(for code: SDL_Keycode) -> UIKey? {
        switch Int(code) {
        case Int(SDLK_ESCAPE.rawValue): .escape
        case Int(SDLK_RETURN.rawValue): .enter
        case Int(SDLK_SPACE.rawValue): .space
        case Int(SDLK_BACKSPACE.rawValue): .backspace
        case Int(SDLK_UP.rawValue): .up
        case Int(SDLK_DOWN.rawValue): .down
        case Int(SDLK_LEFT.rawValue): .left
        case Int(SDLK_RIGHT.rawValue): .right
        case 33...126: Character(UnicodeScalar(UInt8(code))).lowercased().first.map(UIKey.character)
        default: nil
        }
    }

    /// Closes the window and shuts SDL's video down. Safe to call twice.
    public func close() {
        guard let sdlWindow else { return }
        SDL_DestroyWindow(sdlWindow)
        self.sdlWindow = nil
        SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
        isOpen = false
    }

    /// Whether the window is still open.
    public var isRunning: Bool { isOpen && sdlWindow != nil }
}
