import Foundation

/// Where Auto Layout's messages go: the window's ``UIWindow/layoutMessageHandler`` when the
/// views are in a window that has one, else standard error (UIKit's console).
@MainActor
enum LayoutLog {
    /// Reports a message about a constraint (found through its first item's window).
    static func report(_ message: String, for constraint: NSLayoutConstraint) {
        report(message, in: constraint.firstLayoutItem?.view)
    }

    /// Reports a message about a view's tree.
    static func report(_ message: String, in view: UIView?) {
        var root = view
        while let parent = root?.superview { root = parent }
        if let window = root as? UIWindow, let handler = window.layoutMessageHandler {
            handler(message)
        } else {
            FileHandle.standardError.write(Data("[LayoutConstraints] \(message)\n".utf8))
        }
    }

    /// An object's address as UIKit prints it (`0x…`).
    nonisolated static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }

    /// A view as UIKit's messages name it: `UILabel:0x…`, with `'identifier'` when the view has an
    /// accessibility identifier.
    static func name(of view: UIView) -> String {
        var text = "\(type(of: view)):\(address(of: view))"
        if let identifier = view.accessibilityIdentifier { text += "'\(identifier)'" }
        return text
    }
}
