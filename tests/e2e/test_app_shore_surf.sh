# Surf along the shores (shore_surf): the big island from 22 m up, 400x225,
# full quality, after 30 frames in a fresh breeze (Hs 1.3 m), with
# shore_surf 0.8 (the default) and 0; and the same on a calm sea, which
# breaks nowhere. Measured on llvmpipe (Mesa 22): 4102 pixels brighter by 5%
# or more with the surf (white water over the island's sand, where the
# shoaled sea passes 0.78 of the depth), the brightest change 0.43; 45
# pixels darker by more than 1% (glints the foam covers); calm, none
# brighter. Asked: at least 1500 brighter, the brightest change at least
# 0.2, at most 150 darker; calm, none brighter. Caustics off: a focused
# spot of sunlight on the sand can outshine the surf that covers it.
source "$TIDEPOOL_E2E_LIB"
cd "$WORK"

camera='0 camera 12 0 -8 22 0 60\nend 30\n'
printf "tidepool-input 1\nscene harbor\nsim_rate_hz 60\nparam wind_speed=9.5\nparam fetch=40\nparam choppiness=0.8\nparam swell_height=0.3\n$camera" >fresh.rec
printf "tidepool-input 1\nscene harbor\nsim_rate_hz 60\n$camera" >calm.rec
for sea in fresh calm; do
  for cover in 0.8 0; do
    expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --replay $sea.rec --quality full --set "shore_surf=$cover" \
      --set caustics=false --size 400x225 --hide-ui --screenshot "$sea-$cover.png"
  done
done
count() {  # A B THRESHOLD: pixels of A brighter than B's by THRESHOLD or more
  convert "$1" "$2" -compose minus_src -composite -colorspace gray -threshold "$3" -format "%[fx:round(mean*w*h)]\n" info:
}
brighter=$(count fresh-0.8.png fresh-0.png 5%)
darker=$(count fresh-0.png fresh-0.8.png 1%)
most=$(convert fresh-0.8.png fresh-0.png -compose minus_src -composite -colorspace gray -format "%[fx:maxima]\n" info:)
calm=$(count calm-0.8.png calm-0.png 1%)
[ "$brighter" -ge 1500 ] || fail "only $brighter pixels whiter with the surf on (wanted 1500 or more)"
awk -v m="$most" 'BEGIN { exit !(m >= 0.2) }' || fail "the surf's brightest change is only $most"
[ "$darker" -le 150 ] || fail "the surf darkened $darker pixels (wanted 150 or fewer: glints it covers)"
[ "$calm" -eq 0 ] || fail "a calm sea made surf: $calm pixels whiter"
grep -qxF "  shore_surf = 0.8" fresh-0.8.txt || fail "the sidecar should record shore_surf = 0.8"
pass "shore surf: $brighter pixels of white water in a fresh breeze (up to $most brighter, $darker darker), none when calm"
