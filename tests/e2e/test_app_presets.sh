# Presets from the command line: built-in by name, --save-preset then
# --preset round trip (same parameters, same picture), and every kind of bad
# preset refused in one line that names the file, line and field, exit 2,
# nothing written.
source "$TIDEPOOL_E2E_LIB"
cd "$WORK"

# Built-in: the demo's "storm".
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --scene demo --headless --frames 1 --size 160x120 --preset storm --screenshot storm.png
grep -qF "  amplitude = 0.9" storm.txt && grep -qF "  wavelength = 24" storm.txt || fail "storm preset not applied"
pass "--preset storm (built-in)"

# Round trip: save every parameter, load the file: the same parameters and the same picture as --set.
# (--quality full: on software GL the --set run would otherwise start from light quality's values,
# which --save-preset, run with no GL at all, cannot know.)
settings=(--set wavelength=9 --set amplitude=0.2 --set water_tint=lagoon --set wireframe=true --set grid_resolution=48)
mkdir save
(cd save && "$TIDEPOOL" --scene demo "${settings[@]}" --save-preset presets/mine.json) >out.txt 2>&1 || fail "--save-preset failed"
expect_output "saved every parameter of demo to presets/mine.json"
[ "$(ls -A save)" = "presets" ] || fail "--save-preset should write only the preset ($(ls -A save))"
mv save/presets presets
grep -qF '"water_tint": "lagoon"' presets/mine.json && grep -qF '"wireframe": true' presets/mine.json &&
  grep -qF '"amplitude": 0.2,' presets/mine.json || { cat presets/mine.json >&2; fail "preset file content"; }
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --scene demo --headless --frames 5 --size 200x150 --hide-ui --preset presets/mine.json \
  --quality full --screenshot loaded.png
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --scene demo --headless --frames 5 --size 200x150 --hide-ui "${settings[@]}" --quality full --screenshot set.png
diff <(sed -n '/^parameters:/,/^sim_step/p' loaded.txt) <(sed -n '/^parameters:/,/^sim_step/p' set.txt) >&2 ||
  fail "a loaded preset's parameters differ from the --set ones"
cmp -s loaded.png set.png || fail "a loaded preset draws a different picture than the same --set values"
# --set after --preset wins.
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --scene demo --headless --frames 1 --size 160x120 --preset presets/mine.json \
  --set wavelength=7 --screenshot later.png
grep -qF "  wavelength = 7" later.txt && grep -qF "  water_tint = lagoon" later.txt || fail "--set after --preset"
pass "--save-preset / --preset round trip: same parameters, same picture"

# A shared look in one line: --settings opens the scene with its values, --set after it wins,
# and the picture is the one the same --set values draw.
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --frames 5 --size 200x150 --hide-ui --quality full \
  --settings demo:wavelength=9,amplitude=0.2,water_tint=lagoon,wireframe=true,grid_resolution=48 --screenshot shared.png
[ "$(head -1 shared.txt)" = "scene: demo" ] || fail "--settings did not open the demo"
diff <(sed -n '/^parameters:/,/^sim_step/p' shared.txt) <(sed -n '/^parameters:/,/^sim_step/p' set.txt) >&2 ||
  fail "--settings gives other parameters than the same --set values"
cmp -s shared.png set.png || fail "--settings draws a different picture than the same --set values"
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --frames 1 --size 160x120 --settings demo:wavelength=9 --set wavelength=7 \
  --screenshot shared-later.png
grep -qF "  wavelength = 7" shared-later.txt || fail "--set after --settings"
pass "--settings SCENE:name=value,...: the same parameters and picture as --set; --set after it wins"

