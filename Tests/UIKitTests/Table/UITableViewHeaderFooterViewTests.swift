import Foundation
import Testing
import TestSupport
import UIKit

/// Reusable section headers and footers, and what the delegate hears about them.
@MainActor
struct UITableViewHeaderFooterViewTests {
    /// A header class that counts its reuses.
    final class BadgeHeader: UITableViewHeaderFooterView {
        var reuses = 0
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    /// Twenty sections of three 60-point rows, each with a 40-point header dequeued from the
    /// table, and a log of what the delegate hears.
    final class Sections: UITableViewDataSource, UITableViewDelegate {
        var log: [String] = []
        func numberOfSections(in tableView: UITableView) -> Int { 20 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "badge")
            header?.textLabel?.text = "Section \(section)"
            return header
        }
        func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
            log.append("will \(section)")
        }
        func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
            log.append("end \(section)")
        }
    }

    @Test func headersAreDequeuedReusedAndToldAbout() throws {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let table = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(table)
        let sections = Sections()
        table.register(BadgeHeader.self, forHeaderFooterViewReuseIdentifier: "badge")
        table.dataSource = sections
        table.delegate = sections
        window.layoutIfNeeded()
        // 220 points a section: four on screen (the fourth from 660).
        #expect(sections.log == ["will 0", "will 1", "will 2", "will 3"])
        let first = try #require(table.headerView(forSection: 0) as? BadgeHeader)
        #expect(first.reuseIdentifier == "badge" && first.textLabel?.text == "Section 0")
        #expect(first.frame == CGRect(x: 0, y: 0, width: 390, height: 40))
        #expect(first.textLabel?.frame == CGRect(x: 16, y: 9, width: 358, height: 22))  // centred in a plain table
        sections.log = []
        table.contentOffset = CGPoint(x: 0, y: 700)  // headers 0–3 leave (the fourth's ends at 700), 4–7 arrive
        window.layoutIfNeeded()
        #expect(sections.log == ["end 0", "end 1", "end 2", "end 3", "will 4", "will 5", "will 6", "will 7"])
        let reused = try #require(table.headerView(forSection: 4) as? BadgeHeader)
        #expect(reused.reuses == 1 && reused.textLabel?.text == "Section 4")  // a header that left, given out again
        #expect(table.headerView(forSection: 0) == nil)
    }

    @Test func aTitlesHeaderCanBeRestyledBeforeItShows() throws {
        final class Restyled: UITableViewDataSource, UITableViewDelegate {
            func numberOfSections(in tableView: UITableView) -> Int { 1 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Favourites" }
            func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
                guard let header = view as? UITableViewHeaderFooterView else { return }
                header.textLabel?.textColor = .systemPink
            }
        }
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let table = UITableView(frame: window.bounds, style: .grouped)
        window.addSubview(table)
        let restyled = Restyled()
        table.dataSource = restyled
        table.delegate = restyled
        window.layoutIfNeeded()
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.textLabel?.text == "FAVOURITES" && header.textLabel?.textColor == .systemPink)
        #expect(header.textLabel?.font == .systemFont(ofSize: 13))  // the grouped look
        #expect(header.textLabel?.frame == CGRect(x: 16, y: 14, width: 358, height: 18))  // 6 above the bottom of 38
    }

    @Test func registrationAndViewsOfOtherClasses() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: .plain)
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "none") == nil)  // nothing registered
        table.register(UILabel.self, forHeaderFooterViewReuseIdentifier: "label")  // not a header view: refused
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "label") == nil)
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "plain")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "plain")?.reuseIdentifier == "plain")
        table.register(nil, forHeaderFooterViewReuseIdentifier: "plain")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "plain") == nil)

        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
        let background = UIView()
        header.backgroundView = background
        header.layoutIfNeeded()
        #expect(header.subviews.first === background && background.frame == header.bounds && header.contentView.frame == header.bounds)
        #expect(header.textLabel?.superview === header.contentView)
    }
}
