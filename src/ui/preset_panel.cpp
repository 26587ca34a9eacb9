#include "ui/preset_panel.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <vector>

#include "scenes/scene.hpp"
#include "ui/button_rows.hpp"

namespace tp {

PresetRequests drawPresetSection(PresetSettings& settings, const PresetView& view) {
  PresetRequests requests;
  if (!view.sideName.empty()) ImGui::TextDisabled("loads and saves side %s (the tab in Parameters)", view.sideName.c_str());
  if (view.builtins.empty()) ImGui::TextDisabled("this scene has no built-in presets");
  std::vector<const char*> names, descriptions;
  for (const ScenePreset& preset : view.builtins) {
    names.push_back(preset.name.c_str());
    descriptions.push_back(preset.description.c_str());
  }
  const int clicked = drawButtonRows(names, descriptions);
  if (clicked >= 0) requests.builtin = view.builtins[size_t(clicked)].name;
  if (ImGui::BeginCombo("file", "presets/*.json")) {
    // Read the folder (every file's scene) when the list opens, not every frame it is open.
    if (ImGui::IsWindowAppearing()) requests.refreshFiles = true;
    if (view.files.empty()) ImGui::TextDisabled("no %s preset files in ./presets yet", view.sceneName.c_str());
    for (const std::string& file : view.files)
      if (ImGui::Selectable(file.c_str())) requests.file = file;
    ImGui::EndCombo();
  }
  ImGui::InputText("##name", &settings.saveName);
  ImGui::SameLine();
  if (ImGui::Button("Save preset")) requests.save = true;
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("every parameter to presets/<scene>-<name>.json (readable, editable JSON)");
  return requests;
}

}  // namespace tp
