# Checks shared by the app's e2e tests (sourced after lib.sh).

# check_screenshot PNG W H: exists, is W×H, and has real content (not one flat colour).
check_screenshot() {
  local png=$1 width=$2 height=$3
  [ -s "$png" ] || fail "no screenshot at $png"
  local size
  size=$(identify -format '%wx%h' "$png")
  [ "$size" = "${width}x${height}" ] || fail "$png is $size, wanted ${width}x${height}"
  local deviation
  deviation=$(convert "$png" -format '%[fx:standard_deviation]' info:)
  awk -v d="$deviation" 'BEGIN { exit !(d > 0.05) }' || fail "$png looks flat (standard deviation $deviation)"
  # Water: the bottom tenth of the image is mostly blue-green, not grey or black.
  local bottom
  bottom=$(convert "$png" -gravity south -crop 100%x10%+0+0 +repage -scale 1x1\! -format '%[fx:int(255*r)] %[fx:int(255*g)] %[fx:int(255*b)]' info:)
  read -r r g b <<<"$bottom"
  [ "$b" -gt "$r" ] && [ "$g" -gt "$r" ] || fail "$png: the bottom is not water-coloured (mean rgb $bottom)"
}

# check_sidecar TXT SCENE STEP: the sidecar names the scene, every parameter, the step and the GPU.
check_sidecar() {
  local txt=$1 scene=$2 step=$3
  [ -s "$txt" ] || fail "no sidecar at $txt"
  for line in "scene: $scene" "parameters:" "  amplitude = " "  wavelength = " "sim_step: $step" \
              "sim_time_s: " "sim_rate_hz: 60" "window_size: " "gpu_renderer: " "gpu_vendor: " \
              "gl_version: " "tidepool_version: " "date: "; do
    grep -qF -- "$line" "$txt" || { cat "$txt" >&2; fail "sidecar $txt lacks '$line'"; }
  done
}
