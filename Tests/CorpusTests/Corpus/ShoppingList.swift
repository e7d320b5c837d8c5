import UIKit

// A shopping list as iOS tutorials write one: a table pinned to the safe area whose rows are
// deleted with deleteRows(at:with:) when ticked off, added at the top with
// insertRows(at:with:) from a text field in its header, and reordered with moveRow(at:to:)
// inside performBatchUpdates. Plain iOS code: it compiles against Apple's UIKit too.

final class ShoppingListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UITextFieldDelegate {
    private(set) var items = ["Apples", "Bread", "Coffee", "Dates", "Eggs", "Flour"]
    let tableView = UITableView(frame: .zero, style: .plain)
    let newItemField = UITextField(frame: CGRect(x: 0, y: 0, width: 390, height: 52))
    /// How many batches have finished animating.
    private(set) var finishedBatches = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        tableView.rowHeight = 52
        newItemField.placeholder = "Add an item"
        newItemField.borderStyle = .roundedRect
        newItemField.returnKeyType = .done
        newItemField.delegate = self
        tableView.tableHeaderView = newItemField
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    /// Ticking an item off removes it.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
    }

    /// Return adds what was typed at the top.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let text = textField.text, !text.isEmpty else { return false }
        items.insert(text, at: 0)
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
        textField.text = ""
        return false
    }

    /// Moves the first item to the end, as a "later" button might.
    func postponeFirst() {
        guard items.count > 1 else { return }
        tableView.performBatchUpdates({
            self.items.append(self.items.removeFirst())
            self.tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: self.items.count - 1, section: 0))
        }, completion: { [weak self] _ in self?.finishedBatches += 1 })
    }
}
