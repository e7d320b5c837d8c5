import Foundation

/// A collection view's item address is Foundation's `IndexPath` with two indexes, as in
/// UIKit, which adds these names for it.
extension IndexPath {
    /// The path of an item in a section.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item (the second index; the same as ``row``).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
