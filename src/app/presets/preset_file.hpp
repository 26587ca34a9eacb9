#pragma once
// Presets: every parameter of a scene in a small, human-readable JSON file
// (nlohmann-json, key order kept):
//   {
//     "tidepool_preset": 1,
//     "scene": "demo",
//     "name": "storm",
//     "description": "long, steep swell",
//     "parameters": { "amplitude": 0.8, "water_tint": "ocean", "wireframe": false }
//   }
// Numbers for numeric parameters, a choice's name as a string, true/false for
// flags. Loading applies the file's values over the scene's defaults, so a
// preset fully decides the parameters whether it names all of them or some.
//
// A file that cannot be read, is not JSON, has unknown fields or names, a
// value of the wrong type, out of range or beyond a stability limit is
// refused whole, with "FILE:LINE: field 'NAME': why"; nothing is applied.
#include <filesystem>
#include <string>
#include <string_view>

#include "sim/param_snapshot.hpp"

namespace tp {

class ParamTable;
struct SceneEntry;
struct ScenePreset;

inline constexpr int kPresetFormatVersion = 1;

// The file text for every parameter of `params` (ends with a newline).
std::string presetJson(const std::string& scene, const std::string& name, const std::string& description,
                       const ParamTable& params);

struct PresetCheck {
  ParamSnapshot values;  // every parameter of the scene, to apply with applySnapshot
  // The parameters the preset itself sets (a built-in preset's own list; a
  // file's every entry): light quality leaves these alone and lowers the rest.
  std::vector<std::string> named;
  std::string name, description;
  std::string error;     // "" when the preset is good
};

// Checks preset text (`source` names it in messages) against a fresh
// instance of the scene (CPU only, no GL).
PresetCheck checkPresetText(std::string_view text, const std::string& source, const SceneEntry& scene);
// Reads and checks a file.
PresetCheck readPresetFile(const std::filesystem::path& path, const SceneEntry& scene);
// A built-in preset of the scene, checked the same way ("built-in preset NAME" in messages).
PresetCheck checkBuiltinPreset(const ScenePreset& preset, const SceneEntry& scene);
// --preset ARG: a file if one exists at ARG, else the name of a built-in preset.
PresetCheck resolvePreset(const std::string& fileOrName, const SceneEntry& scene);

// The scene a preset file is for (its "scene" field), or "" for a file that
// is not a readable preset: the panel lists only the current scene's files.
std::string presetFileScene(const std::filesystem::path& path);

// Writes the preset file (creating folders); returns "" or why not.
std::string writePresetFile(const std::filesystem::path& path, const std::string& text);

}  // namespace tp
