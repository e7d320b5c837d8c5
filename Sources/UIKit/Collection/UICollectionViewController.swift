import Foundation

/// A controller whose view is a collection view (UIKit's `UICollectionViewController`): it is
/// the collection view's data source and delegate, so a subclass overrides the items it shows
/// and what a tap does. Its data source methods report no items until overridden. As in UIKit,
/// it does not adopt ``UICollectionViewDelegateFlowLayout``: a subclass that sizes items per
/// index path adopts it and implements `collectionView(_:layout:sizeForItemAt:)`.
@MainActor @preconcurrency
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout the collection view is made with.
    public let collectionViewLayout: UICollectionViewLayout
    /// Whether the selected items are deselected when the view appears (default true).
    public var clearsSelectionOnViewWillAppear = true
    /// Storage for ``collectionView``.
    private var loadedCollectionView: UICollectionView?

    /// A controller with a collection view using a layout.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a vertical flow layout.
    public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    /// Nothing decodes controllers on Linux (there are no storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// The collection view (the controller's view; loads it).
    public var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return loadedCollectionView
        }
        set {
            loadedCollectionView = newValue
            if let newValue { view = newValue }
        }
    }

    /// Makes the collection view the view, with this controller as its data source and
    /// delegate.
    open override func loadView() {
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: collectionViewLayout)
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        loadedCollectionView = collection
        view = collection
        collection.delegate = self
        collection.dataSource = self
    }

    /// Deselects the selected items when ``clearsSelectionOnViewWillAppear``.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collection = loadedCollectionView else { return }
        for selected in collection.indexPathsForSelectedItems ?? [] { collection.deselectItem(at: selected, animated: animated) }
    }

    // MARK: Data source and delegate (override these)

    /// One section.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// No items.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// A plain cell (never asked while there are no items).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