# Bad presets: each refused with FILE:LINE and the field; nothing written.
bad() {  # bad NAME EXPECTED JSON
  printf '%s\n' "$3" >"$1.json"
  expect_exit 2 env -u DISPLAY "$TIDEPOOL" --scene demo --headless --frames 1 --preset "$1.json" --screenshot never.png
  expect_output "$2"
  [ "$(grep -c . out.txt)" -eq 1 ] || { cat out.txt >&2; fail "$1: more than one line"; }
  [ ! -e never.png ] || fail "$1: a refused preset wrote a picture"
}
bad syntax "syntax.json:4:1: not valid JSON" '{
  "scene": "demo",
  "parameters": { "amplitude": 0.2,
}'
bad unknown "unknown.json:5: field 'depth': unknown parameter; valid names: amplitude" '{
  "scene": "demo",
  "parameters": {
    "amplitude": 0.2,
    "depth": 3
  }
}'
bad range "range.json:4: field 'wavelength': bad value '99' for wavelength: out of range [0.5, 30]" '{
  "scene": "demo",
  "parameters": {
    "wavelength": 99
  }
}'
bad limit "limit.json:5: field 'amplitude':" '{
  "scene": "demo",
  "parameters": {
    "wavelength": 1,
    "amplitude": 1.5
  }
}'
bad type "type.json:3: field 'water_tint': expected one of ocean|lagoon|murky" '{
  "scene": "demo",
  "parameters": { "water_tint": 1 }
}'
bad scene "scene.json:2: field 'scene': this preset is for scene 'ocean', not 'demo'" '{
  "scene": "ocean",
  "parameters": {}
}'
bad field "field.json:3: field 'params': unknown field" '{
  "scene": "demo",
  "params": {}
}'
bad twice "twice.json:5: field 'amplitude': appears twice" '{
  "scene": "demo",
  "parameters": {
    "amplitude": 0.1,
    "amplitude": 0.2
  }
}'
expect_exit 2 env -u DISPLAY "$TIDEPOOL" --scene demo --headless --frames 1 --preset missing.json --screenshot never.png
expect_output "cannot read preset missing.json: No such file or directory"
expect_exit 2 env -u DISPLAY "$TIDEPOOL" --scene demo --headless --frames 1 --preset hurricane --screenshot never.png
expect_output "no preset file 'hurricane' and no built-in preset of that name in demo; built-in presets: calm"
pass "bad presets: syntax, unknown name, range, limit, type, scene, field, duplicate, missing file, unknown name"

# A number JSON cannot hold: before, an uncaught out_of_range aborted the app (exit 134).
printf '{\n  "tidepool_preset": 1,\n  "scene": "bowl",\n  "name": "big",\n  "values": {\n    "stiffness": 1e999\n  }\n}\n' >big.json
expect_exit 2 env -u DISPLAY "$TIDEPOOL" --scene bowl --headless --frames 1 --preset big.json --screenshot never.png
expect_output "big.json:6:18: field 'stiffness': the number 1e999 is out of range"
[ "$(grep -c . "$WORK/out.txt")" -eq 1 ] || { cat "$WORK/out.txt" >&2; fail "more than one line"; }
[ ! -e never.png ] || fail "a refused preset wrote a picture"
pass "a preset number no double holds: one line with its place and field, exit 2"

# Light quality keeps a built-in preset inside what keeps real time: the preset
# sets what it names (the water model, the depth) and light quality still lowers
# the rest (a preset's snapshot carries every full-quality default besides).
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --scene harbor --quality light --preset deep_water --frames 2 \
  --size 320x180 --screenshot light-preset.png
for line in "  water_model = deep_water" "  grid_size = 128" "  water_mesh = 96" "  per_pixel_water = false"; do
  grep -qxF -- "$line" light-preset.txt || { grep "^  " light-preset.txt >&2; fail "light quality with --preset deep_water: no '$line'"; }
done
# What the command line sets stays set, light quality or not.
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --scene harbor --quality light --preset deep_water \
  --set grid_size=256 --frames 2 --size 320x180 --screenshot light-set.png
grep -qxF "  grid_size = 256" light-set.txt || fail "--set grid_size=256 was lowered by light quality"
pass "a built-in preset at light quality: its own settings kept, the rest light"
