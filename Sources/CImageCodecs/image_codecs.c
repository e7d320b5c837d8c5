// libpng and libjpeg report errors by longjmp, which Swift cannot catch; these two functions
// set the jump targets and turn every failure into a return code and a message.
#include "image_codecs.h"

#include <errno.h>
#include <png.h>
#include <jpeglib.h>
#include <jerror.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void copy_message(char *message, size_t size, const char *text) {
    if (message && size > 0) {
        strncpy(message, text ? text : "unknown error", size - 1);
        message[size - 1] = 0;
    }
}

struct png_failure {
    char *message;
    size_t size;
    FILE *file;
    int system_error;  // errno of a failed write, which libpng itself only calls "Write Error"
};

static void png_error_handler(png_structp png, png_const_charp text) {
    struct png_failure *failure = png_get_error_ptr(png);
    if (failure) copy_message(failure->message, failure->size, failure->system_error ? strerror(failure->system_error) : text);
    png_longjmp(png, 1);
}

static void png_write_data(png_structp png, png_bytep data, png_size_t length) {
    struct png_failure *failure = png_get_io_ptr(png);
    if (fwrite(data, 1, length, failure->file) != length) {
        failure->system_error = errno ? errno : EIO;
        png_error(png, "Write Error");
    }
}

static void png_flush_data(png_structp png) {
    struct png_failure *failure = png_get_io_ptr(png);
    if (fflush(failure->file) != 0) {
        failure->system_error = errno ? errno : EIO;
        png_error(png, "Write Error");
    }
}

static void png_warning_handler(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

/// Writes the header, the rows (un-premultiplied to straight RGBA) and the end of a PNG through
/// `png`'s write function; `row` holds `width * 4` bytes.
static void png_write_pixels(png_structp png, png_infop info, const uint32_t *pixels, int width, int height, int stride_bytes,
                             int compression_level, unsigned char *row) {
    png_set_compression_level(png, compression_level);
    png_set_filter(png, 0, PNG_FILTER_SUB);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (int y = 0; y < height; y++) {
        const uint32_t *source = (const uint32_t *)((const unsigned char *)pixels + (size_t)y * stride_bytes);
        for (int x = 0; x < width; x++) {
            uint32_t pixel = source[x];
            unsigned alpha = pixel >> 24;
            unsigned red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF;
            if (alpha != 0 && alpha != 255) {  // un-premultiply, rounding
                red = (red * 255 + alpha / 2) / alpha;
                green = (green * 255 + alpha / 2) / alpha;
                blue = (blue * 255 + alpha / 2) / alpha;
            }
            row[x * 4 + 0] = (unsigned char)(red > 255 ? 255 : red);
            row[x * 4 + 1] = (unsigned char)(green > 255 ? 255 : green);
            row[x * 4 + 2] = (unsigned char)(blue > 255 ? 255 : blue);
            row[x * 4 + 3] = (unsigned char)alpha;
        }
        png_write_row(png, row);
    }
    png_write_end(png, NULL);
}

int today_png_write(const char *path, const uint32_t *pixels, int width, int height, int stride_bytes,
                    int compression_level, char *message, size_t message_size) {
    if (width <= 0 || height <= 0 || !pixels) {
        copy_message(message, message_size, "the image has no pixels");
        return -1;
    }
    FILE *file = fopen(path, "wb");
    if (!file) {
        copy_message(message, message_size, strerror(errno));
        return -2;
    }
    struct png_failure failure = {message, message_size, file, 0};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &failure, png_error_handler, png_warning_handler);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    unsigned char *row = malloc((size_t)width * 4);
    if (!png || !info || !row) {
        copy_message(message, message_size, "out of memory");
        if (png) png_destroy_write_struct(&png, info ? &info : NULL);
        free(row);
        fclose(file);
        return -3;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(row);
        fclose(file);
        return -4;
    }
    png_set_write_fn(png, &failure, png_write_data, png_flush_data);
    png_write_pixels(png, info, pixels, width, height, stride_bytes, compression_level, row);
    png_destroy_write_struct(&png, &info);
    free(row);
    if (fclose(file) != 0) {
        copy_message(message, message_size, strerror(errno));
        return -5;
    }
    return 0;
}

