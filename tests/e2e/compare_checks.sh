# Image checks for comparisons and sweeps (sourced after lib.sh). ImageMagick.

# side_tile TXT NAME: "x y width height" of side NAME's tile in a sidecar.
side_tile() {
  sed -n "/^side $2:/,/^side /s/^  tile: x=\([0-9]*\) y=\([0-9]*\) width=\([0-9]*\) height=\([0-9]*\)$/\1 \2 \3 \4/p" "$1" | head -1
}

# crop PNG X Y W H OUT: a region of PNG as its own image.
crop() {
  convert "$1" -crop "$4x$5+$2+$3" +repage "$6"
}

# differing_pixels A B: how many pixels of two same-size images differ at all.
differing_pixels() {
  local out
  out=$(compare -metric AE "$1" "$2" null: 2>&1 || true)
  echo "${out%% *}"
}

# deviation PNG: the standard deviation of its pixels (0 = one flat colour).
deviation() {
  convert "$1" -format '%[fx:standard_deviation]' info:
}

# mean PNG: mean brightness in [0, 1].
mean() {
  convert "$1" -colorspace Gray -format '%[fx:mean]' info:
}

# at_least VALUE LIMIT: VALUE >= LIMIT (decimals).
at_least() { awk -v v="$1" -v l="$2" 'BEGIN { exit !(v >= l) }'; }
