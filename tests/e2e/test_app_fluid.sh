# The fluid scene in the real app: a window under Xvfb, clicked by
# xdotool in the 3d view, shows liquid where the click was and the sidecar's
# centre of mass is that cell; headless, the 2d view fills its rectangle and
# a replayed click at a pixel lands on the cell under it, deterministically;
# the tank preset pours a pool that shows on the near side of the tank.
source "$TIDEPOOL_E2E_LIB"
cd "$WORK"

# Where things land in the picture:
#   cell2d W H CX CY [X0] -> the pixel showing cell (CX, CY) in the 2d view (FluidRect::fit, 64² grid)
#                        of a scene area W×H whose left edge is at X0 (default 0: the whole picture)
#   cell3d W H CX CY  -> the pixel showing cell (CX, CY) on the tank's floor in the 3d start camera
#                        (the world point from FluidPatch::worldAt, the pixel from the app)
layout() {
  local mode=$1 w=$2 h=$3 cx=$4 cy=$5 left=${6:-0}
  if [ "$mode" = cell3d ]; then
    project_world fluid "$w" "$h" $(awk -v cx="$cx" -v cy="$cy" 'BEGIN { n = 64; print (cx / n - 0.5) * 10, 0, (0.5 - cy / n) * 10 }')
    return
  fi
  awk -v w="$w" -v h="$h" -v cx="$cx" -v cy="$cy" -v left="$left" 'BEGIN {
    n = 64; m = 0.045 * (w < h ? w : h); margin = m > 4 ? m : 4
    sx = (w - 2 * margin) / n; sy = (h - 2 * margin) / n; scale = sx < sy ? sx : sy
    size = scale * n; x0 = 0.5 * (w - size); y0 = 0.5 * (h - size)
    printf "%d %d\n", left + int(x0 + cx / n * size), int(y0 + size - cy / n * size) }'
}
# near A B TOLERANCE: |A - B| <= TOLERANCE
near() { awk -v a="$1" -v b="$2" -v t="$3" 'BEGIN { d = a - b; if (d < 0) d = -d; exit !(d <= t) }'; }

# 1. A real window, a real click in the 3d view at cell (40, 24).
read -r px py _ < <(layout cell3d 480 270 40 24)
cat >click.sh <<'CLICK'
"$@" &
pid=$!
wid=$(xdotool search --sync --onlyvisible --name "tidepool - fluid" | head -1)
xdotool mousemove --window "$wid" "$PX" "$PY" click 1
wait $pid
CLICK
expect_exit 0 with_display env PX="$px" PY="$py" timeout 120 bash click.sh "$TIDEPOOL" --scene fluid --await-input 1 \
  --frames 120 --size 480x270 --hide-ui --set periodic_splash=false --set edges=walls --set gravity=0 --set fill=0 \
  --record-input clicked.txt --screenshot window.png
grep -q "^[0-9]* press $px $py " clicked.txt || { cat clicked.txt >&2; fail "the click at $px,$py was not recorded"; }
for line in "scene: fluid" "  rho0 = " "  radius = 5" "  edges = walls" "  grid_size = 64" "view: 3d" \
            "grid_cells: 64x64" "non_finite_cells: 0"; do
  grep -qF -- "$line" window.txt || { cat window.txt >&2; fail "sidecar lacks '$line'"; }
done
read -r mx my <<<"$(value mass_centre window.txt)"
near "$mx" 40 1.5 && near "$my" 24 1.5 || fail "the click at cell (40, 24) put the fluid's centre at ($mx, $my)"
read -r r g b <<<"$(mean_rgb window.png 16x16+$((px - 8))+$((py - 8)))"
[ "$b" -gt $((r + 30)) ] || fail "no liquid at the click in window.png (mean rgb $r $g $b)"
read -r r g b <<<"$(mean_rgb window.png 16x16+$((480 - px - 8))+$((py - 8)))"  # the mirror spot: bare floor
[ "$b" -lt $((r + 30)) ] || fail "liquid where nobody clicked (mean rgb $r $g $b)"
pass "window: a click in 3d adds fluid at cell ($mx, $my), liquid shows there"

# 2. Headless, the 2d view with its panel (on the left, ~400 pixels wide): the scene is
#    framed in the area beside it (the sidecar's scene_area), the grid's rectangle is
#    drawn there, the rest is the clear colour.
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --scene fluid --frames 20 --size 960x540 --preset seed \
  --set view=2d --set velocity=tint --screenshot panel.png
