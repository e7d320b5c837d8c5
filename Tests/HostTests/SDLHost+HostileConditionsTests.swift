import CSDL2
import Foundation
import Motion
import SDLHost
import Testing
import UIKit

/// The SDL host under the conditions a real desktop throws at a window, played with synthesized
/// SDL events under the dummy video driver: each ends with the engine's invariants holding (a
/// checker runs after every frame in every build) and the app settled.
extension SDLHostTests {
@MainActor
struct HostileConditions {
    /// A view filling the window that writes down every touch it gets, as `phase x,y`.
    final class TouchLogView: UIView {
        var log: [String] = []
        private func note(_ phase: String, _ touches: Set<UITouch>) {
            for touch in touches { log.append("\(phase) \(Int(touch.location.x)),\(Int(touch.location.y))") }
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("moved", touches) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended", touches) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { note("cancelled", touches) }
    }

    /// A manual clock for the host: the test says how long each frame takes.
    final class FakeTime {
        var now = 0.0
    }

    /// A host at scale 1 (pixels are points) with a touch log filling its root controller's
    /// view, an invariant checker and a manual time source; frames are not paced.
    func makeHost(time: FakeTime) throws -> (SDLHost, TouchLogView) {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let window = UIWindow(size: CGSize(width: 200, height: 300))
        let root = UIViewController()
        let touches = TouchLogView(frame: window.bounds)
        root.view.addSubview(touches)
        window.rootViewController = root
        let host = try SDLHost(showing: window, scale: 1, title: "hostile")
        host.invariantChecker = InvariantChecker()
        host.pacesFrames = false
        host.timeSource = { time.now }
        host.inputLog = InputLog()
        // Drain what the driver itself posts on opening (shown, exposed, focus).
        host.run(maximumFrames: 1)
        return (host, touches)
    }

    /// Runs one hostile scene on a fresh host, then lets the app settle, checks the invariants
    /// held after every frame and hold now, and closes the window.
    func hostile(_ scene: (SDLHost, TouchLogView, FakeTime) throws -> Void) throws {
        let time = FakeTime()
        let (host, touches) = try makeHost(time: time)
        defer { host.close() }
        try scene(host, touches, time)
        settle(host, time: time)
        expectInvariantsHold(host)
    }

    /// Runs `count` frames of `frameLength` seconds each.
    func run(_ host: SDLHost, frames count: Int, time: FakeTime, frameLength: Double = 1.0 / 60, onKey: (UIKey) -> Bool = { _ in false }) {
        host.run(maximumFrames: host.framesPresented + count, onKey: onKey, onFrame: { _, _ in time.now += frameLength })
    }

    /// Runs frames until nothing is in flight or queued and no animation runs (at most 10 s).
    func settle(_ host: SDLHost, time: FakeTime) {
        for _ in 0..<600 {
            let window = host.window
            if window.activeTransition == nil, !window.hasQueuedTransitions, !window.hasRunningAnimations { return }
            run(host, frames: 1, time: time)
        }
        Issue.record("still busy 10 s after input stopped")
    }

    /// The invariants hold now, and held after every frame (the checker reports each once).
    func expectInvariantsHold(_ host: SDLHost) {
        #expect(host.invariantChecker?.check(host.window) == [])
        #expect(host.reportedViolations.isEmpty)
    }

    func push(_ event: SDL_Event) {
        var event = event
        #expect(SDL_PushEvent(&event) == 1, "SDL refused the event: \(String(cString: SDL_GetError()))")
    }

    func mouseButton(_ type: SDL_EventType, x: Int32, y: Int32) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
        event.button.clicks = 1
        event.button.x = x
        event.button.y = y
        return event
    }

    func mouseMotion(x: Int32, y: Int32, leftHeld: Bool = true) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.state = leftHeld ? 1 << (UInt32(SDL_BUTTON_LEFT) - 1) : 0  // SDL_BUTTON_LMASK
        event.motion.x = x
        event.motion.y = y
        return event
    }

    func windowEvent(_ id: SDL_WindowEventID, _ data1: Int32 = 0, _ data2: Int32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(id.rawValue)
        event.window.data1 = data1
        event.window.data2 = data2
        return event
    }

