#include "ui/help_overlay.hpp"

#include <imgui.h>

#include "ui/controls.hpp"

namespace tp {

void drawHelpOverlay(bool& open) {
  if (!open) return;
  const ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.5f), ImGuiCond_Always,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowBgAlpha(0.92f);
  ImGui::Begin("Controls (F1 to close)", &open,
               ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings);
  if (ImGui::BeginTable("controls", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV)) {
    ImGui::TableSetupColumn("input");
    ImGui::TableSetupColumn("action");
    ImGui::TableHeadersRow();
    for (const Control& control : controls()) {
      ImGui::TableNextRow();
      ImGui::TableSetColumnIndex(0);
      ImGui::TextUnformatted(control.input);
      ImGui::TableSetColumnIndex(1);
      ImGui::TextUnformatted(control.action);
    }
    ImGui::EndTable();
  }
  ImGui::TextDisabled("The mouse and keys go to the panel first when it is under the cursor or typing.");
  ImGui::End();
}

}  // namespace tp
