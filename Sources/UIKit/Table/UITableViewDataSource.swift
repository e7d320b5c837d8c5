import Foundation

/// Supplies a table's rows (UIKit's `UITableViewDataSource`).
@MainActor @preconcurrency
public protocol UITableViewDataSource: AnyObject {
    /// The number of sections (default 1).
    func numberOfSections(in tableView: UITableView) -> Int
    /// The number of rows in a section.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row, usually from ``UITableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// A section's title, shown in a header of the table's style when the delegate gives no
    /// header view (default nil: no title).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// A section's footer text, shown wrapped under its rows when the delegate gives no footer
    /// view (default nil: no footer).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
