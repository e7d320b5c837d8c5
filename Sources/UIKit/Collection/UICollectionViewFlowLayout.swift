import Foundation
import Motion

/// Items in lines that wrap (UIKit's `UICollectionViewFlowLayout`): left to right in rows that
/// stack downwards when scrolling vertically, top to bottom in columns that stack rightwards
/// when scrolling horizontally.
///
/// As UIKit documents, a line takes items while they fit at ``minimumInteritemSpacing``; the
/// space left over in a full line is shared between its items (spacing grows), items smaller
/// than the line's tallest are centred across it, and lines are ``minimumLineSpacing`` apart.
/// The last line of a section keeps the minimum spacing from the leading edge, and a line of
/// one item that is not the last is centred. Sizes and spacings come from the properties or,
/// per section and item, from a delegate adopting ``UICollectionViewDelegateFlowLayout``.
/// Section headers and footers and estimated sizes are not supported.
@MainActor @preconcurrency
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction the content scrolls in.
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of every item when the delegate does not say (default 50 × 50).
    public var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The least space between lines (default 10).
    public var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items in a line (default 10).
    public var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Space around each section's items.
    public var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }

    /// Each item's attributes by section, from the last ``prepare()``.
    private var attributesBySection: [[UICollectionViewLayoutAttributes]] = []
    /// The content size from the last ``prepare()``.
    private var contentSize: CGSize = .zero

    /// A flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// The size of all the lines.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// Lays every item out (non-finite or negative sizes and spacings count as 0).
    open override func prepare() {
        attributesBySection = []
        contentSize = .zero
        guard let collectionView else { return }
        let vertical = scrollDirection == .vertical
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        // Work in (along the line, across the lines) coordinates, then map back.
        let lineLength = vertical ? collectionView.bounds.width : collectionView.bounds.height
        var lineStart: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing = Self.clean(delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing)
            let itemSpacing = Self.clean(delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing)
            let (leading, trailing) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
            let available = Swift.max(0, lineLength - Self.clean(leading) - Self.clean(trailing))
            lineStart += Self.clean(vertical ? inset.top : inset.left)
            let count = collectionView.numberOfItems(inSection: section)
            let sizes = (0..<count).map { item -> CGSize in
                let size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section)) ?? itemSize
                return CGSize(width: Self.clean(size.width), height: Self.clean(size.height))
            }
            var sectionAttributes: [UICollectionViewLayoutAttributes] = []
            var first = 0
            var isFirstLine = true
            while first < count {
                // Fill a line.
                var last = first
                var used = vertical ? sizes[first].width : sizes[first].height
                while last + 1 < count {
                    let next = vertical ? sizes[last + 1].width : sizes[last + 1].height
                    guard used + itemSpacing + next <= available + 1e-9 else { break }
                    used += itemSpacing + next
                    last += 1
                }
                if !isFirstLine { lineStart += lineSpacing }
                isFirstLine = false
                let items = first...last
                let thickness = items.map { vertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
                let isLastLine = last == count - 1
                var spacing = itemSpacing
                var position = Self.clean(leading)
                if !isLastLine {
                    if items.count > 1 {
                        spacing = itemSpacing + (available - used) / CGFloat(items.count - 1)
                    } else {
                        position += (available - used) / 2
                    }
                }
                for item in items {
                    let size = sizes[item]
                    let along = vertical ? size.width : size.height
                    let across = vertical ? size.height : size.width
                    let offsetAcross = lineStart + (thickness - across) / 2
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                    attributes.frame = vertical
                        ? CGRect(x: position, y: offsetAcross, width: size.width, height: size.height)
                        : CGRect(x: offsetAcross, y: position, width: size.width, height: size.height)
                    sectionAttributes.append(attributes)
                    position += along + spacing
                }
                lineStart += thickness
                first = last + 1
            }
            lineStart += Self.clean(vertical ? inset.bottom : inset.right)
            attributesBySection.append(sectionAttributes)
        }
        contentSize = vertical
            ? CGSize(width: collectionView.bounds.width, height: lineStart)
            : CGSize(width: lineStart, height: collectionView.bounds.height)
    }

    /// The items whose frames intersect `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributesBySection.flatMap { $0.filter { $0.frame.intersects(rect) } }
    }

    /// One item's attributes.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard attributesBySection.indices.contains(indexPath.section),
            attributesBySection[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return attributesBySection[indexPath.section][indexPath.item]
    }

    /// A size or spacing made safe: non-finite or negative becomes 0.
    private static func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
}
