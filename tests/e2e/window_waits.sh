# Waits on what a real window shows, for the key scripts the window tests
# run beside the app (they source this file alone: lib.sh sets up a test).
# Each waits by looking, never by the clock, so a test holds however fast
# the machine is.

# capture_when_drawn WID CROP OUT: waits (up to 60 s) for the window's CROP
# (ImageMagick geometry) to show something, a window not yet drawn being
# flat, and leaves that picture in OUT.
capture_when_drawn() {
  for i in $(seq 600); do
    import -window "$1" -crop "$2" +repage "$3"
    [ "$(convert "$3" -format '%[fx:standard_deviation > 0.05]' info:)" = 1 ] && return 0
    sleep 0.1
  done
}

# capture_when_changed WID CROP REF OUT: waits (up to 60 s) for CROP to
# differ from the picture REF in more than 500 pixels (a popup drawn over
# it) and leaves what it shows in OUT.
capture_when_changed() {
  for i in $(seq 600); do
    import -window "$1" -crop "$2" +repage "$4"
    [ "$(compare -metric AE "$3" "$4" null: 2>&1)" -gt 500 ] && return 0
    sleep 0.1
  done
}
