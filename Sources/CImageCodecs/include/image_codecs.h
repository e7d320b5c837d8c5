#ifndef TODAY_IMAGE_CODECS_H
#define TODAY_IMAGE_CODECS_H

#include <stdint.h>
#include <stddef.h>

/// Writes premultiplied native-endian ARGB32 pixels (Cairo's format) as an 8-bit RGBA PNG at
/// the given zlib level (0-9). Returns 0 on success, or a negative code; `message` (if not
/// NULL, `message_size` bytes) receives libpng's or the system's reason.
int today_png_write(const char *path, const uint32_t *pixels, int width, int height, int stride_bytes,
                    int compression_level, char *message, size_t message_size);

/// Decodes a PNG file (any colour type and depth) into newly allocated premultiplied ARGB32
/// pixels, as Cairo's PNG loader would give them, which the caller frees with free(). Returns 0
/// on success, or a negative code with libpng's reason in `message`. Images wider or taller
/// than `max_dimension` or with more than `max_pixels` pixels, and any chunk needing more than `max_chunk_bytes` (a text chunk that
/// claims gigabytes), are refused as they are read, before memory is allocated for them.
int today_png_read(const char *path, int max_dimension, size_t max_pixels, size_t max_chunk_bytes, uint32_t **pixels,
                   int *width, int *height, char *message, size_t message_size);

/// Decodes a JPEG file into newly allocated premultiplied ARGB32 pixels (opaque), which the
/// caller frees with free(). Returns 0 on success, or a negative code with libjpeg's reason in
/// `message`. Images wider or taller than `max_dimension` or with more than `max_pixels` pixels
/// (checked from the header, before libjpeg allocates for the image), and damaged data that libjpeg would
/// only warn about (a truncated file), are refused.
int today_jpeg_read(const char *path, int max_dimension, size_t max_pixels, uint32_t **pixels, int *width, int *height,
                    char *message, size_t message_size);

/// Decodes a PNG held in memory (`size` bytes at `data`), as ``today_png_read`` decodes a file,
/// with the same limits and the same codes.
int today_png_decode(const unsigned char *data, size_t size, int max_dimension, size_t max_pixels, size_t max_chunk_bytes,
                     uint32_t **pixels, int *width, int *height, char *message, size_t message_size);

/// Decodes a JPEG held in memory (`size` bytes at `data`), as ``today_jpeg_read`` decodes a
/// file, with the same limits and the same codes.
int today_jpeg_decode(const unsigned char *data, size_t size, int max_dimension, size_t max_pixels, uint32_t **pixels,
                      int *width, int *height, char *message, size_t message_size);

/// Encodes premultiplied native-endian ARGB32 pixels as an 8-bit RGBA PNG in memory at the
/// given zlib level (0-9). On success returns 0 and sets `*data` (free it with `free`) and
/// `*size`; otherwise a negative code, with the reason in `message`.
int today_png_encode(const uint32_t *pixels, int width, int height, int stride_bytes, int compression_level,
                     unsigned char **data, size_t *size, char *message, size_t message_size);

/// Encodes premultiplied native-endian ARGB32 pixels as a baseline JPEG in memory at a quality
/// of 0-100 (the alpha is dropped: transparent pixels are black). On success returns 0 and
/// sets `*data` (free it with `free`) and `*size`; otherwise a negative code and `message`.
int today_jpeg_encode(const uint32_t *pixels, int width, int height, int stride_bytes, int quality,
                      unsigned char **data, unsigned long *size, char *message, size_t message_size);

#endif
