#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""bench/limit.py: the limit table of doc/performance.md: for ecmul,
the G2 subgroup check, the Miller loop and the final exponentiation, the
operation counts times the measured cost of each kernel, the bound that
gives, and the measured time of the whole operation.

    bench/limit.py --internal INTERNAL.json --opcount OPCOUNT.md

INTERNAL.json: `bench_internal --benchmark_format=json` (one run; the CPU
time of each micro benchmark, median when repeated). OPCOUNT.md: the output
of bench/opcount/opcount.sh (exact counts on the scalar tower, c64).

The estimate of an operation is its counted Fp2 products, squarings and
Fp2 x Fp products at the fp2_* kernel costs, its remaining Fp products,
squarings and inversions at the fp_* costs, and its Fp additions at the
fp_add cost (the x86-64 Fp2 kernels fuse some additions, so that part of the
bound is high). The lanes bound (AVX-512 IFMA, when bench_internal ran on
such a CPU) replaces the Fp12 operations on f by the fp12_acc_* costs and
keeps the rest scalar; its counts come from the code, derived below.
"""

import argparse
import json
import sys

COLUMNS = ["fp2_mul", "fp2_sqr", "fp2_mul_fp", "fp_mul", "fp_sqr", "fp_mul_sqr", "fp_inv", "fp_add"]


def read_opcount(path):
    """Rows of opcount's tables: label -> dict of the columns above."""
    rows = {}
    for line in open(path):
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 9 or not cells[1].isdigit():
            continue
        rows[cells[0]] = dict(zip(COLUMNS, (int(c) for c in cells[1:])))
    return rows


def read_internal(path):
    """bench_internal's CPU ns per call: name -> ns (the median aggregate
    when the run was repeated, else the single run)."""
    doc = json.load(open(path))
    ns, medians = {}, {}
    scale = {"ns": 1.0, "us": 1e3, "ms": 1e6, "s": 1e9}
    for b in doc["benchmarks"]:
        name = b.get("run_name", b["name"]).split("/")[0]
        t = b["cpu_time"] * scale[b.get("time_unit", "ns")]
        if b.get("aggregate_name") == "median":
            medians[name] = t
        elif b.get("run_type", "iteration") == "iteration":
            ns.setdefault(name, t)
    ns.update(medians)
    return ns


def scalar_cost(c, k):
    """(products, additions): ns of the counted products, squarings and
    inversions, and of the additions, at the kernel costs k (the Fp products
    inside the Fp2 ones are not counted twice)."""
    fp_mul_direct = c["fp_mul"] - 3 * c["fp2_mul"] - 2 * c["fp2_sqr"] - 2 * c["fp2_mul_fp"]
    products = (
        c["fp2_mul"] * k["fp2_mul"]
        + c["fp2_sqr"] * k["fp2_sqr"]
        + c["fp2_mul_fp"] * k["fp2_mul_fp"]
        + fp_mul_direct * k["fp_mul"]
        + c["fp_sqr"] * k["fp_sqr"]
        + c["fp_inv"] * k["fp_inv"]
    )
    return products, c["fp_add"] * k["fp_add"]


def plus(*costs):
    return tuple(sum(x) for x in zip(*costs))


