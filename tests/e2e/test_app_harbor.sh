# The harbor scene in the real app: in a window under Xvfb the W
# key drives the red tug and a click on the water splashes (both recorded),
# and the window's picture shows water and the tug where the sidecar says it
# went; headless, the picture holds water and the boats where the camera puts
# them, a scripted splash changes the water and nothing above the horizon,
# twice bit for bit; a dropped crate floats; missing assets are named with
# what to do, and the scene still runs as open water with box boats.
source "$TIDEPOOL_E2E_LIB"
cd "$WORK"

# Where world points land in the start camera's picture, from the app.
project() { project_world harbor "$@"; }  # project W H X Y Z -> px py
# check_water_and_tug PNG X Z: a 480x270 picture from the start camera shows
# water in the foreground and the red tug, whose centre is at (X, Z) m.
check_water_and_tug() {
  local png=$1 x=$2 z=$3 wr wg wb tx ty r g b
  read -r wr wg wb < <(mean_rgb "$png" 160x40+160+200)
  [ "$wb" -gt "$wr" ] && [ "$wg" -gt "$wr" ] || fail "$png: the foreground is not water (mean rgb $wr $wg $wb)"
  read -r tx ty < <(project 480 270 "$x" 0.4 "$z")  # the tug's cabin
  read -r r g b < <(mean_rgb "$png" 8x8+$((tx - 4))+$((ty - 4)))
  # Deck, cabin and roof are far brighter in red than the dark teal water.
  [ "$r" -gt $((wr + 30)) ] || fail "$png: no boat at the tug's place ($tx, $ty): mean rgb $r $g $b, water $wr $wg $wb"
  # "Your tug (red hull)", as the panel says: at deck level it must read red on screen, not beige
  # (a beige or wood has its blue 30 or more under its green; a red has them about equal, both under
  # red; the grey cabin and the wash round the hull may share the sample and pull them a little apart).
  read -r tx ty < <(project 480 270 "$x" 0 "$z")
  read -r r g b < <(mean_rgb "$png" 8x8+$((tx - 4))+$((ty - 4)))
  [ "$r" -gt $((g + 10)) ] && [ "$b" -ge $((g - 12)) ] || fail "$png: the tug's deck at ($tx, $ty) reads mean rgb $r $g $b: not red"
  tug_pixel="$tx, $ty"
}

# 1. A real window: hold W (the tug, at rest at x = -6, drives ahead), click
# the water (a splash).
read -r px py < <(project 480 270 -2 0 8)
cat >drive.sh <<'DRIVE'
"$@" &
pid=$!
wid=$(xdotool search --sync --onlyvisible --name "tidepool - harbor" | head -1)
xdotool keydown --window "$wid" w
xdotool mousemove --window "$wid" "$PX" "$PY" click 1
wait $pid  # W is held for the whole run: the app ends with it down
DRIVE
expect_exit 0 with_display env PX="$px" PY="$py" timeout 120 bash drive.sh "$TIDEPOOL" --scene harbor --await-input 2 \
  --frames 150 --size 480x270 --hide-ui --set grid_size=256 --record-input driven.txt --screenshot window.png
grep -q "^[0-9]* key_down 87$" driven.txt || { cat driven.txt >&2; fail "the W key was not recorded"; }
grep -q "^[0-9]* press $px $py " driven.txt || { cat driven.txt >&2; fail "the click at $px,$py was not recorded"; }
for line in "scene: harbor" "  wave_speed = 3.25" "  boundary = absorb" "grid_cells: 256" "boats: 3" "crates: 3" \
            "land_max_abs_height: 0" "asset_problems: 0"; do
  grep -qF -- "$line" window.txt || { cat window.txt >&2; fail "sidecar lacks '$line'"; }
done
awk -v x="$(value player_x window.txt)" 'BEGIN { exit !(x > -5.9) }' || fail "the tug did not move ahead (x $(value player_x window.txt))"
awk -v e="$(value energy window.txt)" 'BEGIN { exit !(e > 0) }' || fail "no waves after a click and a wake"
check_water_and_tug window.png "$(value player_x window.txt)" "$(value player_z window.txt)"
pass "window: W drove the tug to x = $(value player_x window.txt), the click splashed; water, the tug at ($tug_pixel)"

