# A window made smaller (xdotool windowsize, as a window manager would) shows
# the app's frame at its new size: no stale strip on top, the frame not
# shifted, so a click lands on what is shown. The window's own picture is held
# against the app's picture of the same frame (its --screenshot). The first
# frame is held (--await-input) until the picture is seen right (at most 200
# looks), so the test waits on the picture, never on a sleep of a set length.
source "$TIDEPOOL_E2E_LIB"
cd "$WORK"

cat >resize.sh <<'RESIZE'
"$@" &
pid=$!
wid=$(xdotool search --sync --onlyvisible --name "tidepool - demo" | head -1)
xdotool windowsize --sync "$wid" 800 600
xdotool mousemove --window "$wid" 700 500 key shift  # the first of two presses: the frame stays held
for i in $(seq 200); do  # 200 looks (half a minute or so) for the window to show the frame the app draws at 800x600
  import -window "$wid" window.png
  if [ "$(identify -format '%wx%h' window.png)" = 800x600 ]; then
    e=$(compare -metric RMSE window.png expected.png null: 2>&1 | sed -n 's/.*(\([0-9.e-]*\)).*/\1/p')
    awk -v e="$e" 'BEGIN { exit !(e < 0.03) }' && break
  fi
  sleep 0.1
done
xdotool key shift  # the second press: the run goes on and writes its own picture
wait $pid
RESIZE

# A flat sea (no waves) so the held frame and the app's own picture one step later are the same;
# the same frame drawn headless at 800x600 is what the window should come to show.
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --scene demo --size 800x600 --hide-ui --set amplitude=0 \
  --frames 1 --screenshot expected.png
expect_exit 0 with_display timeout 240 bash resize.sh "$TIDEPOOL" --scene demo --size 1280x720 --hide-ui \
  --set amplitude=0 --await-input 2 --frames 1 --screenshot app.png
[ "$(identify -format '%wx%h' app.png)" = 800x600 ] || fail "the app's own picture is $(identify -format '%wx%h' app.png), not 800x600"
[ "$(identify -format '%wx%h' window.png)" = 800x600 ] || fail "the window is $(identify -format '%wx%h' window.png)"
rmse=$(compare -metric RMSE window.png app.png null: 2>&1 | sed -n 's/.*(\([0-9.e-]*\)).*/\1/p')
awk -v e="$rmse" 'BEGIN { exit !(e < 0.03) }' ||
  fail "the window shows another picture than the app drew (RMSE $rmse of full scale, wanted < 0.03): a stale strip, or the frame shifted"
pass "a shrunk window shows the app's frame whole (RMSE $rmse against its own picture)"
