# The frame benchmark (--bench) and light quality on software GL
# (--quality): a few frames on llvmpipe; the sidecar and the log carry the
# numbers, each positive and consistent with the others. No timing limits:
# how fast is the benchmark's business, not the test's.
source "$TIDEPOOL_E2E_LIB"

# value KEY FILE: the number after "KEY: " in a sidecar.
value() { sed -n "s/^$1: \([-0-9.e+]*\).*/\1/p" "$2" | head -1; }
positive() { awk -v v="$1" 'BEGIN { exit !(v + 0 > 0) }'; }

# 1. Harbor, 12 frames: 1 warm-up, the last (the screenshot) not timed: 10 timed.
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --scene harbor --headless --size 320x180 --frames 12 --bench \
  --set grid_size=128 --screenshot "$WORK/harbor.png"
txt="$WORK/harbor.txt"
expect_output "frame bench (10 frames after 1 warm-up): GPU "
[ "$(value frame_bench_frames "$txt")" = 10 ] || { cat "$txt" >&2; fail "frame_bench_frames"; }
grep -qF "frame_pass_timer: glFinish" "$txt" || fail "llvmpipe's passes should be wall-clocked"
for key in frame_gpu_ms_median frame_wall_ms_median frame_fps_from_wall frame_cells_per_second \
           frame_pass_ms_water frame_pass_ms_waves sim_cells_per_second; do
  v=$(value "$key" "$txt")
  positive "$v" || { cat "$txt" >&2; fail "$key is '$v', wanted a positive number"; }
done
# 128² cells, one solver step a scene step at this grid (a = 0.019), one step a frame.
[ "$(value frame_cells_per_step "$txt")" = 16384 ] || { cat "$txt" >&2; fail "frame_cells_per_step"; }
[ "$(value sim_cells_per_step "$txt")" = 16384 ] || fail "sim_cells_per_step"
gpu=$(value frame_gpu_ms_median "$txt"); wall=$(value frame_wall_ms_median "$txt")
fps=$(value frame_fps_from_wall "$txt"); cells=$(value frame_cells_per_second "$txt")
# The passes run inside the frame: their sum cannot pass the frame's wall time (5% for rounding).
awk -v g="$gpu" -v w="$wall" 'BEGIN { exit !(g <= 1.05 * w) }' || fail "GPU $gpu ms > wall $wall ms"
awk -v f="$fps" -v w="$wall" 'BEGIN { exit !(f > 0.99 * 1000 / w && f < 1.01 * 1000 / w) }' || fail "fps $fps vs wall $wall"
# One step a frame: cells/s is cells a step over the mean frame time, so within a factor
# of 3 of 16384 over the median (the mean and the median of 10 frames may differ).
awk -v c="$cells" -v w="$wall" 'BEGIN { r = c / (16384 * 1000 / w); exit !(r > 0.33 && r < 3) }' ||
  fail "cells/s $cells does not fit 16384 cells a frame at $wall ms"
pass "harbor: frame_* lines, per pass, GPU sum <= wall, cells/s = cells a step x steps/s"

# 1b. Where the frame's wall time goes: every CPU stage of the loop, each within the frame
#     (a stage's time is part of its frame's, so its median cannot pass the wall's median;
#     5% + 0.1 ms for the marks made after the wall clock was read); the frame's own GPU
#     work is timed as passes too (the clear, and the resolve after it).
for stage in events input simulate panels scene ui_and_present wait_for_the_GPU; do
  v=$(value "frame_stage_ms_$stage" "$txt")
  [ -n "$v" ] || { cat "$txt" >&2; fail "no frame_stage_ms_$stage"; }
  awk -v v="$v" -v w="$wall" 'BEGIN { exit !(v >= 0 && v <= 1.05 * w + 0.1) }' || fail "stage $stage $v ms in a $wall ms frame"
done
for pass_name in clear resolve; do
  [ -n "$(value "frame_pass_ms_$pass_name" "$txt")" ] || { cat "$txt" >&2; fail "the frame's $pass_name pass is not timed"; }
done
span=$(value frame_gpu_span_ms_median "$txt")
if [ -n "$span" ]; then
  awk -v s="$span" -v w="$wall" 'BEGIN { exit !(s > 0 && s <= 1.05 * w + 0.1) }' || fail "GPU span $span ms in a $wall ms frame"
