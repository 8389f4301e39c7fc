#!/usr/bin/env python3
"""The acceptance corpus: run documents and what the OCP reference reader says of them.

    python3 scripts/acceptance-corpus.py            # writes test/fixtures/acceptance/corpus.json
    python3 scripts/acceptance-corpus.py --reader DIR   # also confirms it with loopmath itself

The expected outcomes come from `expected()` below: an independent re-reading, in
Python, of how loopmath's `outcome_evidence` (src/loopmath/belief/outcome.py)
turns a run into {z, tier, reasons, scores}. It does not use the project's
TypeScript. With `--reader DIR` (DIR holding loopmath's `src`, never committed
here) every document is also given to the real function and any disagreement
stops the script.

The documents are generated from a fixed seed: verdict/score/event mixes,
observed_at ties (also the same instant written in two zones), missing and
unparseable timestamps, events before and after the end and outside the
window, missing and unparseable ended_at, rules with and without a score,
empty requires, custom excludes_events and window_days, odd values and tiers.
A timestamp without an offset is read as UTC (run the reader with TZ=UTC).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "test" / "fixtures" / "acceptance"

PASSING = {"accept", "pass"}
FAILING = {"reject", "fail"}
TIER_RANK = {"verified": 0, "reported": 1, "heuristic": 2, "asserted": 3}


def instant(value):
    """None when the reader finds no time in the value."""
    if not value:
        return None
    try:
        t = datetime.fromisoformat(str(value).replace("Z", "+00:00"))
    except ValueError:
        return None
    return t if t.tzinfo else t.replace(tzinfo=timezone.utc)


def tier_of(signal):
    t = str(signal.get("tier") or "asserted").lower()
    return t if t in TIER_RANK else "asserted"


def latest(candidates):
    """Greatest (time, position); no time sorts first."""
    best = None
    for pos, s in candidates:
        t = instant(s.get("observed_at"))
        key = (0 if t is None else 1, t or datetime(1, 1, 1, tzinfo=timezone.utc), pos)
        if best is None or key > best[0]:
            best = (key, s)
    return None if best is None else best[1]


def numeric(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def expected(doc, now):
    run = doc.get("run") or {}
    rule = run.get("acceptance_rule") or {}
    requires = list(rule.get("requires") or [])
    score = rule.get("score")
    excluded = list(rule["excludes_events"]) if "excludes_events" in rule else ["revert", "incident"]
    window = timedelta(days=rule.get("window_days", 14))
    sigs = [(i, s) for i, s in enumerate(run.get("signals") or []) if isinstance(s, dict)]
    reasons, tiers, parts = [], [], []
    for name in requires:
        s = latest([(i, x) for i, x in sigs if x.get("kind") == "verdict" and x.get("name") == name])
        v = s.get("value") if s else None
        v = v.lower() if isinstance(v, str) else ""
        if s is None or (v not in PASSING and v not in FAILING):
            parts.append(None)
            reasons.append("missing:" + name)
            continue
        parts.append(v in PASSING)
        if v in FAILING:
            reasons.append("failed:" + name)
        tiers.append(tier_of(s))
    if score is not None:
        s = latest([(i, x) for i, x in sigs if x.get("kind") == "score" and x.get("name") == score["name"] and numeric(x.get("value"))])
        if s is None:
            parts.append(None)
            reasons.append("missing:" + score["name"])
        else:
            ok = s["value"] <= score["target"] if score["better"] == "lower" else s["value"] >= score["target"]
            parts.append(ok)
            if not ok:
                reasons.append("below_target:" + score["name"])
            tiers.append(tier_of(s))
    if not parts or None in parts and False not in parts:
        result = "unknown"
    else:
        result = "rejected" if False in parts else "accepted"
    end = instant(run.get("ended_at"))
    for _, s in sigs:
        if s.get("kind") != "event" or s.get("name") not in excluded:
            continue
        t = instant(s.get("observed_at"))
        if t is not None and t > now:
            continue
        if end is None or t is None or t - end <= window:
            result = "rejected"
            reasons.append("late:" + str(s.get("name")))
            tiers.append(tier_of(s))
    tier = max(tiers, key=TIER_RANK.get) if tiers else "asserted"
    scores = {}
    for name in sorted({x.get("name") for _, x in sigs if x.get("kind") == "score" and isinstance(x.get("name"), str)}):
        s = latest([(i, x) for i, x in sigs if x.get("kind") == "score" and x.get("name") == name and numeric(x.get("value"))])
        if s is not None:
            scores[name] = float(s["value"])
    return {"result": result, "tier": tier, "reasons": reasons, "scores": scores}


# ---------------------------------------------------------------- generation

END = datetime(2026, 9, 23, 18, 0, tzinfo=timezone.utc)
VERDICT_NAMES = ["tests", "review", "ci"]
SCORE_NAMES = ["runtime_s", "bench_score"]
EVENT_NAMES = ["revert", "incident", "issue", "hotfix"]
# Offsets from the end, in hours: before, at, just after, inside and outside 14 days.
OFFSETS = [-48, -2, -1, 0, 0, 1, 3, 72, 24 * 13, 24 * 14, 24 * 14 + 1, 24 * 20, 24 * 40]
ODD_TIMES = [None, "", "yesterday", "2026-13-01T00:00:00Z", "2026-09-23", "2026-09-23T17:00:00", "2026-09-23 19:00:00Z", "20260924T120000Z"]


def stamp(rng, hours):
    t = END + timedelta(hours=hours)
    form = rng.random()
    if form < 0.6:
        return t.strftime("%Y-%m-%dT%H:%M:%SZ")
    if form < 0.85:  # the same instant in another zone: a tie in disguise
        return t.astimezone(timezone(timedelta(hours=-7))).isoformat()
    return t.strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "+00:00"


def observed(rng):
    if rng.random() < 0.1:
        return rng.choice(ODD_TIMES)
    return stamp(rng, rng.choice(OFFSETS))


def tier(rng):
    r = rng.random()
    if r < 0.85:
        return rng.choice(["verified", "reported", "heuristic", "asserted"])
    return rng.choice([None, "VERIFIED", "Reported", "bogus", ""])


def signal(rng, i, rule_names):
    kind = rng.choices(["verdict", "score", "event"], [5, 3, 2])[0]
    s = {"id": f"s{i}", "kind": kind}
    if kind == "verdict":
        s["name"] = rng.choice(VERDICT_NAMES + rule_names)
        s["value"] = rng.choices(["accept", "reject", "pass", "fail", "error", "PASS", "maybe", None], [4, 2, 4, 2, 2, 1, 1, 1])[0]
    elif kind == "score":
        s["name"] = rng.choice(SCORE_NAMES)
        s["value"] = rng.choices([rng.choice([0.5, 0.8, 0.95, 3000, 3600, 4000]), None, "12", True], [10, 3, 1, 1])[0]
    else:
        s["name"] = rng.choice(EVENT_NAMES)
        s["value"] = f"{s['name']}/{i}"
    t = observed(rng)
    if t is not None:
        s["observed_at"] = t
    tr = tier(rng)
    if tr is not None:
        s["tier"] = tr
    s["source"] = {"kind": rng.choice(["ci", "orchestrator", "tracker", "user"])}
    if rng.random() < 0.03:
        del s["name"]
    return s


def rule(rng):
    r = {"name": "generated", "definition": "a generated rule"}
    shape = rng.random()
    if shape < 0.12:
        r["requires"] = []
    elif shape < 0.2:
        pass  # requires absent
    else:
        r["requires"] = rng.sample(VERDICT_NAMES, rng.randint(1, 3))
        if rng.random() < 0.05:
            r["requires"].append(r["requires"][0])
    if rng.random() < 0.5:
        name = rng.choice(SCORE_NAMES)
        r["score"] = {"name": name, "target": 3600, "better": "lower", "scale": "log"} if name == "runtime_s" else {"name": name, "target": 0.8, "better": "higher", "scale": "fraction"}
    elif rng.random() < 0.2:
        r["score"] = None
    if rng.random() < 0.25:
        r["excludes_events"] = rng.sample(EVENT_NAMES, rng.randint(0, 3))
    if rng.random() < 0.3:
        r["window_days"] = rng.choice([0, 1, 7, 14, 30])
    return r


def document(rng, i):
    r = rule(rng)
    sigs = [signal(rng, j, r.get("requires") or []) for j in range(rng.randint(0, 6))]
    # Most runs carry a passing verdict for what the rule requires and a measured score.
    for name in r.get("requires") or []:
        if rng.random() < 0.8:
            sigs.insert(rng.randint(0, len(sigs)), {"id": f"ok-{name}", "kind": "verdict", "name": name, "value": "pass", "observed_at": stamp(rng, rng.choice([-1, 0, 0])), "tier": tier(rng)})
    if r.get("score") and rng.random() < 0.8:
        good = 3000 if r["score"]["better"] == "lower" else 0.9
        sigs.insert(rng.randint(0, len(sigs)), {"id": "ok-score", "kind": "score", "name": r["score"]["name"], "value": good, "observed_at": stamp(rng, 0), "tier": tier(rng)})
    if sigs and rng.random() < 0.2:  # an exact tie with an earlier signal of the same name
        twin = dict(rng.choice(sigs))
        twin["id"] = "twin"
        twin["value"] = {"verdict": rng.choice(["accept", "reject", "error"]), "score": rng.choice([1, 5000]), "event": "twin"}.get(twin["kind"], twin.get("value"))
        sigs.append(twin)
    run = {"id": f"run-{i}", "acceptance_rule": r, "signals": sigs}
    end = rng.random()
    if end < 0.8:
        run["ended_at"] = END.strftime("%Y-%m-%dT%H:%M:%SZ")
    elif end < 0.9:
        run["ended_at"] = "not a time"
    doc = {"ocp": "0.3", "producer": {"name": "corpus"}, "privacy": {}, "nodes": [], "run": run}
    now = END + timedelta(hours=rng.choice([24 * 100, 24 * 100, 24 * 5, 2, -1]))
    return doc, now


# Odd and ordinary ways of writing a time, with the instant the reader finds (or none).
TIMESTAMPS = [
    "2026-09-23T10:53:00-07:00", "2026-09-23T10:53:00Z", "2026-09-23T10:53:00.1234567Z", "2026-09-23T10:53:00.12Z",
    "2026-09-23 10:53:00Z", "2026-09-23x10:53:00Z", "2026-09-23T10:53Z", "2026-09-23T10Z", "2026-09-23", "20260923T105300Z",
    "2026-W39-3", "2026-W39", "2026W393", "2026-09-23T24:00:00Z", "2026-02-30T00:00:00Z", "2024-02-29T00:00:00Z",
    "2026-09-23T10:53:00+0700", "2026-09-23T10:53:00+07", "2026-09-23T10:53:00,5Z", "yesterday", "2026-09-23T10:53:60Z",
    "2026-09-23T10:53:00+07:00:30", "2026-09-23T10:53:00.123+07:00:30.5", "  2026-09-23", "2026-9-23", "2026-09-23T10:53:00zz",
    "2026-09-23T10:53:00ZZ", "2026-09-23T10:53:00.Z", "0001-01-01T00:00:00Z", "2026-09-23T10:53:00-00:00", "1700000000",
    "2026-09-23T1053", "2026-09-23T105300", "2026-09-23T", "2026-09-23T10:5300", "2026-09-23T1053:00", "2026-09-23T10:53:00+25:00",
    "2026-09-23T10:53:00.000001Z", "2026-09-23T10:53:00.0000009Z", "9999-12-31T23:59:59.999999Z", "0099-01-01T00:00:00Z",
    "2026-09-23T10:53:00\u00e910:00", "2026-09-23\u00e910:53:00Z", "",
]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=400)
    ap.add_argument("--seed", type=int, default=10)
    ap.add_argument("--reader", type=Path, help="a folder holding loopmath's src/ (not committed)")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    cases = []
    for i in range(args.count):
        doc, now = document(rng, i)
        nows = now.strftime("%Y-%m-%dT%H:%M:%SZ")
        cases.append({"name": f"generated-{i}", "now": nows, "doc": doc, "expected": expected(doc, now)})
    if args.reader:
        confirm(cases, args.reader)
    OUT.mkdir(parents=True, exist_ok=True)
    epoch = datetime(1970, 1, 1, tzinfo=timezone.utc)
    stamps = []
    for raw in TIMESTAMPS:
        t = instant(raw)
        stamps.append({"value": raw, "us": None if t is None else str((t - epoch) // timedelta(microseconds=1))})
    lines = ",\n".join(json.dumps(c, ensure_ascii=False, sort_keys=True) for c in cases)
    stamp_lines = ",\n".join(json.dumps(t, ensure_ascii=False) for t in stamps)
    (OUT / "corpus.json").write_text(f'{{"seed": {args.seed},\n"timestamps": [\n{stamp_lines}\n],\n"cases": [\n{lines}\n]}}\n')
    results = {}
    for c in cases:
        results[c["expected"]["result"]] = results.get(c["expected"]["result"], 0) + 1
    print(f"{len(cases)} documents: {results}", file=sys.stderr)
    return 0


def confirm(cases, root: Path) -> None:
    """Give every document to loopmath's own outcome_evidence and compare."""
    sys.path.insert(0, str(root / "src"))
    from loopmath.belief.outcome import outcome_evidence  # noqa: E402
    from loopmath.types import AcceptanceRule  # noqa: E402

    bad = 0
    for c in cases:
        r = dict(c["doc"]["run"]["acceptance_rule"])
        r.setdefault("requires", [])  # the OCP default; loopmath's dataclass would default to ["tests"]
        rule = AcceptanceRule.from_dict(r)
        ev = outcome_evidence(c["doc"], rule, now=datetime.fromisoformat(c["now"].replace("Z", "+00:00")))
        got = {"result": {1.0: "accepted", 0.0: "rejected", None: "unknown"}[ev.z], "tier": ev.tier, "reasons": list(ev.reasons), "scores": ev.scores}
        if got != c["expected"]:
            bad += 1
            print(f"{c['name']}: reader {got} fixture {c['expected']}", file=sys.stderr)
    if bad:
        raise SystemExit(f"{bad} documents where the reader and the fixture disagree")
    print(f"loopmath's outcome_evidence agrees on all {len(cases)} documents", file=sys.stderr)


if __name__ == "__main__":
    raise SystemExit(main())
