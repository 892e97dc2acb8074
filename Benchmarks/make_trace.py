#!/usr/bin/env python3
"""A trace of sticky-utah (shrink 300 -> 120, damping 0.5, no snapping): offsets sweeping
-100..600 and back, heights from the formulas, a release and its rest every 1000 samples."""
import sys
n = int(sys.argv[1])
out = sys.stdout
out.write('{"format": "stretchy-trace", "version": 1, "preset": "sticky-utah"}\n')
for i in range(n):
    phase = i % 1000
    k = i % 1400
    y = (k if k < 700 else 1400 - k) - 100.0 + (i % 7) * 0.125
    h = 300 + 0.5 * -y if y < 0 else max(120.0, 300 - y)
    t = i / 120
    if phase == 998:
        out.write(f'{{"t": {t!r}, "offset": {y!r}, "height": {h!r}, "top": 0, "layers": {{"title": {{"opacity": 1, "scale": 1}}}}, "phase": "release", "velocity": 0}}\n')
    elif phase == 999:
        out.write(f'{{"t": {t!r}, "offset": {prev_y!r}, "height": {prev_h!r}, "top": 0, "layers": {{"title": {{"opacity": 1, "scale": 1}}}}, "phase": "rest"}}\n')
        continue
    else:
        out.write(f'{{"t": {t!r}, "offset": {y!r}, "height": {h!r}, "top": 0, "layers": {{"title": {{"opacity": 1, "scale": 1}}}}, "phase": "drag"}}\n')
    prev_y, prev_h = max(y, 0.0), (300 + 0.5 * -max(y, 0.0) if max(y,0.0) < 0 else max(120.0, 300 - max(y, 0.0)))
