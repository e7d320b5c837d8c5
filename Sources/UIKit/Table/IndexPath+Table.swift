import Foundation

/// A table's row address is Foundation's `IndexPath` with two indexes, as in UIKit, which adds
/// these names for it.
extension IndexPath {
    /// The path of a row in a section.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section (the first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row (the second index).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
