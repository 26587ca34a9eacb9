# Recording and replaying input: a session clicked in a real window (xdotool
# under Xvfb) is recorded with every input's step; replaying it headless ends
# in the same state and picture, bit for bit (the --dump-state files are
# identical), and so do two replays of any recording. A replay drives both
# sides of a comparison alike.
source "$TIDEPOOL_E2E_LIB"
source "$(dirname "${BASH_SOURCE[0]}")/compare_checks.sh"
cd "$WORK"

# 1. A hand-written recording: press, drag, release, a tool (command), a
#    parameter edit, a key, a camera move, a reset and more splashes.
cat >take.txt <<'TAKE'
tidepool-input 1
scene demo
sim_rate_hz 60
param wavelength=12
param grid_resolution=64
3 press 160 120 0 6 20 0.05 -0.3 -0.95
5 drag 170 120 0 6 20 0.1 -0.3 -0.95
6 release 170 120 0 6 20 0.1 -0.3 -0.95
8 command splash 2 -3
9 set amplitude=0.3
10 key_down 67
11 key_up 67
12 command splash -1 1
14 camera 0 0 0 18 50 25
15 command splash 3 3
end 24
TAKE
replay() {  # replay NAME [options...]: headless, dump and screenshot named NAME
  local name=$1; shift
  expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --replay take.txt --size 320x240 --hide-ui \
    --dump-state "$name.bin" --screenshot "$name.png" "$@"
}
replay r1
expect_output "replaying take.txt: 10 inputs over 24 steps"
replay r2
cmp -s r1.bin r2.bin || fail "two replays of the same recording ended in different states"
cmp -s r1.png r2.png || fail "two replays of the same recording gave different pictures"
grep -qF "steps: 24" r1.bin || fail "the replay should stop exactly at the recording's end (24 steps)"
grep -qF "splashes_active: 2" r1.txt || { cat r1.txt >&2; fail "C cleared, then two splashes"; }
grep -qF "  amplitude = 0.3" r1.txt || fail "the recorded parameter edit was not replayed"
state_bytes=$(sed -n 's/^side A: state_bytes \([0-9]*\).*/\1/p' r1.bin)
[ "$state_bytes" -eq $((4 + 2 * 16 + 64 * 64 * 4)) ] || fail "demo state: time, 2 splashes, 64x64 heights ($state_bytes bytes)"
pass "two headless replays: identical state dumps and screenshots"

# The check can fail: one input less is another state.
grep -v "15 command" take.txt >take-less.txt
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --replay take-less.txt --size 320x240 --hide-ui --dump-state less.bin
cmp -s r1.bin less.bin && fail "a different recording gave the same dump"
pass "a recording without its last splash dumps a different state"

# 2. A session in a real window, clicked and dragged by xdotool, recorded;
#    its dump equals the headless replay's dump.
cat >click.sh <<'CLICK'
"$@" &
pid=$!
wid=$(xdotool search --sync --onlyvisible --name "tidepool - demo" | head -1)
xdotool mousemove --window "$wid" 160 130 click 1
sleep 0.2
xdotool mousemove --window "$wid" 100 140 mousedown 1 mousemove --window "$wid" 130 150 mousemove --window "$wid" 170 160 mouseup 1
sleep 0.2
xdotool key --window "$wid" c
xdotool mousemove --window "$wid" 220 120 click 1
sleep 0.2
xdotool key --window "$wid" Escape
wait $pid
CLICK
# Interactive (real time, vsync): the dump is written when Esc closes the window.
expect_exit 0 with_display timeout 120 bash click.sh "$TIDEPOOL" --scene demo --size 320x240 --hide-ui \
  --set grid_resolution=64 --record-input session.txt --dump-state window.bin
expect_output "input recorded:"
grep -q "^[0-9]* press " session.txt || { cat session.txt >&2; fail "no press recorded (did xdotool reach the window?)"; }
grep -q "^[0-9]* drag " session.txt || fail "no drag recorded"
grep -q "^[0-9]* key_down 67$" session.txt || fail "the C key was not recorded"
grep -q "^end [1-9][0-9]*$" session.txt || fail "the recording should end with its number of steps"
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --replay session.txt --size 320x240 --hide-ui --dump-state replayed.bin
cmp -s window.bin replayed.bin || fail "the headless replay differs from the recorded window session"
pass "a clicked window session and its headless replay: identical state and picture"

