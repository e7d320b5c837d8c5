// libpng and libjpeg report errors by longjmp, which Swift cannot catch; these two functions
// set the jump targets and turn every failure into a return code and a message.
#include "image_codecs.h"

#include <errno.h>
#include <png.h>
#include <jpeglib.h>
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

static void jpeg_error_handler(j_common_ptr info) {
    struct jpeg_failure *failure = (struct jpeg_failure *)info->err;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    copy_message(failure->message, failure->size, text);
    longjmp(failure->jump, 1);
}

static void jpeg_warning(j_common_ptr info, int level) {
    // Level -1 is a warning about damaged data (libjpeg then fills in grey); keep its text so
    // the caller can refuse the image. Other levels are trace messages.
    if (level < 0) {
        struct jpeg_failure *failure = (struct jpeg_failure *)info->err;
        char text[JMSG_LENGTH_MAX];
        (*info->err->format_message)(info, text);
        copy_message(failure->message, failure->size, text);
        info->err->num_warnings++;
    }
}

int today_jpeg_read(const char *path, int max_dimension, uint32_t **pixels, int *width, int *height,
                    char *message, size_t message_size) {
    *pixels = NULL;
    FILE *file = fopen(path, "rb");
    if (!file) {
        copy_message(message, message_size, strerror(errno));
        return -2;
    }
    struct jpeg_decompress_struct info;
    struct jpeg_failure failure;
    unsigned char *row = NULL;
    uint32_t *result = NULL;
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
    jpeg_stdio_src(&info, file);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&info);
    int w = (int)info.output_width, h = (int)info.output_height;
    if (w <= 0 || h <= 0 || w > max_dimension || h > max_dimension) {
        char text[128];
        snprintf(text, sizeof text, "the image is %d x %d pixels; at most %d on a side is allowed", w, h, max_dimension);
        copy_message(message, message_size, text);
        jpeg_destroy_decompress(&info);
        fclose(file);
        return -6;
    }
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
    long warnings = info.err->num_warnings;
    jpeg_destroy_decompress(&info);
    free(row);
    fclose(file);
    if (warnings > 0) {  // damaged data: refuse it rather than show a half-grey picture
        free(result);
        return -7;
    }
    *pixels = result;
    *width = w;
    *height = h;
    return 0;
}