struct jpeg_failure {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char *message;
    size_t size;
};

// A progressive JPEG may hold any number of scans, and each makes libjpeg pass over the whole
// image: a few kilobytes of tiny scans take minutes. More than this many is refused, as
// libjpeg-turbo's own TJFLAG_LIMITSCANS does.
enum { jpeg_maximum_scans = 500 };

static void jpeg_progress(j_common_ptr common) {
    if (!common->is_decompressor) return;
    j_decompress_ptr info = (j_decompress_ptr)common;
    if (info->input_scan_number > jpeg_maximum_scans) {
        struct jpeg_failure *failure = (struct jpeg_failure *)common->err;
        char text[96];
        snprintf(text, sizeof text, "the progressive JPEG has more than %d scans", jpeg_maximum_scans);
        copy_message(failure->message, failure->size, text);
        longjmp(failure->jump, 1);
    }
}

static void jpeg_error_handler(j_common_ptr info) {
    struct jpeg_failure *failure = (struct jpeg_failure *)info->err;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    copy_message(failure->message, failure->size, text);
    longjmp(failure->jump, 1);
}

static void jpeg_warning(j_common_ptr info, int level) {
    // Level -1 is a warning about damaged data (libjpeg would fill in grey and go on): the image
    // is refused at once, with the warning's text. Going on cost the whole decode first: a
    // 387-byte file claiming a 12,056 x 4,096 progressive image took 2.5 s under
    // AddressSanitizer (a fuzzer's finding). Other levels are trace messages.
    if (level < 0) {
        struct jpeg_failure *failure = (struct jpeg_failure *)info->err;
        char text[JMSG_LENGTH_MAX];
        (*info->err->format_message)(info, text);
        copy_message(failure->message, failure->size, text);
        longjmp(failure->jump, 1);
    }
}

// Decodes the JPEG in an open stream (a file, or memory through fmemopen) and closes it.
static int jpeg_read_stream(FILE *file, int max_dimension, size_t max_pixels, uint32_t **pixels, int *width, int *height,
                            char *message, size_t message_size) {
    *pixels = NULL;
    struct jpeg_decompress_struct info;
    struct jpeg_failure failure;
    // Volatile: set after setjmp and freed after a longjmp, they must be read from memory.
    unsigned char *volatile row = NULL;
    uint32_t *volatile result = NULL;
    info.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = jpeg_error_handler;
    failure.manager.emit_message = jpeg_warning;
    failure.message = message;
    failure.size = message_size;
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&info);
        free(row);
        free(result);
        fclose(file);
        return -4;
    }
    jpeg_create_decompress(&info);
    struct jpeg_progress_mgr progress = {0};
    progress.progress_monitor = jpeg_progress;
    info.progress = &progress;
    jpeg_stdio_src(&info, file);
    jpeg_read_header(&info, TRUE);
    // The size is checked from the header: jpeg_start_decompress already allocates for the
    // whole image (a progressive JPEG's coefficients), so a tiny file claiming a giant must
    // be refused before it.
    long header_width = (long)info.image_width, header_height = (long)info.image_height;
    if (header_width <= 0 || header_height <= 0 || header_width > max_dimension || header_height > max_dimension ||
        (size_t)header_width * (size_t)header_height > max_pixels) {
        char text[160];
        snprintf(text, sizeof text, "the image is %ld x %ld pixels; at most %d on a side and %zu in all are allowed",
                 header_width, header_height, max_dimension, max_pixels);
        copy_message(message, message_size, text);
        jpeg_destroy_decompress(&info);
        fclose(file);
        return -6;
    }
    info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&info);
    int w = (int)info.output_width, h = (int)info.output_height;
    row = malloc((size_t)w * 3);
    result = malloc((size_t)w * (size_t)h * 4);
    if (!row || !result) {
        copy_message(message, message_size, "out of memory");
        jpeg_destroy_decompress(&info);
        free(row);
        free(result);
        fclose(file);
        return -3;
    }
    while (info.output_scanline < info.output_height) {
        int y = (int)info.output_scanline;
        JSAMPROW rows[1] = {row};
        jpeg_read_scanlines(&info, rows, 1);
        for (int x = 0; x < w; x++) {
            result[(size_t)y * w + x] = 0xFF000000u | ((uint32_t)row[x * 3] << 16) | ((uint32_t)row[x * 3 + 1] << 8) | row[x * 3 + 2];
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row);
    fclose(file);
    *pixels = result;
    *width = w;
    *height = h;
    return 0;
}

