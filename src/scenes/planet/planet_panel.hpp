#pragma once
// The planet scene's own widgets under its parameter table: live plots of
// the conserved volume and the energy side by side, the plain sum of heights
// (the "total volume") in the volume plot's overlay with why the plot's
// weighted sum is the conserved one in its tooltip, what the solver is doing
// (vertices; wave speed in the tooltip; the stable range of `a` is the a
// slider's note, sphere_wave_params.cpp), the fish and which flock moves them
// (a hint towards the GPU flock when the CPU one has thousands), and buttons
// for scene commands. Draws and returns a request; the scene carries it out
// through its command() so comparisons and recordings see it.
#include <string>

#include "core/plot_history.hpp"
#include "scenes/planet/planet_params.hpp"

namespace tp {

inline constexpr size_t kPlanetPlotLength = 240;

struct PlanetPanelView {
  const PlanetSettings& settings;
  const PlotHistory<kPlanetPlotLength>& volume;
  const PlotHistory<kPlanetPlotLength>& energy;
  double heightSum = 0;  // Σ z at the latest volume sample (SphereWaveMeasures::heightSum)
  int vertices = 0;
  int fish = 0;
  bool fishOnGpu = false;  // which flock moves them (fish_solver, auto resolved)
  int crates = 0;
  int pendingSplashes = 0;
};

// Returns a scene command ("tool drop", "still", ...) or "".
std::string drawPlanetPanel(const PlanetPanelView& view);

}  // namespace tp