def times(n, cost):
    return tuple(n * x for x in cost)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--internal", required=True)
    ap.add_argument("--opcount", required=True)
    args = ap.parse_args()
    ops = read_opcount(args.opcount)
    k = read_internal(args.internal)

    def op(prefix):
        for label, row in ops.items():
            if label.startswith(prefix):
                return row
        sys.exit(f"limit.py: no opcount row starting with '{prefix}'")

    ecmul = op("06614e20c147e940")  # revm's ecmul scalar (chfast1's last word), GLV path
    g2 = op("G2 subgroup check")
    miller = op("Miller loop, 1 pair")
    fexp = op("final exponentiation")
    line_dbl = op("doubling step")
    line_add = op("addition step")
    inv12 = op("of which the Fp12 inversion")
    fp12_mul = op("Fp12 multiplication")

    rows = []  # (operation, counts in words, bound ns, measured benchmark)
    rows.append(
        (
            "ecmul, revm's 251-bit scalar (GLV, Shamir)",
            f"{ecmul['fp_mul']} Fp mul, {ecmul['fp_sqr']} sqr, {ecmul['fp_inv']} inv, "
            f"{ecmul['fp_add']} add",
            scalar_cost(ecmul, k),
            "g1_mul_glv",
        )
    )
    rows.append(
        (
            "G2 subgroup check ([x0+1]Q + psi([x0])Q + ... = 0, one point)",
            f"{g2['fp2_mul']} Fp2 mul, {g2['fp2_sqr']} Fp2 sqr, {g2['fp_add']} Fp add",
            scalar_cost(g2, k),
            "g2_subgroup_check",
        )
    )
    rows.append(
        (
            "Miller loop, 1 pair, scalar tower",
            f"{miller['fp2_mul']} Fp2 mul, {miller['fp2_sqr']} Fp2 sqr, "
            f"{miller['fp2_mul_fp']} Fp2 x Fp, {miller['fp_add']} Fp add",
            scalar_cost(miller, k),
            "miller_loop_1_scalar" if "miller_loop_1_scalar" in k else "miller_loop_1",
        )
    )
    rows.append(
        (
            "final exponentiation, scalar tower",
            f"{fexp['fp2_mul']} Fp2 mul, {fexp['fp2_sqr']} Fp2 sqr, {fexp['fp_inv']} inv, "
            f"{fexp['fp_add']} Fp add",
            scalar_cost(fexp, k),
            "final_exp_scalar" if "final_exp_scalar" in k else "final_exp",
        )
    )
    if "fp12_acc_mul" in k:
        # Miller loop on lanes (src/pairing_impl.h, bn254_miller_loop_batch):
        # 64 squarings of f (every doubling step but the first, each a lane
        # product), 65 + 21 + 2 line products (doubling, addition and the two
        # Frobenius lines), the lines themselves on the scalar tower: 65
        # doubling steps and 23 addition steps (the two Frobenius lines are
        # addition steps).
        lanes = plus(
            (64 * k["fp12_acc_mul"] + 88 * k["fp12_acc_mul_by_line"], 0),
            times(65, scalar_cost(line_dbl, k)),
            times(23, scalar_cost(line_add, k)),
        )
        rows.append(
            (
                "Miller loop, 1 pair, f in IFMA lanes",
                "64 lane sqr, 88 lane line products; 65 doubling + 23 addition steps scalar",
                lanes,
                "miller_loop_1",
            )
        )
        # Final exponentiation on lanes (bn254_final_exp_acc): the easy part
        # f^((p^6 - 1)(p^2 + 1)) scalar (one Fp12 inversion, two Fp12
        # products; the Frobenius map not counted), the hard part in lanes:
        # three exponentiations by x0 (63 cyclotomic squarings and 16
        # products each, wNAF of width 4), 3 more squarings and 10 products.
        easy = plus(scalar_cost(inv12, k), times(2, scalar_cost(fp12_mul, k)))
        lanes = plus(easy, (192 * k["fp12_acc_cyclo_sqr"] + 58 * k["fp12_acc_mul"], 0))
        rows.append(
            (
                "final exponentiation, hard part in IFMA lanes",
                "easy part scalar (inversion, 2 Fp12 mul); 192 lane cyclotomic sqr, 58 lane mul",
                lanes,
                "final_exp",
            )
        )

    print(
        "| operation | counted operations | products at kernel cost, ns "
        "| additions at fp_add cost, ns | sum, ns | measured, ns | measured / products "
        "| measured / sum |"
    )
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    for name, what, (products, additions), bench in rows:
        m = k.get(bench)
        total = products + additions
        cells = [
            f"{products:,.0f}",
            f"{additions:,.0f}",
            f"{total:,.0f}",
            f"{m:,.0f}" if m else "-",
            f"{m / products:.2f}" if m else "-",
            f"{m / total:.2f}" if m else "-",
        ]
        print(f"| {name} ({bench}) | {what} | " + " | ".join(cells) + " |")
    print()
    used = [
        "fp_mul",
        "fp_sqr",
        "fp_add",
        "fp_inv",
        "fp2_mul",
        "fp2_sqr",
        "fp2_mul_fp",
        "fp12_acc_mul",
        "fp12_acc_mul_by_line",
        "fp12_acc_cyclo_sqr",
    ]
    print(
        "Kernel costs used (CPU ns per call): "
        + ", ".join(f"{n} {k[n]:.1f}" for n in used if n in k)
        + "."
    )


if __name__ == "__main__":
    main()
