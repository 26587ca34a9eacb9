# tidepool-bench --quick on whatever GL there is (llvmpipe in CI): finishes
# (its work is bounded by --quick's sizes and batch counts, never by a clock
# here: a cold shader cache alone can take a minute on a slow machine), prints the table with the machine, and writes a JSON report with
# every solver, positive rates for ours and the seed's design, the limits, and
# the GPU/driver/date. Also its refusals (exit 2, one line).
source "$TIDEPOOL_E2E_LIB"
BENCH="$(dirname "$TIDEPOOL_SIM")/tidepool-bench"
[ -x "$BENCH" ] || fail "no tidepool-bench next to $TIDEPOOL_SIM"
cd "$WORK"

expect_exit 0 "$BENCH" --quick --json bench.json
expect_output "GL:"
expect_output "memory:"
expect_output "ours/seed"
for solver in grid sphere fluid deep_water spring; do grep -qE "^$solver " "$WORK/out.txt" || fail "table lacks $solver"; done
pass "--quick ran"

python3 - <<'PY' || fail "JSON report content"
import json
r = json.load(open("bench.json"))
assert r["tool"] == "tidepool-bench", r.get("tool")
for key in ("renderer", "vendor", "version", "platform"):
    assert r["gl"][key], key
assert r["date"].endswith("Z") and r["command"].startswith("tidepool-bench --quick"), (r["date"], r["command"])
assert r["timer"] in ("GL_TIME_ELAPSED", "glFinish+steady_clock"), r["timer"]
assert r["limits"]["memory_bytes_per_s"] > 0 and r["limits"]["fma_per_s"] > 0, r["limits"]
solvers = {c["solver"] for c in r["results"]}
assert solvers == {"grid", "sphere", "fluid", "deep_water", "spring"}, solvers
for c in r["results"]:
    name = f'{c["solver"]} {c["size_label"]}'
    assert c["cells"] > 0, name
    # The seeds have no dispersive solver: deep water is held to its plain radix-2 version instead.
    other = "ours_plain_radix2" if c["solver"] == "deep_water" else "seed"
    for design in ("ours", other):
        d = c["designs"][design]
        assert d["cell_steps_per_s"] > 0, (name, design)
        assert d["measurement"]["batches"] >= 5 and d["measurement"]["ms_per_step_median"] > 0, (name, design)
    if other == "seed":
        assert c["ratio_ours_over_seed"] > 0, name
    else:
        assert c["ratio_ours_over_seed"] is None, name
    assert c["limit"]["cell_steps_per_s"] > 0 and c["limit"]["fraction"] > 0, name
    if c["solver"] in ("grid", "sphere"):
        assert c["designs"]["seed"]["measurement"]["timer"] == "glFinish+steady_clock", name  # reads back
        assert c["designs"]["seed_kernel"]["cell_steps_per_s"] > 0, name
    if c["solver"] == "fluid":
        assert c["designs"]["seed_compute"]["cell_steps_per_s"] > 0, name
    if c["seed_alternative"]:
        assert c["ratio_ours_over_seed_alternative"] > 0, name
assert r["limits"]["memory_probe"]["best_variant"] in [v["name"] for v in r["limits"]["memory_probe"]["variants"]]
print("json ok:", ", ".join(f'{c["solver"]} {c["designs"]["ours"]["cell_steps_per_s"]:.3g}' for c in r["results"]))
PY
pass "JSON has every solver with positive rates"

expect_exit 2 "$BENCH" --solver nope
expect_output "unknown solver 'nope'"
expect_exit 2 "$BENCH" --solver sphere --sizes 12
expect_output "out of range for sphere"
expect_exit 0 "$BENCH" --help
expect_output "usage: tidepool-bench"
pass "refusals and help"
expect_exit 2 "$BENCH" --solver deep_water --sizes 300
expect_output "not a power of two"
pass "a size the transforms cannot take is a usage error (exit 2)"
