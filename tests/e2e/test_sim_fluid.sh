# tidepool-sim --solver fluid (the headless contract): GPU vs CPU twin
# from a random --load-state, the sidecar, the splash, walls keeping the mass,
# open edges losing it, and refused input.
source "$TIDEPOOL_E2E_LIB"
cd "$WORK"

# A random initial state, 48x48: masses in [0, 1.5], velocities in [-0.6, 0.6] cells/step.
python3 - <<'PY'
import array, random
random.seed(5)
n = 48
data = array.array("f")
for _ in range(n * n):
    data.extend([random.uniform(-0.6, 0.6), random.uniform(-0.6, 0.6),
                 0.0 if random.random() < 0.2 else random.uniform(0, 1.5)])
open("start.raw", "wb").write(data.tobytes())
PY

# GPU and CPU twin agree on mass and momentum (m*v) within 1e-4 after 25 steps:
# the GPU sums 169 floats a cell where the twin sums doubles, and GLSL's exp()
# differs from libm's by a few ulp; the step amplifies that to ~1e-5 here
# (tests/gl/splat_fluid_gpu_test.cpp says more). Raw velocities are not
# compared: in nearly empty cells (mass ~1e-30) they are a ratio of tiny sums.
run=(--solver fluid --size 48 --steps 25 --load-state start.raw --set edges=walls
     --set gravity=0.01 --splash 24,36,1,6,0.3,-0.2)
expect_exit 0 "$TIDEPOOL_SIM" "${run[@]}" --dump-state gpu.raw
expect_exit 0 "$TIDEPOOL_SIM" "${run[@]}" --dump-state cpu.raw --cpu
python3 - <<'PY' || fail "GPU and CPU twin disagree, or the sidecar is wrong"
import array, json, math
def load(path):
    data = array.array("f"); data.frombytes(open(path, "rb").read())
    assert all(math.isfinite(v) for v in data), path + " has NaN or Inf"
    return data
gpu, cpu, start = load("gpu.raw"), load("cpu.raw"), load("start.raw")
assert len(gpu) == len(cpu) == 48 * 48 * 3
worst_mass = max(abs(gpu[i + 2] - cpu[i + 2]) for i in range(0, len(gpu), 3))
worst_momentum = max(abs(gpu[i + 2] * gpu[i + c] - cpu[i + 2] * cpu[i + c])
                     for i in range(0, len(gpu), 3) for c in (0, 1))
print(f"mass: max difference {worst_mass:.3g}; momentum: {worst_momentum:.3g}")
assert worst_mass < 1e-4 and worst_momentum < 1e-4
# Walls: per step the mass changes only by the seed's lattice factor
# (0.99966..1.00008, its pi written 3.142), 25 steps; the splash added its cone.
m = json.load(open("gpu.raw.json"))
assert m["solver"] == "fluid" and m["width"] == 48 and m["height"] == 48, m
assert m["channels"] == ["vx", "vy", "mass"] and m["steps"] == 25 and m["backend"] == "gpu", m
assert m["params"]["edges"] == "walls" and m["params"]["gravity"] == "0.01", m
assert m["params"]["periodic_splash"] == "false", "the periodic splash is off in tidepool-sim"
assert m["params"]["rho0"] == "1" and m["params"]["radius"] == "6", m
assert json.load(open("cpu.raw.json"))["backend"] == "cpu"
cone = sum(max(0.0, 1 - math.hypot(x + 0.5 - 24, y + 0.5 - 36) / 6) for y in range(48) for x in range(48))
before = sum(start[2::3]) + cone
after = sum(gpu[2::3])
print(f"mass {before:.3f} -> {after:.3f} (ratio {after / before:.6f})")
assert 0.99966 ** 25 - 1e-4 < after / before < 1.00008 ** 25 + 1e-4
PY
pass "gpu and cpu agree; sidecar complete; walls keep the mass"

# The splash alone (0 steps): mass*(1 - d/radius) inside the radius, velocity set.
expect_exit 0 "$TIDEPOOL_SIM" --solver fluid --size 32 --steps 0 --splash 16,16,2,8,0.5,-0.25 --dump-state splash.raw
python3 - <<'PY' || fail "splash content"
import array, math
n = 32
d = array.array("f"); d.frombytes(open("splash.raw", "rb").read())
cell = lambda x, y: d[3 * (y * n + x): 3 * (y * n + x) + 3]
vx, vy, m = cell(15, 15)
assert abs(m - 2 * (1 - math.sqrt(0.5) / 8)) < 1e-5 and vx == 0.5 and vy == -0.25, (vx, vy, m)
assert list(cell(16 + 8, 15)) == [0.0, 0.0, 0.0], "outside the radius is untouched"
assert list(cell(0, 0)) == [0.0, 0.0, 0.0]
PY
pass "splash"

# Open edges (the seed): the same start loses mass across the border.
expect_exit 0 "$TIDEPOOL_SIM" --solver fluid --size 48 --steps 10 --load-state start.raw --set conserve_mass=true --dump-state open.raw
python3 - <<'PY' || fail "open edges kept the mass"
import array
load = lambda p: array.array("f", open(p, "rb").read())
ratio = sum(load("open.raw")[2::3]) / sum(load("start.raw")[2::3])
print(f"open edges, 10 steps: mass ratio {ratio:.4f}")
assert ratio < 0.97
PY
pass "open edges let mass out"

# Refused input: exit 2 with one clear line, no dump written.
expect_exit 2 "$TIDEPOOL_SIM" --solver fluid --steps 1 --set edges=wrap --dump-state bad.raw
expect_output "expected one of open|walls"
expect_exit 2 "$TIDEPOOL_SIM" --solver fluid --steps 1 --set radius=20 --dump-state bad.raw
expect_output "bad value '20' for radius: out of range [1, 12]"
expect_exit 2 "$TIDEPOOL_SIM" --solver fluid --steps 1 --set spray_speed=5 --dump-state bad.raw
expect_output "leaves the gather window"
expect_exit 2 "$TIDEPOOL_SIM" --solver fluid --steps 1 --splash 1,2,3 --dump-state bad.raw
expect_output "cx,cy,mass,radius[,vx,vy]"
expect_exit 2 "$TIDEPOOL_SIM" --solver fluid --steps 1 --splash 1,2,-3,4 --dump-state bad.raw
expect_output "mass must be >= 0"
expect_exit 2 "$TIDEPOOL_SIM" --solver fluid --size 8 --steps 1
expect_output "16..8192"
[ ! -e bad.raw ] || fail "a refused run wrote its dump"
pass "bad input refused"