# 3. Both sides of a comparison get the recorded input at the same steps.
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --replay take.txt --size 480x240 --hide-ui \
  --compare "splash_height=0.2" "splash_height=1.2" --screenshot ab.png
[ "$(grep -c '^  splashes_active: 2$' ab.txt)" = 2 ] || { cat ab.txt >&2; fail "each side should have the 2 splashes"; }
grep -qF "  caption: B: splash_height = 1.2" ab.txt || fail "caption of B"
pass "a replay drives both sides of a comparison"

# 4. Recording while replaying writes the same inputs again; that file replays to the same state.
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --replay take.txt --size 320x240 --hide-ui \
  --record-input again.txt --dump-state again.bin
cmp -s r1.bin again.bin || fail "recording during a replay changed the replay"
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --replay again.txt --size 320x240 --hide-ui --dump-state again2.bin
cmp -s r1.bin again2.bin || fail "the re-recorded file replays to another state"
pass "a re-recorded replay replays identically"

# 5. Bad recordings: one line with FILE:LINE, exit 2, nothing written.
printf 'tidepool-input 1\nscene demo\n3 press 1 2\n' >bad.txt
expect_exit 2 env -u DISPLAY "$TIDEPOOL" --headless --replay bad.txt --screenshot never.png
expect_output "bad.txt:3: press needs 8 numbers"
expect_exit 2 env -u DISPLAY "$TIDEPOOL" --headless --replay missing.txt --screenshot never.png
expect_output "cannot read recording missing.txt"
expect_exit 2 env -u DISPLAY "$TIDEPOOL" --headless --scene demo --replay take.txt --set depth=1 --screenshot never.png
expect_output "unknown parameter 'depth'"
[ ! -e never.png ] || fail "a refused replay wrote a picture"
pass "bad recordings are refused with their line"

# 5b. Lines that parse but cannot be applied are refused when the file is loaded, before a step runs.
head='tidepool-input 1\nscene bowl\nsim_rate_hz 60\nparam stiffness=200\n'
refuse() {  # BODY WANTED: the body after the header is refused at line 5 with WANTED in the message
  printf "$head%s\n" "$1" >late.txt
  expect_exit 2 env -u DISPLAY "$TIDEPOOL" --headless --replay late.txt --size 64x64 --screenshot never.png
  expect_output "late.txt:5: $2"
  [ ! -e never.png ] || fail "a refused replay wrote a picture: $1"
  grep -q "replaying" "$WORK/out.txt" && fail "a refused replay started: $1"
  true
}
refuse "10 set stiffness=abc" "bad value 'abc' for stiffness"
refuse "10 set stiffness=1e999" "bad value '1e999' for stiffness: out of range"
refuse "10 set B stiffness=100" "set B: this run has 1 side"
refuse "10 command dance" "the bowl has no command 'dance'"
refuse "10 command splash 0.1" "the bowl has no command 'splash 0.1'"
refuse "10 command splash nan 0" "the bowl has no command 'splash nan 0'"
refuse "10 key_down 9999" "key 9999 is not a GLFW key code"
refuse "end 99999999999" "step 99999999999 is more than a day of simulated time"
refuse "param nonsense=1" "unknown parameter 'nonsense'"
printf "$head%s\n%s\n" "10 command splash 0.1 0" "end 20" >fine.txt
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --replay fine.txt --size 64x64 --screenshot fine-shot.png
[ -s fine-shot.png ] || fail "a good recording wrote no picture"
pass "unplayable lines (set, command, key, side, end) refused as FILE:LINE before anything runs"

# A screenshot whose sidecar (its name with .txt) would land on the recording
# is refused before the run, and the recording is left as it was.
cp fine.txt fine.before
expect_exit 2 env -u DISPLAY "$TIDEPOOL" --headless --replay fine.txt --size 64x64 --screenshot fine.png
expect_output "the file --replay reads"
cmp -s fine.txt fine.before || fail "the recording was changed"
[ -e fine.png ] && fail "a picture was written"
pass "an output that would overwrite the recording is refused, and the recording kept"
