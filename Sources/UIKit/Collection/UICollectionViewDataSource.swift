import Foundation

/// Supplies a collection view's items (UIKit's `UICollectionViewDataSource`).
@MainActor @preconcurrency
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of sections (default 1).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The number of items in a section.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item, from
    /// ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}
