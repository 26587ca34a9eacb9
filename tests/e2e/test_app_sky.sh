# The harbor's sky and water colour, seen as a player sees them: from near
# the water (the camera 8° above the horizon, looking north): a sunset is warm with the sun's disc
# in it, a clear noon blue; clouds show as the cover asks; the water takes the
# sky's colour; the sidecar records the sky. Full quality (per-pixel water),
# 640x360, after 30 frames. Thresholds, from measured values on llvmpipe
# (Mesa 22), for the band of sky above the horizon (the top 110 rows):
#   mean red minus mean blue: sunset 0.32, clear noon -0.07;
#   the test asks sunset > 0.12 and noon < -0.03;
#   brightest pixel of the band: sunset 1.0 (the disc), clear noon
#   0.90 (the sun is behind the camera); asked > 0.97 and < 0.95;
#   mean spread of its 32-pixel tiles: cloud_cover 0 0.003, 0.9
#   0.018; asked cover 0.9 more than twice cover 0 and > 0.01;
#   water below (the bottom 120 rows), red minus blue: sunset
#   0.06, noon -0.18; asked sunset − noon > 0.12.
source "$TIDEPOOL_E2E_LIB"
cd "$WORK"

printf 'tidepool-input 1\nscene harbor\nsim_rate_hz 60\n0 camera 0 0 10 40 0 8\nend 30\n' >low.rec
shot() {  # NAME PRESET [SET...]: the harbor from near the water, to NAME.png and its sidecar
  local name=$1 preset=$2; shift 2
  local sets=() s
  for s in "$@"; do sets+=(--set "$s"); done
  expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --replay low.rec --quality full --preset "$preset" \
    ${sets[@]+"${sets[@]}"} --size 640x360 --hide-ui --screenshot "$name.png"
}
sky_band() { convert "$1" -crop 640x110+0+0 +repage "$2"; }
red_minus_blue() {  # PNG [CROP]: mean red − mean blue (0..1)
  convert "$1" ${2:+-crop "$2" +repage} -format "%[fx:mean.r - mean.b]\n" info:
}
brightest() { convert "$1" -colorspace gray -format "%[fx:maxima]\n" info:; }
spread() {  # PNG: mean luminance spread of its 32-pixel tiles
  convert "$1" -colorspace gray -crop 32x32 +repage -format "%[fx:standard_deviation]\n" info: |
    awk '{ n++; s += $1 } END { printf "%.4f\n", s / n }'
}
param() { sed -n "s/^  $1 = //p" "$2"; }  # a parameter's value in a sidecar
above() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a > b) }'; }

shot sunset sunset
shot noon clear_noon
shot clear calm cloud_cover=0
shot cloudy calm cloud_cover=0.9
for name in sunset noon clear cloudy; do sky_band "$name.png" "$name-sky.png"; done

sunset_rb=$(red_minus_blue sunset-sky.png) noon_rb=$(red_minus_blue noon-sky.png)
above "$sunset_rb" 0.12 || fail "the sunset's sky is not warm (red − blue $sunset_rb, wanted > 0.12)"
above -0.03 "$noon_rb" || fail "the noon sky is not blue (red − blue $noon_rb, wanted < -0.03)"
pass "sky colour: red − blue $sunset_rb at sunset, $noon_rb at noon"

sunset_max=$(brightest sunset-sky.png) noon_max=$(brightest noon-sky.png)
above "$sunset_max" 0.97 || fail "no sun's disc in the sunset's sky (brightest $sunset_max)"
above 0.95 "$noon_max" || fail "a disc in the noon sky with the sun behind the camera (brightest $noon_max)"
pass "the sun's disc: brightest $sunset_max at sunset, $noon_max at noon"

clear=$(spread clear-sky.png) cloudy=$(spread cloudy-sky.png)
above "$cloudy" 0.01 || fail "cloud_cover=0.9 shows no clouds (tile spread $cloudy)"
above "$cloudy" "$(awk -v c="$clear" 'BEGIN { print 2 * c }')" || fail "clouds at 0.9 ($cloudy) barely differ from none ($clear)"
pass "clouds: tile spread $clear with none, $cloudy at 0.9"

water_sunset=$(red_minus_blue sunset.png 640x120+0+240) water_noon=$(red_minus_blue noon.png 640x120+0+240)
above "$(awk -v a="$water_sunset" -v b="$water_noon" 'BEGIN { print a - b }')" 0.12 ||
  fail "the water does not take the sunset's colour (red − blue $water_sunset against $water_noon at noon)"
pass "the water reflects the sky: red − blue $water_sunset at sunset, $water_noon at noon"

