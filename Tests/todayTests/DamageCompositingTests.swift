import CairoRenderer
import Foundation
import HeadlessHost
import Testing
import TodayApp
import UIKit
import TestSupport
@testable import today

/// Compositing in bands on several threads, only the damage, and skipping what opaque views
/// cover gives the same pixels as compositing everything on one: the scripted Today session
/// (571 frames: scrolling, a card pressed and opened, the story dragged closed, a list story)
/// rendered by the host's renderer, in two bands, only what changed over the previous frame
/// and without the drawing hidden under opaque fills and backdrops, and by a second renderer
/// that draws every view of every frame as the walk reaches it on the calling thread, compared
/// on every pixel of every frame, at scales 1 and 2. Much of the session moves the whole screen
/// (a story opening over a blur, dragged, closing); the card presses, the scroll indicator fading and
/// the like are composited in part, the feed and the story scroll by copying the pixels that
/// moved, and the first frame of each opening draws the feed under its blur only where the
/// card left it.
@MainActor
struct DamageCompositingTests {
    @Test(arguments: [1.0, 2.0])
    func theSessionsFramesAreBitIdenticalInBandsAndDamageOnly(scale: Double) throws {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: scale)
        let app = TodayAppController(library: try StoriesLibrary.defaultLibrary(), date: Scene.referenceDate)
        host.window.rootViewController = app
        host.window.layoutIfNeeded()
        let whole = CairoRenderer(scale: scale)
        whole.compositesDamageOnly = false
        whole.reusesUnchangedFrames = false
        whole.compositingBands = 1
        whole.skipsOccludedDrawing = false
        host.renderer.compositingBands = 2  // on one core too, the bands run (one after the other)
        var differing: [Int] = []
        var partial = 0, damaged = 0, total = 0, banded = 0, occluding = 0, keptBehind = 0, recut = 0, overLastFrame = 0, covered = 0
        var handedOver = 0, scrolled = 0
        host.play(TodaySession.script) { frame, index in
            if frame.damage != nil, !frame.isUnchanged { partial += 1 }
            if !frame.isUnchanged { damaged += host.renderer.statistics.damagedPixels }
            total += frame.pixelWidth * frame.pixelHeight
            if host.renderer.statistics.bands > 1 { banded += 1 }
            if host.renderer.statistics.operationsOccluded > 0 { occluding += 1 }
            recut += host.renderer.statistics.bandsRecut
            keptBehind += host.renderer.statistics.backdropsBehindKept
            overLastFrame += host.renderer.statistics.backdropsOverLastFrame
            handedOver += host.renderer.statistics.backdropsKeptByHandOver
            if host.renderer.statistics.scrolledPixels > 0 { scrolled += 1 }
            covered += host.renderer.statistics.backdropPixelsCovered
            let reference = whole.render(host.window)
            if !frame.hasSamePixels(as: reference) { differing.append(index) }
        }
        #expect(differing.isEmpty, "frames \(differing.prefix(20)) differ (\(differing.count) in all)")
        // Damage must actually happen, or this test proves nothing.
        #expect(partial >= 10, "only \(partial) frames composited part of the frame")
        // Every composited frame, those with a scaled story (the drag and the close) included.
        #expect(banded >= 300, "only \(banded) frames composited in bands")
        #expect(occluding >= 100, "only \(occluding) frames skipped hidden drawing")
        #expect(keptBehind >= 50, "only \(keptBehind) frames copied the pixels kept behind a fading blur")
        // Each story opens with a blur computed over the feed left in the buffer, drawn again
        // only where the card was (two stories open in the session).
        #expect(overLastFrame >= 2, "only \(overLastFrame) blurs were computed over the frame before")
        // Each of those keeps the frame drawn so far as the pixels behind its blur and goes on
        // in a spare buffer, rather than copying them.
        #expect(handedOver >= 2, "only \(handedOver) blurs kept the frame drawn so far by handing it over")
        // The story card covers part of the blur fading in and out under it: that part is not
        // blended (at least a frame's worth of pixels over the session).
        #expect(Double(covered) >= (host.window.bounds.width * scale * host.window.bounds.height * scale).rounded(),
                "only \(covered) pixels of fading blurs were left to the card over them")
        // The feed's and the story's scrolling copy the pixels that moved (108 frames at scale 1).
        #expect(scrolled >= 100, "only \(scrolled) frames copied scrolled pixels")
        // Bands cut anew after a backdrop (a story card over the top half of a blurred feed).
        #expect(recut >= 20, "bands were cut anew only \(recut) times")
        print("bands: \(banded) frames, cut anew \(recut) times; occlusion: \(occluding) frames skipped hidden drawing, \(keptBehind) copied the pixels kept behind a fading blur (\(handedOver) kept by handing the frame over), \(overLastFrame) blurs computed over the frame before, \(covered) blurred pixels left to the card over them; damage: \(partial) frames composited in part, \(scrolled) copied scrolled pixels; \(String(format: "%.1f", 100 * Double(damaged) / Double(total))) % of all pixels composited")
    }
}
