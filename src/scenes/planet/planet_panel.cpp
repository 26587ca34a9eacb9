#include "scenes/planet/planet_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace tp {
namespace {

// A plot of a history scaled to its own range (the volume hovers near a constant).
void plot(const char* id, const PlotHistory<kPlanetPlotLength>& history, const char* caption, float width,
          const char* tooltip) {
  float lo = 0, hi = 0;
  for (int i = 0; i < history.count(); ++i) {
    lo = i == 0 ? history.values()[i] : std::min(lo, history.values()[i]);
    hi = i == 0 ? history.values()[i] : std::max(hi, history.values()[i]);
  }
  const float margin = std::max((hi - lo) * 0.1f, 1e-4f * std::max(std::fabs(hi), 1.0f));
  char overlay[96];
  std::snprintf(overlay, sizeof overlay, "%s %.4g", caption, history.empty() ? 0.0 : double(history.latest()));
  ImGui::PlotLines(id, history.values(), history.count(), history.offset(), overlay, lo - margin, hi + margin,
                   ImVec2(width, 42));
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tooltip);
}

}  // namespace

std::string drawPlanetPanel(const PlanetPanelView& view) {
  const PlanetParams& p = view.settings.params;
  std::string command;
  ImGui::Separator();
  const float half = 0.5f * (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x);
  plot("##volume", view.volume, "volume", half,
       "The solver's conserved volume: sum of deg(v)/6 * height (sphere_wave_measures.hpp),\n"
       "read back a few times a second. A splash raises it, its fall brings it back.");
  ImGui::SameLine();
  plot("##energy", view.energy, "energy", half,
       "Kinetic + spring energy of the waves (sphere_wave_measures.hpp): constant without damping.");

  ImGui::Text("%d vertices, %d fish", view.vertices, view.fish);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("z' = a*mean(neighbours) + (2 - a)*z - z_old, with damping (seed 000):\n"
                      "stable while a <= (8 - 4*damping)/3 = %.3g at every level (the slider stops there).\n"
                      "Waves travel about sqrt(a) = %.2f edges a step; edges halve with each level.\n"
                      "%d splash push%s under way, %d crate%s afloat. Keys: 1 splash, 2 drop, L look.",
                      maxStableCoupling(p.wave.damping), std::sqrt(double(p.wave.a)) * p.substeps,
                      view.pendingSplashes, view.pendingSplashes == 1 ? "" : "es", view.crates,
                      view.crates == 1 ? "" : "s");
  ImGui::SameLine();
  if (ImGui::SmallButton("still")) command = "still";
  ImGui::SameLine();
  if (ImGui::SmallButton("splash top")) command = "splash 0 1 0";
  ImGui::SameLine();
  if (ImGui::SmallButton("clear crates")) command = "clear";
  return command;
}

}  // namespace tp
