#!/usr/bin/env python3
"""Compares two tidepool-sim state dumps (raw float32 + .json sidecar).

usage: compare_states.py A B TOLERANCE [--relative]
Checks that both sidecars agree on solver, width, height and channels, that
both files hold width*height*channels finite floats, and that the largest
absolute difference (or difference relative to max |A|, with --relative) is
within TOLERANCE. Prints the largest difference per channel; exit 1 on failure.
"""
import array
import json
import math
import sys


def load(path):
    with open(path + ".json") as f:
        meta = json.load(f)
    data = array.array("f")
    with open(path, "rb") as f:
        data.frombytes(f.read())
    if sys.byteorder != "little":
        data.byteswap()
    want = meta["width"] * meta["height"] * len(meta["channels"])
    if len(data) != want:
        sys.exit(f"{path}: {len(data)} floats, sidecar says {want}")
    if not all(math.isfinite(v) for v in data):
        sys.exit(f"{path}: contains NaN or Inf")
    return meta, data


def main():
    a_path, b_path, tolerance = sys.argv[1], sys.argv[2], float(sys.argv[3])
    relative = "--relative" in sys.argv
    a_meta, a = load(a_path)
    b_meta, b = load(b_path)
    for key in ("solver", "width", "height", "channels"):
        if a_meta[key] != b_meta[key]:
            sys.exit(f"sidecars differ in {key}: {a_meta[key]} vs {b_meta[key]}")
    channels = a_meta["channels"]
    scale = max(max(abs(v) for v in a), 1e-30) if relative else 1.0
    worst = 0.0
    for c, name in enumerate(channels):
        diff = max(abs(x - y) for x, y in zip(a[c::len(channels)], b[c::len(channels)])) / scale
        print(f"{name}: max {'relative ' if relative else ''}difference {diff:.3g}")
        worst = max(worst, diff)
    if worst > tolerance:
        sys.exit(f"difference {worst:.3g} exceeds tolerance {tolerance:g}")


if __name__ == "__main__":
    main()
