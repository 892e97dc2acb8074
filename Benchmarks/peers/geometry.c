/* Frames per second of SPEC.md §1's frame formulas in C: the peer of Benchmarks/GeometryBench.
 *
 * Usage: geometry FRAMES REPEATS H h DAMPING THRESHOLD RADIUS
 * Same loop, same presets, same offsets, same checksum and the same clock (the thread's CPU time)
 * as the Swift side (see its main.swift);
 * built by Benchmarks/run with `gcc -O2`. The frame function is the Swift core's frame(at:)
 * written out: NaN taken as 0, infinities clamped, shrink/scroll, shadow below the threshold. */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* Swift's min and max: `y < x ? y : x` and `y >= x ? y : x` (libm's fmin/fmax would add NaN handling
 * and a call, which the Swift side does not pay). */
static inline double min2(double x, double y) { return y < x ? y : x; }
static inline double max2(double x, double y) { return y >= x ? y : x; }

typedef struct { double min_height, max_height, damping, threshold, radius; int scroll, has_shadow; } preset;
typedef struct { double offset, height, translation, progress, shadow_radius, content_top; } frame;

static frame frame_at(const preset *p, double y) {
    if (isnan(y)) y = 0;
    y = min2(max2(y, -DBL_MAX), DBL_MAX);
    double range = p->max_height - p->min_height, height, translation, progress;
    if (y <= 0) {
        height = p->max_height + (1 - p->damping) * -y;
        translation = 0;
        progress = 0;
    } else {
        progress = range > 0 ? min2(y / range, 1) : 1;
        if (p->scroll) {
            height = p->max_height;
            translation = -min2(y, range);
        } else {
            height = max2(p->min_height, p->max_height - y);
            translation = 0;
        }
    }
    double shadow = 0;
    if (p->has_shadow && height + translation < p->threshold) shadow = p->radius;
    frame f = { y, height, translation, progress, shadow, p->max_height - y };
    return f;
}

static double sweep(const preset *p, long count) {
    double sum = 0;
    for (long i = 0; i < count; i++) {
        double y = (double)(i & 4095) * 0.125 - 150;
        frame f = frame_at(p, y);
        sum += f.height + f.translation + f.progress + f.shadow_radius;
    }
    return sum;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc != 8) {
        fprintf(stderr, "usage: geometry FRAMES REPEATS H h DAMPING THRESHOLD RADIUS\n");
        return 64;
    }
    long frames = atol(argv[1]);
    int repeats = atoi(argv[2]);
    if (frames <= 0 || repeats <= 0 || repeats > 1000) return 64;
    double H = atof(argv[3]), h = atof(argv[4]), d = atof(argv[5]);
    preset shrinking = { h, H, d, atof(argv[6]), atof(argv[7]), 0, 1 };
    preset scrolling = { h, H, d, 0, 0, 1, 0 };
    double rates[1000];
    for (int r = 0; r < repeats; r++) {
        struct timespec start, end;
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start);
        /* Optimization barriers, as the Swift side's opaque(_:): the presets may have changed
         * after the start, and the checksum must exist before the end. */
        __asm__ __volatile__("" : : "r"(&shrinking), "r"(&scrolling) : "memory");
        double checksum = sweep(&shrinking, frames / 2) + sweep(&scrolling, frames - frames / 2);
        __asm__ __volatile__("" : "+x"(checksum) : : "memory");
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end);
        double seconds = (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) * 1e-9;
        rates[r] = (double)frames / seconds;
        printf("fps=%.17g checksum=%.17g\n", rates[r], checksum);
    }
    qsort(rates, (size_t)repeats, sizeof rates[0], by_value);
    printf("median_fps=%.17g\n", rates[repeats / 2]);
    return 0;
}