    func key(_ code: SDL_KeyCode, repeat isRepeat: Bool) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.state = UInt8(SDL_PRESSED)
        event.key.repeat = isRepeat ? 1 : 0
        event.key.keysym.sym = SDL_Keycode(code.rawValue)
        return event
    }

    @Test func aButtonReleasedOutsideTheWindowMidDragEndsTheTouchThere() throws {
        try hostile { host, touches, time in
            push(mouseButton(SDL_MOUSEBUTTONDOWN, x: 20, y: 30))
            push(mouseMotion(x: 60, y: 90))
            run(host, frames: 1, time: time)
            push(mouseMotion(x: 250, y: 400))
            push(mouseButton(SDL_MOUSEBUTTONUP, x: -40, y: 500))
            // What follows the release is not part of any touch.
            push(mouseMotion(x: 70, y: 70, leftHeld: false))
            push(mouseButton(SDL_MOUSEBUTTONUP, x: 70, y: 70))
            run(host, frames: 2, time: time)
            #expect(touches.log == ["began 20,30", "moved 60,90", "moved 250,400", "ended -40,500"])
        }
    }

    @Test func focusLostMidGestureCancelsTheTouchAndItsReleaseIsIgnored() throws {
        try hostile { host, touches, time in
            var states: [UIGestureRecognizer.State] = []
            let pan = UIPanGestureRecognizer { states.append($0.state) }
            touches.addGestureRecognizer(pan)
            push(mouseButton(SDL_MOUSEBUTTONDOWN, x: 100, y: 100))
            run(host, frames: 1, time: time)
            for step in 1...10 { push(mouseMotion(x: 100, y: Int32(100 + 8 * step))) }
            run(host, frames: 1, time: time)
            #expect(states.last == .changed)
            push(windowEvent(SDL_WINDOWEVENT_FOCUS_LOST))
            push(mouseMotion(x: 100, y: 250))
            push(mouseButton(SDL_MOUSEBUTTONUP, x: 100, y: 260))
            run(host, frames: 2, time: time)
            // The pan took the touch from the view (which was cancelled then); the recognizer is
            // cancelled by the lost focus, and nothing after it reaches anyone.
            #expect(touches.log.last?.hasPrefix("cancelled") == true)
            #expect(states.last == .cancelled)
            #expect(pan.state == .possible)
            #expect(!touches.log.contains { $0.hasPrefix("ended") || $0 == "moved 100,250" })
        }
    }

    @Test func aReleaseTheWindowNeverHeardCancelsTheTouchAtTheNextMotion() throws {
        try hostile { host, touches, time in
            push(mouseButton(SDL_MOUSEBUTTONDOWN, x: 10, y: 10))
            push(mouseMotion(x: 15, y: 15))
            push(mouseMotion(x: 50, y: 50, leftHeld: false))
            push(mouseMotion(x: 60, y: 60, leftHeld: false))
            run(host, frames: 1, time: time)
            #expect(touches.log == ["began 10,10", "moved 15,15", "cancelled 15,15"])
        }
    }

    @Test func minimisedAndRestoredMidTransitionItFinishes() throws {
        try hostile { host, _, time in
            var visibility: [Bool] = []
            host.onVisibilityChange = { visibility.append($0) }
            let presented = UIViewController()
            host.window.rootViewController?.present(presented, animated: true)
            run(host, frames: 5, time: time)
            #expect(host.window.activeTransition != nil)
            push(mouseButton(SDL_MOUSEBUTTONDOWN, x: 100, y: 100))
            push(windowEvent(SDL_WINDOWEVENT_MINIMIZED))
            run(host, frames: 30, time: time)
            push(windowEvent(SDL_WINDOWEVENT_RESTORED))
            push(windowEvent(SDL_WINDOWEVENT_EXPOSED))
            let copiedBefore = host.framesCopied
            run(host, frames: 1, time: time)
            settle(host, time: time)
            #expect(visibility == [false, true])
            #expect(host.window.rootViewController?.presentedViewController === presented)
            // The restored window gets a fresh copy of the frame even though nothing changed.
            #expect(host.framesCopied > copiedBefore)
        }
    }

    @Test func thousandsOfResizesInOneFrameReachTheWindowOnceAtTheLastSize() throws {
        try hostile { host, _, time in
            let presented = UIViewController()
            host.window.rootViewController?.present(presented, animated: true)
            run(host, frames: 3, time: time)
            let resizesBefore = host.inputLog?.entries.filter { if case .resize = $0 { true } else { false } }.count ?? -1
            for index in 0..<3_000 {
                push(windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED, Int32(index % 7 == 0 ? 0 : 100 + index % 500), Int32(50 + index % 900)))
            }
            push(windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED, 320, 480))
            run(host, frames: 1, time: time)
            let resizes = host.inputLog?.entries.filter { if case .resize = $0 { true } else { false } }.count ?? -1
            #expect(resizes - resizesBefore == 1)
            #expect(host.window.bounds.size == CGSize(width: 320, height: 480))
            settle(host, time: time)
            // Laid out exactly as the same presentation in a window opened at that size.
            let reference = UIWindow(size: CGSize(width: 320, height: 480))
            reference.rootViewController = UIViewController()
            let referencePresented = UIViewController()
            reference.rootViewController?.present(referencePresented, animated: false)
            reference.tick(elapsed: 0)
            #expect(host.window.rootViewController?.view.frame == reference.rootViewController?.view.frame)
            #expect(presented.view.frame == referencePresented.view.frame)
        }
    }

    @Test func aFrameThatTakesTwoSecondsAdvancesTheClockAQuarterSecond() throws {
        try hostile { host, _, time in
            host.window.rootViewController?.present(UIViewController(), animated: true)
            run(host, frames: 3, time: time)
            let before = host.window.clock.time
            run(host, frames: 1, time: time, frameLength: 2)   // this frame's time is read by the next
            run(host, frames: 1, time: time)
            #expect(abs(host.window.clock.time - before - (1.0 / 60 + SDLHost.maximumFrameInterval)) < 1e-9)
            // A clock that jumps backwards counts as no time.
            time.now -= 5
            let beforeBackwards = host.window.clock.time
            run(host, frames: 1, time: time)
            #expect(host.window.clock.time == beforeBackwards)
            settle(host, time: time)
            #expect(host.window.rootViewController?.presentedViewController != nil)
        }
    }

    @Test func heldKeysActOnceExceptTheArrowsAndAnEscapeStormMidTransitionSettles() throws {
        try hostile { host, _, time in
            let root = try #require(host.window.rootViewController)
            var keys: [UIKey] = []
            let onKey: (UIKey) -> Bool = { key in
                keys.append(key)
                if key == .escape { root.presentedViewController?.dismiss(animated: true) }
                if key == .enter, root.presentedViewController == nil { root.present(UIViewController(), animated: true) }
                return true
            }
            push(key(SDLK_r, repeat: false))
            for _ in 0..<500 { push(key(SDLK_r, repeat: true)) }
            for _ in 0..<200 { push(key(SDLK_DOWN, repeat: true)) }
            run(host, frames: 1, time: time, onKey: onKey)
            #expect(keys.filter { $0 == .character("r") }.count == 1)
            #expect(keys.filter { $0 == .down }.count == 200)
            // Present, then a storm of real presses of Escape and Enter while it animates.
            push(key(SDLK_RETURN, repeat: false))
            run(host, frames: 2, time: time, onKey: onKey)
            for index in 0..<400 {
                push(key(index % 3 == 0 ? SDLK_RETURN : SDLK_ESCAPE, repeat: index % 2 == 1))
                if index % 40 == 0 { run(host, frames: 1, time: time, onKey: onKey) }
            }
            run(host, frames: 1, time: time, onKey: onKey)
            settle(host, time: time)
            push(key(SDLK_ESCAPE, repeat: false))
            run(host, frames: 1, time: time, onKey: onKey)
            settle(host, time: time)
            #expect(root.presentedViewController == nil)
        }
    }

    /// SDL's text input event for `text` (at most 31 bytes).
    func textInput(_ text: String) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &event.text.text) { buffer in
            for (index, byte) in text.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        return event
    }

    @Test func typingGoesToTheFieldBeingEditedAndCharactersAreNotShortcutsMeanwhile() throws {
        try hostile { host, touches, time in
            let field = UITextField(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
            touches.addSubview(field)
            var shortcuts: [UIKey] = []
            let onKey: (UIKey) -> Bool = { shortcuts.append($0); return true }
            // Not editing: keys are the app's.
            push(key(SDLK_a, repeat: false))
            push(textInput("a"))
            run(host, frames: 1, time: time, onKey: onKey)
            #expect(shortcuts == [.character("a")] && field.text == "")
            // A click begins editing; SDL sends a key and its text for each character.
            push(mouseButton(SDL_MOUSEBUTTONDOWN, x: 50, y: 30))
            push(mouseButton(SDL_MOUSEBUTTONUP, x: 50, y: 30))
            run(host, frames: 1, time: time, onKey: onKey)
            #expect(field.isEditing)
            for (code, text) in [(SDLK_q, "Q"), (SDLK_u, "ü")] {
                push(key(code, repeat: false))
                push(textInput(text))
            }
            push(key(SDLK_SPACE, repeat: false))
            push(textInput(" "))
            push(key(SDLK_BACKSPACE, repeat: false))
            push(key(SDLK_ESCAPE, repeat: false))
            run(host, frames: 1, time: time, onKey: onKey)
            #expect(field.text == "Qü", "the space was typed, then deleted")
            #expect(shortcuts == [.character("a"), .escape], "'q' did not quit; Escape is still the app's")
            #expect(host.isRunning)
            // Return ends nothing by itself (no action for .editingDidEndOnExit).
            push(key(SDLK_RETURN, repeat: false))
            run(host, frames: 1, time: time, onKey: onKey)
            #expect(field.isEditing)
            #expect(host.inputLog?.entries.contains(.text("ü")) == true && host.inputLog?.entries.contains(.key(.backspace)) == true)
        }
    }
}
}