# 2. Headless: water and boats where they should be; a splash changes the water only; deterministic.
cat >take-splash.txt <<'TAKE'
tidepool-input 1
scene harbor
sim_rate_hz 60
10 command splash -2 8
end 50
TAKE
grep -v "command splash" take-splash.txt >take-still.txt
for take in splash still splash; do
  out=$take.png; [ -e "$out" ] && out=again.png
  expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --replay take-$take.txt --size 480x270 --hide-ui --screenshot "$out"
done
cmp -s splash.png again.png || fail "two replays of the same splash gave different pictures"
check_water_and_tug still.png -6 -1  # at rest where it starts
changed=$(compare -metric AE -fuzz 1% splash.png still.png null: 2>&1 || true)
[ "${changed%% *}" -gt 200 ] || fail "the splash changed only ${changed%% *} pixels"
convert splash.png -crop 480x25+0+0 +repage splash-sky.png
convert still.png -crop 480x25+0+0 +repage still-sky.png
sky=$(compare -metric AE -fuzz 1% splash-sky.png still-sky.png null: 2>&1 || true)
[ "${sky%% *}" -eq 0 ] || fail "the splash changed ${sky%% *} pixels of the far sea and sky"
pass "headless: water, the tug at ($tug_pixel), a splash changes ${changed%% *} pixels, deterministic"

# 3. A dropped crate floats: its centre a few mm above the water after 12 s.
printf 'tidepool-input 1\nscene harbor\nsim_rate_hz 60\nparam cruisers=0\nparam crates=0\nparam grid_size=128\n5 command drop 6 5\nend 725\n' >take-crate.txt
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --replay take-crate.txt --size 160x90 --hide-ui --screenshot crate.png
[ "$(value crates crate.txt)" = 1 ] || fail "no crate"
awk -v y="$(value crate_2_y crate.txt)" 'BEGIN { exit !(y > -0.01 && y < 0.02) }' ||
  fail "the crate is not afloat at its resting height (y $(value crate_2_y crate.txt), expected 0.0057)"
pass "a dropped crate floats at y = $(value crate_2_y crate.txt)"

# 4. Missing assets: named, with what to do; the scene runs anyway.
mkdir empty-assets
expect_exit 0 env -u DISPLAY TIDEPOOL_ASSETS="$WORK/empty-assets" "$TIDEPOOL" --headless --scene harbor \
  --frames 20 --size 320x180 --hide-ui --screenshot bare.png
for text in "empty-assets/harbor/islands.png: no such file" "empty-assets/models/tug.obj: no such file" \
            "scripts/make_assets.py"; do
  expect_output "$text"
done
[ "$(value asset_problems bare.txt)" = 4 ] || fail "asset_problems $(value asset_problems bare.txt), wanted 4"
[ "$(value land_cells bare.txt)" = 0 ] || fail "islands without an islands image"
read -r r g b < <(mean_rgb bare.png 320x60+0+120)
[ "$b" -gt "$r" ] || fail "no water without the assets (mean rgb $r $g $b)"
pass "missing assets: named, open water and box boats"

# A splash reads at a glance at light quality too (software GL's per-vertex
# shading of a coarse mesh): white water thrown up out to its raised ring.
# Without it the same splash changed 0.06% of the picture; now it must
# change over 0.2%.
cat >splash.rec <<'TAKE'
tidepool-input 1
scene harbor
sim_rate_hz 60
param cruisers=0
20 command splash 6 2
end 50
TAKE
grep -v command splash.rec >calm.rec
for take in splash calm; do
  expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --replay $take.rec --size 640x360 --hide-ui --quality light \
    --screenshot "$take.png"
done
changed=$(compare -metric AE -fuzz 4% splash.png calm.png null: 2>&1 || true)
[ "${changed%% *}" -gt $((640 * 360 / 500)) ] ||
  fail "a light-quality splash changed only ${changed%% *} pixels of 640x360"
pass "light quality: a splash's white water changes ${changed%% *} pixels of 640x360"
