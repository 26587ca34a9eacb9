#include "scenes/planet/planet_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace tp {
namespace {

// A row of buttons for a choice; the active one is highlighted.
std::string choiceButtons(const char* label, const char* const* names, int count, int current,
                          const char* commandWord) {
  std::string command;
  ImGui::TextUnformatted(label);
  for (int i = 0; i < count; ++i) {
    ImGui::SameLine();
    if (ImGui::RadioButton(names[i], current == i)) command = std::string(commandWord) + " " + names[i];
  }
  return command;
}

// A plot of a history scaled to its own range (volume hovers near a constant).
void plot(const char* id, const PlotHistory<kPlanetPlotLength>& history, const char* caption, const char* tooltip) {
  if (history.empty()) return;
  float lo = history.values()[0], hi = lo;
  for (int i = 0; i < history.count(); ++i) {
    lo = std::min(lo, history.values()[i]);
    hi = std::max(hi, history.values()[i]);
  }
  const float margin = std::max((hi - lo) * 0.1f, 1e-4f * std::max(std::fabs(hi), 1.0f));
  char overlay[96];
  std::snprintf(overlay, sizeof overlay, "%s %.5g", caption, double(history.latest()));
  ImGui::PlotLines(id, history.values(), history.count(), history.offset(), overlay, lo - margin, hi + margin,
                   ImVec2(0, 48));
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tooltip);
}

}  // namespace

std::string drawPlanetPanel(const PlanetPanelView& view) {
  const PlanetParams& p = view.settings.params;
  std::string command;
  ImGui::Separator();
  std::string c = choiceButtons("left click:", PlanetSettings::kToolNames, 2, p.tool, "tool");
  if (!c.empty()) command = c;
  ImGui::SameLine();
  ImGui::TextDisabled("(1, 2)");
  c = choiceButtons("look:", PlanetSettings::kLookNames, 2, p.look, "look");
  if (!c.empty()) command = c;
  ImGui::SameLine();
  ImGui::TextDisabled("(L)");

  const double limit = maxStableCoupling(p.wave.damping);
  ImGui::Text("%d vertices, a %.3g of %.3g stable, waves ~%.2f edges/step", view.vertices, double(p.wave.a), limit,
              std::sqrt(double(p.wave.a)) * p.substeps);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("z' = a*mean(neighbours) + (2 - a)*z - z_old, with damping (seed 000).\n"
                      "Stable while a <= (8 - 4*damping)/3 at every level (the slider stops there).\n"
                      "Long waves travel about sqrt(a) edges a step; edges halve with each level.");

  plot("##volume", view.volume, "volume",
       "The solver's conserved volume: sum of deg(v)/6 * height (sphere_wave_measures.hpp),\n"
       "read back a few times a second. A splash raises it, its fall brings it back.");
  plot("##energy", view.energy, "energy",
       "Kinetic + spring energy of the waves (sphere_wave_measures.hpp): constant without damping.");

  ImGui::Text("%d fish, %d crate%s, %d push%s pending", view.fish, view.crates, view.crates == 1 ? "" : "s",
              view.pendingSplashes, view.pendingSplashes == 1 ? "" : "es");
  if (ImGui::SmallButton("still water")) command = "still";
  ImGui::SameLine();
  if (ImGui::SmallButton("splash the top")) command = "splash 0 1 0";
  ImGui::SameLine();
  if (ImGui::SmallButton("clear crates")) command = "clear";
  return command;
}

}  // namespace tp
