import Foundation

extension UIColor {
    /// Makes this the current context's fill colour.
    @MainActor
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Makes this the current context's stroke colour.
    @MainActor
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }

    /// Makes this the current context's fill and stroke colour.
    @MainActor
    public func set() {
        setFill()
        setStroke()
    }
}
