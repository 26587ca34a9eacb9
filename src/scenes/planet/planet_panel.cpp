#include "scenes/planet/planet_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace tp {
namespace {

// The plots' height: with no separator above them, the panel's rows (plots,
// the sum-of-heights line, the buttons) fit a 720-pixel window (058cc90 trimmed it to fit).
constexpr float kPlotHeightEm = 2.3f;  // in font heights: 30 pixels at UI scale 1
// Above this many fish the CPU flock costs a good part of a frame (README's planet notes).
constexpr int kManyFishForTheCpu = 3000;

// A plot of a history scaled to its own range (the volume hovers near a constant).
void plot(const char* id, const PlotHistory<kPlanetPlotLength>& history, const char* overlay, float width,
          const char* tooltip) {
  float lo = 0, hi = 0;
  for (int i = 0; i < history.count(); ++i) {
    lo = i == 0 ? history.values()[i] : std::min(lo, history.values()[i]);
    hi = i == 0 ? history.values()[i] : std::max(hi, history.values()[i]);
  }
  const float margin = std::max((hi - lo) * 0.1f, 1e-4f * std::max(std::fabs(hi), 1.0f));
  ImGui::PlotLines(id, history.values(), history.count(), history.offset(), overlay, lo - margin, hi + margin,
                   ImVec2(width, kPlotHeightEm * ImGui::GetFontSize()));
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tooltip);
}

}  // namespace

std::string drawPlanetPanel(const PlanetPanelView& view) {
  const PlanetParams& p = view.settings.params;
  std::string command;
  const float half = 0.5f * (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x);
  auto latest = [](const PlotHistory<kPlanetPlotLength>& h) { return h.empty() ? 0.0 : double(h.latest()); };
  char overlay[96];
  // The "total volume (sum of heights)" rides in the volume plot's overlay (a row of its own
  // no longer fit 720 px once fish_solver joined the table); why the plot shows another sum is its tooltip.
  // Shown per vertex (a mean height), so the figure keeps its size across levels: the raw sums
  // grow with the vertex count. Sum of deg/6 over an icosphere's vertices is N - 2 (twelve have five).
  const double weight = std::max(view.vertices - 2, 1), count = std::max(view.vertices, 1);
  std::snprintf(overlay, sizeof overlay, "mean h %.2g, mean z %.2g", latest(view.volume) / weight,
                view.volume.empty() ? 0.0 : view.heightSum / count);
  plot("##volume", view.volume, overlay, half,
       "The solver's conserved volume as a mean height: sum of deg(v)/6 * height (sphere_wave_measures.hpp)\n"
       "over the sum of deg(v)/6, read back a few times a second; it keeps its size at every level.\n"
       "A splash raises it, its fall brings it back.\n\n"
       "mean z, from the plain sum of the heights, is not conserved: each of the 12 five-neighbour vertices\n"
       "averages 5 neighbours: it moves by a/5 of its difference with each, the neighbour by only\n"
       "a/6 back. Weighting each vertex by deg/6 balances every such exchange: the update conserves the\n"
       "weighted sum exactly, so the plot shows that one. The two agree wherever the water is away\n"
       "from the five-neighbour vertices.");
  ImGui::SameLine();
  std::snprintf(overlay, sizeof overlay, "energy %.4g", latest(view.energy));
  plot("##energy", view.energy, overlay, half,
       "Kinetic + spring energy of the waves (sphere_wave_measures.hpp): constant without damping.");

  ImGui::Text("%d vertices, %d fish (%s)", view.vertices, view.fish, view.fishOnGpu ? "GPU" : "CPU");
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("z' = a*mean(neighbours) + (2 - a)*z - z_old, with damping (seed 000):\n"
                      "stable while a <= (8 - 4*damping)/3 = %.3g at every level (the slider stops there).\n"
                      "Waves travel about sqrt(a) = %.2f edges a step; edges halve with each level.\n"
                      "%d splash push%s under way, %d crate%s afloat. Keys: 1 splash, 2 drop, L look.",
                      maxStableCoupling(p.wave.damping), std::sqrt(double(p.wave.a)) * p.substeps,
                      view.pendingSplashes, view.pendingSplashes == 1 ? "" : "es", view.crates,
                      view.crates == 1 ? "" : "s");
  if (!view.fishOnGpu && view.fish > kManyFishForTheCpu) {
    ImGui::SameLine();
    ImGui::TextColored(ImVec4(1.0f, 0.7f, 0.2f, 1.0f), "gpu?");
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("The CPU flock takes about 4.4 ms a step for 2,000 fish on one core, more for more:\n"
                        "above a few thousand the GPU flock (fish_solver=gpu) is the one to use.");
  }
  if (ImGui::SmallButton("still")) command = "still";  // a line of their own: beside the text they ran off the panel
  ImGui::SameLine();
  if (ImGui::SmallButton("splash top")) command = "splash 0 1 0";
  ImGui::SameLine();
  if (ImGui::SmallButton("clear crates")) command = "clear";
  return command;
}

}  // namespace tp
