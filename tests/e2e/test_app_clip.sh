# Recording a clip: a PNG per frame at a fixed simulated frame rate, progress
# on the command line, an end message saying where the files are, and the
# MP4 made by ffmpeg when it is on PATH (a stand-in ffmpeg checks how it is
# called; a real one, where installed, makes a real file).
source "$TIDEPOOL_E2E_LIB"
source "$(dirname "${BASH_SOURCE[0]}")/compare_checks.sh"
cd "$WORK"
mkdir -p nothing

# 1. No ffmpeg on PATH: the PNG sequence, and a message saying the MP4 was skipped.
expect_exit 0 env -u DISPLAY PATH="$WORK/nothing" "$TIDEPOOL" --scene demo --headless --frames 10 --fps 30 --size 160x120 \
  --hide-ui --set grid_resolution=64 --record clip
for n in 01 02 03 04 05 06 07 08 09 10; do
  [ -s "clip/frame-0000$n.png" ] || fail "no clip/frame-0000$n.png"
done
[ ! -e clip/frame-000011.png ] || fail "more frames than asked for"
[ "$(identify -format '%wx%h' clip/frame-000010.png)" = 160x120 ] || fail "frame size"
expect_output "recording clip: 5/10 frames (50%)"
expect_output "recording clip: 10/10 frames (100%)"
expect_output "clip: 10 frames at 30 fps (0.33 s simulated) in clip/frame-000001.png .. frame-000010.png"
expect_output "MP4 skipped: ffmpeg is not on PATH (the PNG sequence is complete)"
# Fixed simulated frame rate: 10 frames at 30 fps are 1/3 s = 20 steps at 60 Hz, however long they took.
grep -qF "sim_step: 20" clip/clip.txt && grep -qF "clip_fps: 30" clip/clip.txt && grep -qF "clip_frames: 10" clip/clip.txt ||
  { cat clip/clip.txt >&2; fail "clip.txt"; }
[ "$(differing_pixels clip/frame-000001.png clip/frame-000010.png)" -gt 100 ] || fail "the clip does not move"
pass "PNG sequence at a fixed 30 fps, progress, end message, MP4 skipped without ffmpeg"

# 2. A stand-in ffmpeg on PATH: called with the frame pattern and rate; the end message names the MP4.
mkdir -p bin
cat >bin/ffmpeg <<'FAKE'
#!/bin/sh
echo "$@" >"${0%/*}/ffmpeg-args.txt"  # PATH holds only this folder: builtins only
for last; do :; done
echo fake >"$last"
FAKE
chmod +x bin/ffmpeg
expect_exit 0 env -u DISPLAY PATH="$WORK/bin" "$TIDEPOOL" --scene demo --headless --frames 3 --fps 24 --size 160x120 --hide-ui \
  --set grid_resolution=64 --record clip2
expect_output "MP4: clip2/clip.mp4"
grep -qF -- "-framerate 24 -i clip2/frame-%06d.png" bin/ffmpeg-args.txt || { cat bin/ffmpeg-args.txt >&2; fail "ffmpeg arguments"; }
grep -qF -- "-pix_fmt yuv420p clip2/clip.mp4" bin/ffmpeg-args.txt || fail "ffmpeg output"
# A failing ffmpeg: the PNGs stay, the message says so and where the log is.
printf '#!/bin/sh\necho "no encoder" >&2\nexit 1\n' >bin/ffmpeg
expect_exit 0 env -u DISPLAY PATH="$WORK/bin" "$TIDEPOOL" --scene demo --headless --frames 2 --size 160x120 --hide-ui \
  --set grid_resolution=64 --record clip3
expect_output "MP4 failed: ffmpeg exited 1 (see clip3/ffmpeg.log); the PNG sequence is complete"
grep -qF "no encoder" clip3/ffmpeg.log || fail "ffmpeg's output should be kept in the log"
pass "with ffmpeg on PATH: called with the frames and rate; its failure is reported"

# 3. A real ffmpeg, where there is one: a real MP4.
if command -v ffmpeg >/dev/null; then
  expect_exit 0 env -u DISPLAY "$TIDEPOOL" --scene demo --headless --frames 4 --size 160x120 --hide-ui --set grid_resolution=64 \
    --record clip4
  [ -s clip4/clip.mp4 ] || { cat out.txt >&2; fail "ffmpeg made no clip4/clip.mp4"; }
  pass "real ffmpeg: clip4/clip.mp4"
else
  echo "note: no ffmpeg here, so no real MP4 was made (the stand-in above checked the call)"
fi

# 4. A folder that already holds a clip is refused, not mixed into.
expect_exit 1 env -u DISPLAY "$TIDEPOOL" --scene demo --headless --frames 2 --size 160x120 --record clip
expect_output "cannot record a clip into clip: it already holds one"
expect_exit 2 env -u DISPLAY "$TIDEPOOL" --scene demo --headless --record clip5
expect_output "--record DIR needs --frames N"
pass "refusals: a used folder, no length"

# With the UI shown, the panel is in the clip from its first frame (Dear ImGui
# hides a self-sizing window in its first frame: the app sizes it beforehand).
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --scene demo --headless --frames 2 --size 640x360 --record panelclip
for frame in 1 2; do
  convert "panelclip/frame-00000$frame.png" -crop 200x150+20+40 +repage -colorspace gray -format '%[fx:int(255*mean)]' info: \
    >"panel$frame.txt"
done
[ "$(cat panel1.txt)" -ge $(($(cat panel2.txt) - 6)) ] && [ "$(cat panel1.txt)" -le $(($(cat panel2.txt) + 6)) ] ||
  fail "the panel's corner in frame 1 (mean $(cat panel1.txt)) is not as in frame 2 ($(cat panel2.txt))"
pass "the panel is in the clip's first frame"
