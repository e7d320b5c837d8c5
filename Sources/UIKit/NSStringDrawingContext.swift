import Foundation

/// What measuring or drawing a string found (UIKit's `NSStringDrawingContext`): the rectangle the
/// text took, and the scale its font was shrunk by (always 1 here: text is never shrunk to fit).
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the font may be shrunk to to fit (accepted; text is not shrunk).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the font was drawn or measured at: 1.
    public internal(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the last measurement with this context returned.
    public internal(set) var totalBounds: CGRect = .zero

    /// A context.
    public override init() {
        super.init()
    }
}
