import Foundation

extension UIViewController {
    /// The nearest navigation controller this controller is in (itself excluded), as UIKit.
    public var navigationController: UINavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigation = current as? UINavigationController { return navigation }
            ancestor = current.parent
        }
        return nil
    }

    /// What a navigation bar shows for this controller, made on first use with the
    /// controller's ``title``.
    public var navigationItem: UINavigationItem {
        if let createdNavigationItem { return createdNavigationItem }
        let item = UINavigationItem()
        item.title = title
        createdNavigationItem = item
        return item
    }
}
