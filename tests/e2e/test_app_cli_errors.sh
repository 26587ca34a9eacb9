# Command-line mistakes: one line naming the problem and the valid choices,
# exit code 2, nothing written, no window needed.
source "$TIDEPOOL_E2E_LIB"

cd "$WORK"
shot="$WORK/never.png"
expect_refusal() {  # expect_refusal TEXT ARGS...
  local text=$1; shift
  expect_exit 2 env -u DISPLAY "$TIDEPOOL" "$@"
  expect_output "$text"
  [ "$(grep -c . "$WORK/out.txt")" -eq 1 ] || { cat "$WORK/out.txt" >&2; fail "more than one line for: $*"; }
  [ ! -e "$shot" ] || fail "a refused command wrote $shot"
  [ "$(ls -A "$WORK" | grep -vx in)" = "out.txt" ] || fail "a refused command left files: $(ls -A "$WORK")"
}

expect_refusal "unknown option '--bogus'; valid options: --scene" --bogus --screenshot "$shot"
expect_refusal "bad --size '12x'" --size 12x --screenshot "$shot"
expect_refusal "bad --size '10x10'" --size 10x10 --screenshot "$shot"
expect_refusal "unknown scene 'atlantis'; valid scenes: demo" --scene atlantis --screenshot "$shot"
expect_refusal "unknown parameter 'fathoms'; valid names: grid_size" --set fathoms=3 --headless --screenshot "$shot"  # the harbor's
expect_refusal "unknown parameter 'depth'; valid names: amplitude" --scene demo --set depth=3 --headless --screenshot "$shot"
expect_refusal "bad value '99' for wavelength: out of range [0.5, 30]" --scene demo --set wavelength=99 --headless --screenshot "$shot"
expect_refusal "(steepness" --scene demo --set wavelength=1 --set amplitude=1 --headless --screenshot "$shot"
expect_refusal "expected one of ocean|lagoon|murky" --scene demo --set water_tint=pink --headless --screenshot "$shot"
expect_refusal "bad --frames 'lots'" --frames lots --screenshot "$shot"
expect_refusal "bad --frames '0'" --frames 0 --screenshot "$shot"
expect_refusal "bad --sim-rate '0'" --sim-rate 0 --screenshot "$shot"
expect_refusal "must end in .png" --screenshot "$WORK/never.jpg"
expect_refusal "--scene needs a value" --scene
expect_refusal "--headless needs --frames" --headless
# A shared look (--settings): a bad line, an unknown scene, a clash with --scene, a bad value.
expect_refusal "bad --settings \"harbor wind_speed=8\": expected SCENE:name=value" --settings "harbor wind_speed=8" --headless --screenshot "$shot"
expect_refusal "no scene \"atlantis\"" --settings atlantis:depth=3 --headless --screenshot "$shot"
expect_refusal "--settings is a look of scene 'harbor', not 'demo'" --scene demo --settings harbor:wind_speed=8 --headless --screenshot "$shot"
expect_refusal "bad value '99' for wavelength: out of range [0.5, 30]" --settings demo:wavelength=99 --headless --frames 1 --screenshot "$shot"
# A number no double holds is out of range, not "not a number"; so is an infinity.
expect_refusal "bad value '1e999' for wavelength: out of range [0.5, 30]" --scene demo --set wavelength=1e999 --headless --screenshot "$shot"
expect_refusal "bad value 'inf' for wavelength: out of range" --scene demo --set wavelength=inf --headless --screenshot "$shot"
expect_refusal "bad value 'nan' for wavelength: expected a number" --scene demo --set wavelength=nan --headless --screenshot "$shot"
# A single-valued option given twice would drop one value without a word.
expect_refusal "--screenshot is given twice; give it once" --headless --screenshot a.png --screenshot "$shot"
expect_refusal "--frames is given twice" --headless --frames 3 --frames=4 --screenshot "$shot"
expect_refusal "--scene is given twice" --scene demo --scene bowl --headless --screenshot "$shot"
# --await-input holds a window's first frame; with nothing to press it is refused.
expect_refusal "--await-input needs a window and --frames N" --headless --frames 3 --await-input 1 --screenshot "$shot"
expect_refusal "--await-input needs a window and --frames N" --await-input 1
expect_refusal "bad --await-input '0'" --frames 3 --await-input 0
pass "every refusal: one line, exit 2, nothing written"

# Odd inputs from the catalogue: each still one line that says what was wrong.
mkdir -p "$WORK/in"
printf '\xff\xfe\x00garbage' >"$WORK/in/binary.json"
expect_refusal "binary.json:1:1: not valid JSON: syntax error while parsing value - invalid literal; last read: '\xff'" \
  --scene bowl --preset "$WORK/in/binary.json" --headless --screenshot "$shot"
expect_refusal "cannot read recording $WORK/in: it is a folder" --replay "$WORK/in" --headless --screenshot "$shot"
expect_refusal "unknown scene 'a\x0ab\x1b[31m'" --scene "$(printf 'a\nb\033[31m')" --screenshot "$shot"
expect_refusal "unknown scene 'mer-méditerranée'" --scene "mer-méditerranée" --screenshot "$shot"
expect_exit 2 env -u DISPLAY "$TIDEPOOL_SIM" --solver grid --steps 1 --load-state "$WORK/in"
expect_output "--load-state $WORK/in: it is a folder, not a state file"
expect_exit 2 env -u DISPLAY "$TIDEPOOL_SIM" --solver "$(printf 'x\ny')" --steps 1
expect_output "unknown solver 'x\x0ay'"
[ "$(grep -c . "$WORK/out.txt")" -eq 1 ] || fail "tidepool-sim: more than one line for a solver with a newline"
# A recording that cannot be written: said once, exit 1, nothing left.
expect_exit 1 env -u DISPLAY "$TIDEPOOL" --scene demo --headless --frames 2 --size 64x64 \
  --record-input "$WORK/in/binary.json/take.txt"
[ "$(grep -c "cannot write input recording" "$WORK/out.txt")" -eq 1 ] || { cat "$WORK/out.txt" >&2; fail "the error is not said exactly once"; }
pass "catalogue: binary preset, folders for files, control bytes in arguments, an unwritable recording"

expect_exit 0 "$TIDEPOOL" --help
for text in "--scene NAME" "--set name=value" "amplitude" "F12" "Esc" "Right drag" "keys of the harbor:" "W / Up"; do expect_output "$text"; done
expect_exit 0 "$TIDEPOOL" --version
expect_output "tidepool 0."
pass "--help lists options, parameters and controls; --version"
