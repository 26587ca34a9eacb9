# The harbor's wind sea, seen as a player sees it: the presets name their
# Beaufort force and raise waves of the height the fetch laws give; the open
# sea beyond the buoys is textured in a breeze where it is glassy in a calm;
# a gale whitens the sea where a fresh breeze barely does; and no wind is
# the calm harbor itself. Pictures at full quality (per-pixel water), 640x360.
# Thresholds, from measured values on llvmpipe (Mesa 22):
#   mean luminance spread of 32x24-pixel tiles of the open sea beyond the
#   buoys (the top 48 rows; no clouds, the sun behind the camera): calm
#   0.012 (the sky's gradient), breeze 0.040, fresh 0.041, gale 0.056; the
#   test asks calm < 0.02, breeze and gale > 0.028 and breeze over twice calm;
#   share of pixels brighter than 60 % in the lower third: calm 0.5 %
#   (buoys), fresh 0.5 %, gale 2.4 %; the test asks gale > 1.2 % and more
#   than three times fresh's.
source "$TIDEPOOL_E2E_LIB"
cd "$WORK"

shot() {  # PRESET [SET...]: the harbor after 30 frames, to PRESET.png and its sidecar
  local preset=$1; shift
  # No clouds (their reflections would texture even glassy water) and the
  # sun behind the camera (its glitter would whiten the sea like whitecaps).
  local sets=(--set cloud_cover=0 --set sun_azimuth=162) s
  for s in "$@"; do sets+=(--set "$s"); done
  expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --scene harbor --quality full --preset "$preset" \
    ${sets[@]+"${sets[@]}"} --frames 30 --size 640x360 --hide-ui --screenshot "$preset.png"
}
texture() {  # PNG: mean luminance spread of the 32x24-pixel tiles of the open sea beyond the buoys
  convert "$1" -crop 640x48+0+0 +repage -colorspace gray -crop 32x24 +repage \
    -format "%[fx:standard_deviation]\n" info: | awk '{ n++; s += $1 } END { printf "%.4f\n", s / n }'
}
white() {  # PNG: share of pixels brighter than 60 % in the lower third
  convert "$1" -crop 640x120+0+240 +repage -colorspace gray -threshold 60% -format "%[fx:mean]\n" info:
}
above() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a > b) }'; }

for preset in calm breeze fresh gale; do shot "$preset"; done

# The sidecar: the force the preset names, the wind sea on only with wind,
# and waves within a third of the JONSWAP growth law for the fetch (the
# spectrum's own fits run 20-30 % above it; unit tests hold the law itself).
[ "$(value beaufort calm.txt)" = 0 ] && [ "$(value wind_sea calm.txt)" = off ] || fail "calm: $(grep -E '^(beaufort|wind_sea):' calm.txt)"
[ "$(value beaufort breeze.txt)" = 3 ] || fail "breeze is Beaufort $(value beaufort breeze.txt), wanted 3"
[ "$(value beaufort fresh.txt)" = 5 ] || fail "fresh is Beaufort $(value beaufort fresh.txt), wanted 5"
[ "$(value beaufort gale.txt)" = 8 ] || fail "gale is Beaufort $(value beaufort gale.txt), wanted 8"
hs=$(value wind_sea_hs_m breeze.txt)  # 4.5 m/s over 20 km: the law gives 0.33 m
awk -v h="$hs" 'BEGIN { exit !(h > 0.22 && h < 0.45) }' || fail "breeze waves are $hs m high, wanted 0.22..0.45"
above "$(value wind_sea_hs_m gale.txt)" "$(value wind_sea_hs_m fresh.txt)" || fail "a gale raised no higher waves than a fresh breeze"
pass "presets: Beaufort 0, 3, 5, 8; a breeze raises $hs m waves"

calm=$(texture calm.png) breeze=$(texture breeze.png) gale=$(texture gale.png)
above 0.02 "$calm" || fail "calm open water is textured ($calm): the calm harbor should be glassy"
above "$breeze" 0.028 || fail "breeze open water is flat (tile spread $breeze, wanted > 0.028)"
above "$breeze" "$(awk -v c="$calm" 'BEGIN { print 2 * c }')" || fail "breeze ($breeze) barely rougher than calm ($calm)"
above "$gale" 0.028 || fail "gale open water is flat (tile spread $gale, wanted > 0.028)"
pass "open water: tile spread $calm calm, $breeze breeze, $gale gale"

fresh_white=$(white fresh.png) gale_white=$(white gale.png)
above "$gale_white" 0.012 || fail "a gale left $gale_white of the sea white, wanted > 0.012"
above "$gale_white" "$(awk -v f="$fresh_white" 'BEGIN { print 3 * f }')" ||
  fail "a gale is not much whiter than a fresh breeze ($gale_white against $fresh_white)"
pass "whitecaps: $fresh_white of the lower third in a fresh breeze, $gale_white in a gale"

# No wind is the calm harbor: the same picture as wind_speed=0 set on the breeze.
shot breeze wind_speed=0 swell_height=0
[ "$(compare -metric AE calm.png breeze.png null: 2>&1)" = 0 ] || fail "wind_speed=0 does not give the calm harbor's picture"
pass "wind_speed=0 and no swell is the calm harbor, pixel for pixel"
