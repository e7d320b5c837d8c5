import Foundation
import HeadlessHost
import Motion
import Testing
import TestSupport
import UIKit

@MainActor
struct HeadlessHostTests {
    @Test func theClockAdvancesOnlyWhenTheHostSteps() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1, framesPerSecond: 60)
        #expect(host.time == 0)
        host.render()
        #expect(host.time == 0)
        host.step(frames: 30)
        #expect(isClose(host.time, 0.5, within: 1e-9))
        host.advance(by: 1)
        #expect(isClose(host.time, 1.5, within: 1e-9))
    }

    @Test func aScriptedDragScrollsAScrollViewThroughTouches() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
        let scroll = UIScrollView(frame: host.window.bounds)
        scroll.contentSize = CGSize(width: 390, height: 4000)
        host.window.addSubview(scroll)
        var frames = 0
        let script = InputScript(events: InputScript.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), time: 0.1, length: 0.25), duration: 0.5)
        host.play(script) { frame, _ in
            frames += 1
            #expect(frame.pixelWidth == 390)
        }
        #expect(frames == 31)  // frame 0 plus 30 ticks of 1/60 s
        // 300 points in 15 moves of 20: the pan begins after the first move, so the content
        // follows for 280 points, then flings at 1200 points/s for the remaining 0.15 s.
        #expect(isClose(scroll.contentOffset.y, 280 + Deceleration(initialVelocity: 1200).value(at: 0.15), within: 1))
        #expect(scroll.isDecelerating)
    }

    @Test func scriptedTouchesDriveGestureRecognizers() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 410))
        host.window.addSubview(card)
        var log: [String] = []
        let press = UILongPressGestureRecognizer { log.append("press \($0.state)") }
        press.minimumPressDuration = 0
        press.cancelsTouchesInView = false
        let tap = UITapGestureRecognizer { _ in log.append("tap") }
        final class Both: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
        }
        let both = Both()
        press.delegate = both
        card.addGestureRecognizer(press)
        card.addGestureRecognizer(tap)
        let script = InputScript(events: InputScript.tap(at: CGPoint(x: 200, y: 300), time: 0.1), duration: 0.3)
        host.play(script) { _, _ in }
        #expect(log == ["press began", "press ended", "tap"])
    }

    @Test func framesAreWrittenAsPNGFiles() throws {
        let host = HeadlessHost(size: CGSize(width: 20, height: 20), scale: 2)
        host.window.backgroundColor = .systemBlue
        let path = NSTemporaryDirectory() + "today-host-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try host.writeFrame(to: path)
        let image = try UIImage.load(contentsOfFile: path)
        #expect(image.pixelWidth == 40 && image.color(atPixelX: 5, y: 5) == .systemBlue.inLight)
    }

    @Test func aReplayedLogTypesIntoTheFieldBeingEditedAsTheLiveOneDid() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100), scale: 1)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
        host.window.addSubview(field)
        let log = InputLog()
        for phase in [UITouch.Phase.began, .ended] {
            log.append(.touch(UITouch(location: CGPoint(x: 50, y: 30), phase: phase, timestamp: 0)))
        }
        log.append(.tick(1.0 / 60))
        log.append(.text("Linux"))
        log.append(.key(.backspace))
        log.append(.key(.escape))
        log.append(.tick(1.0 / 60))
        var keys: [UIKey] = []
        host.replay(log, onKey: { keys.append($0) }) { _, _ in }
        #expect(field.isEditing && field.text == "Linu")
        #expect(keys == [.escape], "backspace went to the field; Escape to the app")
    }
}
