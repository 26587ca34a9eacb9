# Shared helpers for end-to-end tests (sourced by tests/e2e/test_*.sh).
# Each test gets: $TIDEPOOL, $TIDEPOOL_SIM (absolute paths to the real
# executables) and $WORK (a fresh scratch folder, removed on success).
set -euo pipefail
TIDEPOOL=$(realpath "$1")
TIDEPOOL_SIM=$(realpath "$2")
WORK=$(mktemp -d "${TMPDIR:-/tmp}/tidepool-e2e.XXXXXX")
trap 'status=$?; rm -f "$WORK.xauth"; if [ $status -eq 0 ]; then rm -rf "$WORK"; else echo "(scratch kept in $WORK)" >&2; fi' EXIT

fail() { echo "FAIL: $*" >&2; exit 1; }
pass() { echo "ok: $*"; }

# expect_exit CODE CMD...: runs CMD, stdout+stderr into $WORK/out.txt, checks its exit code.
expect_exit() {
  local want=$1; shift
  local got=0
  "$@" >"$WORK/out.txt" 2>&1 || got=$?
  [ "$got" -eq "$want" ] || { cat "$WORK/out.txt" >&2; fail "exit $got, wanted $want: $*"; }
}
# expect_output TEXT: the last expect_exit's output contains TEXT (fixed string).
expect_output() {
  grep -qF -- "$1" "$WORK/out.txt" || { cat "$WORK/out.txt" >&2; fail "output lacks '$1'"; }
}
# project_world SCENE W H X Y Z [SETTING...] -> px py: the whole pixel (top-left
# origin) where the app's first frame at WxH shows the world point, as the app
# itself computes it (tidepool --print-pixel): the tests never re-derive the
# orbit camera. SETTINGs are --set values that move the camera's start.
project_world() {
  local scene=$1 w=$2 h=$3 x=$4 y=$5 z=$6; shift 6
  local sets=() s
  for s in "$@"; do sets+=(--set "$s"); done
  "$TIDEPOOL" --scene "$scene" --size "${w}x${h}" ${sets[@]+"${sets[@]}"} --print-pixel "$x,$y,$z" |
    awk '{ printf "%d %d\n", int($1), int($2) }'
}

# pixel_box SCENE W H MARGIN X,Y,Z... -> x0 y0 x1 y1: the pixel box (whole
# pixels, widened by MARGIN) round where the app's first frame shows the points.
pixel_box() {
  local scene=$1 w=$2 h=$3 margin=$4 point args=()
  shift 4
  for point in "$@"; do args+=(--print-pixel "$point"); done
  "$TIDEPOOL" --scene "$scene" --size "${w}x${h}" "${args[@]}" | awk -v m="$margin" '
    NR == 1 { x0 = x1 = $1; y0 = y1 = $2 }
    { if ($1 < x0) x0 = $1; if ($1 > x1) x1 = $1; if ($2 < y0) y0 = $2; if ($2 > y1) y1 = $2 }
    END { c1 = int(x1); if (c1 < x1) c1++; c2 = int(y1); if (c2 < y1) c2++
          printf "%d %d %d %d\n", int(x0) - m, int(y0) - m, c1 + m, c2 + m }'
}

# value NAME SIDECAR: the value of a "NAME: value" line.
value() { sed -n "s/^$1: //p" "$2"; }
# mean_rgb PNG GEOMETRY -> "r g b" (0..255) of that crop, one line.
mean_rgb() {
  convert "$1" -crop "$2" +repage -scale 1x1\! -format '%[fx:int(255*r)] %[fx:int(255*g)] %[fx:int(255*b)]\n' info:
}

# with_display CMD...: runs CMD under a private Xvfb (a real window, llvmpipe).
# The X authority file is ours, beside $WORK: left to itself xvfb-run makes a
# temporary folder for one, and as a command that exits quickly ends it
# sometimes fails to remove that folder and exits 5 whatever the command
# returned (4 runs in 24 with the sanitizer build's failing start).
with_display() {
  touch "$WORK.xauth"
  xvfb-run -a -f "$WORK.xauth" -s "-screen 0 1280x720x24" "$@"
}

# harbor_effect_switches PARAM PASS: light quality (software GL's defaults)
# turns the harbor's PARAM off and the sidecar says so; at full quality the
# frame bench times its pass PASS. For the render effects a scene can switch.
harbor_effect_switches() {
  local param=$1 pass_name=$2
  expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --scene harbor --quality light --size 160x90 --frames 2 \
    --hide-ui --screenshot "$WORK/$param-light.png"
  grep -qxF "  $param = false" "$WORK/$param-light.txt" ||
    { cat "$WORK/$param-light.txt" >&2; fail "light quality should turn $param off"; }
  expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --scene harbor --quality full --size 160x90 --frames 4 \
    --bench --hide-ui --screenshot "$WORK/$param-bench.png"
  grep -q "^frame_pass_ms_$pass_name: " "$WORK/$param-bench.txt" ||
    { cat "$WORK/$param-bench.txt" >&2; fail "no $pass_name pass in the frame bench"; }
}
