import Foundation
import Motion
import Testing
import TestSupport
import UIKit

/// Stack views: each distribution and alignment against frames worked out by hand, and hidden
/// views collapsing (animated).
@MainActor
struct UIStackViewTests {
    /// A view with a fixed intrinsic size.
    final class Block: UIView {
        let size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { size }
    }

    /// A 300-wide horizontal stack at (10, 20) holding blocks of the given widths (heights 20, 40, 30…).
    func makeStack(_ widths: [CGFloat], width: CGFloat? = 300) -> (LayoutStage, UIStackView, [Block]) {
        let stage = LayoutStage()
        let blocks = widths.enumerated().map { Block($0.element, [20, 40, 30, 10][$0.offset % 4]) }
        let stack = stage.add(UIStackView(arrangedSubviews: blocks))
        var constraints = [stack.leadingAnchor.constraint(equalTo: stage.root.leadingAnchor, constant: 10),
                           stack.topAnchor.constraint(equalTo: stage.root.topAnchor, constant: 20)]
        if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
        NSLayoutConstraint.activate(constraints)
        return (stage, stack, blocks)
    }

    @Test func fillStretchesTheLowestHuggingView() {
        let (stage, stack, blocks) = makeStack([50, 60, 70])
        stack.spacing = 10
        blocks[1].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        stage.layout()
        #expect(blocks.map(\.frame.minX) == [0, 60, 230])
        #expect(blocks.map(\.frame.width) == [50, 160, 70])
        #expect(blocks.map(\.frame.height) == [40, 40, 40], "fill alignment: as thick as the thickest")
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 300, height: 40))
    }

    @Test func aStackWithoutAWidthIsAsLongAsItsViews() {
        let (stage, stack, blocks) = makeStack([50, 60], width: nil)
        stack.spacing = 4
        stage.layout()
        #expect(stack.frame.size == CGSize(width: 114, height: 40))
        #expect(blocks[1].frame.minX == 54)
    }

    @Test func fillEquallyAndProportionally() {
        let (stage, stack, blocks) = makeStack([50, 100, 150])
        stack.distribution = .fillEqually
        stack.spacing = 6
        stage.layout()
        #expect(blocks.map(\.frame.width) == [96, 96, 96])
        #expect(blocks.map(\.frame.minX) == [0, 102, 204])
        stack.distribution = .fillProportionally
        stack.spacing = 0
        stage.layout()
        #expect(blocks.map(\.frame.width) == [50, 100, 150])
        stack.spacing = 12  // 276 shared 1 : 2 : 3
        stage.layout()
        #expect(blocks.map(\.frame.width) == [46, 92, 138])
    }

    @Test func equalSpacingAndEqualCentering() {
        let (stage, stack, blocks) = makeStack([40, 60, 80])
        stack.distribution = .equalSpacing
        stage.layout()
        #expect(blocks.map(\.frame.minX) == [0, 100, 220], "gaps of (300 - 180) / 2")
        stack.distribution = .equalCentering
        stage.layout()
        let centers = blocks.map(\.frame.midX)
        #expect(centers[1] - centers[0] == centers[2] - centers[1])
        #expect(blocks[0].frame.minX == 0 && blocks[2].frame.maxX == 300)
    }

    @Test func alignmentsAcrossTheAxis() {
        let (stage, stack, blocks) = makeStack([50, 50, 50])
        let cases: [(UIStackView.Alignment, [CGFloat])] = [(.leading, [0, 0, 0]), (.center, [10, 0, 5]), (.trailing, [20, 0, 10])]
        for (alignment, tops) in cases {
            stack.alignment = alignment
            stage.layout()
            #expect(blocks.map(\.frame.minY) == tops, "\(alignment)")
            #expect(blocks.map(\.frame.height) == [20, 40, 30], "\(alignment): own heights")
            #expect(stack.frame.height == 40)
        }
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
    }

    @Test func verticalStackInsideMargins() {
        let stage = LayoutStage()
        let blocks = [Block(100, 30), Block(200, 50)]
        let stack = stage.add(UIStackView(arrangedSubviews: blocks))
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 8
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
        stack.insetsLayoutMarginsFromSafeArea = false
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: stage.root.leadingAnchor),
                                     stack.topAnchor.constraint(equalTo: stage.root.topAnchor)])
        stage.layout()
        #expect(blocks[0].frame == CGRect(x: 12, y: 10, width: 100, height: 30))
        #expect(blocks[1].frame == CGRect(x: 12, y: 48, width: 200, height: 50))
        #expect(stack.frame.size == CGSize(width: 224, height: 108))
        stack.setCustomSpacing(20, after: blocks[0])
        stage.layout()
        #expect(blocks[1].frame.minY == 60 && stack.customSpacing(after: blocks[0]) == 20)
    }

    @Test func hiddenViewsCollapseAndTheGapClosesOnAnAnimation() {
        let (stage, stack, blocks) = makeStack([50, 60, 70], width: nil)
        stack.spacing = 10
        stage.layout()
        #expect(stack.frame.width == 200)
        blocks[1].isHidden = true
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear]) { stack.superview?.layoutIfNeeded() }
        #expect(blocks[2].frame.minX == 60 && blocks[1].frame.width == 0)
        #expect(stack.frame.width == 130)
        stage.frames(12)  // half way: the third block's centre from 165 to 95
        #expect(isClose(blocks[2].presentation.center.x, (165 + 95) / 2, within: 1e-6))
        #expect(isClose(stack.presentation.bounds.width, (200 + 130) / 2, within: 1e-6))
        stage.frames(12)
        #expect(!blocks[2].hasAnimations)
        blocks[1].isHidden = false
        stage.layout()
        #expect(blocks[2].frame.minX == 130)
    }

    @Test func arrangedViewsComeAndGo() {
        let (stage, stack, blocks) = makeStack([50, 60, 70], width: nil)
        stack.removeArrangedSubview(blocks[0])
        #expect(blocks[0].superview === stack && stack.arrangedSubviews.count == 2)
        blocks[0].removeFromSuperview()
        blocks[2].removeFromSuperview()
        #expect(stack.arrangedSubviews.map { $0 === blocks[1] } == [true])
        stack.insertArrangedSubview(blocks[2], at: 0)
        stage.layout()
        #expect(blocks[2].frame.minX == 0 && blocks[1].frame.minX == 70)
        #expect(stage.messages.isEmpty, "\(stage.messages)")
        #expect(!blocks[1].hasAmbiguousLayout && !stack.hasAmbiguousLayout)
    }
}
