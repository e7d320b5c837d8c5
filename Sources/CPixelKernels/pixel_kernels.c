#include "pixel_kernels.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// One pixel: two channels at a time in the 16-bit halves of a 32-bit word.
static inline uint32_t blend_one(uint32_t color, uint32_t inverse, uint32_t pixel) {
    uint32_t red_blue = (pixel & 0x00FF00FFu) * inverse + 0x00800080u;
    red_blue = ((red_blue + ((red_blue >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    uint32_t alpha_green = ((pixel >> 8) & 0x00FF00FFu) * inverse + 0x00800080u;
    alpha_green = (alpha_green + ((alpha_green >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    // A premultiplied colour's channels never pass its alpha, so no sum passes 255.
    return (red_blue | alpha_green) + color;
}

void today_blend_over(uint32_t color, uint32_t *row, long count) {
    const uint32_t inverse = 255 - (color >> 24);
    if (inverse == 255 || count <= 0) return;  // a transparent colour changes nothing
    long index = 0;
    if (inverse == 0) {
        for (; index < count; index++) row[index] = color;
        return;
    }
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    const __m128i weight = _mm_set1_epi16((short)inverse);
    const __m128i half = _mm_set1_epi16(128);
    const __m128i added = _mm_set1_epi32((int)color);
    for (; index + 4 <= count; index += 4) {
        const __m128i pixels = _mm_loadu_si128((const __m128i *)(row + index));
        __m128i low = _mm_add_epi16(_mm_mullo_epi16(_mm_unpacklo_epi8(pixels, zero), weight), half);
        low = _mm_srli_epi16(_mm_add_epi16(low, _mm_srli_epi16(low, 8)), 8);
        __m128i high = _mm_add_epi16(_mm_mullo_epi16(_mm_unpackhi_epi8(pixels, zero), weight), half);
        high = _mm_srli_epi16(_mm_add_epi16(high, _mm_srli_epi16(high, 8)), 8);
        _mm_storeu_si128((__m128i *)(row + index), _mm_add_epi8(_mm_packus_epi16(low, high), added));
    }
#endif
    for (; index < count; index++) row[index] = blend_one(color, inverse, row[index]);
}
