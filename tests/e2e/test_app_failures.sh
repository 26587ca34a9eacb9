# Failures a user meets: no display, no OpenGL 4.5, an unwritable screenshot
# path, a broken shader. Each says what is wrong and exits non-zero.
source "$TIDEPOOL_E2E_LIB"

# No display: the message points at --headless.
expect_exit 1 env -u DISPLAY -u WAYLAND_DISPLAY "$TIDEPOOL" --scene demo --frames 1
expect_output "--headless"
pass "no display suggests --headless"

# No OpenGL 4.5: Mesa capped at 3.3 refuses the 4.5 core window context; the
# message names what was found (renderer, vendor, version).
expect_exit 1 with_display env MESA_GL_VERSION_OVERRIDE=3.3 MESA_GLSL_VERSION_OVERRIDE=330 \
  "$TIDEPOOL" --scene demo --frames 1 --size 320x200
expect_output "OpenGL 4.5 core is required"
expect_output "OpenGL 3.3"
expect_output "Mesa"
pass "no OpenGL 4.5: message with what was found"

# Unwritable screenshot path (a folder that is a file: even root cannot write there).
touch "$WORK/file"
expect_exit 1 env -u DISPLAY "$TIDEPOOL" --scene demo --headless --frames 2 --size 128x128 --screenshot "$WORK/file/a.png"
expect_output "cannot write screenshot"
expect_output "$WORK/file"
pass "unwritable screenshot path: clear message, exit 1"

# A broken render shader at startup: shaders/<file>:<line>: and exit 1.
mkdir -p "$WORK/data"
cp -r "$TIDEPOOL_DATA/shaders" "$WORK/data/shaders"
broken="$WORK/data/shaders/render/water_surface.frag"
line=$(grep -n "fragColour = vec4(shadedColour, 1.0)" "$broken" | head -1 | cut -d: -f1)
[ -n "$line" ] || fail "found no 'fragColour = vec4(shadedColour, 1.0)' line in water_surface.frag to break"
sed -i "${line}s/fragColour = vec4(shadedColour, 1.0)/fragColour = vec4(undefinedThing + shadedColour, 1.0)/" "$broken"
expect_exit 1 env -u DISPLAY TIDEPOOL_DATA="$WORK/data" "$TIDEPOOL" --scene demo --headless --frames 1 --size 128x128 \
  --screenshot "$WORK/never.png"
expect_output "shaders/render/water_surface.frag:$line:"
[ ! -e "$WORK/never.png" ] || fail "a failed start wrote a screenshot"
pass "broken shader: shaders/render/water_surface.frag:$line: and exit 1"

# No shaders where TIDEPOOL_DATA points: each program names the folder it searched and the variable that
# moves it, exits 1, and writes nothing.
mkdir -p "$WORK/empty"
bench="$(dirname "$TIDEPOOL")/tidepool-bench"
for program in "$TIDEPOOL --scene harbor --headless --frames 1 --size 128x128 --screenshot $WORK/never.png" \
               "$TIDEPOOL_SIM --solver grid --steps 2 --dump-state $WORK/never.f32" \
               "$bench --quick --json $WORK/never.json"; do
  expect_exit 1 env -u DISPLAY TIDEPOOL_DATA="$WORK/empty" $program
  expect_output "no shaders in $WORK/empty/shaders"
  expect_output "TIDEPOOL_DATA"
  [ -z "$(ls "$WORK" | grep never)" ] || fail "a start with no shaders wrote a file: $program"
done
pass "no shaders found: the folder searched and TIDEPOOL_DATA named, exit 1, nothing written"

# A shader file missing from a shaders/ folder that is otherwise whole: the folder is named.
cp -r "$TIDEPOOL_DATA/shaders" "$WORK/partial"
mkdir -p "$WORK/partial-data" && mv "$WORK/partial" "$WORK/partial-data/shaders"
rm "$WORK/partial-data/shaders/scenes/harbor/wake_mask.vert"
expect_exit 1 env -u DISPLAY TIDEPOOL_DATA="$WORK/partial-data" "$TIDEPOOL" --scene harbor --headless --frames 1 \
  --size 128x128 --screenshot "$WORK/never.png"
expect_output "shaders/scenes/harbor/wake_mask.vert: cannot open shader file (shaders are read from $WORK/partial-data/shaders"
pass "a missing shader file: its name and the folder searched"
