#include "ui/help_overlay.hpp"

#include <imgui.h>

#include <algorithm>

#include "ui/controls.hpp"

namespace tp {

std::vector<HelpRow> helpRows(const std::vector<SceneKey>& sceneKeys) {
  std::vector<HelpRow> rows;
  for (const SceneKey& key : sceneKeys) rows.push_back({key.label, key.action});
  for (const Control& control : controls()) rows.push_back({control.input, control.action});
  return rows;
}

void drawHelpOverlay(bool& open, const std::string& sceneName, const std::vector<SceneKey>& sceneKeys) {
  if (!open) return;
  const ImGuiIO& io = ImGui::GetIO();
  // Within the window whatever its size: long actions wrap instead of running past the edge.
  const float width = std::min(io.DisplaySize.x - 40.0f, 69.0f * ImGui::GetFontSize());  // 900 px at scale 1
  ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.5f), ImGuiCond_Always,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0), ImVec2(width, io.DisplaySize.y - 40.0f));
  ImGui::SetNextWindowBgAlpha(0.95f);
  ImGui::SetNextWindowFocus();  // above the panel and everything else
  ImGui::Begin("Keys and mouse (F1 to close)", &open,
               ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings);
  const size_t sceneRows = sceneKeys.size();
  const std::vector<HelpRow> rows = helpRows(sceneKeys);
  if (ImGui::BeginTable("controls", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV)) {
    ImGui::TableSetupColumn("input", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("action", ImGuiTableColumnFlags_WidthStretch);
    for (size_t i = 0; i < rows.size(); ++i) {
      if (i == 0 || i == sceneRows) {  // a heading row: the scene's keys, then the app's
        ImGui::TableNextRow();
        ImGui::TableSetColumnIndex(0);
        ImGui::TextDisabled("%s", i == 0 && sceneRows > 0 ? ("the " + sceneName).c_str() : "everywhere");
      }
      ImGui::TableNextRow();
      ImGui::TableSetColumnIndex(0);
      ImGui::TextUnformatted(rows[i].input.c_str());
      ImGui::TableSetColumnIndex(1);
      ImGui::TextWrapped("%s", rows[i].action.c_str());
    }
    ImGui::EndTable();
  }
  ImGui::TextDisabled("The mouse and keys go to the panel first when it is under the cursor or typing.");
  ImGui::End();
}

}  // namespace tp
