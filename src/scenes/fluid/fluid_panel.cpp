#include "scenes/fluid/fluid_panel.hpp"

#include <imgui.h>

#include <cfloat>
#include <cstdio>

namespace tp {
namespace {

template <size_t N>
void plot(const char* id, const char* label, const PlotHistory<N>& history, const char* tooltip) {
  if (history.empty()) return;
  char overlay[64];
  std::snprintf(overlay, sizeof overlay, "%s %.5g", label, double(history.latest()));
  // FLT_MAX: ImGui scales the plot to the values it holds.
  ImGui::PlotLines(id, history.values(), history.count(), history.offset(), overlay, FLT_MAX, FLT_MAX,
                   ImVec2(0, 3.2f * ImGui::GetFontSize()));
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tooltip);
}

}  // namespace

FluidPanelRequests drawFluidPanel(const FluidPanelView& view) {
  FluidPanelRequests requests;
  ImGui::Separator();
  ImGui::TextUnformatted("left click adds fluid; drag throws it (V: 2d / 3d)");
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("A drag moves what it lays down with the cursor's speed in cells per step,\n"
                      "capped at %.0f cells/step (radius - 3: faster particles leave the gather window).",
                      double(view.maxSpeed));
  if (ImGui::SmallButton("splash centre")) requests.command = "splash centre";
  ImGui::SameLine();
  if (ImGui::SmallButton("pour")) requests.command = "pour";
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("empty the grid, then fill it to 'fill' (or a third) at rest density");
  ImGui::SameLine();
  if (ImGui::SmallButton("empty")) requests.command = "empty";
  ImGui::SameLine();
  ImGui::TextDisabled("%dx%d cells", view.columns, view.rows);

  plot("##mass", "mass", view.history.mass,
       "total mass (sum over cells), once a frame, read a frame late: the periodic splash and clicks\n"
       "add it, open edges let it leave; with walls and conserve_mass it stays put");
  plot("##momentum_x", "momentum x", view.history.momentumX,
       "total momentum along x (sum of mass * vx, mass*cells/step); the seed's simplified force does\n"
       "not conserve it exactly");
  plot("##momentum_y", "momentum y", view.history.momentumY,
       "total momentum along y (rows); gravity pulls it down, the floor (walls) gives it back");
  return requests;
}

}  // namespace tp
