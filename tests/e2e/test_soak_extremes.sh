# Play without breaking: every numeric parameter of every scene, one at a
# time at the low and the high end of its range (the rest at their defaults,
# light quality on llvmpipe), runs 200 frames headless with the scene's own
# life (fish, cruising boats, periodic splashes) and a scripted splash at
# frame 20. Every sidecar number must be finite and the scene inside its
# physical bounds: the bowl's water within rim and floor, the planet's
# |height| below half its radius, the harbor's boats upright, the fluid's mass
# finite. A high end that a limit lowers (stiffness against the stability
# bound) is taken where the refusal says the range ends.
source "$TIDEPOOL_E2E_LIB"
cd "$WORK"
frames=200
# The few ends whose every frame costs tens of default frames or more on
# llvmpipe (the finest grids, the densest water mesh, the finest icosphere,
# the largest school) run 60 frames: the splash at frame 20 and 40 frames of
# its rings, so the suite stays within CI's time. A grid's stability at its
# finest cells is held by the stability bound (refused beyond it, taken at
# the limit above) and the solvers' CPU-twin tests.
dear_ends="demo:grid_resolution:high fluid:grid_size:high bowl:grid_size:high harbor:grid_size:high
  harbor:water_mesh:high planet:level:high planet:fish_count:high"
dear_frames=60

splash_for() {  # a splash in the middle of each scene's water, as its command takes it
  case $1 in
    harbor) echo "splash 0 4" ;;
    bowl) echo "splash 0.1 0.25" ;;
    planet) echo "splash 0.3 0.8 0.5" ;;
    fluid) echo "splash 32 40 0 0" ;;
    demo) echo "splash 0 0" ;;
  esac
}

# scene name low high, one line a numeric parameter, from the --help table.
"$TIDEPOOL" --help | awk '/^  [a-z]+ +[a-z]/ { scene = $1 }
  /^      [a-z_]+ +[-0-9.e+]+\.\.[-0-9.e+]+/ { split($2, r, /\.\./); print scene, $1, r[1], r[2] }' >params.txt
[ "$(wc -l <params.txt)" -gt 50 ] || { cat params.txt >&2; fail "read too few parameters from --help"; }
# One scene a test (TIDEPOOL_SOAK_SCENE, set by tests/CMakeLists.txt), or every scene.
if [ -n "${TIDEPOOL_SOAK_SCENE:-}" ]; then
  awk -v s="$TIDEPOOL_SOAK_SCENE" '$1 == s' params.txt >scene-params.txt
  [ -s scene-params.txt ] || fail "no parameters for scene '$TIDEPOOL_SOAK_SCENE' in --help"
  mv scene-params.txt params.txt
fi
# A renamed parameter would quietly run 200 frames again: each dear end must still be in the table.
for dear in $dear_ends; do
  IFS=: read -r scene name _ <<<"$dear"
  if [ -z "${TIDEPOOL_SOAK_SCENE:-}" ] || [ "$scene" = "$TIDEPOOL_SOAK_SCENE" ]; then
    awk -v s="$scene" -v n="$name" '$1 == s && $2 == n { found = 1 } END { exit !found }' params.txt ||
      fail "dear end $dear is not in --help's table: update dear_ends"
  fi
done

# run SCENE NAME VALUE: one soak; prints "ok", or what broke.
run() {
  local scene=$1 name=$2 value=$3 end=$4
  local tag=$scene-$name-$end
  local length=$frames
  [[ " $(echo $dear_ends) " == *" $scene:$name:$end "* ]] && length=$dear_frames
  printf 'tidepool-input 1\nscene %s\nsim_rate_hz 60\n20 command %s\nend %d\n' "$scene" "$(splash_for "$scene")" \
    "$length" >"take-$tag.rec"
  local out
  if ! out=$(env -u DISPLAY "$TIDEPOOL" --headless --replay "take-$tag.rec" --set "$name=$value" --size 160x90 \
             --hide-ui --screenshot "$tag.png" 2>&1); then
    # A limit that lowers the range's end: take the end the refusal names.
    local limit
    limit=$(sed -n "s/.*out of range \[[^,]*, \([^]]*\)\].*/\1/p" <<<"$out" | head -1)
    if [ "$end" = high ] && [ -n "$limit" ] && [ "$limit" != "$value" ]; then
      # The printed end is rounded to 9 digits, which may lie a hair above the limit.
      run "$scene" "$name" "$(awk -v l="$limit" 'BEGIN { printf "%.9g", l * (1 - 1e-6) }')" high
      return
    fi
    echo "$scene $name=$value: exit: ${out##*$'\n'}"
    return
  fi
  local side=$tag.txt
  if grep -E '^[a-z_0-9]+: ' "$side" | grep -qiE ': .*(nan|inf)'; then
    echo "$scene $name=$value: not finite: $(grep -iE ': .*(nan|inf)' "$side" | head -2 | tr '\n' ' ')"; return
  fi
  v() { sed -n "s/^$1: //p" "$side"; }
  case $scene in
    bowl)
      awk -v hi="$(v surface_highest)" -v lo="$(v surface_lowest)" -v rim="$(v rim_height)" -v floor="$(v floor_height)" \
        'BEGIN { exit !(hi <= rim && lo >= floor) }' ||
        { echo "bowl $name=$value: water outside the bowl ($(v surface_lowest) .. $(v surface_highest))"; return; } ;;
    planet)
      awk -v h="$(v max_abs_height)" 'BEGIN { exit !(h < 0.5) }' ||
        { echo "planet $name=$value: |height| $(v max_abs_height) is half the radius"; return; } ;;
    harbor)
      [ "$(v boats_capsized)" = 0 ] || { echo "harbor $name=$value: $(v boats_capsized) boats capsized"; return; } ;;
    fluid)
      awk -v m="$(v total_mass)" 'BEGIN { exit !(m >= 0 && m < 1e12) }' ||
        { echo "fluid $name=$value: mass $(v total_mass)"; return; } ;;
  esac
  echo ok
}
export -f run splash_for
export TIDEPOOL frames dear_ends dear_frames

# Both cores: each line is independent.
awk '{ print $1, $2, $3, "low"; print $1, $2, $4, "high" }' params.txt |
  xargs -P "$(nproc)" -L 1 bash -c 'echo "$0 $1 $3: $(run "$0" "$1" "$2" "$3")"' >results.txt
broken=$(grep -v ": ok$" results.txt || true)
[ -z "$broken" ] || { echo "$broken" >&2; fail "$(grep -vc ': ok$' results.txt) of $(wc -l <results.txt) soaks broke"; }
pass "$(wc -l <results.txt) soaks (every numeric parameter of ${TIDEPOOL_SOAK_SCENE:-every scene} at both ends): finite, in bounds"
