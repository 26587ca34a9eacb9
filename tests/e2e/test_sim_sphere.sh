# tidepool-sim --solver sphere (the headless contract): GPU vs CPU twin,
# the state layout ([vertex][x, y, z, height, height_prev]), the sidecar, the
# splash profile, dump/load, and refused input.
source "$TIDEPOOL_E2E_LIB"
compare="python3 $(dirname "$TIDEPOOL_E2E_LIB")/compare_states.py"
cd "$WORK"

# GPU (float32) and CPU twin (float64) agree: rounding only, which stays
# below 2e-6 + 2e-8·steps·max|z| (tests/gl/sphere_wave_gpu_test.cpp says why);
# 1e-5 for 400 steps. One splash sits on an icosahedron corner (0, 1, φ),
# a five-neighbour vertex, so the padded sixth ring slot is exercised.
splashes="--splash 0,1,1.618034,0.5,0.3 --splash 0.3,-0.8,0.2,-0.25,0.2"
expect_exit 0 "$TIDEPOOL_SIM" --solver sphere --level 3 --steps 400 $splashes --dump-state gpu.raw
expect_exit 0 "$TIDEPOOL_SIM" --solver sphere --level 3 --steps 400 $splashes --dump-state cpu.raw --cpu
$compare gpu.raw cpu.raw 1e-5 || fail "GPU and CPU twin disagree at level 3"
python3 - <<'PY' || fail "sidecar content"
import json
for name, backend in (("gpu.raw", "gpu"), ("cpu.raw", "cpu")):
    m = json.load(open(name + ".json"))
    assert m["solver"] == "sphere" and m["width"] == 642 and m["height"] == 1, m
    assert m["vertices"] == 642, m  # the contract names this key
    assert m["channels"] == ["x", "y", "z", "height", "height_prev"], m
    assert m["steps"] == 400 and m["backend"] == backend, m
    assert m["params"] == {"a": "0.3", "damping": "0"}, m
PY
pass "level 3: gpu and cpu agree; sidecar complete"

# Layout and splash profile, straight after the splash (0 steps): one row per
# vertex (10·4^L + 2), unit positions, height_prev = height (water at rest),
# strength·(1 − d/radius) for chord distance d < radius, 0 elsewhere.
for level in 0 2 5; do
  expect_exit 0 "$TIDEPOOL_SIM" --solver sphere --level $level --steps 0 --splash 0,2,3.236068,0.5,0.6 --dump-state splash$level.raw
done
python3 - <<'PY' || fail "state layout or splash profile"
import array, json, math
for level in (0, 2, 5):
    data = array.array("f")
    data.frombytes(open(f"splash{level}.raw", "rb").read())
    n = len(data) // 5
    assert n == 10 * 4 ** level + 2 and len(data) == 5 * n, (level, len(data))
    assert json.load(open(f"splash{level}.raw.json"))["vertices"] == n, level
    c = (0, 2 / math.hypot(2, 3.236068), 3.236068 / math.hypot(2, 3.236068))
    peak = 0
    for v in range(n):
        x, y, z, h, hp = data[5 * v: 5 * v + 5]
        assert abs(math.sqrt(x * x + y * y + z * z) - 1) < 1e-6, (level, v)
        assert h == hp, (level, v, h, hp)
        d = math.dist((x, y, z), c)
        want = 0.5 * (1 - d / 0.6) if d < 0.6 else 0.0
        assert abs(h - want) < 1e-6, (level, v, h, want)
        peak = max(peak, h)
    assert abs(peak - 0.5) < 1e-6, (level, peak)  # (0, 1, φ) is a vertex at every level
PY
pass "one row per vertex; splash profile"

# A finer level: 40,962 vertices in 20 texture rows.
expect_exit 0 "$TIDEPOOL_SIM" --solver sphere --level 6 --steps 50 --splash 0.5,0.5,0.5,0.5,0.1 --dump-state gpu6.raw
expect_exit 0 "$TIDEPOOL_SIM" --solver sphere --level 6 --steps 50 --splash 0.5,0.5,0.5,0.5,0.1 --dump-state cpu6.raw --cpu
$compare gpu6.raw cpu6.raw 3e-6 || fail "GPU and CPU twin disagree at level 6"
pass "level 6: gpu and cpu agree"

# Splitting a run with dump/load: the CPU twin's float64 state is rounded to
# float32 in the dump, so the halves agree with the whole to rounding only.
expect_exit 0 "$TIDEPOOL_SIM" --cpu --solver sphere --level 3 --steps 150 $splashes --dump-state half.raw
expect_exit 0 "$TIDEPOOL_SIM" --cpu --solver sphere --level 3 --steps 250 --load-state half.raw --dump-state rest.raw
$compare rest.raw cpu.raw 1e-6 || fail "dump/load changed the CPU run"
expect_exit 0 "$TIDEPOOL_SIM" --solver sphere --level 3 --steps 0 --load-state gpu.raw --dump-state copy.raw
cmp copy.raw gpu.raw || fail "GPU load then dump with 0 steps is not the identity"
pass "dump/load round trips"

# Parameters change the result and are recorded.
expect_exit 0 "$TIDEPOOL_SIM" --cpu --solver sphere --level 3 --steps 400 $splashes --set a=0.1 --set damping=0.01 --dump-state slow.raw
! cmp -s slow.raw cpu.raw || fail "--set a had no effect"
grep -q '"a": "0.1"' slow.raw.json && grep -q '"damping": "0.01"' slow.raw.json || fail "sidecar lacks the --set values"
pass "parameters"

# Refused input: exit 2, one clear line, nothing written.
expect_exit 2 "$TIDEPOOL_SIM" --solver sphere --level 11 --steps 1 --dump-state bad.raw; expect_output "out of range for sphere: 0..10"
expect_exit 2 "$TIDEPOOL_SIM" --solver sphere --size 3 --steps 1 --dump-state bad.raw; expect_output "takes --level, not --size"
expect_exit 2 "$TIDEPOOL_SIM" --solver sphere --steps 1 --set a=2.7 --dump-state bad.raw
expect_output "out of range [0, 2.66666667] (stability: a ≤ (8 − 4·damping)/3"
expect_exit 2 "$TIDEPOOL_SIM" --solver sphere --steps 1 --set damping=1 --set a=2 --dump-state bad.raw
expect_output "out of range [0, 1.33333333]"
expect_exit 2 "$TIDEPOOL_SIM" --solver sphere --steps 1 --splash 0,0,0,1,0.2 --dump-state bad.raw; expect_output "direction x,y,z must not be zero"
expect_exit 2 "$TIDEPOOL_SIM" --solver sphere --steps 1 --splash 1,2,3 --dump-state bad.raw; expect_output "x,y,z,strength,radius"
expect_exit 2 "$TIDEPOOL_SIM" --solver sphere --steps 1 --splash 0,0,1,1,0 --dump-state bad.raw; expect_output "radius must be > 0"
expect_exit 2 "$TIDEPOOL_SIM" --solver sphere --steps 1 --splash inf,0,1,1,0.2 --dump-state bad.raw; expect_output "bad --splash"
expect_exit 2 "$TIDEPOOL_SIM" --solver sphere --steps 1 --splash 0,0,1,1e39,0.2 --dump-state bad.raw; expect_output "finite numbers within float range"
[ ! -e bad.raw ] || fail "a refused run wrote its dump"
pass "bad input refused"