// Cairo's premultiplication, so pixels match what cairo_image_surface_create_from_png gave.
static inline uint32_t premultiply(uint32_t alpha, uint32_t color) {
    uint32_t temp = alpha * color + 0x80;
    return (temp + (temp >> 8)) >> 8;
}

// Reads for libpng, with a reason a person understands when the file runs out.
static void png_read_data(png_structp png, png_bytep data, png_size_t length) {
    struct png_failure *failure = png_get_io_ptr(png);
    if (fread(data, 1, length, failure->file) != length) {
        if (ferror(failure->file)) failure->system_error = errno ? errno : EIO;
        png_error(png, "the file ends before the image does (it is truncated)");
    }
}

struct png_reading {
    struct png_failure failure;
    unsigned char **rows;
    uint32_t *result;
};

// Walks the chunk headers before libpng reads anything: every chunk must fit in the file, and
// every chunk but image data in max_chunk_bytes. libpng's own limit (png_set_chunk_malloc_max)
// was seen letting a tEXt chunk that claimed 1.8 GB in a 300-byte file allocate it (a fuzzing
// finding); a chunk longer than the file cannot be read anyway. Returns 1 when they fit (or the
// file cannot be measured, left to libpng), else 0 with a message; the file is rewound.
static int png_chunks_fit(FILE *file, size_t max_chunk_bytes, char *message, size_t message_size) {
    if (fseek(file, 0, SEEK_END) != 0) return 1;
    long end = ftell(file);
    int fits = 1;
    long position = 8;  // after the signature
    unsigned char header[8];
    while (end > 0 && position + 12 <= end) {
        if (fseek(file, position, SEEK_SET) != 0 || fread(header, 1, 8, file) != 8) break;
        unsigned long length = (unsigned long)header[0] << 24 | (unsigned long)header[1] << 16 | (unsigned long)header[2] << 8 | header[3];
        char name[5];
        for (int index = 0; index < 4; index++) name[index] = (header[4 + index] >= 32 && header[4 + index] < 127) ? (char)header[4 + index] : '?';
        name[4] = 0;
        char text[200];
        if (length > (unsigned long)(end - position - 12)) {
            snprintf(text, sizeof text, "a %s chunk claims %lu bytes, more than the file holds", name, length);
            copy_message(message, message_size, text);
            fits = 0;
            break;
        }
        if (memcmp(header + 4, "IDAT", 4) != 0 && length > max_chunk_bytes) {
            snprintf(text, sizeof text, "a %s chunk claims %lu bytes; at most %zu are allowed", name, length, max_chunk_bytes);
            copy_message(message, message_size, text);
            fits = 0;
            break;
        }
        if (memcmp(header + 4, "IEND", 4) == 0) break;
        position += 12 + (long)length;
    }
    rewind(file);
    return fits;
}

