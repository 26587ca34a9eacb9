#pragma once
// The main panel: scene picker, simulation controls (pause, step, reset,
// rate, speed, substep cap), the scene's parameters drawn from its
// ParamTable, then the scene's own widgets; screenshot and shader status.
// It edits the clock and parameters directly and returns the rest as
// requests the app carries out after the frame's UI is built.
#include <functional>
#include <string>

#include "ui/status_line.hpp"

namespace tp {

class Scene;
class SimClock;

struct PanelView {
  const std::string& sceneName;
  Scene& scene;
  SimClock& clock;
  bool& hideUiInScreenshots;
  int& msaaSamples;
  float& uiScale;                    // the player's UI scale; 0: automatic
  const std::string& shaderError;    // non-empty after a failed reload: shown in red
  StatusLine::Shown status;          // the last action's result, or why it did nothing
  bool canUndo = false, canRedo = false;
  // The Parameters section's body (default: the scene's table and widgets),
  // and sections drawn after it (compare, presets, record).
  std::function<void()> parameters = {};
  std::function<void()> moreSections = {};
};

struct PanelRequests {
  std::string switchToScene;  // empty: stay
  bool reset = false;
  bool screenshot = false;
  bool copySettings = false;  // the shown side's look as one line, to the clipboard
  bool pasteSettings = false;  // a look from the clipboard, onto the shown side
  bool undo = false, redo = false;  // the last parameter edit
  bool defaults = false;            // the shown side's parameters back to the scene's defaults
  bool reloadShaders = false;
  bool showHelp = false;
  // Where the panel is this frame (pixels), so the app can frame the scene
  // beside it; collapsed to its title bar, it covers almost nothing.
  float left = 0, right = 0;
  bool collapsed = false;
};

PanelRequests drawMainPanel(const PanelView& view);

}  // namespace tp
