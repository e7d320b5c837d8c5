import Testing
import UIKitTools
import UIKit

/// Found by LeakSanitizer: a window dropped in the middle of a presentation kept both
/// controllers and the presented view alive for ever. The controllers held the transition
/// (their coordinator) while it held them, and a property animator and its animations held each
/// other and the view until an end the window's clock would never bring.
@MainActor
struct TransitionLifetimeTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case pageSheet, fullScreen, crossDissolve, custom, interactiveDismissal
        var testDescription: String { rawValue }
    }

    /// Presents (and for `interactiveDismissal`, starts dismissing by hand half way), runs
    /// `frames` frames, drops the window; says which objects were freed.
    func dropWindow(_ kind: Kind, after frames: Int) -> [String: Bool] {
        weak var window: UIWindow?
        weak var presenter: UIViewController?
        weak var presented: UIViewController?
        weak var presentedView: UIView?
        weak var transitionObject: Transition?
        let log = TraceLog()
        do {
            let madeWindow = UIWindow(size: CGSize(width: 200, height: 300))
            let madePresenter = UIViewController(), madePresented = UIViewController()
            let delegate = TracingTransitioningDelegate(log: log)
            switch kind {
            case .pageSheet: madePresented.modalPresentationStyle = .pageSheet
            case .fullScreen: madePresented.modalPresentationStyle = .fullScreen
            case .crossDissolve: madePresented.modalTransitionStyle = .crossDissolve
            case .custom, .interactiveDismissal:
                madePresented.modalPresentationStyle = .custom
                madePresented.transitioningDelegate = delegate
            }
            madeWindow.rootViewController = madePresenter
            if kind == .interactiveDismissal {
                madePresenter.present(madePresented, animated: false)
                let interaction = TracingInteraction(log: log)
                delegate.dismissalInteraction = interaction
                madePresented.dismiss(animated: true)
                interaction.update(0.5)
            } else {
                madePresenter.present(madePresented, animated: true)
            }
            for _ in 0..<frames { madeWindow.tick(elapsed: 1.0 / 60) }
            #expect(madeWindow.activeTransition != nil, "the window must be dropped mid-transition")
            (window, presenter, presented, presentedView) = (madeWindow, madePresenter, madePresented, madePresented.view)
            transitionObject = madeWindow.activeTransition
        }
        return ["window": window == nil, "presenter": presenter == nil, "presented": presented == nil,
                "presented view": presentedView == nil, "transition": transitionObject == nil]
    }

    @Test(arguments: Kind.allCases, [0, 5])
    func aWindowDroppedMidTransitionFreesEverything(kind: Kind, frames: Int) {
        let freed = dropWindow(kind, after: frames)
        #expect(freed.filter { !$0.value }.keys.sorted() == [], "still alive")
    }
}
