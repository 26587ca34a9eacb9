# Failures a user meets: no display, no OpenGL 4.5, an unwritable screenshot
# path, a broken shader. Each says what is wrong and exits non-zero.
source "$TIDEPOOL_E2E_LIB"

# No display: the message points at --headless.
expect_exit 1 env -u DISPLAY -u WAYLAND_DISPLAY "$TIDEPOOL" --scene demo --frames 1
expect_output "--headless"
pass "no display suggests --headless"

# No OpenGL 4.5: Mesa capped at 3.3 refuses the 4.5 core window context; the
# message names what was found (renderer, vendor, version).
expect_exit 1 env MESA_GL_VERSION_OVERRIDE=3.3 MESA_GLSL_VERSION_OVERRIDE=330 \
  xvfb-run -a -s "-screen 0 1280x720x24" "$TIDEPOOL" --scene demo --frames 1 --size 320x200
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
line=$(grep -n "vec3 normal = waterNormal" "$broken" | cut -d: -f1)
sed -i "${line}s/vec3 normal = /vec3 normal = undefinedThing + /" "$broken"
expect_exit 1 env -u DISPLAY TIDEPOOL_DATA="$WORK/data" "$TIDEPOOL" --scene demo --headless --frames 1 --size 128x128 \
  --screenshot "$WORK/never.png"
expect_output "shaders/render/water_surface.frag:$line:"
[ ! -e "$WORK/never.png" ] || fail "a failed start wrote a screenshot"
pass "broken shader: shaders/render/water_surface.frag:$line: and exit 1"
