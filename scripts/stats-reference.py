#!/usr/bin/env python3
"""Reference bounds from SciPy, for test/gate/interval.test.ts.

Writes test/fixtures/stats/scipy-bounds.json: one-sided bounds at level c are
the two-sided interval at 2c - 1 (each tail 1 - c). Wilson and Clopper-Pearson
come from scipy.stats.binomtest(...).proportion_ci; Newcombe's hybrid score
interval (his method 10) is assembled here from SciPy's Wilson bounds.
Rerun: python3 scripts/stats-reference.py
"""
import json, math, os, sys
from scipy.stats import binomtest, norm
import scipy

cases = []
for n in [1, 2, 5, 10, 12, 20, 40, 100, 263, 1000, 12345, 200000]:
    xs = sorted(set([0, 1, n // 3, n // 2, (3 * n) // 4, n - 1, n]))
    for x in xs:
        if x < 0 or x > n:
            continue
        for level in [0.8, 0.9, 0.95, 0.975, 0.99, 0.999]:
            two = 2 * level - 1
            w = binomtest(x, n).proportion_ci(confidence_level=two, method='wilson')
            e = binomtest(x, n).proportion_ci(confidence_level=two, method='exact')
            cases.append({"x": x, "n": n, "level": level,
                          "wilson": [float(w.low), float(w.high)],
                          "exact": [float(e.low), float(e.high)]})

def wilson(x, n, level):
    r = binomtest(x, n).proportion_ci(confidence_level=2 * level - 1, method='wilson')
    return float(r.low), float(r.high)

diffs = []
for (x1, n1, x2, n2) in [(56, 70, 48, 80), (9, 10, 3, 10), (6, 7, 2, 7), (5, 56, 0, 29), (0, 10, 0, 20), (10, 10, 0, 20), (700, 1000, 650, 1000), (150, 200, 140, 200)]:
    for level in [0.9, 0.95, 0.975]:
        p1, p2 = x1 / n1, x2 / n2
        l1, u1 = wilson(x1, n1, level)
        l2, u2 = wilson(x2, n2, level)
        d = p1 - p2
        diffs.append({"x1": x1, "n1": n1, "x2": x2, "n2": n2, "level": level,
                      "interval": [d - math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2), d + math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2)]})

quantiles = [{"p": p, "z": float(norm.ppf(p))} for p in [0.5, 0.6, 0.75, 0.8, 0.9, 0.95, 0.975, 0.99, 0.995, 0.999, 0.9999, 0.99999, 0.999999, 0.01, 0.25]]
out = {"generator": f"scipy {scipy.__version__} (scripts/stats-reference.py)", "proportions": cases, "differences": diffs, "normal": quantiles}
path = os.path.join(os.path.dirname(__file__), '..', 'test', 'fixtures', 'stats', 'scipy-bounds.json')
with open(path, 'w') as f:
    json.dump(out, f, indent=1)
    f.write('\n')
print(f"{len(cases)} proportions, {len(diffs)} differences, {len(quantiles)} quantiles -> {path}", file=sys.stderr)