fi
expect_output "; CPU stages events "
pass "harbor: the CPU stages and the frame's own passes"

# 2. Demo: no solver, so no cells; its passes still timed.
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --scene demo --headless --size 160x120 --frames 4 --bench --hide-ui \
  --screenshot "$WORK/demo.png"
[ "$(value frame_cells_per_step "$WORK/demo.txt")" = 0 ] || fail "the demo has no solver cells"
positive "$(value frame_pass_ms_water "$WORK/demo.txt")" || fail "demo water pass"
[ "$(value frame_bench_frames "$WORK/demo.txt")" = 2 ] || fail "4 frames: 1 warm-up, 2 timed, 1 screenshot"
pass "demo: 0 cells, passes timed"

# 3. Planet level 2 (162 vertices) × 3 substeps; bowl and fluid report their grids.
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --scene planet --headless --size 160x120 --frames 3 --bench --hide-ui \
  --set level=2 --set substeps=3 --screenshot "$WORK/planet.png"
[ "$(value sim_cells_per_step "$WORK/planet.txt")" = 486 ] || { cat "$WORK/planet.txt" >&2; fail "planet cells"; }
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --scene fluid --headless --size 160x120 --frames 3 --bench --hide-ui \
  --set grid_size=64 --screenshot "$WORK/fluid.png"
[ "$(value sim_cells_per_step "$WORK/fluid.txt")" = 4096 ] || { cat "$WORK/fluid.txt" >&2; fail "fluid cells"; }
pass "planet vertices x substeps, fluid cells"

# 4. Refused: --bench with nothing to time.
expect_exit 2 env -u DISPLAY "$TIDEPOOL" --headless --bench --frames 1
expect_output "--bench needs --frames N (N >= 2)"
pass "--bench needs frames"

# 5. Quality: llvmpipe starts light (said in the log and the sidecar), but a value the user
#    sets stays; --quality full keeps every default.
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --scene harbor --headless --size 160x90 --frames 2 --hide-ui \
  --set water_mesh=200 --screenshot "$WORK/light.png"
expect_output "software GL: light quality for harbor: "
grep -qxF "quality: light (software GL)" "$WORK/light.txt" || { cat "$WORK/light.txt" >&2; fail "light quality in the sidecar"; }
grep -qxF "  water_mesh = 200" "$WORK/light.txt" || fail "--set water_mesh=200 was overridden by light quality"
grep -qxF "  grid_size = 128" "$WORK/light.txt" || fail "light quality should lower the harbor's grid"
grep -qxF "render_scale: 1" "$WORK/light.txt" || fail "light quality draws the harbor at full size (its measured scale)"
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --scene bowl --headless --size 160x90 --frames 2 --hide-ui \
  --screenshot "$WORK/light-bowl.png"
grep -qxF "render_scale: 0.5" "$WORK/light-bowl.txt" || fail "light quality draws the bowl at half size"
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --scene bowl --headless --size 160x90 --frames 2 --hide-ui \
  --render-scale 0.75 --screenshot "$WORK/scaled-bowl.png"
grep -qxF "render_scale: 0.75" "$WORK/scaled-bowl.txt" || fail "--render-scale 0.75 is the bowl's scale"
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --scene harbor --headless --size 160x90 --frames 2 --hide-ui \
  --quality full --screenshot "$WORK/full.png"
grep -qxF "quality: full" "$WORK/full.txt" || fail "--quality full in the sidecar"
grep -qxF "  grid_size = 256" "$WORK/full.txt" || fail "--quality full should keep the default grid"
grep -qxF "render_scale: 1" "$WORK/full.txt" || fail "--quality full draws every pixel"
grep -qxF "msaa_samples: 1" "$WORK/full.txt" || fail "software GL draws one sample a pixel"
if grep -q "light quality" "$WORK/out.txt"; then fail "--quality full announced light quality"; fi
expect_exit 2 env -u DISPLAY "$TIDEPOOL" --headless --frames 2 --quality best
expect_output "bad --quality 'best': expected auto, light or full"
expect_exit 2 env -u DISPLAY "$TIDEPOOL" --headless --frames 2 --msaa 3
expect_output "bad --msaa '3': expected 1, 2, 4 or 8 samples"
pass "light quality on llvmpipe, user settings kept, --quality full"
