import Foundation
import Testing
import TestSupport
import UIKit

/// Intrinsic sizes with hugging and compression resistance, priorities, and fitting sizes.
@MainActor
struct IntrinsicContentSizeTests {
    /// A view with a fixed intrinsic size.
    final class Block: UIView {
        var size: CGSize
        init(_ size: CGSize) {
            self.size = size
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { size }
    }

    @Test func aViewHugsItsIntrinsicSizeUnlessPulled() {
        let stage = LayoutStage()
        let block = stage.add(Block(CGSize(width: 80, height: 30)))
        NSLayoutConstraint.activate([
            block.leadingAnchor.constraint(equalTo: stage.root.leadingAnchor, constant: 10),
            block.topAnchor.constraint(equalTo: stage.root.topAnchor, constant: 10),
        ])
        stage.layout()
        #expect(block.frame == CGRect(x: 10, y: 10, width: 80, height: 30))
        // Pulled wider at 249 (below hugging's 250): it stays; at 251 it stretches.
        let pull = block.trailingAnchor.constraint(equalTo: stage.root.trailingAnchor, constant: -10)
        pull.priority = UILayoutPriority(249)
        pull.isActive = true
        stage.layout()
        #expect(block.frame.width == 80)
        pull.isActive = false
        pull.priority = UILayoutPriority(251)
        pull.isActive = true
        stage.layout()
        #expect(block.frame.width == 370)
        // A new intrinsic size is picked up once invalidated.
        block.size = CGSize(width: 80, height: 60)
        stage.layout()
        #expect(block.frame.height == 30)
        block.invalidateIntrinsicContentSize()
        stage.layout()
        #expect(block.frame.height == 60)
    }

    @Test func theLowerCompressionResistanceGivesWayInARow() {
        let stage = LayoutStage()
        let title = stage.add(Block(CGSize(width: 300, height: 20)), name: "title")
        let button = stage.add(Block(CGSize(width: 90, height: 30)), name: "button")
        button.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: stage.root.leadingAnchor, constant: 16),
            button.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            button.trailingAnchor.constraint(equalTo: stage.root.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: stage.root.topAnchor), button.topAnchor.constraint(equalTo: stage.root.topAnchor),
        ])
        stage.layout()
        #expect(button.frame.width == 90)
        #expect(title.frame.width == CGFloat(390 - 16 - 8 - 90 - 16), "\(title.frame.width - 260)")  // the title is compressed
        // With room to spare, the lower hugging priority stretches.
        title.size.width = 100
        title.invalidateIntrinsicContentSize()
        title.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        stage.layout()
        #expect(title.frame.width == 100)
        #expect(button.frame.width == CGFloat(390 - 16 - 8 - 100 - 16), "\(button.frame.width - 250)")
        #expect(title.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        #expect(title.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func labelsImagesAndButtonsReportTheirContent() {
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Hello"
        label.font = .systemFont(ofSize: 20)
        #expect(label.intrinsicContentSize.width > 0 && label.intrinsicContentSize.height == 24)
        let imageView = UIImageView()
        #expect(imageView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        imageView.image = UIImage.filled(with: .red, pixelWidth: 40, pixelHeight: 30)
        #expect(imageView.intrinsicContentSize == CGSize(width: 40, height: 30))
        let button = UIButton(type: .system)
        button.setTitle("GET", for: .normal)
        #expect(button.intrinsicContentSize.height == (17 * 1.2).rounded(.up) + 12)
        #expect(UIView().intrinsicContentSize == CGSize(width: -1, height: -1))
    }

    @Test func aMultiLineLabelGetsItsHeightFromTheWidthItIsGiven() {
        let stage = LayoutStage()
        let label = stage.add(UILabel())
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 10)
        label.text = String(repeating: "word ", count: 40)  // about 110 points on one line (estimated)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: stage.root.leadingAnchor),
            label.topAnchor.constraint(equalTo: stage.root.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 60),
        ])
        stage.layout()
        // Measured again at 60 points in the same pass: taller than one line.
        #expect(label.frame.width == 60)
        #expect(label.frame.height == label.sizeThatFits(CGSize(width: 60, height: 0)).height)
    }

    @Test func systemLayoutSizeFittingMeasuresTheSubtree() {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let icon = Block(CGSize(width: 48, height: 48))
        let text = Block(CGSize(width: 120, height: 60))
        for view in [icon, text] {
            view.translatesAutoresizingMaskIntoConstraints = false
            cell.addSubview(view)
        }
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            icon.topAnchor.constraint(greaterThanOrEqualTo: cell.topAnchor, constant: 8),
            icon.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
            text.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
            text.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
            text.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            text.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
        ])
        let compressed = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(compressed == CGSize(width: 16 + 48 + 12 + 120 + 16, height: 80))
        let fixedWidth = cell.systemLayoutSizeFitting(CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth == CGSize(width: 390, height: 80))
        #expect(cell.frame.size == CGSize(width: 320, height: 44), "measuring lays nothing out")
    }
}
