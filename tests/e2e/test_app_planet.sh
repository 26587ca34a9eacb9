# The planet scene in the real app: a window under Xvfb, clicked by
# xdotool on the water, shows the ball of water and the click's waves (against
# the same run headless without the click, they change the planet only);
# headless replays show a scripted splash on the planet and nowhere else, bit
# for bit twice, with the volume back where it was once the negative wave has
# followed the positive one; the ocean look draws space around the planet;
# thousands of fish on the GPU flock (fish_solver=gpu, on llvmpipe here) swim
# in the water and show on the planet.
source "$TIDEPOOL_E2E_LIB"
cd "$WORK"

# Where world points land in the start camera's picture, from the app.
project() { project_world planet "$@"; }  # project W H X Y Z -> px py
# planet_box W H -> x0 y0 x1 y1: the pixels that can show the planet, a ball
# of radius 1.2 (the water, its waves and a margin): 288 points of its surface,
# placed by the app, their bounding box and 2 pixels more (between the points
# the outline bulges out by under 1%).
planet_box() {
  pixel_box planet "$1" "$2" 2 $(awk 'BEGIN { for (i = 0; i < 24; ++i) for (j = 0; j < 12; ++j) {
      lon = i * 3.14159265 / 12; lat = -1.5 + j * 3 / 11
      printf "%.5f,%.5f,%.5f\n", 1.2 * cos(lat) * cos(lon), 1.2 * sin(lat), 1.2 * cos(lat) * sin(lon) } }')
}
crop() { convert "$1" -crop "$2" +repage "$3"; }  # crop IN GEOMETRY OUT

# 1. A real window, a real click on the water (the point of the planet facing the camera, a bit up).
read -r px py < <(project 480 270 0.45 0.55 0.7)
cat >click.sh <<'CLICK'
"$@" &
pid=$!
wid=$(xdotool search --sync --onlyvisible --name "tidepool - planet" | head -1)
xdotool mousemove --window "$wid" "$PX" "$PY" click 1
wait $pid
CLICK
expect_exit 0 with_display env PX="$px" PY="$py" timeout 120 bash click.sh "$TIDEPOOL" --scene planet --await-input 1 \
  --frames 200 --size 480x270 --hide-ui --record-input clicked.txt --screenshot window.png
grep -q "^[0-9]* press $px $py " clicked.txt || { cat clicked.txt >&2; fail "the click at $px,$py was not recorded"; }
[ "$(identify -format '%wx%h' window.png)" = 480x270 ] || fail "window.png has the wrong size"
for line in "scene: planet" "  a = 0.3" "  level = 5" "level: 5" "vertices: 10242" "fish: 15" "fish_outside_water: 0"; do
  grep -qF -- "$line" window.txt || { cat window.txt >&2; fail "sidecar lacks '$line'"; }
done
awk -v e="$(value energy window.txt)" 'BEGIN { exit !(e > 1e-4) }' || fail "the click made no waves"
read -r r b < <(convert window.png -crop 100%x8%+0+0 +repage -scale 1x1\! -format '%[fx:int(255*r)] %[fx:int(255*b)]\n' info:)
[ "$b" -gt "$((r + 20))" ] || fail "the top of the picture is not blue sky (mean r $r b $b)"
# The same run headless without the click: the pictures differ only by the click's waves, on the planet.
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --scene planet --frames 200 --size 480x270 --hide-ui \
  --screenshot unclicked.png
clicked=$(compare -metric AE -fuzz 4% window.png unclicked.png null: 2>&1 || true)
[ "${clicked%% *}" -gt 50 ] || fail "the click changed only ${clicked%% *} pixels of the window's picture"
# A box round the planet's disc.
read -r lx ty rx by < <(planet_box 480 270)
crop window.png $((rx - lx))x$((by - ty))+$lx+$ty window-planet.png
crop unclicked.png $((rx - lx))x$((by - ty))+$lx+$ty unclicked-planet.png
onPlanet=$(compare -metric AE -fuzz 4% window-planet.png unclicked-planet.png null: 2>&1 || true)
[ "${onPlanet%% *}" = "${clicked%% *}" ] || fail "the click changed pixels off the planet (${clicked%% *} in all, ${onPlanet%% *} on it)"
pass "window: the planet, a clicked splash changes ${clicked%% *} pixels, all on the planet (energy $(value energy window.txt))"

# 2. Headless: a scripted splash shows on the planet only; twice the same; the volume comes back.
cat >take-splash.txt <<'TAKE'
tidepool-input 1
scene planet
sim_rate_hz 60
param fish_count=0
10 command splash 0.45 0.55 0.7
end 24
TAKE
grep -v "command splash" take-splash.txt >take-still.txt
for take in splash still splash; do
  out=$take.png; [ -e "$out" ] && out=again.png
  expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --replay take-$take.txt --size 480x270 --hide-ui --screenshot "$out"
