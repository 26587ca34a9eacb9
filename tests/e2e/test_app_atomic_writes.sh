# Files appear whole or not at all: a write that fails part-way (here the
# file-size limit stands in for a full disk: `ulimit -f` with SIGXFSZ ignored
# makes every write past it fail with EFBIG, as ENOSPC would) leaves nothing at
# the target and no temporary file, exits non-zero and names the path. Before,
# a truncated PNG or state dump was left where the whole one should be.
source "$TIDEPOOL_E2E_LIB"
cd "$WORK"

# limited KB CMD...: CMD with files capped at KB kilobytes and SIGXFSZ ignored.
limited() {
  local kb=$1; shift
  ( trap '' XFSZ; ulimit -f "$kb"; exec "$@" )
}
nothing_left() {  # nothing_left PATH...: neither the files nor any temporary beside them
  for path in "$@"; do
    [ ! -e "$path" ] || fail "$path was left behind ($(stat -c %s "$path") bytes)"
  done
  if ls -A | grep -q '\.tmp-'; then fail "a temporary file was left: $(ls -A | grep '\.tmp-')"; fi
}

# A screenshot (a 640x360 PNG is far over 8 KB).
expect_exit 1 limited 8 env -u DISPLAY "$TIDEPOOL" --headless --scene demo --frames 2 --size 640x360 \
  --screenshot "$WORK/shot.png"
expect_output "cannot write screenshot $WORK/shot.png"
nothing_left shot.png shot.txt
pass "a screenshot that cannot be written whole leaves nothing"

# A screenshot whose sidecar cannot be placed (a folder of its name) leaves no
# picture either, exits 1 and names the sidecar; an older picture of that name
# stays as it was (it was replaced, then removed with the new one); and over
# an older pair, a picture that cannot be written leaves both as they were.
mkdir pair.txt
expect_exit 1 env -u DISPLAY "$TIDEPOOL" --headless --scene demo --frames 2 --size 160x90 --screenshot "$WORK/pair.png"
expect_output "cannot write sidecar $WORK/pair.txt: a folder of that name is in the way"
nothing_left pair.png
rmdir pair.txt
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --scene demo --frames 2 --size 160x90 --screenshot "$WORK/pair.png"
cp pair.png pair-before.png && rm pair.txt && mkdir pair.txt
expect_exit 1 env -u DISPLAY "$TIDEPOOL" --headless --scene demo --frames 5 --size 160x90 --screenshot "$WORK/pair.png"
cmp -s pair.png pair-before.png || fail "a screenshot whose sidecar failed lost the older picture"
rm -r pair.png pair.txt pair-before.png
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --scene demo --frames 2 --size 160x90 --screenshot "$WORK/old.png"
cp old.png old-before.png && cp old.txt old-before.txt
expect_exit 1 limited 8 env -u DISPLAY "$TIDEPOOL" --headless --scene demo --frames 3 --size 640x360 \
  --screenshot "$WORK/old.png"
cmp -s old.png old-before.png || fail "a failed screenshot changed the older picture"
cmp -s old.txt old-before.txt || fail "a failed screenshot changed the older sidecar"
if ls -A | grep -q '\.tmp-'; then fail "a temporary file was left: $(ls -A | grep '\.tmp-')"; fi
rm old.png old.txt old-before.png old-before.txt
pass "a screenshot is a pair: a sidecar that cannot be placed leaves no picture; an older pair stays whole"

# A state dump (the demo's state and picture: far over 8 KB).
expect_exit 1 limited 8 env -u DISPLAY "$TIDEPOOL" --headless --scene demo --frames 2 --size 320x200 \
  --dump-state "$WORK/dump.bin"
expect_output "cannot write state dump $WORK/dump.bin"
nothing_left dump.bin
pass "a state dump that cannot be written whole leaves nothing"

# tidepool-sim's state and its JSON sidecar.
expect_exit 1 limited 8 "$TIDEPOOL_SIM" --solver diffusion --size 128 --steps 2 --dump-state "$WORK/sim.bin"
expect_output "$WORK/sim.bin"
nothing_left sim.bin sim.bin.json
pass "tidepool-sim's state that cannot be written whole leaves nothing, exit 1"

# A state dump over an older one that cannot be written whole leaves the
# older state and its sidecar both as they were (the new pair is written and
# closed before either is renamed into place).
expect_exit 0 "$TIDEPOOL_SIM" --solver diffusion --size 16 --steps 2 --dump-state "$WORK/kept.bin"
cp kept.bin kept-before.bin && cp kept.bin.json kept-before.json
expect_exit 1 limited 8 "$TIDEPOOL_SIM" --solver diffusion --size 128 --steps 2 --dump-state "$WORK/kept.bin"
cmp -s kept.bin kept-before.bin || fail "the older state was changed"
cmp -s kept.bin.json kept-before.json || fail "the older state's sidecar was changed"
if ls -A | grep -q '\.tmp-'; then fail "a temporary file was left: $(ls -A | grep '\.tmp-')"; fi
pass "a failed dump over an older state leaves the older pair whole"
# The same when the sidecar cannot be renamed into place (a folder of its name).
rm kept.bin.json && mkdir kept.bin.json
expect_exit 1 "$TIDEPOOL_SIM" --solver diffusion --size 32 --steps 2 --dump-state "$WORK/kept.bin"
expect_output "cannot write state sidecar $WORK/kept.bin.json: a folder of that name is in the way"
cmp -s kept.bin kept-before.bin || fail "the older state was changed or removed"
if ls -A | grep -q '\.tmp-'; then fail "a temporary file was left: $(ls -A | grep '\.tmp-')"; fi
rm -rf kept.bin kept.bin.json kept-before.bin kept-before.json
pass "a sidecar that cannot be placed leaves the older state"

# With room, the same commands write whole files and leave no temporary.
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --scene demo --frames 2 --size 640x360 --screenshot "$WORK/shot.png" \
  --dump-state "$WORK/dump.bin"
[ -s shot.png ] && [ -s shot.txt ] && [ -s dump.bin ] || fail "with room, the files were not written"
nothing_left
expect_exit 0 "$TIDEPOOL_SIM" --solver diffusion --size 128 --steps 2 --dump-state "$WORK/sim.bin"
[ -s sim.bin ] && [ -s sim.bin.json ] || fail "with room, tidepool-sim wrote no state"
pass "with room: whole files, no temporaries"

# A missing output folder is made, and the log says so.
expect_exit 0 env -u DISPLAY "$TIDEPOOL" --headless --scene demo --frames 1 --size 160x90 --screenshot "$WORK/new/folder/a.png"
expect_output "created the folder $WORK/new/folder"
pass "a missing folder is created and logged"

# An input recording that cannot be completed is an error (it was logged as info, exit 0), and leaves nothing.
# No file at all may grow here, so the log goes through a pipe (which the limit does not touch).
{ limited 0 env -u DISPLAY "$TIDEPOOL" --headless --scene demo --frames 3 --record-input "$WORK/take.txt" 2>&1 &&
  echo "exit 0" || echo "exit $?"; } | cat >"$WORK/out.txt"
grep -q "^exit 1$" "$WORK/out.txt" || { cat "$WORK/out.txt" >&2; fail "wanted exit 1"; }
expect_output "error: cannot write input recording $WORK/take.txt"
nothing_left take.txt
pass "an input recording that cannot be completed: an error, exit 1, nothing left"
