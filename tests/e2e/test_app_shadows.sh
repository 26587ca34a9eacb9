# The sun's shadows in the harbor (shadows): seen from straight above, the sun
# 40° up, 320x320, full quality, after 30 frames, with and without. Measured
# on llvmpipe (Mesa 22): 1430 pixels (1.4%) darker by 4% or more with shadows
# (the sail's, the tug's and its flag's, the crates', the islands' on the
# water and on each other); none brighter (largest brightening 0). Asked: at
# least 400 darker, none brighter by more than 1%. Where a shadow falls is
# the GL test's business (SunShadow.*); this one asks that the harbor draws them.
# Light quality turns them off and says so; the frame bench times the pass.
source "$TIDEPOOL_E2E_LIB"
cd "$WORK"

printf 'tidepool-input 1\nscene harbor\nsim_rate_hz 60\n0 camera 0 0 0 70 0 89\nend 30\n' >top.rec
shot() {  # NAME on|off
  expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --replay top.rec --quality full --set "shadows=$2" \
    --set sun_elevation=40 --size 320x320 --hide-ui --screenshot "$1.png"
}
shot shaded true
shot plain false
darker=$(convert plain.png shaded.png -compose minus_src -composite -colorspace gray -threshold 4% \
  -format "%[fx:round(mean*w*h)]\n" info:)
brighter=$(convert shaded.png plain.png -compose minus_src -composite -colorspace gray -format "%[fx:maxima]\n" info:)
[ "$darker" -ge 400 ] || fail "only $darker pixels darker with shadows on (wanted 400 or more)"
awk -v b="$brighter" 'BEGIN { exit !(b <= 0.01) }' || fail "shadows brightened a pixel by $brighter"
grep -qxF "  shadows = true" shaded.txt || fail "the sidecar should record shadows = true"
pass "shadows: $darker pixels in shadow, none brighter"

harbor_effect_switches shadows shadow
# The sun on the horizon (1°, the slider's end): shadows across the whole basin, and no error.
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --scene harbor --quality full --size 160x90 --frames 2 \
  --set sun_elevation=1 --hide-ui --screenshot low-sun.png
pass "shadows: off in light quality, a timed pass in full, a sun at the horizon"
