# Your tug on cruise, the camera following it: a recording sets "cruise 2.5"
# and the tug holds 2.5 m/s by itself (no key held); with follow_camera the
# camera's target (the sidecar's camera line) stays within 1.5 m of the tug
# (the follow lags 0.3 s: 0.75 m at 2.5 m/s), without it the target stays
# where the scene put it. A cruise speed past the tug's top speed is refused
# with a line that says what it can do.
source "$TIDEPOOL_E2E_LIB"
cd "$WORK"

printf 'tidepool-input 1\nscene harbor\nsim_rate_hz 60\nparam cruisers=0\n0 command cruise 2.5\nend 360\n' >cruise.rec
for follow in true false; do
  expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --replay cruise.rec --set "follow_camera=$follow" \
    --size 320x180 --hide-ui --screenshot "follow-$follow.png"
done
speed=$(value player_speed follow-true.txt)
awk -v s="$speed" 'BEGIN { exit !(s > 2.45 && s < 2.55) }' || fail "the tug makes $speed m/s on cruise 2.5"
read -r cx cy cz _ < <(value camera follow-true.txt)
px=$(value player_x follow-true.txt) pz=$(value player_z follow-true.txt)
gap=$(awk -v a="$cx" -v b="$cz" -v x="$px" -v z="$pz" 'BEGIN { printf "%.2f", sqrt((a - x)^2 + (b - z)^2) }')
awk -v g="$gap" 'BEGIN { exit !(g < 1.5) }' || fail "the following camera aims $gap m from the tug (at $cx $cz, tug at $px $pz)"
read -r sx sy sz _ < <(value camera follow-false.txt)
[ "$sx $sy $sz" = "0.000 0.000 1.500" ] || fail "without follow_camera the camera moved to $sx $sy $sz"

printf 'tidepool-input 1\nscene harbor\nsim_rate_hz 60\n0 command cruise 9\nend 10\n' >fast.rec
env -u DISPLAY "$TIDEPOOL" --headless --replay fast.rec --size 160x90 --hide-ui --screenshot fast.png 2>fast.err
grep -q "cruise 9 m/s is beyond your tug: it makes 5 ahead and 2.5 astern at most" fast.err ||
  fail "a cruise past top speed should say so: $(cat fast.err)"
pass "cruise 2.5: the tug holds $speed m/s; the following camera aims $gap m from it; cruise 9 refused"
