import CairoRenderer
import Testing
import TestSupport
import UIKit

/// The settings list (Corpus/SettingsList.swift): a UITableViewController subclass with a cell
/// subclass that overrides init(style:reuseIdentifier:), and built-in subtitle cells.
@MainActor
struct TableViewControllerTests {
    /// The settings list in a window of the iPhone's size, laid out.
    func makeSettings(style: UITableView.Style) -> (UIWindow, SettingsViewController) {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let settings = SettingsViewController(style: style)
        window.rootViewController = settings
        window.layoutIfNeeded()
        return (window, settings)
    }

    @Test func registeredCellSubclassesAreMadeWithTheirOverriddenInitializer() throws {
        let (window, settings) = makeSettings(style: .grouped)
        let table = try #require(settings.tableView)
        #expect(table.style == .grouped && table.backgroundColor == .systemGroupedBackground)
        #expect(table.dataSource === settings && table.delegate === settings)
        #expect(table.numberOfSections == 3 && table.numberOfRows(inSection: 1) == 3)
        let badge = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)) as? BadgeCell)
        #expect(badge.madeWithStyle == .default && badge.reuseIdentifier == "badge")
        #expect(badge.badge.superview === badge.contentView && badge.textLabel?.text == "Notifications")
        #expect(badge.badge.frame == CGRect(x: 334, y: 12, width: 40, height: 20))
        // Cells the data source made itself, with a style, are reused by identifier.
        let subtitle = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(subtitle.style == .subtitle && subtitle.reuseIdentifier == "subtitle")
        #expect(subtitle.textLabel?.text == "Bluetooth" && subtitle.detailTextLabel?.text == "On")
        #expect(subtitle.textLabel?.frame == CGRect(x: 16, y: 0, width: 358, height: 22))
        #expect(subtitle.detailTextLabel?.frame == CGRect(x: 16, y: 22, width: 358, height: 18))
        // Titled sections get headers of the grouped look, 38 points tall; the untitled one none.
        // The first section's footer text wraps on two lines of 16 points, 8 above and below.
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 390, height: 38))
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 126, width: 390, height: 48))
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 174, width: 390, height: 38))
        #expect(table.rectForFooter(inSection: 1).isNull && table.rectForHeader(inSection: 2).isNull)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 2)).minY == 344 && table.contentSize.height == 388)
        let header = try #require(table.headerView(forSection: 1))
        #expect(header.textLabel?.text == "ALERTS")
        let footer = try #require(table.footerView(forSection: 0))
        #expect(footer.textLabel?.numberOfLines == 0)
        let renderer = CairoRenderer(scale: 1)
        renderer.attach(to: window)
        expectMatchesReference(renderer.render(window).image(), named: "settings-grouped")
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        #expect(UITableViewCell(style: .value2, reuseIdentifier: nil).imageView == nil)
    }

    @Test func aTapHighlightsThenSelectsAndReappearingClearsTheSelection() throws {
        let (window, settings) = makeSettings(style: .plain)
        var finger = Finger(on: window)
        // Rows are 44 points: row 1.1 (Sounds) is the fourth, at 132…176.
        finger.tap(at: CGPoint(x: 100, y: 150))
        finger.wait(frames: 2)
        #expect(settings.log == ["viewWillAppear", "highlight 1.1", "unhighlight 1.1", "select 1.1"])
        #expect(settings.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 1))
        // A full-screen presentation covers the list; when it goes, the list reappears.
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        settings.present(cover, animated: false)
        finger.wait(frames: 2)
        #expect(settings.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 1))
        cover.dismiss(animated: false)
        finger.wait(frames: 2)
        #expect(settings.log.last == "viewWillAppear")
        #expect(settings.tableView.indexPathForSelectedRow == nil)
    }

    @Test func rowsAreDividedByHairlinesExceptTheLastOfEachSection() throws {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        window.screenScale = 2
        let settings = SettingsViewController(style: .plain)
        window.rootViewController = settings
        window.layoutIfNeeded()
        func hairline(_ row: Int, _ section: Int) -> UIView? {
            settings.tableView.cellForRow(at: IndexPath(row: row, section: section))?.subviews
                .first { $0.bounds.height == 0.5 && !$0.isHidden }
        }
        let first = try #require(hairline(0, 0))
        #expect(first.frame == CGRect(x: 16, y: 43.5, width: 374, height: 0.5) && first.backgroundColor == .separator)
        #expect(hairline(1, 0) == nil && hairline(1, 1) != nil && hairline(2, 1) == nil)
        settings.tableView.separatorStyle = .none
        window.layoutIfNeeded()
        #expect(hairline(0, 0) == nil)
    }

    /// Accessories: the content view ends before them, the detail button tells the delegate
    /// without selecting the row, and the chevron beside it is part of the row.
    @Test func accessoriesSitAtTheTrailingEdgeAndTheDetailButtonTellsTheDelegate() throws {
        let (window, settings) = makeSettings(style: .plain)
        let table = try #require(settings.tableView)
        let wifi = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let chevron = try #require(wifi.subviews.first { $0.bounds.size == CGSize(width: 8, height: 13) })
        // 16 points from the edge, centred; the content view ends 14 points before it.
        #expect(chevron.frame == CGRect(x: 366, y: 16, width: 8, height: 13) && !chevron.isUserInteractionEnabled)
        #expect(wifi.contentView.frame == CGRect(x: 0, y: 0, width: 352, height: 44))
        #expect(wifi.textLabel?.frame == CGRect(x: 16, y: 0, width: 336, height: 22))
        let bluetooth = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(bluetooth.contentView.frame.width == 390 && bluetooth.accessoryType == .none)
        let general = try #require(table.cellForRow(at: IndexPath(row: 0, section: 2)))
        let detail = try #require(general.subviews.first { $0 is UIButton })
        #expect(detail.frame == CGRect(x: 332, y: 11, width: 22, height: 22))
        #expect(general.contentView.frame.width == 318)
        // A view of the app's own replaces the standard accessory.
        let toggle = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        bluetooth.accessoryView = toggle
        bluetooth.layoutIfNeeded()
        #expect(toggle.frame == CGRect(x: 323, y: 7, width: 51, height: 31) && bluetooth.contentView.frame.width == 309)
        bluetooth.accessoryView = nil
        bluetooth.layoutIfNeeded()
        #expect(toggle.superview == nil && bluetooth.contentView.frame.width == 390)

        // Rows are 44 points: General is at 220…264. Its detail button is not the row…
        var finger = Finger(on: window)
        settings.log = []
        finger.tap(at: CGPoint(x: 343, y: 242))
        finger.wait(frames: 2)
        #expect(settings.log == ["detail 2.0"] && table.indexPathForSelectedRow == nil)
        // …and its chevron is.
        finger.tap(at: CGPoint(x: 370, y: 242))
        finger.wait(frames: 2)
        #expect(settings.log == ["detail 2.0", "highlight 2.0", "unhighlight 2.0", "select 2.0"])

        let renderer = CairoRenderer(scale: 1)
        renderer.attach(to: window)
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        window.layoutIfNeeded()
        expectMatchesReference(renderer.render(window).image(), named: "settings-accessories")
    }
}
