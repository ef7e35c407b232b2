#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The comparer of the differential run: every peer's answers beside the
answers EIP-196/197/1108 require (the corpus's expected columns, computed by
gen_corpus.py), and bn254's beside them too.

    compare.py --corpus corpus.tsv --known known.tsv bn254.tsv PEER.tsv[@SUBSET.tsv] ...

A results file (one per peer, its first line "# <peer> <TAB> <describe>")
answers the cases of the corpus, or of SUBSET when the peer was given a
subset (the slow ones). Per case three things are compared: the status
(ok or fail), the output on success, and the gas on success when the peer
reports gas (a failed call consumes all its gas in every EVM). The error
tokens are printed, never compared: the EIPs only say that the call fails.

Exit status 1 when
  - bn254 disagrees with the EIP on any case;
  - a peer disagrees with the EIP where no entry of the known list (peer,
    rule) explains it: a new disagreement;
  - an entry of the known list no longer reproduces on its example case (the
    peer ran that case and agreed with the EIP: fixed, so the entry and
    doc/testing.md must change);
  - a runner did not answer every case it was given (it crashed, or hung
    and was stopped).
The rules are the predicates in RULES below, each matching one documented
bug on the case's tags (gen_corpus.py) and the peer's answer; the list
(known.tsv: peer, version, rule, example, reference) says which peer has
which.
"""

import argparse
import sys


def load_corpus(path):
    cases = {}
    for line in open(path):
        if not line.strip() or line.startswith("#"):
            continue
        cid, op, data, tier, tags, status, out, gas = line.rstrip("\n").split("\t")
        cases[cid] = {
            "id": cid,
            "op": op,
            "len": 0 if data == "-" else len(data) // 2,
            "input": b"" if data == "-" else bytes.fromhex(data),
            "tier": tier,
            "tags": set(tags.split(",")),
            "status": status,
            "out": out,
            "gas": gas,
        }
    return cases


def load_results(path):
    head, answers = None, {}
    for line in open(path):
        line = line.rstrip("\n")
        if line.startswith("# ") and head is None:
            peer, _, describe = line[2:].partition("\t")
            head = (peer, describe)
            continue
        if not line:
            continue
        cid, status, out, gas, token = (line.split("\t") + ["-"] * 5)[:5]
        answers[cid] = {"status": status, "out": out, "gas": gas, "token": token}
    if head is None:
        raise SystemExit("compare.py: %s has no '# <peer> <describe>' line" % path)
    return head, answers


def differences(case, ans):
    """The ways an answer differs from the EIP's: status, output, gas."""
    if ans["status"] != case["status"]:
        return ["status"]
    if case["status"] != "ok":
        return []
    diff = []
    if ans["out"] != case["out"]:
        diff.append("output")
    if ans["gas"] != "-" and ans["gas"] != case["gas"]:
        diff.append("gas")
    return diff


ONE = "%064x" % 1
ZERO = "%064x" % 0


def y_flag_bits(case):
    """Whether a y coordinate word the EIP reads (G1's y; G2's y, imaginary
    part, which comes first) has bit 255 or 254 set: the flag bits of arkworks'
    (and Solana's) point encoding. ecadd and ecmul read the first 128 and 96
    bytes, zero-padded; ecpairing reads every 192-byte pair."""
    data, op = case["input"], case["op"]
    if op == "ecpairing":
        offsets = [o + d for o in range(0, len(data) - len(data) % 192, 192) for d in (32, 128)]
    else:
        offsets = [32, 96] if op == "ecadd" else [32]
    return any(o < len(data) and data[o] & 0xC0 for o in offsets)


# rule -> (what the peer does, predicate(case, answer, differences))
RULES = {
    "pairing-true-beside-infinity": (
        "ecpairing answers 1 for any input with a pair that has a point at infinity, "
        "whatever the other pairs give",
        lambda c, a, d: (
            c["op"] == "ecpairing"
            and "has-inf-pair" in c["tags"]
            and c["out"] == ZERO
            and a["status"] == "ok"
            and a["out"] == ONE
            and d == ["output"]
        ),
    ),
    "coordinate-ge-p-accepted": (
        "a coordinate word >= p is accepted (read mod p) instead of failing the call",
        lambda c, a, d: "ge-p" in c["tags"] and c["status"] == "fail" and a["status"] == "ok",
    ),
    "y-flag-bits-read": (
        "bits 255 and 254 of a y coordinate word are read as point-encoding flags (254: "
        "infinity, 255 alone: dropped) instead of failing the call (the word is >= p)",
        lambda c, a, d: c["status"] == "fail" and a["status"] == "ok" and y_flag_bits(c),
    ),
}


