#pragma once
// Every key and mouse action of the app, in one table: the F1 overlay and
// `--help` print it, and the app's key handling (app/app_input.cpp) looks a
// pressed key up in it, so what the help says and what a key does are one row.
#include <span>

namespace tp {

// What an app key does; the app carries each out (App::perform).
enum class AppAction {
  None,  // a mouse row: no key
  TogglePause,
  SingleStep,
  Reset,
  ToggleHelp,
  ReloadShaders,
  Screenshot,
  ToggleUi,
  Escape,  // close the help, else quit (popups and edits take it first)
};

struct Control {
  const char* input;   // "Space", "Right drag"
  const char* action;  // "pause / resume the simulation"
  AppAction does = AppAction::None;
  int keys[2] = {0, 0};  // GLFW key codes that trigger it (0: none)
};

std::span<const Control> controls();

// The action of a GLFW key, or None for a key the app leaves to the scene.
AppAction appActionForKey(int key);

}  // namespace tp
