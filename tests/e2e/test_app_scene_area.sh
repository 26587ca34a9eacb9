# The scene is framed in the area the panel leaves free: with the UI shown,
# the sidecar's scene_area lies right of the panel and takes most of the
# window, and what is drawn there is the very picture the scene gives at that
# size with no UI (so the camera's target, the scene's centre, is at the
# area's centre, not under the panel). With --hide-ui the area is the whole
# picture; a comparison's two tiles share the area.
source "$TIDEPOOL_E2E_LIB"
cd "$WORK"

for scene in harbor planet; do
  expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --scene "$scene" --size 1280x720 --frames 3 --msaa 1 \
    --screenshot "$scene-ui.png"
  read -r ax ay aw ah <<<"$(value scene_area "$scene-ui.txt")"
  [ "$ax" -ge 300 ] && [ "$ax" -le 500 ] && [ $((ax + aw)) -eq 1280 ] && [ "$ay" -eq 0 ] && [ "$ah" -eq 720 ] ||
    fail "$scene: the scene area $ax $ay $aw $ah is not the span right of the panel"
  expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --scene "$scene" --size "${aw}x${ah}" --frames 3 --msaa 1 \
    --hide-ui --screenshot "$scene-alone.png"
  [ "$(value scene_area "$scene-alone.txt")" = "0 0 $aw $ah" ] || fail "$scene: --hide-ui should frame the whole picture"
  # The area of the UI picture against the scene alone, above the stats strip.
  convert "$scene-ui.png" -crop "${aw}x$((ah - 60))+$ax+0" +repage area.png
  convert "$scene-alone.png" -crop "${aw}x$((ah - 60))+0+0" +repage alone.png
  differ=$(compare -metric AE -fuzz 2% area.png alone.png null: 2>&1 || true)
  [ "${differ%% *}" -lt $((aw * (ah - 60) / 50)) ] ||
    fail "$scene: the picture beside the panel is not the scene framed for that area (${differ%% *} pixels differ)"
  pass "$scene: framed in $aw x $ah right of the panel at x=$ax, as the scene alone at that size (${differ%% *} pixels differ)"
done

expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --scene planet --size 1280x720 --frames 2 --msaa 1 \
  --compare "" "a=1" --screenshot compare.png
read -r ax _ aw _ <<<"$(value scene_area compare.txt)"
[ "$ax" -ge 300 ] || fail "compare: the tiles should share the area right of the panel (it starts at $ax)"
tiles=$(sed -n 's/^  tile: x=\([0-9]*\) y=[0-9]* width=\([0-9]*\) .*/\1 \2/p' compare.txt)
[ "$(wc -l <<<"$tiles")" -eq 2 ] || fail "compare: the sidecar should list two tiles: $tiles"
while read -r x w; do
  [ "$x" -ge "$ax" ] && [ $((x + w)) -le $((ax + aw)) ] || fail "compare: a tile at $x, $w wide, is outside the area $ax +$aw"
done <<<"$tiles"
pass "compare: both tiles in the area from x=$ax"
