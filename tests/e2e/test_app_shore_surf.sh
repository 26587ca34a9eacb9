# Surf along the shores (shore_surf): the big island from 22 m up, 400x225,
# full quality, after 30 frames, with shore_surf 0.8 (the default) and 0.
# Measured on llvmpipe (Mesa 22): 991 pixels brighter by 5% or more with the
# surf (a white line round the island's waterline), the brightest change
# 0.175; none darker (largest darkening 0). Asked: at least 300 brighter, the
# brightest change at least 0.08, nothing darker by more than 1%. Caustics
# off in both: a focused spot of sunlight on the sand can outshine the surf
# that covers it.
source "$TIDEPOOL_E2E_LIB"
cd "$WORK"

printf 'tidepool-input 1\nscene harbor\nsim_rate_hz 60\n0 camera 12 0 -8 22 0 60\nend 30\n' >close.rec
for cover in 0.8 0; do
  expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --replay close.rec --quality full --set "shore_surf=$cover" --set caustics=false \
    --size 400x225 --hide-ui --screenshot "surf-$cover.png"
done
brighter=$(convert surf-0.8.png surf-0.png -compose minus_src -composite -colorspace gray -threshold 5% \
  -format "%[fx:round(mean*w*h)]\n" info:)
most=$(convert surf-0.8.png surf-0.png -compose minus_src -composite -colorspace gray -format "%[fx:maxima]\n" info:)
darker=$(convert surf-0.png surf-0.8.png -compose minus_src -composite -colorspace gray -format "%[fx:maxima]\n" info:)
[ "$brighter" -ge 300 ] || fail "only $brighter pixels whiter with the surf on (wanted 300 or more)"
awk -v m="$most" 'BEGIN { exit !(m >= 0.08) }' || fail "the surf's brightest change is only $most"
awk -v d="$darker" 'BEGIN { exit !(d <= 0.01) }' || fail "the surf darkened a pixel by $darker"
grep -qxF "  shore_surf = 0.8" surf-0.8.txt || fail "the sidecar should record shore_surf = 0.8"
pass "shore surf: $brighter pixels of white water along the waterline (up to $most brighter), none darker"
