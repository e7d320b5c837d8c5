import Foundation

extension UIViewController {
    /// A transition a controller prefers when it is presented or pushed (UIKit's
    /// `UIViewController.Transition`, iOS 18): the zoom, or one of the modal transition styles.
    /// Set it as ``UIViewController/preferredTransition``; a transitioning or navigation
    /// delegate's animator still wins.
    @MainActor @preconcurrency
    public final class Transition {
        /// What the transition does.
        enum Style {
            case zoom(options: ZoomOptions?, sourceViewProvider: @MainActor (UIZoomTransitionSourceViewProviderContext) -> UIView?)
            case modal(UIModalTransitionStyle)
        }

        let style: Style
        /// The interaction that drags a zoomed controller back into its source, once it is up.
        var zoomDismissal: ZoomDismissInteraction?

        private init(style: Style) {
            self.style = style
        }

        /// The zoom: the controller grows out of the view `sourceViewProvider` returns (asked
        /// again when it goes back, so it can return the view where it is then; nil zooms from
        /// and into the middle of the screen) and shrinks back into it; dragging it down takes it
        /// back interactively.
        public static func zoom(options: ZoomOptions? = nil,
                                sourceViewProvider: @escaping @MainActor (UIZoomTransitionSourceViewProviderContext) -> UIView?) -> Transition {
            Transition(style: .zoom(options: options, sourceViewProvider: sourceViewProvider))
        }

        /// The built-in slide up from the bottom.
        public static var coverVertical: Transition { Transition(style: .modal(.coverVertical)) }
        /// The built-in cross-fade.
        public static var crossDissolve: Transition { Transition(style: .modal(.crossDissolve)) }
        /// The built-in horizontal flip.
        public static var flipHorizontal: Transition { Transition(style: .modal(.flipHorizontal)) }
        /// The page curl (drawn as a cross-fade here, as `.transitionCurlUp` is).
        public static var partialCurl: Transition { Transition(style: .modal(.crossDissolve)) }

        /// Options of the zoom (UIKit's `UIViewController.Transition.ZoomOptions`).
        @MainActor @preconcurrency
        public final class ZoomOptions {
            /// Whether a drag may start taking the zoomed controller back (nil: always).
            public var interactiveDismissShouldBegin: (@MainActor (UIZoomTransitionInteractionContext) -> Bool)?
            /// The colour that dims the screen behind the zoomed controller (black at 25 % when nil).
            public var dimmingColor: UIColor?

            /// Default options.
            public init() {}
        }

        /// The zoom's source view provider and options, when this is a zoom.
        var zoom: (options: ZoomOptions?, sourceViewProvider: @MainActor (UIZoomTransitionSourceViewProviderContext) -> UIView?)? {
            if case .zoom(let options, let provider) = style { return (options, provider) }
            return nil
        }
    }
}

/// What a zoom's source view provider is given (UIKit's `UIZoomTransitionSourceViewProviderContext`).
@MainActor @preconcurrency
public final class UIZoomTransitionSourceViewProviderContext {
    /// The controller the zoom starts from (the presenter, or the screen under a push).
    public let sourceViewController: UIViewController
    /// The controller that zooms.
    public let zoomedViewController: UIViewController

    init(sourceViewController: UIViewController, zoomedViewController: UIViewController) {
        self.sourceViewController = sourceViewController
        self.zoomedViewController = zoomedViewController
    }
}

/// What a zoom's `interactiveDismissShouldBegin` is given (UIKit's `UIZoomTransitionInteractionContext`).
@MainActor @preconcurrency
public final class UIZoomTransitionInteractionContext {
    /// Where the finger is, in the zoomed controller's view.
    public let location: CGPoint
    /// The finger's velocity, in points a second.
    public let velocity: CGVector
    /// Whether the drag would begin (true unless the zoom is already moving).
    public let willBegin: Bool

    init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
        self.location = location
        self.velocity = velocity
        self.willBegin = willBegin
    }
}
