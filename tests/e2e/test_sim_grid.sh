# tidepool-sim --solver grid (the headless contract): GPU vs CPU twin
# from a random --load-state, the sidecar, the splash, the conserved energy
# with reflecting walls, the absorbing edge, and refused input.
source "$TIDEPOOL_E2E_LIB"
cd "$WORK"

# Shared python helpers: load a dump, the discrete energy of a 5-point state
# (src/sim/grid_wave/grid_wave_energy.hpp; clamped neighbours, a = a).
cat > grid.py <<'PY'
import array, json, math
def load(path, n):
    data = array.array("f"); data.frombytes(open(path, "rb").read())
    assert len(data) == n * n * 2, f"{path}: {len(data)} floats, wanted {n * n * 2}"
    assert all(math.isfinite(v) for v in data), path + " has NaN or Inf"
    return data
def energy(data, n, a):
    z, old = data[0::2], data[1::2]
    kinetic = sum((z[i] - old[i]) ** 2 for i in range(n * n))
    coupling = 0.0
    for y in range(n):
        for x in range(n):
            i = y * n + x
            for j in (y * n + min(x + 1, n - 1), min(y + 1, n - 1) * n + x):
                coupling += (z[i] - z[j]) * (old[i] - old[j])
    return kinetic + a * coupling
PY

# A random state, 64x64: both heights in [-1, 1].
python3 - <<'PY'
import array, random
random.seed(3)
open("start.raw", "wb").write(array.array("f", [random.uniform(-1, 1) for _ in range(64 * 64 * 2)]).tobytes())
PY

# GPU and twin after 300 steps agree within 1e-4 of the largest height of
# the run (the start: up to 1, plus the splash): both are float32 with the
# same operations; a GPU may round a few ulp a step differently (fused
# multiply-add), which the neutrally stable scheme carries along and adds up
# at most linearly (tests/gl/grid_wave_gpu_test.cpp).
# a=0.6 is only stable with the 9-point stencil, which comes after it: the
# --set values are applied together, each limit judged once all are in.
run=(--solver grid --size 64 --steps 300 --load-state start.raw --set a=0.6 --set laplacian=9point
     --set boundary=absorb --set damping=0.002 --splash 20,40,1,8)
expect_exit 0 "$TIDEPOOL_SIM" "${run[@]}" --dump-state gpu.raw
expect_exit 0 "$TIDEPOOL_SIM" "${run[@]}" --dump-state cpu.raw --cpu
python3 - <<'PY' || fail "GPU and CPU twin disagree, or the sidecar is wrong"
import json
from grid import load
gpu, cpu = load("gpu.raw", 64), load("cpu.raw", 64)
scale = max(2.0, max(abs(v) for v in cpu))
worst = max(abs(g - c) for g, c in zip(gpu, cpu))
print(f"max |gpu - cpu| {worst:.3g}, max |z| {scale:.3g}")
assert worst <= 1e-4 * scale
m = json.load(open("gpu.raw.json"))
assert m["solver"] == "grid" and m["width"] == 64 and m["height"] == 64, m
assert m["channels"] == ["height", "height_prev"] and m["steps"] == 300 and m["backend"] == "gpu", m
p = m["params"]
assert p["a"] == "0.6" and p["laplacian"] == "9point" and p["boundary"] == "absorb" and p["damping"] == "0.002", p
assert json.load(open("cpu.raw.json"))["backend"] == "cpu"
PY
pass "gpu and cpu agree; sidecar complete"

# The splash alone (0 steps): strength*(1 - d/radius) where d < radius, in
# both channels; cell (x, y) centred at (x + 0.5, y + 0.5); splashes add up.
expect_exit 0 "$TIDEPOOL_SIM" --solver grid --size 32 --steps 0 --splash 16,16,2,8 --splash 16,16,1,8 --dump-state splash.raw
python3 - <<'PY' || fail "splash content"
import math
from grid import load
d = load("splash.raw", 32)
cell = lambda x, y: tuple(d[2 * (y * 32 + x): 2 * (y * 32 + x) + 2])
z, old = cell(15, 15)
assert z == old and abs(z - 3 * (1 - math.sqrt(0.5) / 8)) < 1e-6, (z, old)
assert cell(24, 15) == (0.0, 0.0), "d = 8.5 is outside the radius"
assert cell(0, 0) == (0.0, 0.0)
PY
pass "splash"

# Reflecting walls, damping 0: the discrete energy after 2000 steps is the
# start's within 1e-4 (measured ~1e-6 by the twin's tests).
common=(--solver grid --size 40 --set a=0.45 --splash 12,15,1,6 --splash 30,28,-0.5,4)
expect_exit 0 "$TIDEPOOL_SIM" "${common[@]}" --steps 0 --dump-state e0.raw
expect_exit 0 "$TIDEPOOL_SIM" "${common[@]}" --steps 2000 --dump-state e1.raw
# The same ring with the absorbing edge: after 400 steps almost nothing is left.
expect_exit 0 "$TIDEPOOL_SIM" "${common[@]}" --steps 400 --set boundary=absorb --dump-state open.raw
python3 - <<'PY' || fail "energy"
from grid import load, energy
start, end = energy(load("e0.raw", 40), 40, 0.45), energy(load("e1.raw", 40), 40, 0.45)
left = energy(load("open.raw", 40), 40, 0.45)
print(f"energy {start:.6g} -> {end:.6g} (walls, 2000 steps); {100 * left / start:.3f}% left with absorb")
assert abs(end / start - 1) < 1e-4
assert left / start < 0.01
PY
pass "energy kept by walls, removed by the absorbing edge"

# Refused input: exit 2 with one clear line.
expect_exit 2 "$TIDEPOOL_SIM" --solver grid --size 32 --steps 1 --set a=0.6
expect_output "stability"
expect_output "0.499"
expect_exit 2 "$TIDEPOOL_SIM" --solver grid --size 32 --steps 1 --set a=0.6 --set laplacian=9point --set laplacian=5point
expect_output "stability"  # the last laplacian counts
expect_exit 2 "$TIDEPOOL_SIM" --solver grid --size 32 --steps 1 --set boundary=open
expect_output "reflect|absorb"
expect_exit 2 "$TIDEPOOL_SIM" --solver grid --size 32 --steps 1 --splash 1,2,3
expect_output "cx,cy,strength,radius"
expect_exit 2 "$TIDEPOOL_SIM" --solver grid --size 32 --steps 1 --splash 1,2,3,-1
expect_output "radius must be positive"
expect_exit 2 "$TIDEPOOL_SIM" --solver grid --size 4 --steps 1
pass "bad values refused"
