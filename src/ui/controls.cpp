#include "ui/controls.hpp"

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

namespace tp {

std::span<const Control> controls() {
  static const Control table[] = {
      {"Left click / drag", "act on the scene by its tool (its keys above say which: splash, drop, push); in a comparison, on every side"},
      {"Left drag the wipe line", "move a comparison's wipe"},
      {"Right drag", "orbit the camera"},
      {"Middle drag", "pan the camera"},
      {"Wheel", "zoom"},
      {"Right double click", "focus the camera on the point under the cursor"},
      {"Space", "pause / resume the simulation", AppAction::TogglePause, {GLFW_KEY_SPACE}},
      {"N or .", "single step (pauses first)", AppAction::SingleStep, {GLFW_KEY_N, GLFW_KEY_PERIOD}},
      {"R", "reset the scene (keeps parameters)", AppAction::Reset, {GLFW_KEY_R}},
      {"F1", "show / hide this help", AppAction::ToggleHelp, {GLFW_KEY_F1}},
      {"F5", "reload all shaders (a failed reload keeps the last good ones)", AppAction::ReloadShaders, {GLFW_KEY_F5}},
      {"F12", "screenshot to screenshots/<scene>-<date>.png + .txt sidecar", AppAction::Screenshot, {GLFW_KEY_F12}},
      {"H", "hide / show the UI", AppAction::ToggleUi, {GLFW_KEY_H}},
      {"Ctrl+Z", "undo the last parameter edit (a slider drag is one step; the panel's Undo)"},
      {"Ctrl+Shift+Z / Ctrl+Y", "redo it"},
      {"Esc", "quit (with the help, a list open or a field being edited: close it, end the edit)", AppAction::Escape,
       {GLFW_KEY_ESCAPE}},
  };
  return table;
}

AppAction appActionForKey(int key) {
  if (key == 0) return AppAction::None;
  for (const Control& control : controls())
    for (int k : control.keys)
      if (k == key) return control.does;
  return AppAction::None;
}

}  // namespace tp
