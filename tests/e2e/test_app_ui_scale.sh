# The panels grow with the window: at 3840x2160 the panel is drawn twice its
# 1080p size (the sidecar's ui_scale, and the scene framed beside a panel
# twice as wide); --ui-scale sets it by hand; a bad scale is a usage error.
source "$TIDEPOOL_E2E_LIB"
cd "$WORK"

shot() {  # shot NAME WxH [ARGS...]: a headless picture with the panel; prints nothing
  local name=$1 size=$2; shift 2
  expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --scene demo --frames 2 --size "$size" "$@" --screenshot "$name.png"
}
area_left() { value scene_area "$1.txt" | awk '{ print $1 }'; }

shot hd 1920x1080
shot uhd 3840x2160
[ "$(value ui_scale hd.txt)" = 1 ] || fail "1080p: ui_scale $(value ui_scale hd.txt), wanted 1"
[ "$(value ui_scale uhd.txt)" = 2 ] || fail "4K: ui_scale $(value ui_scale uhd.txt), wanted 2"
hd=$(area_left hd) uhd=$(area_left uhd)
# The scene is framed right of the panel: its left edge moves out with the panel's width.
awk -v a="$hd" -v b="$uhd" 'BEGIN { exit !(a > 100 && b > 1.8 * a && b < 2.2 * a) }' ||
  fail "the scene's left edge at 4K ($uhd px) should be about twice 1080p's ($hd px): the panel did not scale"
pass "4K draws the panel at twice its 1080p size (scene from x = $hd and $uhd px)"

shot set 1920x1080 --ui-scale 1.5
[ "$(value ui_scale set.txt)" = 1.5 ] || fail "--ui-scale 1.5: ui_scale $(value ui_scale set.txt)"
awk -v a="$hd" -v b="$(area_left set)" 'BEGIN { exit !(b > 1.3 * a && b < 1.7 * a) }' ||
  fail "--ui-scale 1.5 framed the scene from x = $(area_left set), 1080p at 1 from $hd"
shot none 640x360 --hide-ui
[ "$(value ui_scale none.txt)" = 0 ] || fail "without UI the sidecar should say ui_scale 0"
pass "--ui-scale sets the size by hand; the sidecar records it"

expect_exit 2 env -u DISPLAY "$TIDEPOOL" --headless --scene demo --ui-scale 9 --frames 1
expect_output "bad --ui-scale '9'"
pass "a scale out of range is a usage error"
