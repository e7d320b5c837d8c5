import Motion
import Testing
import TestSupport
import UIKit

/// A controller whose view is a long scroll view with its top inset following the safe area
/// (what `contentInsetAdjustmentBehavior` would do on iOS).
@MainActor
private final class ScrollingController: UIViewController {
    let scrollView = UIScrollView()

    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        view = scrollView
    }

    override func viewDidLayoutSubviews() {
        let top = view.safeAreaInsets.top
        guard scrollView.contentInset.top != top else { return }
        scrollView.contentInset.top = top
        scrollView.contentOffset.y = -top
    }

    /// Scrolls `distance` points down from the top of the content.
    func scroll(to distance: Double) {
        scrollView.contentOffset.y = -scrollView.adjustedContentInset.top + distance
    }
}

/// Large titles: a bar preferring them is 52 points taller under the root's title, collapses as
/// the content scrolls, grows when it is pulled down, and animates between items on a push.
@MainActor
struct LargeTitleTests {
    let window = UIWindow(size: CGSize(width: 390, height: 844))
    fileprivate let list = ScrollingController(title: "Games")
    let navigation: UINavigationController
    var bar: UINavigationBar { navigation.navigationBar }
    var top: Double { window.screenSafeAreaInsets.top }

    init() {
        navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        window.rootViewController = navigation
        window.layoutIfNeeded()
    }

    func frames(_ count: Int) {
        for _ in 0..<count { window.tick(elapsed: 1.0 / 60) }
    }

    @Test func theRootShowsItsTitleLargeUnderTheBar() {
        #expect(bar.frame == CGRect(x: 0, y: top, width: 390, height: 96))
        #expect(list.view.safeAreaInsets.top == top + 96)
        let content = bar.content
        #expect(content.showsLargeTitle && content.largeTitleLabel.text == "Games")
        #expect(content.titleLabel.alpha == 0)
        let large = content.largeTitleLabel.convert(content.largeTitleLabel.bounds, to: bar)
        #expect(large == CGRect(x: 16, y: 44 + 3, width: 358, height: 41))
    }

    @Test func scrollingCollapsesTheLargeTitleIntoTheBar() {
        list.scroll(to: 30)
        #expect(bar.frame.height == 66)
        #expect(bar.content.titleLabel.alpha == 0)
        list.scroll(to: 47)
        window.layoutIfNeeded()
        #expect(abs(bar.content.titleLabel.alpha - 0.5) < 1e-9)
        list.scroll(to: 200)
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        #expect(bar.content.titleLabel.alpha == 1)
        // The inset stays expanded: a view pinned to the safe area does not move as it scrolls.
        #expect(list.view.safeAreaInsets.top == top + 96)
        list.scroll(to: 0)
        #expect(bar.frame.height == 96)
    }

    @Test func pullingDownGrowsTheLargeTitleArea() {
        list.scroll(to: -40)
        window.layoutIfNeeded()
        #expect(bar.frame.height == 136)
        let label = bar.content.largeTitleLabel
        #expect(abs(label.convert(label.bounds, to: bar).minY - (44 + 43)) < 1e-9)
    }

    @Test func displayModesFollowTheItemBelowOrSayThemselves() {
        let detail = UIViewController()
        detail.title = "Detail"
        let never = UIViewController()
        never.navigationItem.largeTitleDisplayMode = .never
        let after = UIViewController()
        let always = UIViewController()
        always.navigationItem.largeTitleDisplayMode = .always
        navigation.setViewControllers([list, detail, never, after, always], animated: false)
        #expect((0..<5).map { bar.showsLargeTitle(forItemAt: $0) } == [true, true, false, false, true])
        bar.prefersLargeTitles = false
        #expect((0..<5).map { bar.showsLargeTitle(forItemAt: $0) } == [false, false, false, false, false])
    }

    /// A push to a controller without a large title shrinks the bar along with the slide, and
    /// the pop grows it back; an edge swipe cancelled half-way puts the collapsed bar back.
    @Test func pushesAndPopsAnimateTheBarsHeight() {
        let page = UIViewController()
        page.title = "Page"
        page.navigationItem.largeTitleDisplayMode = .never
        let leaving = bar.content
        navigation.pushViewController(page, animated: true)
        #expect(bar.frame.height == 44)
        frames(8)
        #expect(leaving.titleLabel.alpha == 0)  // the old small title does not come back as the bar shrinks
        let midway = bar.presentation.bounds.height
        #expect(midway > 44 && midway < 96)
        frames(40)
        #expect(bar.presentation.bounds.height == 44 && !bar.content.showsLargeTitle)
        #expect(page.view.safeAreaInsets.top == top + 44)

        var finger = Finger(on: window, identifier: 3)
        finger.down(at: CGPoint(x: 4, y: 400))
        finger.move(to: CGPoint(x: 100, y: 400), frames: 10)
        finger.move(to: CGPoint(x: 100, y: 400), frames: 6)
        let scrubbed = bar.presentation.bounds.height
        #expect(scrubbed > 44 && scrubbed < 96)
        finger.up()
        frames(40)
        #expect(navigation.viewControllers == [list, page])
        #expect(bar.frame.height == 44 && bar.presentation.bounds.height == 44 && !bar.content.showsLargeTitle)

        navigation.popViewController(animated: true)
        frames(40)
        #expect(bar.frame.height == 96 && bar.presentation.bounds.height == 96 && bar.content.showsLargeTitle)
    }

    @Test func aControllerCanNameItsScrollViewOrNone() {
        let other = UIScrollView()
        list.view.addSubview(other)
        #expect(list.contentScrollView(for: .top) === list.scrollView)
        list.setContentScrollView(other, for: .top)
        #expect(list.contentScrollView(for: .top) === other)
        #expect(list.contentScrollView(for: .bottom) === list.scrollView)
        list.setContentScrollView(nil)
        #expect(list.contentScrollView(for: .top) === list.scrollView)
    }
}
