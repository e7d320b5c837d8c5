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
    /// How many pixels the last copied frame sent to the window (its damage, or all of it).
    public private(set) var lastPresentedPixels = 0

    private var sdlWindow: OpaquePointer?
    /// Where the mouse's touch (touch 0) is, in points, while the left button is down; nil when
    /// no touch is active.
    private var activeTouchLocation: CGPoint?
    /// The size of the last resize event not yet given to the window: a burst of resizes in one
    /// frame is applied once, at its last size.
    private var pendingSize: CGSize?
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

    /// Reads the time between frames, in seconds on a clock that only moves forward. The default
    /// reads SDL's performance counter; a test gives its own to play a slow frame.
    public var timeSource: @MainActor () -> Double = {
        Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency())
    }
    /// When the last frame started, on ``timeSource``'s clock (nil before the first frame). It
    /// outlives one call of ``run(maximumFrames:onKey:onFrame:)``: the next call's first frame
    /// measures from it.
    private var lastFrameTime: Double?
    /// Whether ``run(maximumFrames:onKey:onFrame:)`` sleeps to hold about 60 frames a second
    /// (the window surface has no vsync). Tests turn it off.
    public var pacesFrames = true
    /// The most one frame advances the window's clock, in seconds: after a stall (a frame that
    /// took 2 s, a debugger, a suspended process) animations resume from where they were, a
    /// quarter of a second on, instead of jumping to their ends in one frame.
    public static let maximumFrameInterval = 0.25

    /// Where the host logs what it feeds the window (touches, keys, resizes, ticks), if anywhere.
    public var inputLog: InputLog?
    /// Checks the engine's invariants after every frame (on in debug builds): each new kind of
    /// violation is written to standard error once, and the app keeps running.
    public var invariantChecker: InvariantChecker?
    /// Every kind of invariant violation the checker has reported so far (each is written to
    /// standard error once).
    public private(set) var reportedViolations: Set<InvariantViolation> = []

    /// Shows frames until the window is closed, `q` is pressed (when `onKey` does not handle
    /// it), or `maximumFrames` have been presented. `onKey` receives key presses and returns
    /// true when it handled them; `onFrame` gets each presented frame and the milliseconds it
    /// took to tick, render and present.
    public func run(maximumFrames: Int? = nil, onKey: (UIKey) -> Bool = { _ in false }, onFrame: (Frame, Double) -> Void = { _, _ in }) {
        while isOpen {
            if let maximumFrames, framesPresented >= maximumFrames { break }
            pollEvents(onKey: onKey)
            guard isOpen else { break }
            let now = timeSource()
            // The first frame takes no time; a clock that went backwards (or a broken time
            // source) counts as no time at all.
            let measured = now - (lastFrameTime ?? now)
            let elapsed = measured.isFinite ? Swift.min(Swift.max(0, measured), Self.maximumFrameInterval) : 0
            lastFrameTime = now
            inputLog?.append(.tick(elapsed))
            window.tick(elapsed: elapsed)
            let frame = present()
            for violation in invariantChecker?.check(window) ?? [] where reportedViolations.insert(violation).inserted {
                FileHandle.standardError.write(Data("invariant broken after frame \(framesPresented): \(violation)\n".utf8))
            }
            let spent = timeSource() - now
            onFrame(frame, spent * 1000)
            // Pace to about 60 Hz: the window surface path has no vsync.
            if pacesFrames, spent >= 0, spent < 1.0 / 60 { SDL_Delay(UInt32((1.0 / 60 - spent) * 1000)) }
        }
    }

    /// Renders the window and copies the frame into the SDL window surface (skipped when the
    /// renderer returned its previous frame unchanged and the surface still shows it). When the
    /// surface shows the previous frame and only part of this one changed (`Frame.damage`),
    /// only those rectangles are copied and handed to `SDL_UpdateWindowSurfaceRects`.
    @discardableResult
    public func present() -> Frame {
        let frame = renderer.render(window)
        framesPresented += 1
        if frame.isUnchanged, surfaceIsCurrent { return frame }
        guard let sdlWindow, let surface = SDL_GetWindowSurface(sdlWindow) else { return frame }
        let width = Swift.min(Int(surface.pointee.w), frame.pixelWidth)
        let height = Swift.min(Int(surface.pointee.h), frame.pixelHeight)
        let whole = PixelRect(x: 0, y: 0, width: width, height: height)
        let rects = (surfaceIsCurrent ? frame.damage : nil)?.map { $0.clamped(width: width, height: height) }.filter { !$0.isEmpty } ?? [whole]
        frame.withUnsafeBytes { bytes in
            guard let bytes, let base = bytes.baseAddress, width > 0, height > 0 else { return }
            SDL_LockSurface(surface)
            let pitch = Int(surface.pointee.pitch)
            let bytesPerPixel = Int(surface.pointee.format.pointee.BytesPerPixel)
            for rect in rects {
                guard let pixels = surface.pointee.pixels else { continue }
                SDL_ConvertPixels(Int32(rect.width), Int32(rect.height), SDL_PIXELFORMAT_ARGB8888.rawValue,
                                  base + rect.y * frame.bytesPerRow + rect.x * 4, Int32(frame.bytesPerRow),
                                  surface.pointee.format.pointee.format, pixels + rect.y * pitch + rect.x * bytesPerPixel, Int32(pitch))
            }
            SDL_UnlockSurface(surface)
        }
        if rects == [whole] {
            SDL_UpdateWindowSurface(sdlWindow)
        } else {
            var sdlRects: [SDL_Rect] = rects.map { rect in SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height)) }
            SDL_UpdateWindowSurfaceRects(sdlWindow, &sdlRects, Int32(sdlRects.count))
        }
        var presented = 0
        for rect in rects { presented += rect.area }
        lastPresentedPixels = presented
        surfaceIsCurrent = true
        framesCopied += 1
        return frame
    }

    /// Handles pending SDL events: quit, mouse as touch 0 (in points), resizes, keys, and
    /// typed text. While the window's first responder takes text (a text field being edited),
    /// typed text goes to it, with backspace and Return, and characters are not shortcuts.
    ///
    /// Hostile conditions are handled as UIKit would see them: the mouse's touch is cancelled
    /// when the window loses focus, is minimised or hidden, or when the button turns out to have
    /// been released where the window did not hear it; a second button press or a release
    /// without a press is ignored; a burst of resizes reaches the window once, at the last size
    /// (before any touch that follows it); held keys' auto-repeats are dropped except for the
    /// arrows and backspace, so a held key acts once.
    func pollEvents(onKey: (UIKey) -> Bool) {
        var event = SDL_Event()
        let scale = renderer.scale
        while SDL_PollEvent(&event) != 0 {
            switch SDL_EventType(rawValue: event.type) {
            case SDL_QUIT:
                isOpen = false
            case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
                guard activeTouchLocation == nil else { break }
                sendTouch(.began, at: point(event.button.x, event.button.y, scale: scale))
            case SDL_MOUSEMOTION where activeTouchLocation != nil:
                if event.motion.state & Self.leftButtonMask == 0 {
                    // The release happened where this window could not hear it.
                    cancelTouch()
                } else {
                    sendTouch(.moved, at: point(event.motion.x, event.motion.y, scale: scale))
                }
            case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
                // Released outside the window, the touch still ends there, as a finger lifted
                // beyond a view's bounds does.
                guard activeTouchLocation != nil else { break }
                sendTouch(.ended, at: point(event.button.x, event.button.y, scale: scale))
            case SDL_WINDOWEVENT:
                handleWindowEvent(event.window, scale: scale)
            case SDL_KEYDOWN:
                guard let key = Self.key(for: event.key.keysym.sym) else { break }
                if event.key.repeat != 0, !Self.repeats(key) { break }
                applyPendingResize()
                if window.acceptsTextInput {
                    // Typing: characters arrive as text input; backspace, Return and the
                    // arrows that move a caret edit.
                    if case .character = key { break }
                    if key == .space { break }
                    if [.backspace, .enter, .left, .right].contains(key), window.sendKey(key) {
                        inputLog?.append(.key(key))
                        break
                    }
                }
                inputLog?.append(.key(key))
                if !onKey(key), key == .character("q") { isOpen = false }
            case SDL_TEXTINPUT:
                let typed = withUnsafeBytes(of: event.text.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard window.acceptsTextInput, !typed.isEmpty else { break }
                applyPendingResize()
                inputLog?.append(.text(typed))
                window.sendText(typed)
            default:
                break
            }
        }
        applyPendingResize()
    }

    /// A window event: the surface may have lost the frame (exposed, shown, resized), the
    /// window may have lost the user's attention, or it took a new size.
    private func handleWindowEvent(_ event: SDL_WindowEvent, scale: Double) {
        surfaceIsCurrent = false
        switch SDL_WindowEventID(rawValue: UInt32(event.event)) {
        case SDL_WINDOWEVENT_MINIMIZED:
            cancelTouch()
            onVisibilityChange?(false)
        case SDL_WINDOWEVENT_RESTORED:
            onVisibilityChange?(true)
        case SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_HIDDEN:
            cancelTouch()
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            pendingSize = CGSize(width: Double(event.data1) / scale, height: Double(event.data2) / scale)
        default:
            break
        }
    }

    /// Gives the window the last size a resize event asked for, if one is waiting.
    private func applyPendingResize() {
        guard let size = pendingSize else { return }
        pendingSize = nil
        inputLog?.append(.resize(size))
        window.resize(to: size)
    }

    /// Cancels the mouse's touch, if one is active (the window lost it).
    private func cancelTouch() {
        guard let location = activeTouchLocation else { return }
        sendTouch(.cancelled, at: location)
    }

    private func point(_ x: Int32, _ y: Int32, scale: Double) -> CGPoint {
        CGPoint(x: Double(x) / scale, y: Double(y) / scale)
    }

    func sendTouch(_ phase: UITouch.Phase, at location: CGPoint) {
        applyPendingResize()
        activeTouchLocation = (phase == .began || phase == .moved) ? location : nil
        let touch = UITouch(location: location, phase: phase, timestamp: window.clock.time)
        inputLog?.append(.touch(touch))
        window.send(touch)
    }

    /// The left button's bit in a motion event's button state (C's `SDL_BUTTON_LMASK`, a macro
    /// Swift does not import).
    static let leftButtonMask: UInt32 = 1 << (UInt32(SDL_BUTTON_LEFT) - 1)

    /// Whether a held key's auto-repeat reaches the app: only keys that move something step by
    /// step (the arrows, backspace) repeat; the rest act once per press.
    static func repeats(_ key: UIKey) -> Bool {
        switch key {
        case .up, .down, .left, .right, .backspace: true
        default: false
        }
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
