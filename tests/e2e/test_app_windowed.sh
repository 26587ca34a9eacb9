# The app in a real window (Xvfb + llvmpipe): --frames N --screenshot PATH
# renders N frames of exactly 1/60 s each, writes the PNG and its sidecar, exits 0.
source "$TIDEPOOL_E2E_LIB"
source "$(dirname "${BASH_SOURCE[0]}")/app_checks.sh"

expect_exit 0 with_display "$TIDEPOOL" --scene demo --frames 30 --size 640x360 --screenshot "$WORK/a.png"
check_screenshot "$WORK/a.png" 640 360
check_sidecar "$WORK/a.txt" demo 30
grep -qF "sim_time_s: 0.5000" "$WORK/a.txt" || fail "30 frames at 1/60 s should be 0.5 s of sim time"
grep -qF "window_size: 640x360" "$WORK/a.txt" || fail "sidecar window size"
pass "windowed screenshot and sidecar"

# --set reaches the scene and the sidecar; --sim-rate changes steps per frame.
expect_exit 0 with_display "$TIDEPOOL" --scene demo --frames 10 --size 320x200 --sim-rate 120 \
  --set water_tint=lagoon --set amplitude=0.05 --hide-ui --screenshot "$WORK/b.png"
check_screenshot "$WORK/b.png" 320 200
grep -qF "  water_tint = lagoon" "$WORK/b.txt" || fail "sidecar lacks the --set value"
grep -qF "  amplitude = 0.05" "$WORK/b.txt" || fail "sidecar lacks the --set amplitude"
grep -qF "sim_step: 20" "$WORK/b.txt" || fail "10 frames at 120 Hz should be 20 steps"
pass "--set, --sim-rate and --hide-ui"

# The panel is drawn unless --hide-ui: the same frame differs by the UI only.
expect_exit 0 with_display "$TIDEPOOL" --scene demo --frames 10 --size 320x200 --sim-rate 120 \
  --set water_tint=lagoon --set amplitude=0.05 --screenshot "$WORK/c.png"
difference=$(compare -metric AE "$WORK/b.png" "$WORK/c.png" null: 2>&1 || true)
[ "${difference%% *}" -gt 1000 ] || fail "the UI should cover part of the frame ($difference pixels differ)"
pass "the UI is in the screenshot unless hidden"
