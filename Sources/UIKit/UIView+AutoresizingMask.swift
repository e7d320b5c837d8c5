extension UIView {
    /// How a view resizes when its superview's bounds change (`UIView.AutoresizingMask`).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// A mask from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The left margin grows and shrinks.
        public static let flexibleLeftMargin = UIView.AutoresizingMask(rawValue: 1 << 0)
        /// The width grows and shrinks.
        public static let flexibleWidth = UIView.AutoresizingMask(rawValue: 1 << 1)
        /// The right margin grows and shrinks.
        public static let flexibleRightMargin = UIView.AutoresizingMask(rawValue: 1 << 2)
        /// The top margin grows and shrinks.
        public static let flexibleTopMargin = UIView.AutoresizingMask(rawValue: 1 << 3)
        /// The height grows and shrinks.
        public static let flexibleHeight = UIView.AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin grows and shrinks.
        public static let flexibleBottomMargin = UIView.AutoresizingMask(rawValue: 1 << 5)
        /// Width and height follow the superview.
        public static let flexibleSize: UIView.AutoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
}
