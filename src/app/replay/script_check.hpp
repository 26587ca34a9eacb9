#pragma once
// A recording checked against the scene it will play in, when it is loaded and
// before anything runs, so a file that cannot be played is refused as
// FILE:LINE (exit 2) instead of playing on with warnings: every `param` and
// `set` names a parameter of that scene with a value it takes (in order, as
// the replay would apply them), every command has a shape the scene knows,
// every key is a key, every `set X` names a side that exists.
#include <string>

#include "app/replay/input_script.hpp"
#include "scenes/scene.hpp"

namespace tp {

// "" or "SOURCE:LINE: why". `sideCount`: the sides the replay will drive.
std::string checkScriptForScene(const InputScript& script, const std::string& source, const SceneEntry& entry,
                                size_t sideCount);

}  // namespace tp
