# Side-by-side comparison: one picture with both halves and their captions,
# a sidecar with both parameter sets; the halves differ where the parameters
# do and match where they do not; the same run windowed gives the same picture.
source "$TIDEPOOL_E2E_LIB"
source "$(dirname "${BASH_SOURCE[0]}")/compare_checks.sh"

run_compare() {  # run_compare OUT.png A B [more options...]
  local out=$1 a=$2 b=$3; shift 3
  expect_exit 0 env -u DISPLAY "$TIDEPOOL" --scene demo --headless --frames 20 --size 640x300 --hide-ui \
    --set wavelength=20 --set grid_resolution=128 --compare "$a" "$b" --screenshot "$out" "$@"
}
caption_band=34  # the captions' boxes (13 px font + padding + margin) lie above this row

# 1. Identical parameters: identical halves below the captions.
run_compare "$WORK/same.png" "" ""
read -r ax ay aw ah <<<"$(side_tile "$WORK/same.txt" A)"
read -r bx by bw bh <<<"$(side_tile "$WORK/same.txt" B)"
[ "$aw" = "$bw" ] && [ "$ah" = "$bh" ] && [ "$ah" = 300 ] || fail "tiles A ${aw}x$ah and B ${bw}x$bh should be equal halves"
[ "$bx" -gt $((ax + aw)) ] || fail "B should start right of A"
crop "$WORK/same.png" "$ax" $caption_band "$aw" $((ah - caption_band)) "$WORK/same-a.png"
crop "$WORK/same.png" "$bx" $caption_band "$bw" $((bh - caption_band)) "$WORK/same-b.png"
[ "$(differing_pixels "$WORK/same-a.png" "$WORK/same-b.png")" = 0 ] || fail "identical parameters gave different halves"
[ "$(deviation "$WORK/same-a.png" | cut -c1-4)" != "0" ] && at_least "$(deviation "$WORK/same-a.png")" 0.05 || fail "half A is flat"
grep -qF "  caption: A: same parameters as B" "$WORK/same.txt" || fail "caption for identical sides"
grep -qF "differing_parameters: (none)" "$WORK/same.txt" || fail "sidecar: nothing differs"
pass "identical parameters: identical halves (${aw}x$((ah - caption_band)) pixels compared)"

# 2. Amplitude differs: the water differs, the sky (which amplitude does not touch) matches.
run_compare "$WORK/ab.png" "amplitude=0.1" "amplitude=0.6"
crop "$WORK/ab.png" "$ax" 100 "$aw" 200 "$WORK/water-a.png"
crop "$WORK/ab.png" "$bx" 100 "$bw" 200 "$WORK/water-b.png"
water=$(differing_pixels "$WORK/water-a.png" "$WORK/water-b.png")
[ "$water" -gt $((aw * 200 / 2)) ] || fail "the water should differ over most of the halves ($water pixels)"
crop "$WORK/ab.png" "$ax" $caption_band "$aw" 12 "$WORK/sky-a.png"
crop "$WORK/ab.png" "$bx" $caption_band "$bw" 12 "$WORK/sky-b.png"
[ "$(differing_pixels "$WORK/sky-a.png" "$WORK/sky-b.png")" = 0 ] || fail "the sky should match in both halves"
pass "amplitude 0.1 vs 0.6: water differs in $water pixels, the sky matches"

# 3. Captions are drawn into the picture (dark boxes over the bright sky, either
#    side of the line between the halves) and the sidecar has both sets.
for x in $((ax + aw - 100)) $((bx + 8)); do
  crop "$WORK/ab.png" "$x" 8 90 16 "$WORK/caption.png"
  crop "$WORK/ab.png" "$x" $caption_band 90 10 "$WORK/sky-only.png"
  awk -v c="$(mean "$WORK/caption.png")" -v s="$(mean "$WORK/sky-only.png")" 'BEGIN { exit !(c < s - 0.15) }' ||
    fail "no caption box at x=$x"
done
for line in "layout: side-by-side" "sides: 2" "differing_parameters: amplitude" "side A:" "side B:" \
            "  caption: A: amplitude = 0.1" "  caption: B: amplitude = 0.6" "    amplitude = 0.1" \
            "    amplitude = 0.6" "    wavelength = 20" "sim_step: 20" "gpu_renderer: "; do
  grep -qF -- "$line" "$WORK/ab.txt" || { cat "$WORK/ab.txt" >&2; fail "sidecar lacks '$line'"; }
done
[ "$(grep -c '^    wavelength = 20$' "$WORK/ab.txt")" = 2 ] || fail "both parameter sets in the sidecar"
pass "captions in the picture; sidecar with both parameter sets"

# 4. The same comparison in a window is the same picture.
expect_exit 0 with_display "$TIDEPOOL" --scene demo --frames 20 --size 640x300 --hide-ui --set wavelength=20 \
  --set grid_resolution=128 --compare "amplitude=0.1" "amplitude=0.6" --screenshot "$WORK/window.png"
cmp -s "$WORK/ab.png" "$WORK/window.png" || fail "windowed and headless comparisons differ"
pass "windowed comparison = headless comparison, byte for byte"

# 5. A wipe: one frame split at the given fraction; the sidecar says where.
run_compare "$WORK/wipe.png" "water_tint=lagoon" "water_tint=murky" --wipe 0.25
grep -qF "layout: wipe" "$WORK/wipe.txt" || fail "wipe layout in the sidecar"
[ "$(side_tile "$WORK/wipe.txt" A)" = "0 0 160 300" ] || fail "A shows left of the wipe: $(side_tile "$WORK/wipe.txt" A)"
[ "$(side_tile "$WORK/wipe.txt" B)" = "160 0 480 300" ] || fail "B shows right of the wipe"
pass "wipe at 0.25"

# 6. A value refused for one side: one line naming the side, exit 2, nothing written.
expect_exit 2 env -u DISPLAY "$TIDEPOOL" --scene demo --headless --frames 2 --compare "amplitude=0.1" "amplitude=5" \
  --screenshot "$WORK/never.png"
expect_output "side B: bad value '5' for amplitude"
[ ! -e "$WORK/never.png" ] || fail "a refused comparison wrote a picture"
pass "a refused side value: exit 2, names the side"

# Two sides that differ only in what shows once the water moves (a splash's
# height) draw the same picture until something splashes: the run says so
# (the picture is still saved); with a splash, the halves differ and it is quiet.
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --scene demo --headless --frames 5 --size 480x200 --hide-ui \
  --compare "splash_height=0.2" "splash_height=1.2" --screenshot "$WORK/same.png"
expect_output "A and B look the same: splash_height shows only once the water moves"
[ -s "$WORK/same.png" ] || fail "the picture of two equal halves was not saved"
printf 'tidepool-input 1\nscene demo\nsim_rate_hz 60\n1 command splash 0 0\nend 20\n' >splash.rec
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --replay splash.rec --size 480x200 --hide-ui \
  --compare "splash_height=0.2" "splash_height=1.2" --screenshot "$WORK/differ.png"
grep -q "look the same" "$WORK/out.txt" && fail "sides that differ were called the same"
pass "a comparison of two equal pictures says what would tell them apart"
