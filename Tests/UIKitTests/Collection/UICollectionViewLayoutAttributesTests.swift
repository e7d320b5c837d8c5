import Foundation
import Testing
import UIKit

/// Layout attributes are equal exactly when every attribute is, and their size keeps the
/// centre, as UIKit's do.
@MainActor
struct UICollectionViewLayoutAttributesTests {
    func attributes(item: Int = 0) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.frame = CGRect(x: 20, y: 40, width: 100, height: 60)
        return attributes
    }

    @Test func equalWhenEveryAttributeIs() {
        #expect(attributes().isEqual(attributes()))
        #expect(!attributes().isEqual(attributes(item: 1)))
        #expect(!attributes().isEqual("not attributes"))
        #expect(!attributes().isEqual(nil))
        let changes: [(UICollectionViewLayoutAttributes) -> Void] = [
            { $0.frame.origin.x += 1 }, { $0.alpha = 0.5 }, { $0.transform = CGAffineTransform(scaleX: 0.9, y: 0.9) },
            { $0.zIndex = 1 }, { $0.isHidden = true },
        ]
        for (index, change) in changes.enumerated() {
            let changed = attributes()
            change(changed)
            #expect(!attributes().isEqual(changed), "change \(index)")
            #expect(!changed.isEqual(attributes()), "change \(index)")
        }
    }

    @Test func sizeKeepsTheCentre() {
        let item = attributes()
        item.size = CGSize(width: 50, height: 20)
        #expect(item.frame == CGRect(x: 45, y: 60, width: 50, height: 20))
        #expect(item.center == CGPoint(x: 70, y: 70))
    }
}
