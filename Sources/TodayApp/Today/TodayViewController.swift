import UIKit

/// The Today tab (the seed's `TodayViewController`): the header and a feed of story cards in a
/// table view; a tap opens the card's story.
public final class TodayViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The stories shown.
    public private(set) var stories: [Story]
    /// The feed.
    public let tableView = UITableView()
    /// The header.
    public let header: TodayHeaderView
    /// Decodes image artwork (the host passes the renderer's decoder).
    let imageLoader: @MainActor (String) -> UIImage?
    /// Called with an app whose GET button was tapped (in a story).
    public var onGet: ((CatalogApp) -> Void)?
    /// The open story, if any.
    public private(set) weak var openStory: StoryViewController?
    /// The row whose story is open (or opening, or closing).
    public private(set) var openIndexPath: IndexPath?
    private var images: [String: UIImage] = [:]

    /// A feed of `stories`, dated `date`.
    public init(stories: [Story], date: Date, imageLoader: @escaping @MainActor (String) -> UIImage? = { _ in nil }) {
        self.stories = stories
        self.imageLoader = imageLoader
        header = TodayHeaderView(date: date, width: 390)
        super.init(nibName: nil, bundle: nil)
        title = "Today"
        tabBarItem = UITabBarItem(title: "Today", symbol: "today")
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    public override func loadView() {
        let root = UIView()
        root.backgroundColor = .systemGroupedBackground
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.backgroundColor = .systemGroupedBackground
        tableView.register(TodayCardCell.self, forCellReuseIdentifier: TodayCardCell.identifier)
        tableView.rowHeight = TodayMetrics.cardHeight + TodayMetrics.cardSpacing
        tableView.separatorStyle = .none
        tableView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: UITabBar.height, right: 0)
        tableView.tableHeaderView = header
        tableView.delegate = self
        tableView.dataSource = self
        root.addSubview(tableView)
        view = root
    }

    public override func viewDidLayoutSubviews() {
        tableView.frame = view.bounds
    }

    /// Replaces the stories (a reloaded stories file), keeping the scroll position. An open
    /// story stays open; its card is matched by id in the new feed.
    public func setStories(_ stories: [Story]) {
        let openID = openIndexPath.map { self.stories[$0.row].id }
        self.stories = stories
        images = [:]
        preparedStory = nil
        if let openID {
            openIndexPath = stories.firstIndex { $0.id == openID }.map { IndexPath(row: $0, section: 0) }
        }
        tableView.reloadData()
    }

    /// The banner that reports a problem (a reloaded stories file that is bad).
    public let problemBanner = UILabel()

    /// Shows a problem over the feed for eight seconds; the feed keeps what it shows.
    public func showProblem(_ message: String) {
        problemBanner.text = message
        problemBanner.font = .system(size: 13, weight: .semibold)
        problemBanner.textColor = .white
        problemBanner.numberOfLines = 4
        problemBanner.lineBreakMode = .byWordWrapping
        problemBanner.backgroundColor = UIColor(rgb: 0xD70015)
        problemBanner.layer.cornerRadius = 10
        problemBanner.layer.cornerCurve = .continuous
        problemBanner.clipsToBounds = true
        problemBanner.isUserInteractionEnabled = false
        let width = view.bounds.width - 2 * TodayMetrics.cardInset
        let height = Swift.min(80, Swift.max(24, problemBanner.sizeThatFits(CGSize(width: width - 20, height: 80)).height)) + 16
        problemBanner.frame = CGRect(x: TodayMetrics.cardInset, y: TodayMetrics.headerTop + 4, width: width, height: height)
        view.addSubview(problemBanner)
        UIView.performWithoutAnimation { problemBanner.alpha = 1 }
        UIView.animate(withDuration: 0.4, delay: 8, options: [.allowUserInteraction], animations: { self.problemBanner.alpha = 0 },
                     completion: { [weak self] finished in if finished { self?.problemBanner.removeFromSuperview() } })
    }

    /// The card's size for the current width.
    public var cardSize: CGSize {
        CGSize(width: Swift.max(0, view.bounds.width - 2 * TodayMetrics.cardInset), height: TodayMetrics.cardHeight)
    }

    /// The open story's header size: the screen width by 500.
    public var artworkSize: CGSize {
        CGSize(width: Swift.max(0, view.bounds.width), height: TodayMetrics.storyArtworkHeight)
    }

    func image(for story: Story) -> UIImage? {
        guard case .image(let path) = story.artwork else { return nil }
        if let cached = images[path] { return cached }
        let image = imageLoader(path)
        images[path] = image
        return image
    }

    // MARK: Table

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { stories.count }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TodayCardCell.identifier, for: indexPath)
        if let card = cell as? TodayCardCell {
            let story = stories[indexPath.row]
            card.configure(with: story, cardSize: cardSize, artworkSize: artworkSize, image: image(for: story))
            card.isCardHidden = indexPath == openIndexPath
        }
        return cell
    }

    /// A card about to show hides if its story is open. The table may have asked for the cell
    /// well before (it prepares the cells of rows near the screen), while another story was
    /// open or this one was not yet: what `cellForRowAt` set then may be stale, and a prepared
    /// cell is not among the cells ``setOpenCardHidden(_:)`` reaches.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        (cell as? TodayCardCell)?.isCardHidden = indexPath == openIndexPath
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        open(storyAt: indexPath.row)
    }

    /// A card under the finger (before the tap, or before the touch turns into a scroll): its
    /// story is prepared for the tap that may follow.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        prepareStory(at: indexPath.row)
    }

    // MARK: Opening

    /// Opens a story. Ignored while another story is open or a transition runs (rapid taps
    /// never open two stories).
    @discardableResult
    public func open(storyAt index: Int, animated: Bool = true) -> StoryViewController? {
        guard stories.indices.contains(index), openStory == nil, containmentRoot.presentedViewController == nil,
              view.window?.activeTransition == nil else { return nil }
        let controller = takePreparedStory(at: index) ?? makeStory(at: index)
        controller.onGet = onGet
        openIndexPath = IndexPath(row: index, section: 0)
        openStory = controller
        present(controller, animated: animated)
        return controller
    }

    // MARK: Preparing

    /// The story built for a card while it was under the finger (see ``prepareStory(at:)``),
    /// until a tap opens it, another card highlights or the stories change.
    public private(set) var preparedStory: StoryViewController?

    /// A story's controller, for the card at `index`, with its GET buttons wired to ``onGet``.
    private func makeStory(at index: Int) -> StoryViewController {
        let story = stories[index]
        let controller = StoryViewController(story: story, cardSize: cardSize, artworkSize: artworkSize, image: image(for: story),
                                             cardFrameInWindow: { [weak self] in self?.cardFrameInWindow() })
        for row in controller.header.appRows {
            let app = row.app
            row.getButton.addAction(UIAction(identifier: UIAction.Identifier("get")) { [weak self] _ in self?.onGet?(app) },
                                    for: .primaryActionTriggered)  // one action per row, however often this runs
        }
        return controller
    }

    /// Builds the story of the card at `index` and measures its text now, so that the tap
    /// that opens it only presents it. Shaping a story's paragraphs takes a few milliseconds,
    /// more in a font size the feed does not use: done in the tap's frame, with the story's
    /// first layout and the first frame of the transition, that frame missed 120 Hz on a
    /// slower machine (docs/performance.md). The card highlights a moment before the finger
    /// lifts (the feed waits 0.15 s to tell a tap from a scroll), in a frame with little else
    /// to do. Nothing is prepared without a window to measure in, or while a story is open.
    func prepareStory(at index: Int) {
        guard stories.indices.contains(index), openStory == nil, let measurer = view.window?.textMeasurer else { return }
        if let prepared = preparedStory, isPrepared(prepared, for: index) { return }
        let controller = makeStory(at: index)
        controller.loadViewIfNeeded()
        controller.view.prepareTextForDisplay(with: measurer)
        preparedStory = controller
    }

    /// The story prepared for the card at `index`, if it still fits the feed (the same story,
    /// card and header sizes); it is handed out once.
    private func takePreparedStory(at index: Int) -> StoryViewController? {
        defer { preparedStory = nil }
        guard let prepared = preparedStory, isPrepared(prepared, for: index) else { return nil }
        return prepared
    }

    /// Whether `controller` is the story the card at `index` would open now.
    private func isPrepared(_ controller: StoryViewController, for index: Int) -> Bool {
        stories.indices.contains(index) && controller.story == stories[index] && controller.cardSize == cardSize
            && controller.header.artworkSize == artworkSize
    }

    /// Where the card of the open story is now, in window coordinates (scrolled or resized
    /// since it opened); a card scrolled out of view is placed where its row would be.
    public func cardFrameInWindow() -> CGRect? {
        guard let indexPath = openIndexPath else { return nil }
        if let cell = tableView.cellForRow(at: indexPath) as? TodayCardCell {
            return cell.convert(cell.cardFrame, to: nil)
        }
        let row = tableView.rectForRow(at: indexPath)
        guard !row.isNull else { return nil }
        let card = CGRect(x: row.minX + TodayMetrics.cardInset, y: row.minY, width: cardSize.width, height: TodayMetrics.cardHeight)
        return tableView.convert(card, to: nil)
    }

    /// The open story starts opening along with `coordinator`: its card hides while the story
    /// flies out of it, and shows again if the opening is cancelled. (The controller that
    /// presents the story, the app's tab bar controller, tells the feed: it hears every
    /// transition of its stories, whichever tab is showing.)
    public func openStoryWillOpen(alongside coordinator: any UIViewControllerTransitionCoordinator) {
        guard let story = openStory, coordinator.viewController(forKey: .to) === story else { return }
        setOpenCardHidden(true)
        coordinator.animate(alongsideTransition: nil) { [weak self] context in
            if context.isCancelled { self?.storyDidClose() }
        }
    }

    /// The open story starts closing along with `coordinator`: when it has landed, its card
    /// shows again (a cancelled closing leaves it open).
    public func openStoryWillClose(alongside coordinator: any UIViewControllerTransitionCoordinator) {
        guard let story = openStory, coordinator.viewController(forKey: .from) === story else { return }
        coordinator.animate(alongsideTransition: nil) { [weak self] context in
            if !context.isCancelled { self?.storyDidClose() }
        }
    }

    /// Shows or hides the open story's card in the feed.
    func setOpenCardHidden(_ hidden: Bool) {
        guard let indexPath = openIndexPath else { return }
        (tableView.cellForRow(at: indexPath) as? TodayCardCell)?.isCardHidden = hidden
    }

    /// The story closed (or its opening was cancelled): the card shows again.
    func storyDidClose() {
        setOpenCardHidden(false)
        openIndexPath = nil
        openStory = nil
    }
}
