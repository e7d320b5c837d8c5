#ifndef TODAY_PIXEL_KERNELS_H
#define TODAY_PIXEL_KERNELS_H

#include <stdint.h>

/// Blends one premultiplied ARGB32 colour over `count` premultiplied ARGB32 pixels (OVER: the
/// colour plus each channel times 255 minus the colour's alpha, over 255), rounding the product
/// as pixman does: x·a/255 as (t + (t >> 8)) >> 8 with t = x·a + 128. Four pixels at a time
/// with SSE2 where the compiler targets it, one at a time otherwise; the same result either way.
/// In C rather than Swift's generic SIMD types, which an unoptimized (debug) build runs a
/// hundred times slower.
void today_blend_over(uint32_t color, uint32_t *row, long count);

#endif