done
cmp -s splash.png again.png || fail "two replays of the same splash gave different pictures"
changed=$(compare -metric AE -fuzz 4% splash.png still.png null: 2>&1 || true)
[ "${changed%% *}" -gt 150 ] || fail "the splash changed only ${changed%% *} pixels"
# Around the splash point: a box of 120x100 pixels holds all the change.
read -r sx sy < <(project 480 270 0.45 0.55 0.7)
crop splash.png 120x100+$((sx - 60))+$((sy - 50)) splash-near.png
crop still.png 120x100+$((sx - 60))+$((sy - 50)) still-near.png
near=$(compare -metric AE -fuzz 4% splash-near.png still-near.png null: 2>&1 || true)
[ "${near%% *}" -ge $(( ${changed%% *} * 9 / 10 )) ] ||
  fail "the splash changed ${changed%% *} pixels, only ${near%% *} near where it was aimed ($sx,$sy)"
# Rise 0.1 s from step 10, fall 0.1 s: done by step 22; the volume is back at 0.
awk -v v="$(value volume splash.txt)" 'BEGIN { exit !(v < 1e-3 && v > -1e-3) }' ||
  fail "volume $(value volume splash.txt) after the splash and its negative wave, not 0"
awk -v e="$(value energy splash.txt)" 'BEGIN { exit !(e > 1e-3) }' || fail "no waves after the splash"
pass "headless: a splash changes ${changed%% *} pixels, ${near%% *} of them near its point; volume $(value volume splash.txt); deterministic"

# 3. The ocean look: space around the planet, lit water on it; a finer level live-set from the command line.
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --scene planet --preset ocean --set level=6 --frames 3 \
  --size 320x180 --hide-ui --screenshot ocean.png
grep -qF "look: ocean_planet" ocean.txt || { cat ocean.txt >&2; fail "--preset ocean did not set the look"; }
grep -qF "vertices: 40962" ocean.txt || fail "--set level=6 did not reach the solver"
corner=$(convert ocean.png -crop 40x30+0+0 +repage -scale 1x1\! -format '%[fx:int(255*(r+g+b)/3)]' info:)
[ "$corner" -lt 60 ] || fail "the ocean look's corner is not dark space (mean $corner)"
read -r cx cy < <(project 320 180 0 0 0)
middle=$(convert ocean.png -crop 20x20+$((cx - 10))+$((cy - 10)) +repage -scale 1x1\! -format '%[fx:int(255*b)]' info:)
[ "$middle" -gt 30 ] || fail "no lit water in the middle of the ocean planet (blue $middle)"
pass "ocean look: dark space (corner $corner), water in the middle (blue $middle)"

# The ocean planet's sun stands well off the start camera's axis (102°): a
# day side, a night side and a terminator between. The middle of the disc
# (the surface point facing the camera) lies on the night side, a point near
# its right limb (towards the camera's right) on the day side. Measured:
# day 0.54, night 0.18 of full grey; with the sun 53° off the axis (as
# before) the middle was lit too, day 0.55 and "night" 0.47. Asked: day over
# night by more than 2.
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --scene planet --preset ocean --frames 3 --size 640x360 --hide-ui \
  --screenshot day-night.png
read -r dx dy < <(project 640 360 0.996 0.086 0.0)
read -r nx ny < <(project 640 360 0.49 0.17 0.85)
day=$(convert day-night.png -crop 16x16+$((dx - 8))+$((dy - 8)) +repage -colorspace gray -format '%[fx:mean]' info:)
night=$(convert day-night.png -crop 16x16+$((nx - 8))+$((ny - 8)) +repage -colorspace gray -format '%[fx:mean]' info:)
awk -v d="$day" -v n="$night" 'BEGIN { exit !(d > 2 * n) }' || fail "no night side: day $day, night $night"
pass "ocean planet: day side $day, night side $night"

# 4. Thousands of fish on the GPU flock: the sidecar says which flock ran, all
# 2,000 are in the water, and they change the planet's picture (against the
# same run without fish), not the sky around it.
for n in 2000 0; do
  expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --scene planet --set fish_solver=gpu --set fish_count=$n \
    --frames 40 --size 320x180 --hide-ui --screenshot fish-$n.png
done
for line in "  fish_solver = gpu" "fish_solver_running: gpu" "fish: 2000" "fish_outside_water: 0"; do
  grep -qF -- "$line" fish-2000.txt || { cat fish-2000.txt >&2; fail "sidecar lacks '$line'"; }
done
fishPixels=$(compare -metric AE -fuzz 8% fish-2000.png fish-0.png null: 2>&1 || true)
[ "${fishPixels%% *}" -gt 1500 ] || fail "2,000 GPU fish changed only ${fishPixels%% *} pixels"
read -r lx ty rx by < <(planet_box 320 180)
crop fish-2000.png $((rx - lx))x$((by - ty))+$lx+$ty fish-planet.png
crop fish-0.png $((rx - lx))x$((by - ty))+$lx+$ty empty-planet.png
onPlanet=$(compare -metric AE -fuzz 8% fish-planet.png empty-planet.png null: 2>&1 || true)
[ "${onPlanet%% *}" = "${fishPixels%% *}" ] || fail "the fish changed pixels off the planet (${fishPixels%% *} in all, ${onPlanet%% *} on it)"
pass "GPU fish: 2,000 in the water, ${fishPixels%% *} pixels changed, all on the planet"
