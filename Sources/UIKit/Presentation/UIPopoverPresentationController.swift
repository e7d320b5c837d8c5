import Foundation
import Motion

/// The `.popover` presentation (UIKit's `UIPopoverPresentationController`): in a regular-width,
/// regular-height window the presented view floats at its ``UIViewController/preferredContentSize``
/// beside ``sourceView``, with an arrow pointing at it, over a lightly dimmed background; a tap
/// outside closes it (unless it lands on one of ``passthroughViews``, which get the touch).
///
/// Adapted (see `UIPresentationController+Adaptivity.swift`) it shows as a sheet from the
/// bottom (`.formSheet`, `.pageSheet`; the presenter does not shrink behind it) or fills the
/// window (`.fullScreen`, `.overFullScreen`), without the arrow.
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    public weak var sourceView: UIView? { didSet { containerView?.setNeedsLayout() } }
    /// The rectangle in ``sourceView`` the popover points at (`.zero`: its bounds).
    public var sourceRect: CGRect = .zero { didSet { containerView?.setNeedsLayout() } }
    /// The directions the arrow may point (`.any` by default).
    public var permittedArrowDirections: UIPopoverArrowDirection = .any { didSet { containerView?.setNeedsLayout() } }
    /// The direction the arrow points now (`.unknown` before layout and while adapted).
    public private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// Views outside the popover that keep receiving touches while it shows (a tap on them does
    /// not close it).
    public var passthroughViews: [UIView]?
    /// The popover's colour (the arrow included); white when nil.
    public var backgroundColor: UIColor? { didSet { background.fillColor = backgroundColor ?? .popoverBackground } }
    /// How close to the window's edges the popover may come.
    public var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10) {
        didSet { containerView?.setNeedsLayout() }
    }

    /// The content size when the presented controller states none: 320 × 480 points.
    public static let defaultContentSize = CGSize(width: 320, height: 480)
    /// The least room, in points, a side must leave for the popover to go there.
    static let minimumSide = 44.0
    /// The dimming over the background while it shows as a popover, and as a sheet.
    static let popoverDimming = 0.1, sheetDimming = 0.4

    /// Catches taps outside the popover.
    let dimmingView = UIView()
    /// The rounded shape and arrow behind the content.
    let background = PopoverBackgroundView()
    private var placement = Placement(content: .zero, direction: .unknown, arrowOffset: 0)

    /// Where the popover goes: the content rectangle in the container, the arrow's direction and
    /// where along its side the tip is.
    struct Placement {
        var content: CGRect
        var direction: UIPopoverArrowDirection
        var arrowOffset: CGFloat
    }

    /// Whether it shows as a popover now (not adapted).
    var showsAsPopover: Bool { currentStyle == .popover }

    /// The popover's content rectangle, or, adapted, the sheet's frame or the whole container.
    open override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        switch currentStyle {
        case .popover: return place(in: bounds).content
        case .formSheet, .pageSheet: return UISheetPresentationController.cardFrame(in: bounds)
        default: return bounds
        }
    }

    /// The dimming view and, as a popover, the background; they fade in along with the
    /// transition.
    open override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.tappedOutside() })
        containerView.insertSubview(dimmingView, at: 0)
        background.alpha = 0
        containerView.insertSubview(background, aboveSubview: dimmingView)
        updateChrome()
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
            guard let self else { return }
            self.dimmingView.alpha = self.showsAsPopover ? Self.popoverDimming : Self.sheetDimming
            self.background.alpha = 1
        }, completion: nil)
    }

    /// A cancelled presentation takes its views away.
    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if completed {
            UIView.performWithoutAnimation { presentedView?.frame = frameOfPresentedViewInContainerView }
        } else {
            removeChrome()
        }
    }

    /// The dimming and the background fade out along with the dismissal.
    open override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
            self?.dimmingView.alpha = 0
            self?.background.alpha = 0
        }, completion: nil)
    }

    /// A completed dismissal takes the views away.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { removeChrome() }
    }

    /// Places the popover (and, when no transition moves it, the content) for the container's
    /// size.
    open override func containerViewWillLayoutSubviews() {
        updateChrome()
        guard presentedViewController.transitionCoordinator == nil, let presentedView else { return }
        presentedView.frame = frameOfPresentedViewInContainerView
    }

    /// Adapting shows or hides the arrow and changes the dimming.
    open override func adaptiveStyleDidChange() {
        super.adaptiveStyleDidChange()
        UIView.performWithoutAnimation {
            if background.superview != nil { dimmingView.alpha = showsAsPopover ? Self.popoverDimming : Self.sheetDimming }
            updateChrome()
            if presentedViewController.transitionCoordinator == nil { presentedView?.frame = frameOfPresentedViewInContainerView }
        }
    }

    /// Touches on the passthrough views (outside the popover) go through to them.
    open override func passesTouchThrough(at point: CGPoint) -> Bool {
        guard showsAsPopover, let containerView, let passthroughViews, !placement.content.contains(point) else { return false }
        return passthroughViews.contains { view in
            view.window != nil && view.convert(view.bounds, to: containerView).contains(point)
        }
    }

    // MARK: Placement

    /// Where the popover goes in `bounds`: below the source if it fits (arrow up), else above,
    /// else to the right, else to the left, among the permitted directions; when none fits, on
    /// the side with the most room, shortened to fit; centred without an arrow when no side
    /// leaves ``minimumSide`` points.
    func place(in bounds: CGRect) -> Placement {
        let window = containerView?.window
        let safeTop = window?.screenSafeAreaInsets.top ?? 0
        let area = CGRect(x: bounds.minX + popoverLayoutMargins.left, y: bounds.minY + Swift.max(popoverLayoutMargins.top, safeTop),
                          width: Swift.max(0, bounds.width - popoverLayoutMargins.left - popoverLayoutMargins.right),
                          height: Swift.max(0, bounds.height - Swift.max(popoverLayoutMargins.top, safeTop) - popoverLayoutMargins.bottom))
        let preferred = presentedViewController.preferredContentSize
        let wanted = preferred.width > 0 && preferred.height > 0 && preferred.isFinite ? preferred : Self.defaultContentSize
        let size = CGSize(width: Swift.min(wanted.width, area.width), height: Swift.min(wanted.height, area.height))
        guard let sourceView, let containerView, sourceView.window === containerView.window else {
            return Placement(content: CGRect(x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height),
                             direction: .unknown, arrowOffset: 0)
        }
        let source = sourceView.convert(sourceRect == .zero ? sourceView.bounds : sourceRect, to: containerView)
        let arrow = PopoverBackgroundView.arrowHeight
        let permitted = permittedArrowDirections.isEmpty ? UIPopoverArrowDirection.any : permittedArrowDirections
        let room: [(UIPopoverArrowDirection, CGFloat)] = [
            (.up, area.maxY - source.maxY - arrow), (.down, source.minY - arrow - area.minY),
            (.left, area.maxX - source.maxX - arrow), (.right, source.minX - arrow - area.minX),
        ].filter { permitted.contains($0.0) }
        let fitting = room.first { direction, space in
            space >= (direction == .up || direction == .down ? size.height : size.width)
        }
        // A source that leaves no usable room on any side (a whole screen, say) gets the
        // popover centred, without an arrow.
        guard let (direction, space) = fitting ?? room.max(by: { $0.1 < $1.1 }), space >= Self.minimumSide else {
            return Placement(content: CGRect(origin: CGPoint(x: area.midX - size.width / 2, y: area.midY - size.height / 2), size: size),
                             direction: .unknown, arrowOffset: 0)
        }
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { Swift.min(Swift.max(value, low), Swift.max(low, high)) }
        let inset = PopoverBackgroundView.cornerRadius + PopoverBackgroundView.arrowBase / 2
        var content: CGRect
        var offset: CGFloat
        switch direction {
        case .up, .down:
            let height = Swift.min(size.height, Swift.max(0, space))
            let x = clamp(source.midX - size.width / 2, area.minX, area.maxX - size.width)
            let y = direction == .up ? source.maxY + arrow : source.minY - arrow - height
            content = CGRect(x: x, y: y, width: size.width, height: height)
            offset = clamp(source.midX, content.minX + inset, content.maxX - inset)
        default:
            let width = Swift.min(size.width, Swift.max(0, space))
            let y = clamp(source.midY - size.height / 2, area.minY, area.maxY - size.height)
            let x = direction == .left ? source.maxX + arrow : source.minX - arrow - width
            content = CGRect(x: x, y: y, width: width, height: size.height)
            offset = clamp(source.midY, content.minY + inset, content.maxY - inset)
        }
        return Placement(content: content, direction: direction, arrowOffset: offset)
    }

    // MARK: Internals

    private func updateChrome() {
        guard let containerView else { return }
        let asPopover = showsAsPopover
        placement = asPopover ? place(in: containerView.bounds) : Placement(content: .zero, direction: .unknown, arrowOffset: 0)
        arrowDirection = placement.direction
        background.isHidden = !asPopover
        background.frame = containerView.bounds
        background.contentRect = placement.content
        background.arrowDirection = placement.direction
        background.arrowOffset = placement.arrowOffset
        background.fillColor = backgroundColor ?? .popoverBackground
        if let presentedView {
            presentedView.layer.cornerRadius = asPopover ? PopoverBackgroundView.cornerRadius
                : (currentStyle == .formSheet || currentStyle == .pageSheet ? UISheetPresentationController.cornerRadius : 0)
            presentedView.layer.cornerCurve = .continuous
            presentedView.clipsToBounds = currentStyle != .fullScreen && currentStyle != .overFullScreen
        }
    }

    private func removeChrome() {
        dimmingView.removeFromSuperview()
        background.removeFromSuperview()
    }

    private func tappedOutside() {
        guard presentedViewController.transitionCoordinator == nil, userWillDismiss() else { return }
        presentedViewController.dismiss(animated: true)
    }
}

extension UIViewController {
    /// The popover presentation controller of this controller's presentation, when its style
    /// is `.popover` (made on first use before presenting, so ``UIPopoverPresentationController/sourceView``
    /// can be set).
    public var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }
}
