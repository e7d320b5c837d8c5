import UIKit

/// Runs `body` with `encoder` installed as ``UIImage/dataEncoder`` (nil: none), then puts back
/// the one installed before.
@MainActor
public func withImageEncoder<T>(_ encoder: (any UIImageDataEncoding)?, _ body: () throws -> T) rethrows -> T {
    let previous = UIImage.dataEncoder
    UIImage.dataEncoder = encoder
    defer { UIImage.dataEncoder = previous }
    return try body()
}

/// Runs `body` with `decoder` installed as ``UIImage/imageDecoder`` (nil: none), then puts back
/// the one installed before.
@MainActor
public func withImageDecoder<T>(_ decoder: (any UIImageDecoding)?, _ body: () throws -> T) rethrows -> T {
    let previous = UIImage.imageDecoder
    UIImage.imageDecoder = decoder
    defer { UIImage.imageDecoder = previous }
    return try body()
}
