#pragma once
// The harbor's built-in presets (--preset NAME, the panel's presets): the two
// waters a click apart, the winds from calm to a gale, and two lights.
#include <vector>

#include "scenes/scene.hpp"

namespace tp {

std::vector<ScenePreset> harborPresets();

}  // namespace tp
