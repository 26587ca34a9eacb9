# The bowl scene in the real app: a window under Xvfb, clicked by
# xdotool on the water, shows the bowl with its fish and the splash's waves
# (the fish's own push is off, so only the click can move the water); the rim
# mask holds; headless replays show the splash in the picture and nowhere
# else, bit for bit twice; a built-in water preset reaches the solver.
source "$TIDEPOOL_E2E_LIB"
cd "$WORK"

# Where world points land in the start camera's picture, from the app:
#   project W H X Y Z          -> px py
#   project W H X0 Y0 Z0 X1 Y1 Z1 -> the pixel box of that world box: x0 y0 x1 y1
project() {
  if [ $# -eq 5 ]; then project_world bowl "$@"; return; fi
  local w=$1 h=$2 x y z
  pixel_box bowl "$w" "$h" 0 $(for x in "$3" "$6"; do for y in "$4" "$7"; do for z in "$5" "$8"; do
    echo "$x,$y,$z"; done; done; done)
}

# 1. A real window, a real click on the water.
read -r px py < <(project 480 270 0.1 1.18 0.25)
cat >click.sh <<'CLICK'
"$@" &
pid=$!
wid=$(xdotool search --sync --onlyvisible --name "tidepool - bowl" | head -1)
xdotool mousemove --window "$wid" "$PX" "$PY" click 1
wait $pid
CLICK
expect_exit 0 with_display env PX="$px" PY="$py" timeout 120 bash click.sh "$TIDEPOOL" --scene bowl --await-input 1 \
  --frames 150 --size 480x270 --hide-ui --set fish_push=0 --record-input clicked.txt --screenshot window.png
grep -q "^[0-9]* press $px $py " clicked.txt || { cat clicked.txt >&2; fail "the click at $px,$py was not recorded"; }
[ "$(identify -format '%wx%h' window.png)" = 480x270 ] || fail "window.png has the wrong size"
for line in "scene: bowl" "  stiffness = " "  damping = " "  grid_size = 128" "  fish_push = 0" "fish: 12" \
            "outside_rim_max_abs: 0" "water_preset: calm"; do
  grep -qF -- "$line" window.txt || { cat window.txt >&2; fail "sidecar lacks '$line'"; }
done
awk -v e="$(value energy window.txt)" 'BEGIN { exit !(e > 0) }' || fail "the click made no waves (energy 0)"
awk -v h="$(value surface_max_abs_height window.txt)" 'BEGIN { exit !(h > 1e-3) }' || fail "flat water after a click"
top=$(convert window.png -crop 100%x8%+0+0 +repage -scale 1x1\! -format '%[fx:int(255*r)] %[fx:int(255*b)]' info:)
read -r r b <<<"$top"
[ "$b" -gt "$r" ] || fail "the top of the picture is not sky (mean r $r b $b)"
pass "window: the bowl, a clicked splash (energy $(value energy window.txt))"

# 2. Headless: the splash shows in the picture, inside the bowl only; twice the same.
cat >take-splash.txt <<'TAKE'
tidepool-input 1
scene bowl
sim_rate_hz 60
param fish_push=0
10 command splash 0.1 0.25
end 40
TAKE
grep -v "command splash" take-splash.txt >take-still.txt
sed 's/^param fish_push=0$/param fish_push=0\nparam fish_count=0/' take-still.txt >take-empty.txt
for take in splash still splash empty; do
  out=$take.png; [ -e "$out" ] && out=again.png
  expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --replay take-$take.txt --size 480x270 --hide-ui --screenshot "$out"
done
cmp -s splash.png again.png || fail "two replays of the same splash gave different pictures"
changed=$(compare -metric AE -fuzz 3% splash.png still.png null: 2>&1 || true)
[ "${changed%% *}" -gt 300 ] || fail "the splash changed only ${changed%% *} pixels"
crop() { convert "$1" -crop "$2" +repage "$3"; }  # crop IN GEOMETRY OUT (ImageMagick's policy refuses pipes)
crop splash.png 480x40+0+0 splash-sky.png
crop still.png 480x40+0+0 still-sky.png
outside=$(compare -metric AE -fuzz 3% splash-sky.png still-sky.png null: 2>&1 || true)
[ "${outside%% *}" -eq 0 ] || fail "the splash changed ${outside%% *} pixels of the sky"
[ "$(value outside_rim_max_abs splash.txt)" = 0 ] || fail "water moved outside the rim"
pass "headless: a splash changes ${changed%% *} pixels, none of the sky; deterministic"

# The fish: with and without them the pictures differ inside the bowl's
# bounding box (projected) and nowhere else.
read -r bx by ex ey < <(project 480 270 -1.05 0 -1.05 1.05 1.6 1.05)
fishy=$(compare -metric AE -fuzz 3% still.png empty.png null: 2>&1 || true)
crop still.png $((ex - bx))x$((ey - by))+$bx+$by still-bowl.png
crop empty.png $((ex - bx))x$((ey - by))+$bx+$by empty-bowl.png
inside=$(compare -metric AE -fuzz 3% still-bowl.png empty-bowl.png null: 2>&1 || true)
[ "${inside%% *}" -gt 100 ] || fail "the fish show as only ${inside%% *} pixels"
[ "${fishy%% *}" = "${inside%% *}" ] || fail "fish pixels outside the bowl (${fishy%% *} in all, ${inside%% *} inside)"
pass "headless: ${inside%% *} pixels of fish, all inside the bowl"

# 3. A built-in water preset reaches the solver, scaled to the grid.
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --scene bowl --preset lively --frames 3 \
  --size 160x90 --hide-ui --screenshot lively.png
grep -qF "water_preset: lively" lively.txt || { cat lively.txt >&2; fail "--preset lively did not set the water"; }
pass "--preset lively"

# 4. The glass from above, without fish: no stray dots. A dot is a pixel
# whose grey differs from the median of its 3x3 neighbourhood by more than
# 6% of full scale. Single-pixel mirror samples round the lip's tube (the
# sky below the horizon, the sun) gave 267 such dots on this view; the
# specular anti-aliasing leaves 15, so 60 holds with room for other GL
# drivers while catching the dots' return.
cat >take-above.txt <<'TAKE'
tidepool-input 1
scene bowl
param fish_count=0
0 camera 0 0.72 0 3.4 28 88
end 30
TAKE
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --replay take-above.txt --size 960x640 --hide-ui --screenshot above.png
convert above.png -colorspace gray above-grey.png
convert above-grey.png -statistic median 3x3 above-median.png
dots=$(compare -metric AE -fuzz 6% above-grey.png above-median.png null: 2>&1 || true)
[ "${dots%% *}" -lt 60 ] || fail "the glass from above has ${dots%% *} stray dots (at most 59)"
pass "from above: ${dots%% *} stray dots on the glass (fewer than 60)"
