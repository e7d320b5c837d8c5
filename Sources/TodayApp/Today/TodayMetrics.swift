import UIKit

/// Every number of the Today tab and its transition, in one place, with where it comes from.
///
/// "Seed" numbers are from the original clone (seeds 000/002); "App Store" numbers were chosen
/// by looking at the real App Store on a 390 × 844 iPhone and at our recordings frame by frame.
public enum TodayMetrics {
    // MARK: Feed

    /// Cards are inset 20 points from each side (seed: width − 40).
    public static let cardInset = 20.0
    /// Card height (seed: 410; the App Store's feature cards are close to 4:5 at this width).
    public static let cardHeight = 410.0
    /// Vertical space between cards (seed: 30).
    public static let cardSpacing = 30.0
    /// Card corner radius (seed: 15; the App Store's continuous corners read as about 20).
    public static let cardCornerRadius = 20.0
    /// Card shadow: black at this opacity (seed: 0.4 is heavy on a light feed; the App Store's
    /// is a soft 0.2 with a larger blur).
    public static let cardShadowOpacity: Float = 0.2
    /// Card shadow blur radius.
    public static let cardShadowRadius = 14.0
    /// Card shadow offset (seed: (0, 1); softened downward as the App Store's).
    public static let cardShadowOffset = CGSize(width: 0, height: 6)
    /// The feed header's height (seed: 96).
    public static let headerHeight = 96.0
    /// The date line above "Today": semibold 13, grey (seed: bold 13 grey).
    public static let dateFont = 13.0
    /// "Today": bold 34 (seed).
    public static let titleFont = 34.0
    /// The account avatar's diameter (seed: 35).
    public static let avatarSize = 35.0
    /// Space above the header below the status bar.
    public static let headerTop = StatusBarHeight.value

    // MARK: Highlight

    /// A pressed card's scale (seed: 0.95).
    public static let highlightScale = 0.95
    /// Seconds to shrink (seed: 0.1).
    public static let highlightInDuration = 0.1
    /// Seconds to return (seed: 0.3).
    public static let highlightOutDuration = 0.3

    // MARK: Story

    /// The story's artwork height (seed: 500).
    public static let storyArtworkHeight = 500.0
    /// The close button's diameter (seed: 30).
    public static let closeButtonSize = 30.0
    /// The close button's offset from the top-right corner (seed: (width − 50, 20)).
    public static let closeButtonInset = CGPoint(x: 50, y: 20)
    /// Text inset inside cards and stories.
    public static let textInset = 20.0

    // MARK: Transition

    /// Opening: the seed's spring (damping 0.5 over 1.0 s) wobbles too long; the App Store's
    /// card settles in about 0.6 s with one small overshoot: damping ratio 0.78.
    public static let presentDuration = 0.6
    /// Opening spring damping ratio: the story's position (it bounces up a little past the
    /// screen's centre as it lifts).
    public static let presentDamping = 0.78
    /// The opening's size, corners and close button follow this curve over the same 0.6 s
    /// instead of the spring, so the story never grows past the screen while its position
    /// bounces (the best public clone's split): fast out of the card, gently into place.
    public static let presentSizeCurve = TimingCurve(x1: 0.2, y1: 0.8, x2: 0.25, y2: 1)
    /// Closing: seed damping 0.8 over 0.7 s; tightened to 0.5 s with damping 0.9 so the card
    /// lands without a wobble.
    public static let dismissDuration = 0.5
    /// Closing spring damping ratio.
    public static let dismissDamping = 0.9
    /// The blur behind an open story fades in to this amount (the App Store's light blur).
    public static let backdropBlurAmount = 1.0

    // MARK: Interactive close

    /// The scale an interactive close shrinks the story to over ``dragDistanceForFullShrink``.
    public static let dragMinimumScale = 0.86
    /// Points of drag for the full shrink.
    public static let dragDistanceForFullShrink = 100.0
    /// Releasing past this fraction of the shrink closes the story.
    public static let dragCloseThreshold = 0.5
    /// …or releasing faster than this (points per second, toward closing).
    public static let dragCloseVelocity = 600.0
    /// A drag from within this many points of the left edge closes too.
    public static let leftEdgeWidth = 24.0
}

/// The status bar's height, as a number the metrics can name.
enum StatusBarHeight {
    static let value = 47.0
}
