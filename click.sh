"$@" &
pid=$!
wid=$(xdotool search --sync --onlyvisible --name "tidepool - fluid" | head -1)
xdotool mousemove --window "$wid" "$PX" "$PY" click 1
wait $pid
