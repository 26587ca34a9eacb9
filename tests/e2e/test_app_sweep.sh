# Sweeps: one labelled tile per value in one contact sheet. The tiles are
# counted in the picture itself: every grid cell with content is a tile.
source "$TIDEPOOL_E2E_LIB"
source "$(dirname "${BASH_SOURCE[0]}")/compare_checks.sh"

# count_tiles PNG TXT: grid cells (from the first tile's size and the 2-pixel
# gutter) whose pixels are not one flat colour.
count_tiles() {
  local png=$1 txt=$2 x y w h width height columns rows count=0
  read -r x y w h <<<"$(side_tile "$txt" A)"
  read -r width height <<<"$(identify -format '%w %h' "$png")"
  columns=$(((width + 2) / (w + 2)))
  rows=$(((height + 2) / (h + 2)))
  for ((row = 0; row < rows; ++row)); do
    for ((column = 0; column < columns; ++column)); do
      crop "$png" $((column * (w + 2))) $((row * (h + 2))) "$w" "$h" "$WORK/cell.png"
      at_least "$(deviation "$WORK/cell.png")" 0.02 && count=$((count + 1))
    done
  done
  echo "$count"
}

expect_exit 0 env -u DISPLAY "$TIDEPOOL" --scene demo --headless --frames 10 --size 640x360 --hide-ui --set wavelength=24 \
  --set grid_resolution=64 --sweep amplitude=0.1:0.9:5 --screenshot "$WORK/sheet.png"
[ "$(count_tiles "$WORK/sheet.png" "$WORK/sheet.txt")" = 5 ] || fail "amplitude=0.1:0.9:5 should give 5 tiles"
grep -qF "layout: grid" "$WORK/sheet.txt" && grep -qF "sides: 5" "$WORK/sheet.txt" || fail "sidecar: grid of 5"
for value in 0.1 0.3 0.5 0.7 0.9; do
  grep -qF "caption: " "$WORK/sheet.txt" && grep -q "  caption: [A-E]: amplitude = $value\$" "$WORK/sheet.txt" ||
    fail "no tile labelled amplitude = $value"
done
# Each tile carries its label: a dark box over the sky in its top-left corner.
for side in A B C D E; do
  read -r x y w h <<<"$(side_tile "$WORK/sheet.txt" $side)"
  crop "$WORK/sheet.png" $((x + 8)) $((y + 8)) 80 14 "$WORK/label.png"
  crop "$WORK/sheet.png" $((x + 8)) $((y + 34)) 80 4 "$WORK/sky.png"
  awk -v c="$(mean "$WORK/label.png")" -v s="$(mean "$WORK/sky.png")" 'BEGIN { exit !(c < s - 0.15) }' ||
    fail "tile $side has no label box"
done
# And the tiles are different pictures (the amplitude differs).
read -r ax ay aw ah <<<"$(side_tile "$WORK/sheet.txt" A)"
read -r ex ey ew eh <<<"$(side_tile "$WORK/sheet.txt" E)"
crop "$WORK/sheet.png" "$ax" $((ay + 40)) "$aw" $((ah - 40)) "$WORK/a.png"
crop "$WORK/sheet.png" "$ex" $((ey + 40)) "$ew" $((eh - 40)) "$WORK/e.png"
[ "$(differing_pixels "$WORK/a.png" "$WORK/e.png")" -gt 1000 ] || fail "the smallest and largest amplitude look alike"
pass "amplitude=0.1:0.9:5: 5 labelled tiles, counted in the picture"

# A list of choices: one tile each.
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --scene demo --headless --frames 2 --size 480x270 --hide-ui --set grid_resolution=64 \
  --sweep water_tint=ocean,lagoon,murky --screenshot "$WORK/tints.png"
[ "$(count_tiles "$WORK/tints.png" "$WORK/tints.txt")" = 3 ] || fail "three tints should give 3 tiles"
grep -q "  caption: C: water_tint = murky$" "$WORK/tints.txt" || fail "tile C is murky"
pass "water_tint=ocean,lagoon,murky: 3 tiles"

# Values the scene refuses: exit 2, one line naming the value, nothing written.
expect_exit 2 env -u DISPLAY "$TIDEPOOL" --scene demo --headless --frames 2 --sweep amplitude=0.1:0.9:5 --screenshot "$WORK/never.png"
expect_output "bad value '0.3' for amplitude"
expect_output "(steepness"
expect_exit 2 env -u DISPLAY "$TIDEPOOL" --scene demo --headless --frames 2 --sweep depth=1:2:3 --screenshot "$WORK/never.png"
expect_output "unknown parameter 'depth'"
[ ! -e "$WORK/never.png" ] || fail "a refused sweep wrote a picture"
pass "refused sweeps: exit 2"
