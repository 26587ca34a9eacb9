# What stands on the water is mirrored in it (reflections, the harbor's planar
# mirror): from near the water, looking along the basin at the islands and the
# boats, 320x180, full quality, after 30 frames, with and without it. Rows
# from the top (the horizon near row 65; the islands and boats stand in rows
# 60-90, their mirror images lie in rows 80-120). Measured on llvmpipe (Mesa 22):
#   - the sky (rows 0-59): the same picture, largest difference 0;
#   - the band of water under the islands and boats (rows 85-114): mean
#     luminance 0.507 with reflections, 0.592 without (the dark islands
#     mirrored); asked: darker by 0.04 or more;
#   - the water near the camera (rows 130-179), where nothing stands close
#     enough to be mirrored: mean difference 0.0002; asked below 0.005.
# Light quality (water shaded per vertex) turns it off and says so.
source "$TIDEPOOL_E2E_LIB"
cd "$WORK"

printf 'tidepool-input 1\nscene harbor\nsim_rate_hz 60\n0 camera 0 0 0 35 30 6\nend 30\n' >low.rec
shot() {  # NAME on|off
  expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --replay low.rec --quality full --set "reflections=$2" \
    --size 320x180 --hide-ui --screenshot "$1.png"
}
band_mean() { convert "$1" -crop "320x$3+0+$2" +repage -colorspace gray -format "%[fx:mean]\n" info:; }
difference() {  # A B TOP ROWS MEASURE: mean or maxima of |A − B| over that band
  convert "$1" "$2" -crop "320x$4+0+$3" +repage -compose difference -composite -colorspace gray \
    -format "%[fx:$5]\n" info:
}
shot mirrored true
shot plain false

sky=$(difference mirrored.png plain.png 0 60 maxima)
awk -v d="$sky" 'BEGIN { exit !(d <= 0.01) }' || fail "the sky changed with reflections on: largest difference $sky"
with=$(band_mean mirrored.png 85 30); without=$(band_mean plain.png 85 30)
awk -v a="$with" -v b="$without" 'BEGIN { exit !(b - a >= 0.04) }' ||
  fail "the water under the islands should darken with their mirror images: $with with, $without without"
near=$(difference mirrored.png plain.png 130 50 mean)
awk -v d="$near" 'BEGIN { exit !(d < 0.005) }' || fail "the near water, where nothing is mirrored, changed by $near"
grep -qxF "  reflections = true" mirrored.txt || fail "the sidecar should record reflections = true"
pass "reflections: the islands and boats mirrored below them ($with against $without), the sky and the near water untouched"

# Light quality: the water is shaded once a vertex, where a mirror image would smear: off, and recorded.
harbor_effect_switches reflections reflection
pass "reflections: off in light quality, a timed pass in full"
