/// How much room there is along one axis (UIKit's `UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    /// Not known (a trait collection made without it).
    case unspecified
    /// Little room: an iPhone's width, or its height in landscape.
    case compact
    /// Room to spare: an iPad's width and height, an iPhone's height in portrait.
    case regular
}
