#pragma once
// The planet scene's own widgets under its parameter table: live plots of
// the conserved volume and the energy side by side, what the solver is doing
// (vertices; stability and wave speed in the tooltip), and buttons for scene
// commands. Draws and returns a request; the scene carries it out
// through its command() so comparisons and recordings see it.
#include <string>

#include "scenes/bowl/energy_history.hpp"
#include "scenes/planet/planet_params.hpp"

namespace tp {

inline constexpr size_t kPlanetPlotLength = 240;

struct PlanetPanelView {
  const PlanetSettings& settings;
  const PlotHistory<kPlanetPlotLength>& volume;
  const PlotHistory<kPlanetPlotLength>& energy;
  int vertices = 0;
  int fish = 0;
  int crates = 0;
  int pendingSplashes = 0;
};

// Returns a scene command ("tool drop", "still", ...) or "".
std::string drawPlanetPanel(const PlanetPanelView& view);

}  // namespace tp
