# SPDX-License-Identifier: MIT
"""bench/charts.py: the side-by-side tables drawn as one SVG chart (Python's
standard library only; bench/tables.py calls it).

Left: per vector, one horizontal bar per library (bn254 first), each
vector's bars on their own scale (the slowest library's bar is full length),
labelled with the CPU ns per call. Right: bn254's time over the fastest
other library's, on a common scale with a line at 1 (left of it, bn254 is
faster). The stamp lines (commit, machine, date) are printed under the
title, as in the tables.

  svg = bar_chart(title, stamp_lines, columns, rows)
      columns: the libraries, bn254 first; rows: [(label, [ns or None per column])]
"""

from xml.sax.saxutils import escape

COLORS = ["#1f5fa8", "#d9822b", "#5a9e4b", "#a34a8f", "#7f7f7f", "#c9b02a", "#2aa5a5"]
LABEL_W, BARS_W, GAP, RATIO_W, RIGHT = 340, 380, 40, 150, 30
LABEL_CHARS = 56
BAR_H, ROW_GAP = 11, 9


def fmt_ns(ns):
    if ns is None:
        return "-"
    if ns >= 1e6:
        return "%.2f ms" % (ns / 1e6)
    if ns >= 1e3:
        return "%.1f us" % (ns / 1e3)
    return "%.1f ns" % ns


def ratio(values):
    """bn254 (values[0]) over the fastest of the others, or None."""
    others = [v for v in values[1:] if v]
    if not values or not values[0] or not others:
        return None
    return values[0] / min(others)


def bar_chart(title, stamp_lines, columns, rows):
    width = LABEL_W + BARS_W + GAP + RATIO_W + RIGHT
    top = 40 + 16 * len(stamp_lines) + 26  # title, stamp, legend
    group_h = BAR_H * len(columns) + ROW_GAP
    height = top + group_h * len(rows) + 40
    ratios = [ratio(v) for _, v in rows]
    rmax = max([2.0] + [r * 1.1 for r in ratios if r])
    x_ratio = LABEL_W + BARS_W + GAP
    out = [
        '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
        'viewBox="0 0 %d %d" font-family="sans-serif" font-size="11">'
        % (width, height, width, height),
        '<rect width="100%" height="100%" fill="white"/>',
        '<text x="10" y="22" font-size="15" font-weight="bold">%s</text>' % escape(title),
    ]
    for i, line in enumerate(stamp_lines):
        out.append('<text x="10" y="%d" fill="#444">%s</text>' % (40 + 16 * i, escape(line)))
    y = 40 + 16 * len(stamp_lines) + 6
    x = 10
    for i, col in enumerate(columns):
        out.append(
            '<rect x="%d" y="%d" width="12" height="10" fill="%s"/>'
            % (x, y, COLORS[i % len(COLORS)])
        )
        out.append('<text x="%d" y="%d">%s</text>' % (x + 16, y + 9, escape(col)))
        x += 24 + 7 * len(col)
    out.append(
        '<text x="%d" y="%d" font-weight="bold">%s</text>'
        % (x_ratio, top - 4, escape("%s / fastest other" % columns[0]))
    )
    one = x_ratio + RATIO_W * 1.0 / rmax
    for k, (label, values) in enumerate(rows):
        y0 = top + k * group_h
        short = label if len(label) <= LABEL_CHARS else label[: LABEL_CHARS - 3] + "..."
        out.append(
            '<text x="%d" y="%d" text-anchor="end">%s</text>'
            % (LABEL_W - 8, y0 + group_h / 2 + 4, escape(short))
        )
        vmax = max([v for v in values if v] or [1.0])
        for i, v in enumerate(values):
            yb = y0 + i * BAR_H
            if v:
                w = max(1.0, BARS_W * v / vmax)
                out.append(
                    '<rect class="bar" x="%d" y="%d" width="%.1f" height="%d" fill="%s">'
                    "<title>%s</title></rect>"
                    % (
                        LABEL_W,
                        yb,
                        w,
                        BAR_H - 2,
                        COLORS[i % len(COLORS)],
                        escape("%s %s: %s" % (label, columns[i], fmt_ns(v))),
                    )
                )
                inside = w > BARS_W - 60  # the label inside the bar's end, in white
                out.append(
                    '<text x="%.1f" y="%d" font-size="9"%s>%s</text>'
                    % (
                        LABEL_W + (w - 56 if inside else w + 3),
                        yb + 8,
                        ' fill="white"' if inside else "",
                        fmt_ns(v),
                    )
                )
            else:
                out.append(
                    '<text x="%d" y="%d" font-size="9" fill="#888">-</text>' % (LABEL_W + 3, yb + 8)
                )
        r = ratios[k]
        if r:
            color = "#3a8a3a" if r < 1 else "#c0562b"
            out.append(
                '<rect class="ratio" x="%d" y="%.1f" width="%.1f" height="%d" fill="%s"/>'
                % (x_ratio, y0 + group_h / 2 - 6, RATIO_W * r / rmax, 10, color)
            )
            out.append(
                '<text class="ratio-value" x="%.1f" y="%.1f">%.2f</text>'
                % (x_ratio + RATIO_W * r / rmax + 4, y0 + group_h / 2 + 3, r)
            )
        else:
            out.append(
                '<text class="ratio-value" x="%d" y="%.1f" fill="#888">-</text>'
                % (x_ratio, y0 + group_h / 2)
            )
    bottom = top + group_h * len(rows)
    out.append(
        '<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="black" stroke-dasharray="3,2"/>'
        % (one, top - 2, one, bottom)
    )
    out.append('<text x="%.1f" y="%d" text-anchor="middle">1</text>' % (one, bottom + 12))
    out.append(
        '<text x="10" y="%d" fill="#444" font-size="10">%s</text>'
        % (
            bottom + 28,
            escape(
                "CPU time per call; each vector's bars on its own scale (the slowest "
                "library full length); right: below 1, %s is faster." % columns[0]
            ),
        )
    )
    out.append("</svg>")
    return "\n".join(out) + "\n"
