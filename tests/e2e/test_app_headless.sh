# The app with no display at all (EGL): the same frame path into the
# offscreen framebuffer, the UI included, and the same files.
source "$TIDEPOOL_E2E_LIB"
source "$(dirname "${BASH_SOURCE[0]}")/app_checks.sh"

expect_exit 0 env -u DISPLAY -u WAYLAND_DISPLAY "$TIDEPOOL" --scene demo --headless --frames 30 --size 640x360 \
  --screenshot "$WORK/out/a.png"
check_screenshot "$WORK/out/a.png" 640 360
check_sidecar "$WORK/out/a.txt" demo 30
grep -qF "gl_platform: EGL" "$WORK/out/a.txt" || fail "headless sidecar should name the EGL platform"
pass "headless screenshot and sidecar (folder created)"

# Deterministic: the same command gives the same picture, UI hidden (its fps text varies).
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --scene demo --headless --frames 12 --size 320x200 --hide-ui --screenshot "$WORK/b1.png"
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --scene demo --headless --frames 12 --size 320x200 --hide-ui --screenshot "$WORK/b2.png"
cmp -s "$WORK/b1.png" "$WORK/b2.png" || fail "two identical scripted runs gave different pictures"
pass "scripted runs are deterministic"

# --frames alone runs and exits, writing nothing.
mkdir "$WORK/empty" && cd "$WORK/empty"
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --scene demo --headless --frames 3 --size 128x128
[ -z "$(ls -A "$WORK/empty")" ] || fail "--frames alone wrote files: $(ls -A "$WORK/empty")"
pass "--frames alone leaves nothing behind"

# No --scene: the harbor, the scene tidepool opens by default.
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --frames 2 --size 160x90 --hide-ui --screenshot "$WORK/default.png"
grep -qxF "scene: harbor" "$WORK/default.txt" || { cat "$WORK/default.txt" >&2; fail "the default scene is not the harbor"; }
pass "the default scene is the harbor"