def load_known(path):
    known = []
    for n, line in enumerate(open(path), 1):
        if not line.strip() or line.startswith("#"):
            continue
        cols = line.rstrip("\n").split("\t")
        if len(cols) != 5 or cols[2] not in RULES:
            raise SystemExit(
                "compare.py: %s:%d: want peer, version, rule (one of %s), example, "
                "reference, tab-separated" % (path, n, ", ".join(RULES))
            )
        known.append(dict(zip(("peer", "version", "rule", "example", "ref"), cols)))
    return known


def show(case, ans):
    want = case["status"] if case["status"] != "ok" else "ok %s" % case["out"]
    got = ans["status"] if ans["status"] != "ok" else "ok %s" % ans["out"]
    if ans["status"] != "ok" and ans["token"] != "-":
        got += " (%s)" % ans["token"]
    if ans["status"] == "ok" and ans["gas"] not in ("-", case["gas"]):
        got += " gas %s (EIP-1108: %s)" % (ans["gas"], case["gas"])
    return "%s [%s, %d bytes]: EIP %s; got %s" % (
        case["id"],
        ",".join(sorted(case["tags"] - {case["op"]})),
        case["len"],
        want,
        got,
    )


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", required=True)
    ap.add_argument("--known", required=True)
    ap.add_argument("--show", type=int, default=3, help="examples printed per rule or kind")
    ap.add_argument("results", nargs="+", help="bn254's first, then PEER.tsv[@SUBSET.tsv]")
    args = ap.parse_args()
    corpus = load_corpus(args.corpus)
    known = load_known(args.known)
    problems = []
    ran = {}
    total_known = total_new = answers_total = 0
    for i, spec in enumerate(args.results):
        path, _, subset = spec.partition("@")
        given = load_corpus(subset) if subset else corpus
        (peer, describe), answers = load_results(path)
        if i == 0 and peer != "bn254":
            raise SystemExit("compare.py: the first results must be bn254's, not %s" % peer)
        missing = [cid for cid in given if cid not in answers]
        extra = [cid for cid in answers if cid not in corpus]
        if missing or extra:
            problems.append(
                "%s: %d of %d cases unanswered (the first: %s), %d unknown ids"
                % (peer, len(missing), len(given), missing[:1], len(extra))
            )
        entries = [k for k in known if k["peer"] == peer]
        by_rule, new = {}, []
        for cid, ans in answers.items():
            if cid not in corpus:
                continue
            case = corpus[cid]
            diff = differences(case, ans)
            if not diff:
                continue
            rule = next((k["rule"] for k in entries if RULES[k["rule"]][1](case, ans, diff)), None)
            if rule is None or i == 0:
                new.append((case, ans))
            else:
                by_rule.setdefault(rule, []).append((case, ans))
        answers_total += len(answers)
        ran[peer] = answers
        n_known = sum(len(v) for v in by_rule.values())
        label = "bn254 vs the EIP" if i == 0 else peer
        print(
            "%-18s %5d cases, %4d known, %d new disagreements  (%s)"
            % (label, len(answers), n_known, len(new), describe)
        )
        for rule, hits in sorted(by_rule.items()):
            print("    known %s (%d): %s" % (rule, len(hits), RULES[rule][0]))
            for case, ans in hits[: args.show]:
                print("      e.g. " + show(case, ans))
        if new:
            kinds = {}
            for case, ans in new:
                kinds.setdefault((case["op"], tuple(differences(case, ans))), []).append(
                    (case, ans)
                )
            for (op, diff), hits in sorted(kinds.items()):
                print("    NEW %s %s (%d):" % (op, "+".join(diff), len(hits)))
                for case, ans in hits[: args.show]:
                    print("      " + show(case, ans))
            problems.append(
                "%s: %d %s"
                % (peer, len(new), "disagreements with the EIP" if i == 0 else "new disagreements")
            )
        if i > 0:
            total_known += n_known
            total_new += len(new)
        # every entry of this peer still reproduces on its example
        for k in entries:
            ans, case = answers.get(k["example"]), corpus.get(k["example"])
            if ans is None or case is None:
                print("    (known %s: example %s not run here)" % (k["rule"], k["example"]))
            elif not RULES[k["rule"]][1](case, ans, differences(case, ans)):
                problems.append(
                    "%s: known %s no longer reproduces on %s: %s (fixed? update %s "
                    "and doc/testing.md)"
                    % (peer, k["rule"], k["example"], show(case, ans), args.known)
                )
    peers = len(args.results) - 1
    print(
        "differential: %d cases x %d peers (%d answers), %d known disagreements, %d new"
        % (len(corpus), peers, answers_total - len(ran.get("bn254", {})), total_known, total_new)
    )
    for k in known:
        if k["peer"] not in ran:
            print("  (not run: %s, known %s)" % (k["peer"], k["rule"]))
    for p in problems:
        print("FAIL: " + p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
