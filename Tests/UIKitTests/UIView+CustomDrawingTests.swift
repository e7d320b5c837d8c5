import Foundation
import Motion
import Testing
import TestSupport
import UIKit

/// A view that draws with UIKit's `draw(_:)`: the drawing runs when UIKit runs it, and is
/// replayed, placed by the content mode, whenever the renderer draws the view's content.
@MainActor
struct UIViewCustomDrawingTests {
    /// A view whose `draw(_:)` fills its rect in red and counts its calls.
    final class CountingView: UIView {
        var draws: [CGRect] = []
        override func draw(_ rect: CGRect) {
            draws.append(rect)
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    @Test func drawRunsWhenTheViewIsFirstShownAndAgainOnlyAfterSetNeedsDisplay() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.draws.isEmpty)  // not drawn before anything asks for its content
        #expect(view.drawsContent)
        #expect(view.drawsContent)
        let context = RecordingGraphicsContext()
        view.draw(in: context)
        #expect(view.draws == [CGRect(x: 0, y: 0, width: 100, height: 50)])
        #expect(context.calls == ["save", "fill M(0,0) L(10,0) L(10,10) L(0,10) Z rgba(1,0,0,1) winding", "restore"])
        view.setNeedsDisplay()
        #expect(view.drawsContent)
        #expect(view.draws.count == 2)
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        view.draw(in: RecordingGraphicsContext())
        #expect(view.draws.count == 3)
    }

    @Test func aNewSizeStretchesTheDrawingUnlessTheContentModeIsRedraw() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.drawsContent)
        view.bounds.size = CGSize(width: 200, height: 25)
        let stretched = RecordingGraphicsContext()
        view.draw(in: stretched)
        #expect(view.draws.count == 1)
        #expect(stretched.calls.prefix(2) == ["save", "concatenate [2 0 0 0.5 0 0]"])
        view.contentMode = .center
        let centred = RecordingGraphicsContext()
        view.draw(in: centred)
        #expect(view.draws.count == 1)  // placing the drawing anew does not draw again
        #expect(centred.calls.prefix(2) == ["save", "concatenate [1 0 0 1 50 -12.5]"])
        view.contentMode = .redraw
        view.draw(in: RecordingGraphicsContext())
        #expect(view.draws == [CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 0, y: 0, width: 200, height: 25)])
        view.bounds.size = CGSize(width: 80, height: 80)
        let redrawn = RecordingGraphicsContext()
        view.draw(in: redrawn)
        #expect(view.draws.count == 3)
        #expect(redrawn.calls.count == 3)  // drawn at its size: nothing to place
    }

    @Test func aViewOfNoSizeIsNotDrawnAndAPlainViewDrawsNothing() {
        let empty = CountingView(frame: .zero)
        #expect(!empty.drawsContent)
        #expect(empty.draws.isEmpty)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(!plain.drawsContent)
        let context = RecordingGraphicsContext()
        plain.draw(in: context)
        #expect(context.calls.isEmpty)
    }

    @Test func drawingIsInTheBoundsCoordinates() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.bounds.origin = CGPoint(x: 5, y: 5)
        let context = RecordingGraphicsContext()
        view.draw(in: context)
        #expect(view.draws == [CGRect(x: 5, y: 5, width: 100, height: 50)])
        #expect(context.calls[1] == "fill M(-5,-5) L(5,-5) L(5,5) L(-5,5) Z rgba(1,0,0,1) winding")
    }

    @Test func theCurrentContextIsTheViewsOnlyWhileItDraws() {
        final class ProbeView: UIView {
            var seen: [Bool] = []
            override func draw(_ rect: CGRect) { seen.append(UIGraphicsGetCurrentContext() != nil) }
        }
        let view = ProbeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(UIGraphicsGetCurrentContext() == nil)
        _ = view.drawsContent
        #expect(view.seen == [true])
        #expect(UIGraphicsGetCurrentContext() == nil)
        // With nothing current, drawing calls do nothing (and do not crash).
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5))
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).fill()
        "text".draw(at: .zero)
    }

    @Test func anImageViewPlacesItsImageByTheViewsContentMode() throws {
        let image = try #require(UIImage.filled(with: .red, pixelWidth: 10, pixelHeight: 10))
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        let version = view.contentVersion
        view.contentMode = .topLeft
        #expect(view.contentVersion != version)  // the renderer draws the image again, placed anew
        let context = RecordingGraphicsContext()
        view.draw(in: context)
        #expect(context.calls.contains("image 10x10 in (0,0 10x10) alpha 1"))
        view.contentMode = .bottomRight
        let moved = RecordingGraphicsContext()
        view.draw(in: moved)
        #expect(moved.calls.contains("image 10x10 in (30,10 10x10) alpha 1"))
        #expect(UIView.ContentMode.redraw.rawValue == 3 && UIView.ContentMode.bottomRight.rawValue == 12)  // UIKit's raw values
    }
}