// Decodes the PNG in an open stream (a file, or memory through fmemopen) and closes it.
static int png_read_stream(FILE *file, int max_dimension, size_t max_pixels, size_t max_chunk_bytes, uint32_t **pixels,
                           int *width, int *height, char *message, size_t message_size) {
    *pixels = NULL;
    if (!png_chunks_fit(file, max_chunk_bytes, message, message_size)) {
        fclose(file);
        return -4;
    }
    // volatile: read after a longjmp back into this frame.
    struct png_reading *volatile reading = calloc(1, sizeof *reading);
    png_structp png = NULL;
    png_infop info = NULL;
    if (!reading) {
        fclose(file);
        copy_message(message, message_size, "out of memory");
        return -3;
    }
    reading->failure.message = message;
    reading->failure.size = message_size;
    png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &reading->failure, png_error_handler, png_warning_handler);
    info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info) {
        png_destroy_read_struct(&png, &info, NULL);
        free(reading);
        fclose(file);
        copy_message(message, message_size, "out of memory");
        return -3;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        free(reading->rows);
        free(reading->result);
        free(reading);
        fclose(file);
        return -4;
    }
    reading->failure.file = file;
    png_set_read_fn(png, &reading->failure, png_read_data);
    // The limits are checked as the header and each chunk are read, before anything is
    // allocated for them: a small file cannot make the decoder allocate gigabytes.
    png_set_user_limits(png, (png_uint_32)max_dimension, (png_uint_32)max_dimension);
    png_set_chunk_malloc_max(png, max_chunk_bytes);
    png_set_chunk_cache_max(png, 1000);
    png_read_info(png, info);

    png_uint_32 w = 0, h = 0;
    int depth = 0, color = 0, interlace = 0;
    png_get_IHDR(png, info, &w, &h, &depth, &color, &interlace, NULL, NULL);
    if ((size_t)w * (size_t)h > max_pixels) {
        char text[160];
        snprintf(text, sizeof text, "the image is %u x %u pixels; at most %zu pixels are allowed", (unsigned)w, (unsigned)h, max_pixels);
        png_error(png, text);
    }
    // The transformations Cairo's loader applies: everything becomes 8-bit RGBA.
    if (color == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (depth == 16) png_set_strip_16(png);
    if (depth < 8) png_set_packing(png);
    if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)w * 4) png_error(png, "unsupported PNG layout");

    reading->result = malloc((size_t)w * (size_t)h * 4);
    reading->rows = malloc(sizeof(unsigned char *) * (size_t)h);
    if (!reading->result || !reading->rows) png_error(png, "out of memory");
    unsigned char *bytes = (unsigned char *)reading->result;
    for (png_uint_32 y = 0; y < h; y++) reading->rows[y] = bytes + (size_t)y * w * 4;
    png_read_image(png, reading->rows);
    png_read_end(png, NULL);

    // RGBA bytes to premultiplied native-endian ARGB32, in place (each pixel is read before
    // its four bytes are written).
    for (size_t index = 0; index < (size_t)w * h; index++) {
        unsigned char *p = bytes + index * 4;
        uint32_t alpha = p[3];
        uint32_t red = p[0], green = p[1], blue = p[2];
        if (alpha != 0xFF) {
            red = premultiply(alpha, red);
            green = premultiply(alpha, green);
            blue = premultiply(alpha, blue);
        }
        reading->result[index] = (alpha << 24) | (red << 16) | (green << 8) | blue;
    }
    *pixels = reading->result;
    *width = (int)w;
    *height = (int)h;
    png_destroy_read_struct(&png, &info, NULL);
    free(reading->rows);
    free(reading);
    fclose(file);
    return 0;
}

// Opens a file for a decoder, or says why it cannot.
static FILE *open_for_reading(const char *path, char *message, size_t message_size) {
    FILE *file = fopen(path, "rb");
    if (!file) copy_message(message, message_size, strerror(errno));
    return file;
}

