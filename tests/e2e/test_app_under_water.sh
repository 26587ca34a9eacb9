# The view under the water, through the app: key U dives the harbor's camera
# to 1.5 m under the surface (the same target and heading, 14 m out) and a
# second press brings it back up; under the water the picture is the water's
# (red swallowed first) and the visibility setting sets how far it reaches.
# 320x180, full quality, 20 frames, calm. Measured on llvmpipe (Mesa 22):
# above, the mean red is 0.79 of the mean green; dived, 0.36; the picture's
# grey deviation 0.066 at 100 m visibility, 0.0012 at 3 m. Asked: dived, the eye
# 1.5 m (± 0.05) under and red below 0.45 of green; surfaced, pitch 20;
# the 3 m picture's deviation below half the 100 m one's.
source "$TIDEPOOL_E2E_LIB"
cd "$WORK"

u=85  # GLFW_KEY_U
printf "tidepool-input 1\nscene harbor\nsim_rate_hz 60\nend 20\n" >above.rec
printf "tidepool-input 1\nscene harbor\nsim_rate_hz 60\n0 key_down $u\n1 key_up $u\nend 20\n" >dive.rec
printf "tidepool-input 1\nscene harbor\nsim_rate_hz 60\n0 key_down $u\n1 key_up $u\n10 key_down $u\n11 key_up $u\nend 20\n" >back.rec
shoot() {  # NAME [SET...]
  local name=$1 sets=() s; shift
  for s in "$@"; do sets+=(--set "$s"); done
  expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --replay "${name%%-*}.rec" --quality full --size 320x180 \
    --hide-ui ${sets[@]+"${sets[@]}"} --screenshot "$name.png"
}
shoot above
shoot dive
shoot back
shoot dive-clear under_water_visibility=100
shoot dive-murky under_water_visibility=3

# camera: target x y z, distance, yaw, pitch (degrees)
eye_height() { awk '/^camera:/ { printf "%.3f\n", $3 + $5 * sin($7 * 3.14159265 / 180) }' "$1"; }
pitch() { awk '/^camera:/ { print $7 }' "$1"; }
red_over_green() { convert "$1" -format "%[fx:mean.r/mean.g]\n" info:; }
deviation() { convert "$1" -colorspace gray -format "%[fx:standard_deviation]\n" info:; }

dived=$(eye_height dive.txt)
awk -v e="$dived" 'BEGIN { exit !(e > -1.55 && e < -1.45) }' || fail "key U left the eye at $dived m (wanted 1.5 m under)"
back=$(pitch back.txt)
awk -v p="$back" 'BEGIN { exit !(p > 19.9 && p < 20.1) }' || fail "a second U left the pitch at $back (wanted 20)"
above=$(red_over_green above.png)
under=$(red_over_green dive.png)
awk -v a="$above" -v u="$under" 'BEGIN { exit !(u < 0.45 && u < a) }' ||
  fail "under the water red is $under of green (above $above; wanted below 0.45)"
clear=$(deviation dive-clear.png)
murky=$(deviation dive-murky.png)
awk -v c="$clear" -v m="$murky" 'BEGIN { exit !(m < 0.5 * c) }' ||
  fail "3 m visibility left a deviation of $murky against $clear at 100 m (wanted below half)"
grep -qxF "  under_water_visibility = 3" dive-murky.txt || fail "the sidecar should record under_water_visibility = 3"
pass "under water: U dives to $dived m (red/green $under, above $above), U again to pitch $back; contrast $clear at 100 m, $murky at 3 m"