grep -qF "gl_platform: EGL" panel.txt || fail "headless sidecar should name the EGL platform"
grep -qF "sim_step: 20" panel.txt || fail "20 frames should be 20 steps"
awk -v m="$(value total_mass panel.txt)" 'BEGIN { exit !(m > 100) }' || fail "the periodic splash added no mass"
read -r ax ay aw ah <<<"$(value scene_area panel.txt)"
[ "$ax" -gt 300 ] && [ $((ax + aw)) -eq 960 ] && [ "$ah" -eq 540 ] || fail "the scene should be framed right of the panel, not in $ax $ay $aw $ah"
read -r x0 y0 < <(layout cell2d "$aw" "$ah" 0 64 "$ax")
read -r x1 y1 < <(layout cell2d "$aw" "$ah" 64 0 "$ax")
read -r r g b <<<"$(mean_rgb panel.png $((x1 - x0 - 20))x$((y1 - y0 - 60))+$((x0 + 10))+$((y0 + 20)))"
[ "$r" -gt 60 ] && [ "$b" -gt 60 ] || fail "the grid's rectangle is not drawn (mean rgb $r $g $b)"
read -r r g b <<<"$(mean_rgb panel.png $((960 - x1 - 4))x120+$((x1 + 2))+200)"
[ "$r" -lt 30 ] && [ "$g" -lt 30 ] && [ "$b" -lt 30 ] || fail "right of the rectangle is not the dark clear colour ($r $g $b)"
pass "headless 2d view with the panel"

# 3. A replayed click in the 2d view lands on the cell under its pixel; twice the same picture.
read -r cx cy < <(layout cell2d 480 270 20 40)
cat >take-click.txt <<TAKE
tidepool-input 1
scene fluid
sim_rate_hz 60
param view=2d
param periodic_splash=false
param edges=open
param gravity=0
param fill=0
param splash_radius=8
5 press $cx $cy 0 8.5 12.5 0 -0.5 -0.8
5 release $cx $cy 0 8.5 12.5 0 -0.5 -0.8
end 25
TAKE
grep -v "press\|release" take-click.txt >take-still.txt
for take in click still click; do
  out=$take.png; [ -e "$out" ] && out=again.png
  expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --scene fluid --replay take-$take.txt --size 480x270 \
    --hide-ui --screenshot "$out"
done
cmp -s click.png again.png || fail "two replays of the same click gave different pictures"
read -r mx my <<<"$(value mass_centre click.txt)"
near "$mx" 20 1.0 && near "$my" 40 1.0 || fail "the 2d click at cell (20, 40) put the fluid's centre at ($mx, $my)"
[ "$(value total_mass still.txt)" = 0 ] || fail "no click, yet mass $(value total_mass still.txt)"
changed=$(compare -metric AE -fuzz 3% click.png still.png null: 2>&1 || true)
convert click.png -crop 120x120+$((cx - 60))+$((cy - 60)) +repage click-near.png
convert still.png -crop 120x120+$((cx - 60))+$((cy - 60)) +repage still-near.png
near=$(compare -metric AE -fuzz 3% click-near.png still-near.png null: 2>&1 || true)
[ "${near%% *}" -gt 500 ] || fail "the click changed only ${near%% *} pixels round the clicked one"
[ "${near%% *}" = "${changed%% *}" ] || fail "the click changed pixels far from it (${changed%% *} in all, ${near%% *} near)"
pass "replayed 2d click: fluid at cell ($mx, $my), ${changed%% *} pixels changed, deterministic"

# 4. The tank preset: walls, gravity, a third of the rows poured in; the pool lies on the near side.
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --scene fluid --preset tank --frames 30 --size 480x270 \
  --hide-ui --screenshot tank.png
grep -qF "  edges = walls" tank.txt || fail "the tank preset did not set walls"
near "$(value total_mass tank.txt)" $((64 * 21)) 14 || fail "the tank holds $(value total_mass tank.txt), wanted ~1344"
read -r px py _ < <(layout cell3d 480 270 32 6)
read -r r g b <<<"$(mean_rgb tank.png 30x10+$((px - 15))+$((py - 5)))"
[ "$b" -gt $((r + 30)) ] || fail "no pool on the near side of the tank (mean rgb $r $g $b)"
read -r px py _ < <(layout cell3d 480 270 32 56)
read -r r g b <<<"$(mean_rgb tank.png 30x10+$((px - 15))+$((py - 5)))"
[ "$b" -lt $((r + 30)) ] || fail "liquid on the far side of the tank (mean rgb $r $g $b)"
pass "tank preset: $(value total_mass tank.txt) mass in a pool on the near side"
