# A scene reopened from the scene list picks up the parameters the player
# left it with: the demo set to wireframe, then the bowl, then the demo
# again, still in wireframe. Each click waits for what the last one did to
# show (the panel drawn, the list open or closed again, the window's title
# naming the scene), so the test holds however fast the machine is.
source "$TIDEPOOL_E2E_LIB"
cd "$WORK"

cat >keys.sh <<'KEYS'
source "$(dirname "$TIDEPOOL_E2E_LIB")/window_waits.sh"
"$@" &
pid=$!
wid=$(xdotool search --sync --onlyvisible --name "tidepool - demo" | head -1)
list="180x80+18+64"  # where the scene combo's list opens, below the combo at (100, 46)
pick() {  # ITEM_Y SCENE: open the list, click the scene's row, wait for its title
  # The list's place drawn closed. The first frame is held, so the panel's
  # top (combo, Simulation, step 0) looks alike in every scene: later picks
  # wait for that picture again, i.e. for the last pick's list to be gone.
  if [ -f closed.png ]; then
    for i in $(seq 600); do  # up to 60 s
      import -window "$wid" -crop "$list" +repage now.png
      [ "$(compare -metric AE closed.png now.png null: 2>&1)" -lt 50 ] && break
      sleep 0.1
    done
  else
    capture_when_drawn "$wid" "$list" closed.png  # the panel's first picture
  fi
  xdotool mousemove --window "$wid" 100 46 click 1
  capture_when_changed "$wid" "$list" closed.png now.png  # the list drawn
  xdotool mousemove --window "$wid" 45 "$1" click 1
  timeout 60 xdotool search --sync --name "tidepool - $2" >/dev/null
}
pick 88 bowl
pick 71 demo
wait $pid
KEYS

expect_exit 0 with_display timeout 240 bash keys.sh "$TIDEPOOL" --scene demo --set wireframe=true --size 1280x720 \
  --await-input 4 --frames 10 --screenshot back.png
grep -q "^scene: demo$" back.txt || fail "the run did not end in the demo ($(grep '^scene:' back.txt))"
grep -q "wireframe = true" back.txt || fail "the demo lost its parameters on the way to the bowl and back"
pass "a scene reopened from the list resumes the parameters it was left with"
