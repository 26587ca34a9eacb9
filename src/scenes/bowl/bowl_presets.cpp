#include "scenes/bowl/bowl_presets.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace tp {
namespace {

// The ranges of describeSpringSurfaceParams (stiffness, damping, substeps).
constexpr double kMaxStiffness = 1.0e6, kMaxDamping = 1000.0;
constexpr int kMaxSubsteps = 64;

constexpr SpringPreset kPresets[] = {
    {"calm", "the default: a clear ripple that fades within a few seconds", 5000.0f, 1.0f, 0.3f},
    {"lively", "stiff and lively: fast, sharp ripples that ring for a long time", 14000.0f, 0.15f, 0.1f},
    {"syrupy", "soft and syrupy: slow, heavy swells; ripples die almost at once", 2500.0f, 22.0f, 1.5f},
    {"undamped", "no damping at all: every wave rings for ever (with the fish off, energy stays flat)", 5000.0f,
     0.0f, 0.0f},
};

double scaleFor(int gridSize) {  // (N / 128)²
  const double ratio = double(gridSize) / kPresetReferenceGrid;
  return ratio * ratio;
}

}  // namespace

std::span<const SpringPreset> springPresets() { return kPresets; }

void applySpringPreset(const SpringPreset& preset, SpringSurfaceParams& params) {
  const double scale = scaleFor(params.gridSize);
  double stiffness = std::min(double(preset.stiffness) * scale, kMaxStiffness);
  double damping = std::min(double(preset.damping) * scale, kMaxDamping);
  const double bound = kPresetStabilityMargin * kSpringStabilityBound;
  int substeps = 1;
  auto number = [&](int n) {
    const double dt = kPresetFrameSeconds / n;
    return stiffness * dt * dt + 2.0 * damping * dt;
  };
  while (substeps < kMaxSubsteps && number(substeps) > bound) ++substeps;
  if (number(substeps) > bound) {  // even the most substeps are not enough: soften instead
    const double shrink = bound / number(substeps);
    stiffness *= shrink;
    damping *= shrink;
  }
  params.stiffness = float(stiffness);
  params.damping = float(damping);
  params.substeps = substeps;
  params.dt = float(kPresetFrameSeconds / substeps);
}

std::vector<ScenePreset> waterScenePresets(const SpringSurfaceParams& current) {
  std::vector<ScenePreset> result;
  for (const SpringPreset& preset : kPresets) {
    SpringSurfaceParams spring = current;
    applySpringPreset(preset, spring);
    auto setting = [](const char* name, double value) {
      char text[64];
      std::snprintf(text, sizeof text, "%s=%.9g", name, value);  // 9 digits read back to the same float
      return std::string(text);
    };
    result.push_back({preset.name, preset.description,
                      {"grid_size=" + std::to_string(spring.gridSize), setting("stiffness", spring.stiffness),
                       setting("damping", spring.damping), setting("dt", spring.dt),
                       "substeps=" + std::to_string(spring.substeps), setting("slosh_damping", preset.slosh)}});
  }
  return result;
}

const SpringPreset* matchingSpringPreset(const SpringSurfaceParams& params, float slosh) {
  auto close = [](double a, double b) { return std::fabs(a - b) <= 0.005 * std::fabs(b); };
  for (const SpringPreset& preset : kPresets) {
    SpringSurfaceParams applied = params;  // the preset at this grid, clamps and all
    applySpringPreset(preset, applied);
    const bool dampingMatches = applied.damping == 0 ? params.damping == 0 : close(params.damping, applied.damping);
    const bool sloshMatches = preset.slosh == 0 ? slosh == 0 : close(slosh, preset.slosh);
    if (close(params.stiffness, applied.stiffness) && dampingMatches && sloshMatches) return &preset;
  }
  return nullptr;
}

}  // namespace tp
