#pragma once
// Every key and mouse action of the app, in one table: the F1 overlay and
// `--help` both print it, so the two cannot drift apart. The keys themselves
// are handled in app/app_input.cpp; keep this table beside any change there.
#include <span>

namespace tp {

struct Control {
  const char* input;   // "Space", "Right drag"
  const char* action;  // "pause / resume the simulation"
};

std::span<const Control> controls();

}  // namespace tp
