import UIKit

/// Runs `body` with `rasterizer` installed as `UIGraphicsImageRenderer.rasterizer` (nil: none),
/// then puts back the one installed before.
@MainActor
public func withImageRasterizer<T>(_ rasterizer: (any UIGraphicsImageRasterizing)?, _ body: () throws -> T) rethrows -> T {
    let previous = UIGraphicsImageRenderer.rasterizer
    UIGraphicsImageRenderer.rasterizer = rasterizer
    defer { UIGraphicsImageRenderer.rasterizer = previous }
    return try body()
}
