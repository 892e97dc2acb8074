/* `stretchy eval NAME --from Y --to Y --step S --format csv` in C: the peer of the eval case.
 *
 * Usage: eval [--shortest] H h DAMPING shrink|scroll THRESHOLD|none RADIUS FROM TO STEP COLUMNS
 * COLUMNS is the CLI's CSV header (any of offset, height, translation, progress, shadowRadius,
 * contentTop, visibleHeight or visible, gap, comma-separated); it is printed first, then one row per offset
 * FROM, FROM+STEP, ... up to TO, each with one printf through stdio's default buffering.
 *
 * Numbers: `%.17g` by default — always round-trips, one printf per row, and prints integral
 * values as `300` like the CLI; it prints some fractions with more digits than the CLI's shortest
 * form (0.10000000000000001 for 0.1). `--shortest` prints each number as the first of %.15g,
 * %.16g, %.17g that reads back as the same double, which is the shortest round-trip text too. */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static inline double min2(double x, double y) { return y < x ? y : x; }
static inline double max2(double x, double y) { return y >= x ? y : x; }

enum { OFFSET, HEIGHT, TRANSLATION, PROGRESS, SHADOW, CONTENT_TOP, VISIBLE, GAP, KINDS };
static const char *names[KINDS] = {
    "offset", "height", "translation", "progress", "shadowRadius", "contentTop", "visibleHeight", "gap",
};

static void shortest(char *out, size_t size, double value) {
    for (int digits = 15; digits <= 17; digits++) {
        snprintf(out, size, "%.*g", digits, value);
        if (digits == 17 || strtod(out, NULL) == value) return;
    }
}

int main(int argc, char **argv) {
    int use_shortest = argc > 1 && strcmp(argv[1], "--shortest") == 0;
    if (use_shortest) { argv++; argc--; }
    if (argc != 11) {
        fprintf(stderr, "usage: eval [--shortest] H h DAMPING shrink|scroll THRESHOLD|none RADIUS FROM TO STEP COLUMNS\n");
        return 64;
    }
    double H = atof(argv[1]), h = atof(argv[2]), d = atof(argv[3]);
    int scroll = strcmp(argv[4], "scroll") == 0;
    int has_shadow = strcmp(argv[5], "none") != 0;
    double threshold = has_shadow ? atof(argv[5]) : 0, radius = atof(argv[6]);
    double from = atof(argv[7]), to = atof(argv[8]), step = atof(argv[9]);
    int columns[KINDS], count = 0;
    char header[256];
    snprintf(header, sizeof header, "%s", argv[10]);
    for (char *name = strtok(argv[10], ","); name; name = strtok(NULL, ",")) {
        int kind = 0;
        while (kind < KINDS && strcmp(names[kind], name) != 0) kind++;
        if (strcmp(name, "visible") == 0) kind = VISIBLE;  /* the CLI's name for visibleHeight */
        if (kind == KINDS || count == KINDS) {
            fprintf(stderr, "eval: unknown column '%s'\n", name);
            return 64;
        }
        columns[count++] = kind;
    }
    char format[KINDS * 6 + 2] = "";
    for (int c = 0; c < count; c++) strcat(format, c ? ",%.17g" : "%.17g");
    strcat(format, "\n");

    printf("%s\n", header);
    double range = H - h;
    long n = (long)floor((to - from) / step + 1e-9) + 1;
    for (long i = 0; i < n; i++) {
        double y = from + (double)i * step, height, translation, progress;
        if (y <= 0) {
            height = H + (1 - d) * -y;
            translation = 0;
            progress = 0;
        } else {
            progress = range > 0 ? min2(y / range, 1) : 1;
            if (scroll) {
                height = H;
                translation = -min2(y, range);
            } else {
                height = max2(h, H - y);
                translation = 0;
            }
        }
        double visible = height + translation;
        double value[KINDS] = {
            y, height, translation, progress, has_shadow && visible < threshold ? radius : 0,
            H - y, visible, (H - y) - visible,
        };
        double v[KINDS];
        for (int c = 0; c < count; c++) v[c] = value[columns[c]];
        if (!use_shortest) {
            printf(format, v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]);
            continue;
        }
        for (int c = 0; c < count; c++) {
            char text[32];
            shortest(text, sizeof text, v[c]);
            fputs(text, stdout);
            putchar(c + 1 < count ? ',' : '\n');
        }
    }
    return 0;
}
