import UIKit

/// The presented values of every animated property during a transition, sampled from the
/// engine frame by frame while a view has running animations: one lane per view and property
/// that changed (x, y, width, height, corner radius, alpha, blur amount, rotation about y,
/// scale).
@MainActor
public struct TransitionTimeline {
    /// One property of one view over time.
    public struct Lane: Sendable {
        /// "UIView.property", e.g. "SnapshotView.rotation".
        public var name: String
        /// (seconds, value) samples, in time order.
        public var samples: [(time: Double, value: Double)]

        /// The smallest and largest value.
        public var range: ClosedRange<Double> {
            let values = samples.map(\.value)
            return (values.min() ?? 0)...(values.max() ?? 0)
        }
    }

    /// The lanes whose values changed, in the order their views were first seen.
    public private(set) var lanes: [Lane] = []
    private var series: [String: [(time: Double, value: Double)]] = [:]
    private var order: [String] = []
    private var names: [ObjectIdentifier: String] = [:]
    private var counts: [String: Int] = [:]
    /// Every view named so far, held so that a released view's address is not reused for a
    /// new one under its name.
    private var seen: [UIView] = []
    /// Views animating at the previous sample (sampled once more, to catch their end values).
    private var animatingBefore: Set<ObjectIdentifier> = []

    /// An empty timeline.
    public init() {}

    /// Samples every view in the window that has a running animation at `time` (seconds from
    /// the start), or had one at the previous sample (its end value); views merely laid out
    /// are left out.
    public mutating func sample(_ window: UIWindow, at time: Double) {
        var stack: [UIView] = window.subviews.reversed()
        var animatingNow: Set<ObjectIdentifier> = []
        defer { animatingBefore = animatingNow }
        while let view = stack.popLast() {
            stack.append(contentsOf: view.subviews.reversed())
            if view.hasAnimations { animatingNow.insert(ObjectIdentifier(view)) }
            guard view.hasAnimations || animatingBefore.contains(ObjectIdentifier(view)) else { continue }
            let state = view.presentation
            let name = self.name(for: view)
            let transform = state.transform
            let values: [(String, Double)] = [
                ("x", state.center.x - state.bounds.width * state.anchorPoint.x),
                ("y", state.center.y - state.bounds.height * state.anchorPoint.y),
                ("width", state.bounds.width), ("height", state.bounds.height),
                ("corner radius", state.cornerRadius), ("alpha", state.alpha), ("blur", state.effectAmount),
                ("rotation", atan2(-transform.m13, transform.m11) * 180 / .pi),
                ("scale", (transform.m22 * transform.m22 + transform.m12 * transform.m12).squareRoot()),
            ]
            for (property, value) in values where value.isFinite {
                let key = name + "." + property
                if series[key] == nil { order.append(key) }
                series[key, default: []].append((time, value))
            }
        }
        lanes = order.compactMap { key in
            guard let samples = series[key], samples.count > 1 else { return nil }
            let lane = Lane(name: key, samples: samples)
            return lane.range.upperBound - lane.range.lowerBound > 1e-6 ? lane : nil
        }
    }

    private mutating func name(for view: UIView) -> String {
        let identifier = ObjectIdentifier(view)
        if let known = names[identifier] { return known }
        let base = String(describing: type(of: view))
        let count = counts[base, default: 0]
        counts[base] = count + 1
        let name = count == 0 ? base : "\(base) \(count + 1)"
        names[identifier] = name
        seen.append(view)
        return name
    }
}
