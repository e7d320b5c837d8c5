import Foundation
import HeadlessHost
import Motion
import Testing
import TestSupport
import TodayApp
import UIKit
import UIKitTools

/// The gallery's demos: the dimming sheet's hooks, frame after a resize and tap to close; every
/// demo opening and closing with the invariants holding.
@MainActor
struct GalleryTests {
    func makeHost() -> (HeadlessHost, GalleryViewController) {
        let host = HeadlessHost.checked()
        let gallery = GalleryViewController()
        host.window.rootViewController = gallery
        host.render()
        return (host, gallery)
    }

    @Test func theDimmingSheetCoversTheLowerTwoThirdsFollowsAResizeAndClosesOnATap() throws {
        let (host, gallery) = makeHost()
        let sheet = try #require(gallery.open(.dimmingSheet))
        let presentation = try #require(sheet.presentationController as? DimmingPresentationController)
        host.step(frames: 10)
        // The dimming fades in along with the presentation.
        #expect(presentation.dimmingView.presentation.alpha > 0.05 && presentation.dimmingView.presentation.alpha < 0.95)
        host.advance(by: 1)
        #expect(sheet.view.frame == CGRect(x: 0, y: 844.0 / 3, width: 390, height: 844.0 * 2 / 3))
        #expect(presentation.dimmingView.superview != nil && presentation.dimmingView.alpha == 1)
        // A resize with the sheet open: the container relayouts, the sheet keeps the lower thirds.
        host.window.resize(to: CGSize(width: 844, height: 390))
        host.step()
        #expect(sheet.view.frame == CGRect(x: 0, y: 130, width: 844, height: 260))
        #expect(presentation.dimmingView.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        // A tap on the dimming (above the sheet) dismisses; the dimming stays until it ends.
        var finger = Finger(on: host.window)
        finger.tap(at: CGPoint(x: 400, y: 60))
        host.step(frames: 5)
        #expect(host.window.activeTransition?.kind == .dismissal)
        #expect(presentation.dimmingView.superview != nil)
        host.advance(by: 1)
        #expect(gallery.presentedViewController == nil && presentation.dimmingView.superview == nil)
        // The transition hooks in order (the container's layout hooks run in between, on every
        // layout pass).
        #expect(presentation.hooks.filter { !$0.hasPrefix("container") && !$0.hasPrefix("viewWillTransition") }
                == ["presentationTransitionWillBegin", "presentationTransitionDidEnd(true)",
                    "dismissalTransitionWillBegin", "dismissalTransitionDidEnd(true)"])
        #expect(presentation.hooks.contains("viewWillTransition(to: 844x390)(presentationController)"))
        #expect(host.invariantViolations.isEmpty, "\(host.invariantViolations)")
    }

    /// A quarter of a second into each demo's opening (and a card's flip), against references
    /// reviewed by eye (scale 1; 24/255 a channel on up to 0.2 % of the pixels).
    @Test func aFrameOfEachDemoMidTransitionMatchesItsReference() throws {
        for demo in GalleryDemo.allCases {
            let (host, gallery) = makeHost()
            let controller = try #require(gallery.open(demo))
            expectMatchesReference(host.step(frames: 15).image(), named: "gallery-\(demo.rawValue)")
            if let grid = controller as? PetGridViewController {
                host.advance(by: 1)
                grid.reveal(petAt: 1)
                expectMatchesReference(host.step(frames: 21).image(), named: "gallery-flip-card")
            }
            if let list = controller as? MatchedListViewController {
                host.advance(by: 1)
                list.showDetail()
                expectMatchesReference(host.step(frames: 30).image(), named: "gallery-matched-flight")
            }
        }
    }

    @Test(arguments: GalleryDemo.allCases)
    func everyDemoOpensAndClosesBackToTheList(demo: GalleryDemo) throws {
        let (host, gallery) = makeHost()
        let controller = try #require(gallery.open(demo))
        host.advance(by: 1)
        #expect(gallery.presentedViewController === controller && controller.appearanceState == .appeared)
        #expect(gallery.handle(.escape))
        host.advance(by: 1)
        #expect(gallery.presentedViewController == nil && gallery.appearanceState == .appeared)
        #expect(gallery.view.window === host.window)
        #expect(host.invariantViolations.isEmpty, "\(host.invariantViolations)")
    }
}

/// The matched-elements demo: each shared element's snapshots fly from its frame on the first
/// screen to its frame on the second, cross-fading, and everything is back in place after.
@MainActor
struct MatchedElementsTests {
    @Test func theSharedElementsFlyToTheirPlacesAndBack() throws {
        let host = HeadlessHost.checked()
        let list = MatchedListViewController()
        host.window.rootViewController = list
        host.render()
        let startFrames = list.matchedElements.mapValues { $0.convert($0.bounds, to: nil) }
        let detail = try #require(list.showDetail())
        let animator = try #require(host.window.activeTransition?.animator as? MatchedElementsAnimator)
        #expect(Set(animator.flights.keys) == ["picture", "name", "line"])
        let endFrames = detail.matchedElements.mapValues { $0.convert($0.bounds, to: nil) }
        // Half way (0.5 s of an ease-in-out second): every element half way, both snapshots
        // half faded, the originals hidden.
        host.advance(by: 0.5)
        for (key, flight) in animator.flights {
            let start = try #require(startFrames[key]), end = try #require(endFrames[key])
            let state = flight.from.presentation
            #expect(isClose(state.center, CGPoint(x: (start.midX + end.midX) / 2, y: (start.midY + end.midY) / 2), within: 0.5), "\(key)")
            #expect(isClose(state.bounds.width, (start.width + end.width) / 2, within: 0.5), "\(key)")
            #expect(isClose(flight.from.presentation.alpha, 0.5, within: 0.02) && isClose(flight.to.presentation.alpha, 0.5, within: 0.02))
        }
        #expect(list.matchedElements.values.allSatisfy(\.isHidden) && detail.matchedElements.values.allSatisfy(\.isHidden))
        host.advance(by: 0.6)
        #expect(host.window.activeTransition == nil && animator.flights.isEmpty)
        #expect(detail.matchedElements.values.allSatisfy { !$0.isHidden } && list.view.alpha == 1)
        // And back.
        detail.dismiss(animated: true)
        host.advance(by: 1.2)
        #expect(list.presentedViewController == nil && list.matchedElements.values.allSatisfy { !$0.isHidden })
        #expect(list.matchedElements.mapValues { $0.convert($0.bounds, to: nil) } == startFrames)
        #expect(host.invariantViolations.isEmpty, "\(host.invariantViolations)")
    }
}
