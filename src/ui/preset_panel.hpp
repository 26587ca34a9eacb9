#pragma once
// The panel's "Presets" section: the scene's built-in presets, the preset
// files in ./presets, and saving the shown side's parameters as a new file.
#include <string>
#include <vector>

namespace tp {

struct ScenePreset;

struct PresetSettings {
  std::string saveName = "mine";
};

struct PresetView {
  const std::vector<ScenePreset>& builtins;
  const std::vector<std::string>& files;  // the scene's preset files found in ./presets
  const std::string& sideName;            // "" for one scene, else the side loads go into
  const std::string& sceneName;
};

struct PresetRequests {
  std::string builtin;  // the name of a built-in preset to load
  std::string file;     // a preset file to load
  bool save = false;    // save as presets/<scene>-<saveName>.json
  bool refreshFiles = false;
};

PresetRequests drawPresetSection(PresetSettings& settings, const PresetView& view);

}  // namespace tp
