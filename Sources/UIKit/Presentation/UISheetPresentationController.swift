import Foundation
import Motion

/// The built-in sheets (UIKit's `UISheetPresentationController`, the presentation controller of
/// `.pageSheet`, `.automatic` and `.formSheet`), in the look the window's size classes call for:
/// - **card** (a compact width: the iOS 13+ card sheet): the sheet rises from the bottom with
///   10-point rounded corners to its selected detent (``detents``; the large one reaches 10
///   points below the status bar); at the large detent the presenter's view shrinks to 92 %
///   with rounded corners over black;
/// - **centred** (a regular width and height, as on an iPad): the presented view floats in the
///   middle over a dimmed background, at 540 × 620 points for a form sheet (or its
///   ``UIViewController/preferredContentSize``) and 704 points wide by the window's height less
///   64 for a page sheet (UIKit varies these by device); detents do not apply;
/// - **full** (adapted to full screen: a compact height): it fills the window, unless
///   ``prefersEdgeAttachedInCompactHeight`` keeps the card there (as wide as the window, or as
///   the presented controller's preferred width with
///   ``widthFollowsPreferredContentSizeWhenEdgeAttached``, centred).
///
/// Dragging the sheet: with one detent, dragging down dismisses it interactively (past 30 % of
/// its height, or faster than 800 points per second, it goes; otherwise it springs back). With
/// several, the sheet follows the finger between them (rubber-banding past the largest) and
/// settles on the detent nearest where the release was heading, or dismisses when flung or
/// dragged below half the smallest. A presented controller that ``UIViewController/isModalInPresentation``
/// (or a delegate that refuses) keeps the sheet up; the delegate hears the attempt.
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet rests at, in any order (`[.large()]` by default; an empty list is
    /// taken as that).
    public var detents: [Detent] = [.large()] {
        didSet {
            if detents.isEmpty { detents = [.large()] }
            layoutWhenSettled()
        }
    }
    /// The detent the sheet rests at (nil, or one not in ``detents``: the smallest).
    public var selectedDetentIdentifier: Detent.Identifier? { didSet { layoutWhenSettled() } }
    /// The largest detent at which the background is neither dimmed nor blocked (nil: always
    /// dimmed); above it, the dimming grows to full by the next detent.
    public var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { layoutWhenSettled() } }
    /// Whether a grabber shows at the top of the sheet.
    public var prefersGrabberVisible = false { didSet { layoutWhenSettled() } }
    /// Whether a drag up on the sheet's content scroll view, scrolled to its top edge, expands
    /// the sheet to a larger detent instead of scrolling (true by default, as UIKit). Either way
    /// a drag down there moves the sheet, and the content scrolls once the sheet is at its
    /// largest detent. The scroll view is the presented controller's
    /// ``UIViewController/contentScrollView(for:)``.
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether in a compact height (a phone in landscape) the sheet stays a card attached to the
    /// bottom edge, with its detents, instead of going full screen (false by default, as UIKit).
    public var prefersEdgeAttachedInCompactHeight = false { didSet { layoutWhenSettled() } }
    /// Whether an edge-attached card takes the presented controller's
    /// ``UIViewController/preferredContentSize`` width instead of the window's (false by
    /// default; no effect in a compact width with a regular height, where the card is always as
    /// wide as the window, as UIKit).
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false { didSet { layoutWhenSettled() } }
    /// The sheet's corner radius (nil: 10 points).
    public var preferredCornerRadius: CGFloat? { didSet { layoutWhenSettled() } }

    /// The black behind the shrunk presenter (or the dimming behind a centred sheet).
    let backdrop = UIView()
    /// The grabber.
    let grabber = UIView()
    private var pan: SheetDragGestureRecognizer?

    /// Where a sheet with several detents stands: the single source of truth for what decides
    /// its card's height.
    enum DetentState: Equatable {
        /// At (or springing to) the selected detent, which decides the height.
        case resting
        /// A finger holds the sheet, which was `start` points tall when the drag began and is
        /// `height` now; the height follows the finger until it lets go.
        case dragging(start: CGFloat, height: CGFloat)
    }

    /// Where the sheet's detent stands (moves `resting → dragging → resting`).
    private(set) var detentState = DetentState.resting

    /// The height a finger holds the sheet at, while one does.
    private var dragHeight: CGFloat? {
        if case .dragging(_, let height) = detentState { return height }
        return nil
    }

    static let topGap = StatusBar.height + 10
    static let presenterScale = 0.92
    static let cornerRadius = 10.0
    static let dimming = 0.4
    /// A form sheet's size when the presented controller prefers none.
    static let formSheetSize = CGSize(width: 540, height: 620)
    /// A centred page sheet's width.
    static let pageSheetWidth = 704.0

    /// How the sheet shows now.
    enum Look: Equatable {
        case card, centred, full
    }

    /// The look for the current style and the window's size classes.
    var look: Look {
        let style = currentStyle
        if style == .fullScreen || style == .overFullScreen { return .full }
        let traits = traitCollection
        return traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular ? .centred : .card
    }

    /// The card's frame at the large detent in a container's bounds.
    static func cardFrame(in bounds: CGRect) -> CGRect {
        CGRect(x: 0, y: topGap, width: bounds.width, height: Swift.max(0, bounds.height - topGap))
    }

    /// A sheet that prefers staying attached to the bottom edge keeps its style in a compact height.
    override var keepsStyleInCompactHeight: Bool { prefersEdgeAttachedInCompactHeight }

    /// The card's width in a container's bounds: the window's, or the preferred one when
    /// ``widthFollowsPreferredContentSizeWhenEdgeAttached`` applies.
    private func cardWidth(in bounds: CGRect) -> CGFloat {
        let traits = traitCollection
        let phonePortrait = traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular
        let preferred = presentedViewController.preferredContentSize.width
        guard widthFollowsPreferredContentSizeWhenEdgeAttached, !phonePortrait, preferred > 0, preferred.isFinite else { return bounds.width }
        return Swift.min(preferred, bounds.width)
    }

    /// False: the presenter stays under the sheet.
    open override var shouldRemovePresentersView: Bool { false }

    /// The card at its detent's height (or where the finger holds it), the centred sheet, or
    /// the whole container.
    open override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        switch look {
        case .card:
            let height = dragHeight ?? selectedHeight(in: bounds)
            let width = cardWidth(in: bounds)
            return CGRect(x: (bounds.width - width) / 2, y: bounds.height - height, width: width, height: height)
        case .full: return bounds
        case .centred:
            var size = CGSize(width: Self.pageSheetWidth, height: bounds.height - 64)
            let preferred = presentedViewController.preferredContentSize
            if currentStyle == .formSheet { size = preferred.width > 0 && preferred.height > 0 && preferred.isFinite ? preferred : Self.formSheetSize }
            size = CGSize(width: Swift.min(size.width, bounds.width - 40), height: Swift.min(size.height, bounds.height - 2 * Self.topGap))
            return CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        }
    }

    /// Runs `changes` (to ``detents``, ``selectedDetentIdentifier`` and the like) and animates
    /// the sheet to its new place on a spring.
    public func animateChanges(_ changes: () -> Void) {
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [.allowUserInteraction],
                       animations: {
            changes()
            self.layoutSheet()
        })
    }

    /// The detents' heights may have changed (a custom resolver reads something new): lays the
    /// sheet out again.
    public func invalidateDetents() {
        layoutWhenSettled()
    }

    // MARK: Detents

    /// The detents resolved in `bounds`, lowest first (duplicates of a height keep the first).
    func resolvedDetents(in bounds: CGRect) -> [(identifier: Detent.Identifier, height: CGFloat)] {
        let context = SheetDetentContext(maximumDetentValue: Self.cardFrame(in: bounds).height, containerTraitCollection: traitCollection)
        var resolved: [(identifier: Detent.Identifier, height: CGFloat)] = []
        for detent in detents {
            guard let height = detent.resolvedValue(in: context), !resolved.contains(where: { $0.identifier == detent.identifier }) else { continue }
            resolved.append((detent.identifier, height))
        }
        if resolved.isEmpty { resolved = [(.large, context.maximumDetentValue)] }
        return resolved.sorted { $0.height < $1.height }
    }

    /// The selected detent's height (the smallest's when none, or an unknown one, is selected).
    func selectedHeight(in bounds: CGRect) -> CGFloat {
        let resolved = resolvedDetents(in: bounds)
        return resolved.first { $0.identifier == selectedDetentIdentifier }?.height ?? resolved[0].height
    }

    /// How far toward the large look a sheet of `height` is: 0 at the detent below the
    /// largest (or 0 points), 1 at the largest.
    private func largeness(of height: CGFloat, in bounds: CGRect) -> CGFloat {
        let heights = resolvedDetents(in: bounds).map(\.height)
        guard let largest = heights.last, largest >= Self.cardFrame(in: bounds).height - 0.5 else { return 0 }
        let below = heights.dropLast().last ?? 0
        return Swift.min(1, Swift.max(0, (height - below) / Swift.max(1, largest - below)))
    }

    /// The dimming for a sheet of `height`: none up to the largest undimmed detent, full by the
    /// next one.
    private func dimming(for height: CGFloat, in bounds: CGRect) -> CGFloat {
        guard look != .full else { return 0 }
        guard look == .card, let undimmed = largestUndimmedDetentIdentifier else { return Self.dimming }
        let resolved = resolvedDetents(in: bounds)
        guard let index = resolved.firstIndex(where: { $0.identifier == undimmed }) else { return Self.dimming }
        let floor = resolved[index].height
        let ceiling = index + 1 < resolved.count ? resolved[index + 1].height : floor + 1
        return Self.dimming * Swift.min(1, Swift.max(0, (height - floor) / Swift.max(1, ceiling - floor)))
    }

    /// Touches outside an undimmed sheet reach the presenter.
    open override func passesTouchThrough(at point: CGPoint) -> Bool {
        guard look == .card, let containerView, presentedViewController.transitionCoordinator == nil else { return false }
        let frame = frameOfPresentedViewInContainerView
        return !frame.contains(point) && dimming(for: frame.height, in: containerView.bounds) == 0
    }

    // MARK: The presentation's phases

    /// Adds the backdrop (and the grabber), and dims and shapes the presenter along with the
    /// transition for the detent the sheet rises to.
    open override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        backdrop.backgroundColor = .black
        backdrop.frame = containerView.bounds
        backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backdrop.alpha = 0
        containerView.insertSubview(backdrop, at: 0)
        grabber.backgroundColor = UIColor(white: 0.75)
        grabber.layer.cornerRadius = 2.5
        updateCorners()
        updateGrabber()
        let bounds = containerView.bounds
        let height = frameOfPresentedViewInContainerView.height
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
            guard let self else { return }
            self.backdrop.alpha = self.dimming(for: height, in: bounds)
            self.shapePresenter(largeness: self.look == .card ? self.largeness(of: height, in: bounds) : 0)
        }, completion: nil)
    }

    /// A resize of the window moves the sheet to its place (and look) in the new size, unless
    /// a transition is moving it (that transition's end puts it there).
    open override func containerViewWillLayoutSubviews() {
        guard presentedViewController.transitionCoordinator == nil else { return }
        UIView.performWithoutAnimation { layoutSheet() }
    }

    /// Settles the layout (the window may have changed meanwhile) and adds the drag; a
    /// cancelled presentation takes its views away.
    open override func presentationTransitionDidEnd(_ completed: Bool) {
        guard completed else {
            backdrop.removeFromSuperview()
            grabber.removeFromSuperview()
            resetPresenter()
            return
        }
        // The window may have been resized (and the sheet adapted) while the sheet rose.
        UIView.performWithoutAnimation { layoutSheet() }
        let pan = SheetDragGestureRecognizer { [weak self] pan in self?.handleDrag(pan) }
        pan.shouldBegin = { [weak self] direction, point in self?.dragMayBegin(direction, at: point) ?? false }
        presentedView?.addGestureRecognizer(pan)
        self.pan = pan
    }

    /// The backdrop fades and the presenter returns to full size along with the dismissal.
    open override func dismissalTransitionWillBegin() {
        let presenterView: UIView = presentingViewController.view
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
            self?.backdrop.alpha = 0
            presenterView.transform = .identity
            presenterView.layer.cornerRadius = 0
        }, completion: nil)
    }

    /// A completed dismissal takes the backdrop, the grabber and the drag away.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        builtInDismissalInteraction = nil
        guard completed else { return }
        backdrop.removeFromSuperview()
        grabber.removeFromSuperview()
        if let pan { presentedView?.removeGestureRecognizer(pan) }
        resetPresenter()
    }

    // MARK: Layout

    /// Puts everything where the current look, detent and drag say, when no transition is
    /// moving the sheet.
    private func layoutWhenSettled() {
        guard containerView != nil, presentedViewController.transitionCoordinator == nil else { return }
        layoutSheet()
    }

    /// The sheet's frame, corners and grabber, the dimming and the presenter's shape.
    private func layoutSheet() {
        guard let containerView, let presentedView else { return }
        let frame = frameOfPresentedViewInContainerView
        presentedView.frame = frame
        updateCorners()
        updateGrabber()
        backdrop.alpha = dimming(for: frame.height, in: containerView.bounds)
        shapePresenter(largeness: look == .card ? largeness(of: frame.height, in: containerView.bounds) : 0)
    }

    /// Whether a drag setting off `direction` from `point` (window coordinates) moves the
    /// sheet. Up only with several detents; over the content scroll view, only at its top edge,
    /// and up only with ``prefersScrollingExpandsWhenScrolledToEdge`` below the largest
    /// detent. Sideways never.
    func dragMayBegin(_ direction: UIPanGestureRecognizer.Direction, at point: CGPoint) -> Bool {
        guard let containerView, direction == .up || direction == .down else { return false }
        let resolved = resolvedDetents(in: containerView.bounds)
        if direction == .up, resolved.count < 2 { return false }
        guard let scrollView = presentedViewController.contentScrollView(for: .top), scrollView.window != nil,
              scrollView.bounds.contains(scrollView.convert(point, from: nil)) else { return true }
        let atTopEdge = scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5
        guard atTopEdge else { return false }
        if direction == .down { return true }
        let largest = resolved[resolved.count - 1].height
        return prefersScrollingExpandsWhenScrolledToEdge && frameOfPresentedViewInContainerView.height < largest - 0.5
    }

    /// The presenter shrinks with the card as it nears the large detent.
    private func shapePresenter(largeness: CGFloat) {
        let presenterView: UIView = presentingViewController.view
        let scale = 1 - (1 - Self.presenterScale) * largeness
        presenterView.transform = largeness > 0 ? CGAffineTransform(scaleX: scale, y: scale) : .identity
        presenterView.layer.cornerRadius = Self.cornerRadius * largeness
        presenterView.layer.cornerCurve = .continuous
        presenterView.clipsToBounds = largeness > 0
    }

    private func updateCorners() {
        presentedView?.layer.cornerRadius = look == .full ? 0 : (preferredCornerRadius ?? Self.cornerRadius)
        presentedView?.layer.cornerCurve = .continuous
        presentedView?.clipsToBounds = look != .full
    }

    private func updateGrabber() {
        guard let presentedView, prefersGrabberVisible, look != .full else { return grabber.removeFromSuperview() }
        if grabber.superview !== presentedView { presentedView.addSubview(grabber) } else { presentedView.bringSubviewToFront(grabber) }
        grabber.frame = CGRect(x: (presentedView.bounds.width - 36) / 2, y: 5, width: 36, height: 5)
    }

    private func resetPresenter() {
        UIView.performWithoutAnimation {
            presentingViewController.view.transform = .identity
            presentingViewController.view.layer.cornerRadius = 0
            presentingViewController.view.clipsToBounds = false
        }
    }

    // MARK: Dragging

    private func handleDrag(_ pan: UIPanGestureRecognizer) {
        guard look != .full, let containerView else { return }
        if resolvedDetents(in: containerView.bounds).count > 1 || dragHeight != nil {
            return dragBetweenDetents(pan, in: containerView.bounds)
        }
        let height = Swift.max(1, frameOfPresentedViewInContainerView.height)
        switch pan.state {
        case .began:
            guard pan.translation(in: nil).y > 0, userWillDismiss() else { return }
            let interaction = UIPercentDrivenInteractiveTransition()
            interaction.completionCurve = .easeOut
            builtInDismissalInteraction = interaction
            presentedViewController.dismiss(animated: true)
        case .changed:
            builtInDismissalInteraction?.update(pan.translation(in: nil).y / height)
        case .ended, .cancelled:
            guard let interaction = builtInDismissalInteraction else { return }
            let velocity = pan.velocity(in: nil).y
            if pan.state == .ended, interaction.percentComplete > 0.3 || velocity > 800 {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        default:
            break
        }
    }

    /// Follows the finger between detents; on release, settles on the detent nearest where the
    /// sheet was heading (its height projected a tenth of a second ahead at the release speed),
    /// or dismisses when that is below half the smallest detent.
    private func dragBetweenDetents(_ pan: UIPanGestureRecognizer, in bounds: CGRect) {
        let resolved = resolvedDetents(in: bounds)
        let smallest = resolved[0].height, largest = resolved[resolved.count - 1].height
        switch pan.state {
        case .began:
            let start = frameOfPresentedViewInContainerView.height
            detentState = .dragging(start: start, height: start)
        case .changed:
            guard case .dragging(let start, _) = detentState else { return }
            let raw = start - pan.translation(in: nil).y
            detentState = .dragging(start: start, height: Self.rubberBand(raw, low: presentedViewController.isModalInPresentation ? smallest : 0,
                                                                          high: largest))
            UIView.performWithoutAnimation { layoutSheet() }
        case .ended, .cancelled:
            guard let height = dragHeight else { return }
            let velocity = pan.state == .ended ? pan.velocity(in: nil).y : 0
            let projected = height - velocity * 0.1
            if projected < smallest / 2 || (height < smallest && velocity > 800) {
                if userWillDismiss() {
                    UIView.performWithoutAnimation { layoutSheet() }
                    detentState = .resting
                    presentedViewController.dismiss(animated: true)
                    return
                }
            }
            let target = resolved.min { abs($0.height - projected) < abs($1.height - projected) } ?? resolved[0]
            let changed = target.identifier != (resolved.first { $0.identifier == selectedDetentIdentifier } ?? resolved[0]).identifier
            detentState = .resting
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0, options: [.allowUserInteraction],
                           animations: {
                self.selectedDetentIdentifier = target.identifier
                self.layoutSheet()
            })
            if changed, let delegate = delegate as? any UISheetPresentationControllerDelegate {
                delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
            }
        default:
            break
        }
    }

    /// `value` within `low…high`, and past either end by a fraction that shrinks the further it
    /// goes (the sheet resists being pulled beyond its detents).
    static func rubberBand(_ value: CGFloat, low: CGFloat, high: CGFloat) -> CGFloat {
        guard value.isFinite else { return low }
        func resist(_ excess: CGFloat) -> CGFloat { excess / (1 + excess / 60) }
        if value > high { return high + resist(value - high) }
        if value < low { return low - resist(low - value) }
        return value
    }
}

extension UIViewController {
    /// The sheet presentation controller of this controller's presentation, when its style is
    /// `.pageSheet`, `.formSheet` or `.automatic` (made on first use before presenting, so its
    /// detents can be set).
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }
}
