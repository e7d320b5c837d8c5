import UIKit

extension UIColor {
    /// This colour as it shows in the light appearance: a dynamic colour (``UIColor/systemBlue``,
    /// ``UIColor/label``…) resolved, a fixed one itself. What a pixel drawn in a light window
    /// is compared with, since a fixed colour never equals a dynamic one (as on iOS).
    public var inLight: UIColor { resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) }

    /// This colour as it shows in the dark appearance.
    public var inDark: UIColor { resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) }
}
