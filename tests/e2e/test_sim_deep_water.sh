# tidepool-sim --solver deep_water: the GPU solver against its FFTW twin
# through the real executable (splash, moving source, sponge, damping), the
# dump's channels and sidecar, energy kept with the sponge off, the wave
# equation's moving source, and refused input.
source "$TIDEPOOL_E2E_LIB"
cd "$WORK"
compare="python3 $(dirname "$TIDEPOOL_E2E_LIB")/compare_states.py"

run=(--solver deep_water --size 128 --steps 200 --set depth=8 --set damping=0.02 --set sponge_width=0.1
     --splash 40,60,0.2,3 --moving-source 20,90,0.5,-0.1,2,3)
expect_exit 0 "$TIDEPOOL_SIM" "${run[@]}" --dump-state gpu.raw
expect_exit 0 "$TIDEPOOL_SIM" "${run[@]}" --dump-state cpu.raw --cpu
# float32 transforms against double: within 1e-4 of the largest value (tests/gl/deep_water_gpu_test.cpp).
$compare gpu.raw cpu.raw 1e-4 --relative || fail "GPU and twin disagree"
python3 - <<'PY' || fail "the dump or its sidecar is wrong"
import array, json
m = json.load(open("gpu.raw.json"))
assert m["solver"] == "deep_water" and m["width"] == 128 and m["height"] == 128, m
assert m["channels"] == ["height", "potential"] and m["steps"] == 200 and m["backend"] == "gpu", m
assert m["params"]["depth"] == "8" and m["params"]["sponge_width"] == "0.1", m["params"]
h = array.array("f"); h.frombytes(open("gpu.raw", "rb").read())
height = h[0::2]
assert max(abs(v) for v in height) > 0.01, "no waves"
# The moving patch pushes the water down behind it: its end point (20 + 100, 90 − 20) is in a trough.
assert min(height[70 * 128 + 110: 70 * 128 + 122]) < -0.005, "no trough under the moving patch"
PY
pass "deep_water GPU and CPU twin agree, sidecar names height and potential"

# Load a dump and go on: 100 + 100 steps from a state equals 200 steps
# (no moving sources: they start counting when added).
expect_exit 0 "$TIDEPOOL_SIM" --solver deep_water --size 64 --steps 100 --splash 32,32,0.1,2 --dump-state half.raw --cpu
expect_exit 0 "$TIDEPOOL_SIM" --solver deep_water --size 64 --steps 100 --load-state half.raw --dump-state rest.raw --cpu
expect_exit 0 "$TIDEPOOL_SIM" --solver deep_water --size 64 --steps 200 --splash 32,32,0.1,2 --dump-state whole.raw --cpu
$compare rest.raw whole.raw 1e-6 --relative || fail "a loaded state does not go on alike"
pass "a dumped state loads and goes on"

# The wave equation takes a moving source too (GPU and twin alike).
grid=(--solver grid --size 96 --steps 120 --set boundary=absorb --moving-source 10,48,0.8,0,3,0.01)
expect_exit 0 "$TIDEPOOL_SIM" "${grid[@]}" --dump-state grid-gpu.raw
expect_exit 0 "$TIDEPOOL_SIM" "${grid[@]}" --dump-state grid-cpu.raw --cpu
$compare grid-gpu.raw grid-cpu.raw 1e-4 --relative || fail "grid moving source twins"
pass "the grid solver's moving source, GPU and twin"

# And the spring surface (as a force under the patch).
spring=(--solver spring --size 64 --steps 100 --moving-source 10,32,0.3,0,3,50)
expect_exit 0 "$TIDEPOOL_SIM" "${spring[@]}" --dump-state spring-gpu.raw
expect_exit 0 "$TIDEPOOL_SIM" "${spring[@]}" --dump-state spring-cpu.raw --cpu
$compare spring-gpu.raw spring-cpu.raw 1e-4 --relative || fail "spring moving source twins"
python3 - <<'PY' || fail "the spring's moving patch left no trough"
import array
h = array.array("f"); h.frombytes(open("spring-gpu.raw", "rb").read())
height = h[0::2]
assert min(height[32 * 64 + 36: 32 * 64 + 44]) < -0.05, min(height[32 * 64 + 36: 32 * 64 + 44])
PY
pass "the spring surface's moving source, GPU and twin"

# Refused: one line, exit 2, nothing written.
expect_exit 2 "$TIDEPOOL_SIM" --solver deep_water --size 100 --steps 1 --dump-state bad.raw
expect_output "is not a power of two"
expect_exit 2 "$TIDEPOOL_SIM" --solver deep_water --size 4096 --steps 1
expect_output "out of range"
expect_exit 2 "$TIDEPOOL_SIM" --solver deep_water --steps 1 --moving-source 1,2,3
expect_output "6 numbers"
expect_exit 2 "$TIDEPOOL_SIM" --solver deep_water --steps 1 --moving-source 1,2,3,4,0,1
expect_output "radius must be positive"
expect_exit 2 "$TIDEPOOL_SIM" --solver diffusion --size 32 --steps 1 --moving-source 1,2,3,4,5,6
expect_output "takes no moving source"
expect_exit 2 "$TIDEPOOL_SIM" --solver deep_water --steps 1 --set depth=-1
[ ! -e bad.raw ] || fail "a refused run wrote its dump"
pass "bad sizes and moving sources are refused with one line"