// Opens bytes in memory as a stream for a decoder, or says why it cannot.
static FILE *open_bytes(const unsigned char *data, size_t size, char *message, size_t message_size) {
    if (!data || size == 0) {
        copy_message(message, message_size, "the data is empty");
        return NULL;
    }
    // Read-only mode: the stream never writes through the cast-away const.
    FILE *file = fmemopen((void *)data, size, "rb");
    if (!file) copy_message(message, message_size, strerror(errno));
    return file;
}

int today_png_read(const char *path, int max_dimension, size_t max_pixels, size_t max_chunk_bytes, uint32_t **pixels,
                   int *width, int *height, char *message, size_t message_size) {
    *pixels = NULL;
    FILE *file = open_for_reading(path, message, message_size);
    if (!file) return -2;
    return png_read_stream(file, max_dimension, max_pixels, max_chunk_bytes, pixels, width, height, message, message_size);
}

int today_png_decode(const unsigned char *data, size_t size, int max_dimension, size_t max_pixels, size_t max_chunk_bytes,
                     uint32_t **pixels, int *width, int *height, char *message, size_t message_size) {
    *pixels = NULL;
    FILE *file = open_bytes(data, size, message, message_size);
    if (!file) return -2;
    return png_read_stream(file, max_dimension, max_pixels, max_chunk_bytes, pixels, width, height, message, message_size);
}

int today_jpeg_read(const char *path, int max_dimension, size_t max_pixels, uint32_t **pixels, int *width, int *height,
                    char *message, size_t message_size) {
    *pixels = NULL;
    FILE *file = open_for_reading(path, message, message_size);
    if (!file) return -2;
    return jpeg_read_stream(file, max_dimension, max_pixels, pixels, width, height, message, message_size);
}

int today_jpeg_decode(const unsigned char *data, size_t size, int max_dimension, size_t max_pixels, uint32_t **pixels,
                      int *width, int *height, char *message, size_t message_size) {
    *pixels = NULL;
    FILE *file = open_bytes(data, size, message, message_size);
    if (!file) return -2;
    return jpeg_read_stream(file, max_dimension, max_pixels, pixels, width, height, message, message_size);
}

/// A growing buffer an encoder writes into.
struct memory_output {
    unsigned char *data;
    size_t size;
    size_t capacity;
    int out_of_memory;
};

static void png_write_memory(png_structp png, png_bytep data, png_size_t length) {
    struct memory_output *output = png_get_io_ptr(png);
    if (output->size + length > output->capacity) {
        size_t capacity = output->capacity ? output->capacity : 4096;
        while (capacity < output->size + length) capacity *= 2;
        unsigned char *grown = realloc(output->data, capacity);
        if (!grown) {
            output->out_of_memory = 1;
            png_error(png, "out of memory");
        }
        output->data = grown;
        output->capacity = capacity;
    }
    memcpy(output->data + output->size, data, length);
    output->size += length;
}

static void png_flush_memory(png_structp png) { (void)png; }

int today_png_encode(const uint32_t *pixels, int width, int height, int stride_bytes, int compression_level,
                     unsigned char **data, size_t *size, char *message, size_t message_size) {
    *data = NULL;
    *size = 0;
    if (width <= 0 || height <= 0 || !pixels) {
        copy_message(message, message_size, "the image has no pixels");
        return -1;
    }
    struct png_failure failure = {message, message_size, NULL, 0};
    struct memory_output output = {NULL, 0, 0, 0};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &failure, png_error_handler, png_warning_handler);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    unsigned char *row = malloc((size_t)width * 4);
    if (!png || !info || !row) {
        copy_message(message, message_size, "out of memory");
        if (png) png_destroy_write_struct(&png, info ? &info : NULL);
        free(row);
        return -3;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(row);
        free(output.data);
        return -4;
    }
    png_set_write_fn(png, &output, png_write_memory, png_flush_memory);
    png_write_pixels(png, info, pixels, width, height, stride_bytes, compression_level, row);
    png_destroy_write_struct(&png, &info);
    free(row);
    *data = output.data;
    *size = output.size;
    return 0;
}

