import UIKit

/// A controller that writes its appearance and size callbacks to a trace, as
/// `viewWillAppear(name)`.
public final class TracingViewController: UIViewController {
    /// The name in the trace.
    public let name: String
    let log: TraceLog
    /// Whether trait changes are written too (`willTransition(to:)` and `traitCollectionDidChange`).
    public var tracesTraits = false

    /// A traced controller with a coloured view.
    public init(name: String, color: UIColor, log: TraceLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
        view.backgroundColor = color
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    public override func viewWillAppear(_ animated: Bool) { log.add("viewWillAppear(\(name))") }
    public override func viewDidAppear(_ animated: Bool) { log.add("viewDidAppear(\(name))") }
    public override func viewWillDisappear(_ animated: Bool) { log.add("viewWillDisappear(\(name))") }
    public override func viewDidDisappear(_ animated: Bool) { log.add("viewDidDisappear(\(name))") }
    public override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        if tracesTraits { log.add("willTransition(to: \(newCollection.horizontalSizeClass == .regular ? "regular" : "compact") width)(\(name))") }
        super.willTransition(to: newCollection, with: coordinator)
    }
    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        if tracesTraits { log.add("traitCollectionDidChange(\(name))") }
    }
    public override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.add("viewWillTransition(to: \(Int(size.width))x\(Int(size.height)))(\(name))")
        super.viewWillTransition(to: size, with: coordinator)
    }
}
