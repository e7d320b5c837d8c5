/// Why `present` or `dismiss` refused (UIKit logs a warning and does nothing in these cases).
public enum PresentationError: Error, Equatable, CustomStringConvertible {
    /// The presenter's view is not in a window.
    case notInWindow
    /// A controller cannot present itself.
    case presentingItself
    /// The controller is already presented (or is the window's root).
    case alreadyPresented
    /// The presenter already presents another controller; dismiss that one first.
    case alreadyPresenting
    /// There is nothing to dismiss.
    case nothingToDismiss

    /// What went wrong.
    public var description: String {
        switch self {
        case .notInWindow: "the presenting controller's view is not in a window"
        case .presentingItself: "a view controller cannot present itself"
        case .alreadyPresented: "the view controller is already presented"
        case .alreadyPresenting: "the presenter is already presenting a view controller; dismiss it first"
        case .nothingToDismiss: "the view controller neither presents nor is presented"
        }
    }
}
