"""The chart case's plotext peer: a preset's height-vs-offset curve, 100 × 25 characters.

Usage: python plotext_chart.py H h DAMPING shrink|scroll FROM TO SAMPLES WIDTH HEIGHT
Plots the heights of SPEC.md §1 at SAMPLES offsets evenly spread over FROM ... TO, the same points
the gnuplot peer samples, and prints the chart to stdout with plotext's default look.
Needs plotext 5 (`plt.plot`, `plt.plotsize`, `plt.show`); plotext 6 replaced that API.
"""
import sys

import plotext as plt

H, h, d = (float(v) for v in sys.argv[1:4])
scroll = sys.argv[4] == "scroll"
start, end = float(sys.argv[5]), float(sys.argv[6])
samples, width, height = (int(v) for v in sys.argv[7:10])


def header_height(y):
    if y <= 0:
        return H + (1 - d) * -y
    return H if scroll else max(h, H - y)


xs = [start + (end - start) * i / (samples - 1) for i in range(samples)]
plt.plot(xs, [header_height(x) for x in xs])
plt.limitsize(False, False)   # else plotext shrinks the plot to an 80 × 24 "terminal" off a tty
plt.plotsize(width, height)
plt.show()