# The sidecar records the sky, and light quality bakes a smaller cube.
[ "$(param sun_elevation sunset.txt)" = 4 ] || fail "sidecar: sun_elevation $(param sun_elevation sunset.txt), wanted 4"
[ "$(param cloud_cover cloudy.txt)" = 0.9 ] || fail "sidecar: cloud_cover $(param cloud_cover cloudy.txt), wanted 0.9"
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --scene harbor --quality light --preset sunset --frames 20 \
  --size 320x180 --hide-ui --screenshot light.png
[ "$(param sky_size light.txt)" = 128 ] || fail "light quality's sky_size is $(param sky_size light.txt), wanted 128"
pass "sidecar: sun_elevation, cloud_cover; light quality bakes 128-texel faces"

# The water's colour per channel (Beer-Lambert): looking straight down on the
# calm basin, pale sand under a metre of water is turquoise round every
# island, and the 3.4 m basin the deep water's blue-green, bluer than green
# (the sand no longer shows through it). Measured: a ring of bright turquoise
# (mean > 0.42, green over red by 0.1, blue by 0.05) at every shore; the
# basin's centre green − red 0.145, blue − red 0.200 (with the sand showing
# through the whole basin, 0.22 and 0.25).
printf 'tidepool-input 1\nscene harbor\nsim_rate_hz 60\n0 camera 0 0 0 70 0 89\nend 30\n' >top.rec
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --replay top.rec --quality full --preset calm --set cloud_cover=0 \
  --size 640x360 --hide-ui --screenshot top.png
turquoise=$(convert top.png -fx '(r+g+b)/3 > 0.42 && g > r + 0.1 && b > r + 0.05 ? 1 : 0' -format "%[fx:mean]\n" info:)
above "$turquoise" 0.0025 || fail "no turquoise shallows round the islands ($turquoise of the picture)"
read -r basin_gr basin_br < <(convert top.png -crop 60x40+300+240 +repage -format "%[fx:mean.g - mean.r] %[fx:mean.b - mean.r]\n" info:)
above "$basin_gr" 0.1 && above "$basin_br" 0.15 && above "$basin_br" "$basin_gr" ||
  fail "the basin is not blue-green, bluer than green (green − red $basin_gr, blue − red $basin_br)"
pass "water colour: $turquoise of the picture turquoise shallows; basin green − red $basin_gr, blue − red $basin_br"

# The sun's glitter (Cox & Munk's slopes below the drawn waves, broken into
# glints): the water below the horizon at sunset, pixels brighter than 85 %.
# Measured: still water 288 of them in a column 3.3 px wide (standard
# deviation of x); the sunset's breeze of 4.5 m/s 376 separate glints, 18.6
# px wide; 12 m/s 686 glints, 31.0 px. Asked: > 150 glints in the breeze,
# the path wider in more wind (breeze over 3 times still water, 12 m/s over
# 1.3 times the breeze).
shot still sunset wind_speed=0
shot windy sunset wind_speed=12
glitter() {  # PNG: "COUNT SD": separate glints, and the horizontal spread of the bright pixels
  convert "$1" -crop 640x230+0+130 +repage -colorspace gray -threshold 85% "$1-glints.png"
  local count spread
  count=$(convert "$1-glints.png" -define connected-components:verbose=true -define connected-components:area-threshold=1 \
    -connected-components 8 null: | grep -c 'gray(255)\|srgb(255,255,255)')
  spread=$(convert "$1-glints.png" txt:- | awk -F'[,:]' '/#FFFFFF|white/ { n++; s += $1; q += $1 * $1 }
    END { if (n == 0) print 0; else { m = s / n; printf "%.2f\n", sqrt(q / n - m * m) } }')
  echo "$count $spread"
}
read -r still_count still_spread < <(glitter still.png)
read -r breeze_count breeze_spread < <(glitter sunset.png)
read -r windy_count windy_spread < <(glitter windy.png)
[ "$breeze_count" -gt 150 ] || fail "the sunset's breeze shows $breeze_count glints, wanted > 150"
above "$breeze_spread" "$(awk -v s="$still_spread" 'BEGIN { print 3 * s }')" ||
  fail "the glitter path in a breeze ($breeze_spread px) is not wider than on still water ($still_spread px)"
above "$windy_spread" "$(awk -v s="$breeze_spread" 'BEGIN { print 1.3 * s }')" ||
  fail "the glitter path at 12 m/s ($windy_spread px) is not wider than in a breeze ($breeze_spread px)"
pass "glitter: $still_count bright pixels $still_spread px wide on still water, $breeze_count glints $breeze_spread px in a breeze, $windy_count glints $windy_spread px at 12 m/s"
