import UIKit

extension UIView {
    /// The tree under this view: each view's type, identity and frame, indented by depth (two
    /// equal descriptions are the same views in the same places).
    public func recursiveDescription(depth: Int = 0) -> String {
        String(repeating: " ", count: depth) + "\(type(of: self)) \(ObjectIdentifier(self).hashValue) \(frame)\n"
            + subviews.map { $0.recursiveDescription(depth: depth + 1) }.joined()
    }
}
