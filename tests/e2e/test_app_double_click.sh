# A quick double click with the left button is two clicks of the tool (two
# splashes, both recorded) and leaves the camera where it was; a double click
# with the right button (the orbit button) refocuses the camera on the point
# under the cursor. The run holds its first frame until the presses arrive
# (--await-input), so the test holds however fast the machine is.
source "$TIDEPOOL_E2E_LIB"
cd "$WORK"

cat >double.sh <<'CLICK'
"$@" &
pid=$!
wid=$(xdotool search --sync --onlyvisible --name "tidepool - demo" | head -1)
# The app stamps a press when it reads it; on a busy machine a frame drawn
# between the two reads would part them by more than a double click's 0.35 s.
# Stopped while xdotool clicks, the app finds both presses queued together, as
# a double click 60 ms apart is on a machine that keeps up.
kill -STOP "$pid"
xdotool mousemove --window "$wid" "$PX" "$PY" click --repeat 2 --delay 60 "$BUTTON"
kill -CONT "$pid"
wait $pid
CLICK
read -r px py < <(project_world demo 480 270 1.5 0 1.5)

# 1. Left: two splashes, no refocus.
expect_exit 0 with_display env PX="$px" PY="$py" BUTTON=1 timeout 120 bash double.sh "$TIDEPOOL" --scene demo \
  --size 480x270 --hide-ui --await-input 2 --frames 20 --record-input left.rec --screenshot left.png
presses=$(grep -c "^[0-9]* press " left.rec || true)
[ "$presses" = 2 ] || { cat left.rec >&2; fail "a left double click recorded $presses presses, wanted 2 (one a click)"; }
grep -q "^splashes_active: 2$" left.txt || { cat left.txt >&2; fail "a left double click should leave 2 splashes"; }
cameras=$(grep -c "^[0-9]* camera " left.rec || true)
[ "$cameras" = 1 ] || { cat left.rec >&2; fail "a left double click moved the camera ($cameras camera lines, wanted the first only)"; }
pass "a left double click: two splashes, the camera stays"

# 2. Right: the camera refocuses on the point clicked; no splash.
expect_exit 0 with_display env PX="$px" PY="$py" BUTTON=3 timeout 120 bash double.sh "$TIDEPOOL" --scene demo \
  --size 480x270 --hide-ui --await-input 2 --frames 20 --record-input right.rec --screenshot right.png
presses=$(grep -c "^[0-9]* press " right.rec || true)
[ "$presses" = 0 ] || { cat right.rec >&2; fail "a right double click fired the tool ($presses presses)"; }
cameras=$(grep -c "^[0-9]* camera " right.rec || true)
[ "$cameras" -ge 2 ] || { cat right.rec >&2; fail "a right double click did not refocus the camera"; }
pass "a right double click refocuses the camera, and fires no tool"
