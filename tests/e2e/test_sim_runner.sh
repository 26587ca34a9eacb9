# tidepool-sim's contract, exercised with the diffusion reference solver:
# GPU vs CPU twin, dump/load round trips, sidecars, and every input error.
source "$TIDEPOOL_E2E_LIB"
compare="python3 $(dirname "$TIDEPOOL_E2E_LIB")/compare_states.py"
cd "$WORK"

# GPU and CPU twin agree (diffusion is smooth: float32 rounding only, 1e-5 of a unit splash).
expect_exit 0 "$TIDEPOOL_SIM" --solver diffusion --size 48 --steps 300 --splash 10,20,1,6 --splash 30,30,-0.5,4 --dump-state gpu.raw
expect_exit 0 "$TIDEPOOL_SIM" --solver diffusion --size 48 --steps 300 --splash 10,20,1,6 --splash 30,30,-0.5,4 --dump-state cpu.raw --cpu
$compare gpu.raw cpu.raw 1e-5 || fail "GPU and CPU twin disagree"
grep -q '"backend": "cpu"' cpu.raw.json || fail "cpu sidecar lacks backend"
python3 - <<'PY' || fail "sidecar content"
import json
m = json.load(open("gpu.raw.json"))
assert m["solver"] == "diffusion" and m["width"] == 48 and m["height"] == 48, m
assert m["channels"] == ["value"] and m["steps"] == 300 and m["params"]["rate"] == "0.2", m
PY
pass "gpu and cpu agree; sidecar complete"

# Splitting a run with dump/load gives the same state as one run (CPU: bit for bit).
expect_exit 0 "$TIDEPOOL_SIM" --cpu --solver diffusion --size 48 --steps 120 --splash 10,20,1,6 --splash 30,30,-0.5,4 --dump-state half.raw
expect_exit 0 "$TIDEPOOL_SIM" --cpu --solver diffusion --size 48 --steps 180 --load-state half.raw --dump-state rest.raw
cmp rest.raw cpu.raw || fail "dump/load round trip changed the state"
expect_exit 0 "$TIDEPOOL_SIM" --solver diffusion --size 48 --steps 0 --load-state cpu.raw --dump-state copy.raw
cmp copy.raw cpu.raw || fail "GPU load then dump with 0 steps is not the identity"
pass "dump/load round trips"

# A parameter changes the result, and is recorded.
expect_exit 0 "$TIDEPOOL_SIM" --cpu --solver diffusion --size 48 --steps 300 --splash 10,20,1,6 --set rate=0.05 --dump-state slow.raw
! cmp -s slow.raw cpu.raw || fail "--set rate had no effect"
grep -q '"rate": "0.05"' slow.raw.json || fail "sidecar lacks the --set value"

# Bad input: exit 2, one clear line, nothing written.
expect_exit 2 "$TIDEPOOL_SIM" --solver nope --steps 1 --dump-state bad.raw; expect_output "unknown solver 'nope'; solvers: diffusion"
expect_exit 2 "$TIDEPOOL_SIM" --solver diffusion --steps 1 --bogus; expect_output "unknown option '--bogus'"
expect_exit 2 "$TIDEPOOL_SIM" --solver diffusion --size 48; expect_output "missing --steps"
expect_exit 2 "$TIDEPOOL_SIM" --solver diffusion --size abc --steps 1; expect_output "bad value 'abc' for --size"
expect_exit 2 "$TIDEPOOL_SIM" --solver diffusion --size 1 --steps 1; expect_output "out of range for diffusion: 2..8192"
expect_exit 2 "$TIDEPOOL_SIM" --solver diffusion --level 3 --steps 1; expect_output "takes --size, not --level"
expect_exit 2 "$TIDEPOOL_SIM" --solver diffusion --steps 1 --set rate=0.3 --dump-state bad.raw; expect_output "out of range [0, 0.25]"
expect_exit 2 "$TIDEPOOL_SIM" --solver diffusion --steps 1 --set speed=1 --dump-state bad.raw; expect_output "unknown parameter 'speed'; valid names: rate"
expect_exit 2 "$TIDEPOOL_SIM" --solver diffusion --steps 1 --splash 1,2,x --dump-state bad.raw; expect_output "expected comma-separated numbers"
expect_exit 2 "$TIDEPOOL_SIM" --solver diffusion --steps 1 --splash 1,2,3 --dump-state bad.raw; expect_output "cx,cy,amount,radius"
expect_exit 2 "$TIDEPOOL_SIM" --solver diffusion --steps 1 --dump-state /nonexistent/dir/x.raw; expect_output "does not exist"
expect_exit 2 "$TIDEPOOL_SIM" --solver diffusion --steps 1 --load-state missing.raw; expect_output "no such file"
[ ! -e bad.raw ] || fail "a refused run wrote its dump"
# A state of the wrong size, and a corrupt sidecar, are refused with the reason.
expect_exit 2 "$TIDEPOOL_SIM" --solver diffusion --size 32 --steps 1 --load-state cpu.raw; expect_output "needs 4096"
cp cpu.raw corrupt.raw; echo '{"solver": ' > corrupt.raw.json
expect_exit 2 "$TIDEPOOL_SIM" --solver diffusion --size 48 --steps 1 --load-state corrupt.raw; expect_output "not valid JSON"
pass "bad input refused"

expect_exit 0 "$TIDEPOOL_SIM" --help; expect_output "diffusion"
expect_exit 0 "$TIDEPOOL_SIM" --version; expect_output "tidepool-sim"

# Poison refused: a state holding NaN or infinity names its first bad cell and runs nothing.
python3 - <<'PY'
import struct
values = [0.0] * (48 * 48)
values[5 * 48 + 7] = float("nan")
open("nan.raw", "wb").write(struct.pack("<%df" % len(values), *values))
values[5 * 48 + 7] = 0.0
values[47 * 48 + 47] = float("inf")
open("inf.raw", "wb").write(struct.pack("<%df" % len(values), *values))
PY
expect_exit 2 "$TIDEPOOL_SIM" --cpu --solver diffusion --size 48 --steps 1 --load-state nan.raw --dump-state never.raw
expect_output "nan.raw: cell (7, 5) channel"
expect_output "is NaN: a state must hold finite numbers"
expect_exit 2 "$TIDEPOOL_SIM" --cpu --solver diffusion --size 48 --steps 1 --load-state inf.raw --dump-state never.raw
expect_output "inf.raw: cell (47, 47) channel"
[ ! -e never.raw ] || fail "a refused state was run and dumped"
# Without its sidecar a raw state is read as the command line says, and the log says what was assumed.
expect_exit 0 "$TIDEPOOL_SIM" --cpu --solver diffusion --size 48 --steps 1 --load-state half.raw --dump-state again.raw
rm half.raw.json
expect_exit 0 "$TIDEPOOL_SIM" --cpu --solver diffusion --size 48 --steps 1 --load-state half.raw --dump-state again.raw
expect_output "half.raw has no half.raw.json: read as a 48x48 diffusion state"
pass "non-finite states refused by cell; a state without its sidecar says what it was read as"
