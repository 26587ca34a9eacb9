#include "scenes/bowl/bowl_panel.hpp"

#include <imgui.h>

#include <cmath>
#include <cstdio>

#include "scenes/bowl/bowl_presets.hpp"

namespace tp {

BowlPanelRequests drawBowlPanel(const BowlPanelView& view) {
  BowlPanelRequests requests;
  BowlParams& p = view.settings.params;

  ImGui::Separator();
  ImGui::TextUnformatted("left click:");
  for (int tool = 0; tool < int(std::size(BowlSettings::kToolNames)); ++tool) {
    ImGui::SameLine();
    if (ImGui::RadioButton(BowlSettings::kToolNames[tool], p.tool == BowlTool(tool)))
      requests.command = std::string("tool ") + BowlSettings::kToolNames[tool];
  }
  ImGui::SameLine();
  ImGui::TextDisabled("(1, 2)");

  // Water character: only stiffness, damping, dt, substeps and slosh damping change (the
  // scene's built-in presets in the Presets section set everything).
  ImGui::TextUnformatted("water:");
  const SpringPreset* current = matchingSpringPreset(p.spring, p.sloshDamping);
  for (const SpringPreset& preset : springPresets()) {
    ImGui::SameLine();
    const bool active = current == &preset;
    if (active) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (ImGui::SmallButton(preset.name)) requests.command = std::string("water ") + preset.name;
    if (active) ImGui::PopStyleColor();
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("%s\nstiffness %g, damping %g at %d cells (scaled to the grid), slosh damping %g",
                        preset.description, double(preset.stiffness), double(preset.damping), kPresetReferenceGrid,
                        double(preset.slosh));
  }

  const double stability = stabilityNumber(p.spring);
  const double cellsPerSecond = std::sqrt(3.0 * p.spring.stiffness);
  const double unitsPerSecond = cellsPerSecond * 2.0 * view.surfaceRadius / p.spring.gridSize;
  ImGui::Text("stability %.3f of 0.333, waves %.0f cells/s = %.2f units/s", stability, cellsPerSecond,
              unitsPerSecond);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("stiffness*dt^2 + 2*damping*dt must stay below 1/3 (the sliders stop there);\n"
                      "long waves travel sqrt(3*stiffness) cells/s; %.2f s of water per frame",
                      double(p.spring.dt) * p.spring.substeps);

  if (!view.energy.empty()) {
    char overlay[64];
    std::snprintf(overlay, sizeof overlay, "energy %.3g", double(view.energy.latest()));
    ImGui::PlotLines("##energy", view.energy.values(), view.energy.count(), view.energy.offset(), overlay, 0.0f,
                     std::max(view.energy.largest() * 1.1f, 1e-6f), ImVec2(0, 4.6f * ImGui::GetFontSize()));
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("the surface's discrete energy (kinetic + spring, spring_surface_energy.hpp),\n"
                        "once a frame: fish and toys feed it, damping drains it");
  }
  ImGui::Text("%d fish near the surface, %d toy%s", view.fishNearSurface, view.toys, view.toys == 1 ? "" : "s");
  if (ImGui::SmallButton("clear toys")) requests.command = "clear";
  ImGui::SameLine();
  if (ImGui::SmallButton("still water")) requests.command = "still";
  return requests;
}

}  // namespace tp
