#pragma once
// Characteristic settings of the spring surface, one click away in the bowl's
// panel. Each is stated for the reference grid (128 cells across the bowl) in
// real time (substeps·dt = 1/60 s a frame). Waves travel √(3·stiffness)
// cells/s and damping acts on cell-to-cell velocity differences, so the same
// look on an N-cell grid needs stiffness and damping × (N/128)²; applying a
// preset scales them, then picks the fewest substeps (dt = 1/(60·substeps))
// that keep stiffness·dt² + 2·damping·dt within kPresetStabilityMargin of the
// limit 1/3 (spring_surface_params.hpp), clamping to the table's ranges.
#include <span>
#include <vector>

#include "scenes/scene.hpp"
#include "sim/spring_surface/spring_surface_params.hpp"

namespace tp {

struct SpringPreset {
  const char* name;
  const char* description;
  float stiffness;  // 1/s² on the reference grid
  float damping;    // 1/s on the reference grid
  float slosh;      // 1/s, the scene's slosh_damping (not scaled: it acts per cell)
};

inline constexpr int kPresetReferenceGrid = 128;
inline constexpr double kPresetFrameSeconds = 1.0 / 60.0;
inline constexpr double kPresetStabilityMargin = 0.75;  // of the limit 1/3

std::span<const SpringPreset> springPresets();

// Sets stiffness, damping, dt and substeps of `params` for its grid size.
void applySpringPreset(const SpringPreset& preset, SpringSurfaceParams& params);

// The water presets as the scene's built-in presets (Scene::presets: applied
// over the defaults), each with the grid size of `current` and its values
// scaled to it.
std::vector<ScenePreset> waterScenePresets(const SpringSurfaceParams& current);

// The preset whose stiffness and damping, applied at params' grid size, and
// slosh damping match (within 0.5 %), or null.
const SpringPreset* matchingSpringPreset(const SpringSurfaceParams& params, float slosh);

}  // namespace tp