/// A libjpeg destination writing into a `memory_output` (rather than `jpeg_mem_dest`, whose
/// buffer a failure part-way leaves freed under the caller's pointer).
struct memory_destination {
    struct jpeg_destination_mgr manager;
    struct memory_output *output;
};

enum { jpeg_chunk = 16384 };

static void jpeg_memory_init(j_compress_ptr info) {
    struct memory_destination *destination = (struct memory_destination *)info->dest;
    struct memory_output *output = destination->output;
    unsigned char *grown = realloc(output->data, jpeg_chunk);
    if (!grown) {
        output->out_of_memory = 1;
        ERREXIT(info, JERR_OUT_OF_MEMORY);
    }
    output->data = grown;
    output->capacity = jpeg_chunk;
    output->size = 0;
    destination->manager.next_output_byte = grown;
    destination->manager.free_in_buffer = jpeg_chunk;
}

static boolean jpeg_memory_empty(j_compress_ptr info) {
    // libjpeg calls this when the whole buffer is full: double it.
    struct memory_destination *destination = (struct memory_destination *)info->dest;
    struct memory_output *output = destination->output;
    size_t used = output->capacity;
    unsigned char *grown = realloc(output->data, output->capacity * 2);
    if (!grown) {
        output->out_of_memory = 1;
        ERREXIT(info, JERR_OUT_OF_MEMORY);
    }
    output->data = grown;
    output->capacity *= 2;
    destination->manager.next_output_byte = grown + used;
    destination->manager.free_in_buffer = output->capacity - used;
    return TRUE;
}

static void jpeg_memory_term(j_compress_ptr info) {
    struct memory_destination *destination = (struct memory_destination *)info->dest;
    destination->output->size = destination->output->capacity - destination->manager.free_in_buffer;
}

int today_jpeg_encode(const uint32_t *pixels, int width, int height, int stride_bytes, int quality,
                      unsigned char **data, unsigned long *size, char *message, size_t message_size) {
    *data = NULL;
    *size = 0;
    if (width <= 0 || height <= 0 || !pixels) {
        copy_message(message, message_size, "the image has no pixels");
        return -1;
    }
    unsigned char *row = malloc((size_t)width * 3);
    if (!row) {
        copy_message(message, message_size, "out of memory");
        return -3;
    }
    struct jpeg_compress_struct info;
    struct jpeg_failure failure;
    failure.message = message;
    failure.size = message_size;
    info.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = jpeg_error_handler;
    // Owned here: freed on failure, handed to the caller on success.
    struct memory_output output = {NULL, 0, 0, 0};
    struct memory_destination destination;
    if (setjmp(failure.jump)) {
        jpeg_destroy_compress(&info);
        free(row);
        free(output.data);
        return -4;
    }
    jpeg_create_compress(&info);
    destination.manager.init_destination = jpeg_memory_init;
    destination.manager.empty_output_buffer = jpeg_memory_empty;
    destination.manager.term_destination = jpeg_memory_term;
    destination.output = &output;
    info.dest = &destination.manager;
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality < 0 ? 0 : quality > 100 ? 100 : quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        const uint32_t *source = (const uint32_t *)((const unsigned char *)pixels + (size_t)info.next_scanline * stride_bytes);
        // Premultiplied channels without the alpha: transparent pixels come out black, as a
        // JPEG of an image with alpha does on iOS.
        for (int x = 0; x < width; x++) {
            uint32_t pixel = source[x];
            row[x * 3 + 0] = (unsigned char)((pixel >> 16) & 0xFF);
            row[x * 3 + 1] = (unsigned char)((pixel >> 8) & 0xFF);
            row[x * 3 + 2] = (unsigned char)(pixel & 0xFF);
        }
        JSAMPROW rows[1] = {row};
        jpeg_write_scanlines(&info, rows, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    free(row);
    *data = output.data;
    *size = (unsigned long)output.size;
    return 0;
}
