#include "ui/controls.hpp"

namespace tp {

std::span<const Control> controls() {
  static const Control table[] = {
      {"Left click / drag", "act on the scene by its tool (its keys above say which: splash, drop, push); in a comparison, on every side"},
      {"Left drag the wipe line", "move a comparison's wipe"},
      {"Right drag", "orbit the camera"},
      {"Middle drag", "pan the camera"},
      {"Wheel", "zoom"},
      {"Right double click", "focus the camera on the point under the cursor"},
      {"Space", "pause / resume the simulation"},
      {"N or .", "single step (pauses first)"},
      {"R", "reset the scene (keeps parameters)"},
      {"F1", "show / hide this help"},
      {"F5", "reload all shaders (a failed reload keeps the last good ones)"},
      {"F12", "screenshot to screenshots/<scene>-<date>.png + .txt sidecar"},
      {"H", "hide / show the UI"},
      {"Esc", "quit (with the help, a list open or a field being edited: close it, end the edit)"},
  };
  return table;
}

}  // namespace tp
