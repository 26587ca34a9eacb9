# Open water: on cruise at 2.5 m/s for 25 s your tug sails out between the
# buoys into the open sea, afloat and at speed, and the simulated patch has
# followed it (the sidecar's patch centre is within its 15 m reach of the
# tug); a splash back at the basin's centre, now outside the patch, is
# refused with a line that says where the simulated water is.
source "$TIDEPOOL_E2E_LIB"
cd "$WORK"

printf 'tidepool-input 1\nscene harbor\nsim_rate_hz 60\nparam cruisers=0\nparam follow_camera=true\n0 command cruise 2.5\n1490 command splash 0 0\nend 1500\n' >out.rec
env -u DISPLAY "$TIDEPOOL" --headless --replay out.rec --size 320x180 --hide-ui --screenshot out.png 2>out.err ||
  fail "the run failed: $(tail -3 out.err)"
px=$(value player_x out.txt) py=$(value player_y out.txt) pz=$(value player_z out.txt)
cx=$(value patch_x out.txt) cz=$(value patch_z out.txt) speed=$(value player_speed out.txt)
awk -v x="$px" -v z="$pz" 'BEGIN { exit !((x > 27 || x < -27 || z > 27 || z < -27)) }' ||
  fail "after 25 s on cruise the tug is at ($px, $pz): still inside the buoys (25 m)"
awk -v y="$py" -v s="$speed" 'BEGIN { exit !(y > -0.5 && s > 2.4 && s < 2.6) }' ||
  fail "out at sea the tug is at height $py m going $speed m/s: it should float at 2.5 m/s"
awk -v x="$px" -v z="$pz" -v a="$cx" -v b="$cz" \
  'BEGIN { dx = x - a; dz = z - b; exit !(dx < 15.3 && dx > -15.3 && dz < 15.3 && dz > -15.3 && (a != 0 || b != 0)) }' ||
  fail "the patch is centred at ($cx, $cz) with the tug at ($px, $pz): it should follow within 15 m"
grep -q "(0, 0) is outside the simulated water: it covers 25 m either side of" out.err ||
  fail "a splash outside the patch should say where the water is: $(grep -i splash out.err)"
pass "on cruise the tug sailed out to ($px, $pz) afloat at $speed m/s; the patch followed to ($cx, $cz)"
