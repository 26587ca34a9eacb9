# tidepool-sim --solver spring (the headless contract): GPU vs CPU twin,
# the sidecar, unclamped heights, the rim mask, dump/load, and refused input.
source "$TIDEPOOL_E2E_LIB"
compare="python3 $(dirname "$TIDEPOOL_E2E_LIB")/compare_states.py"
cd "$WORK"

# GPU and CPU twin agree. Both are float32 with the same operation order (the
# shaders are `precise`, the splash is computed in double, both flush
# denormals): bit-identical on llvmpipe and NVIDIA; 1e-5 of the largest value
# leaves room for a driver that rounds a sum differently.
run=(--solver spring --size 64 --steps 400 --set stiffness=1500 --set damping=1
     --splash 20,30,1,6 --splash 40.5,40.5,-0.5,4)
expect_exit 0 "$TIDEPOOL_SIM" "${run[@]}" --dump-state gpu.raw
expect_exit 0 "$TIDEPOOL_SIM" "${run[@]}" --dump-state cpu.raw --cpu
$compare gpu.raw cpu.raw 1e-5 --relative || fail "GPU and CPU twin disagree"
python3 - <<'PY' || fail "sidecar or state content"
import array, json
m = json.load(open("gpu.raw.json"))
assert m["solver"] == "spring" and m["width"] == 64 and m["height"] == 64, m
assert m["channels"] == ["height", "velocity"] and m["steps"] == 400 and m["backend"] == "gpu", m
assert m["params"]["stiffness"] == "1500" and m["params"]["damping"] == "1", m
assert m["params"]["rim"] == "false", "headless default is a square grid with no rim"
assert json.load(open("cpu.raw.json"))["backend"] == "cpu"
data = array.array("f"); data.frombytes(open("gpu.raw", "rb").read())
heights = data[0::2]
assert min(heights) < -0.05, f"heights must go below zero (no saturate), min {min(heights)}"
assert max(abs(v) for v in data[1::2]) > 0.01, "velocity channel is empty"
PY
pass "gpu and cpu agree; sidecar complete; heights below zero"

# With the bowl's rim on, cells outside the inscribed disc stay exactly 0.
expect_exit 0 "$TIDEPOOL_SIM" --solver spring --size 40 --steps 300 --set rim=on --splash 4,4,3,10 --splash 20,20,1,5 --dump-state rim.raw
python3 - <<'PY' || fail "motion outside the rim"
import array
n = 40
data = array.array("f"); data.frombytes(open("rim.raw", "rb").read())
inside_motion = 0.0
for y in range(n):
    for x in range(n):
        h, v = data[2 * (y * n + x)], data[2 * (y * n + x) + 1]
        if (2 * x + 1 - n) ** 2 + (2 * y + 1 - n) ** 2 < n * n:
            inside_motion += abs(v)
        else:
            assert h == 0.0 and v == 0.0, (x, y, h, v)
assert inside_motion > 0.1, inside_motion
PY
pass "rim holds"

# A run split by dump/load equals one run (CPU: bit for bit); the default size is the seed's 16.
expect_exit 0 "$TIDEPOOL_SIM" --cpu --solver spring --size 64 --steps 150 --set stiffness=1500 --set damping=1 --splash 20,30,1,6 --splash 40.5,40.5,-0.5,4 --dump-state half.raw
expect_exit 0 "$TIDEPOOL_SIM" --cpu --solver spring --size 64 --steps 250 --set stiffness=1500 --set damping=1 --load-state half.raw --dump-state rest.raw
cmp rest.raw cpu.raw || fail "dump/load round trip changed the state"
expect_exit 0 "$TIDEPOOL_SIM" --solver spring --steps 10 --splash 8,8,1,3 --dump-state small.raw
grep -q '"width": 16' small.raw.json || fail "default size is not 16"
pass "dump/load round trip; default size"

# Refused input: exit 2 with one clear line.
expect_exit 2 "$TIDEPOOL_SIM" --solver spring --steps 1 --set stiffness=1e9 --dump-state bad.raw
expect_output "stiffness*dt^2 + 2*damping*dt < 1/3"
expect_exit 2 "$TIDEPOOL_SIM" --solver spring --steps 1 --set dt=0.04 --dump-state bad.raw
expect_output "bad value '0.04' for dt"
expect_exit 2 "$TIDEPOOL_SIM" --solver spring --steps 1 --splash 1,2,3 --dump-state bad.raw
expect_output "cx,cy,strength,radius"
expect_exit 2 "$TIDEPOOL_SIM" --solver spring --steps 1 --splash 1,2,3,0 --dump-state bad.raw
expect_output "radius must be > 0"
expect_exit 2 "$TIDEPOOL_SIM" --solver spring --size 3 --steps 1
expect_output "out of range for spring: 4..16384"
[ ! -e bad.raw ] || fail "a refused run wrote its dump"
pass "bad input refused"
