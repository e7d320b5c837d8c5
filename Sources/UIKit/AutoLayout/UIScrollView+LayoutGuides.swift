import Foundation

// A scroll view's two layout guides (UIKit's, since iOS 11).
extension UIScrollView {
    /// The scroll view's content rectangle as a layout guide: its left and top are the content's
    /// origin, and its width and height are the content size. Constraints that decide the guide's
    /// size (a content view pinned to all four edges, a stack view's height) set
    /// ``contentSize`` at the next layout pass; where nothing decides it, the guide keeps the
    /// content size the app set.
    ///
    /// As UIKit does since before the guide existed, a constraint between an edge of the scroll
    /// view and a view inside it attaches to this guide too: `content.bottomAnchor ==
    /// scrollView.bottomAnchor` makes the content as tall as the content size, it does not end
    /// the content at the bottom of the frame.
    public var contentLayoutGuide: UILayoutGuide { systemLayoutGuide(.scrollContent) }

    /// The scroll view's frame rectangle as a layout guide, in the scroll view's own coordinates:
    /// its size is the frame's, and its origin is the content offset, so a view pinned to it
    /// stays where it is on screen while the content scrolls under it. Give the content its
    /// width (`content.widthAnchor == frameLayoutGuide.widthAnchor`) to scroll on one axis only.
    ///
    /// A constraint between the scroll view's width, height or centre and a view inside it
    /// attaches to this guide (UIKit attaches those to the frame).
    public var frameLayoutGuide: UILayoutGuide { systemLayoutGuide(.scrollFrame) }
}
