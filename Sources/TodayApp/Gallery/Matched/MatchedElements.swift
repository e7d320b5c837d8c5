import UIKit

/// A controller whose views can fly to their counterparts on another screen: the same key on
/// both screens names the same element (an image, a title, a subtitle).
@MainActor
public protocol MatchedElements: AnyObject {
    /// The shared elements, by key.
    var matchedElements: [String: UIView] { get }
}
