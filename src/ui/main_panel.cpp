#include "ui/main_panel.hpp"

#include <imgui.h>

#include <algorithm>

#include "sim/sim_clock.hpp"
#include "scenes/scene.hpp"
#include "ui/param_widgets.hpp"
#include "ui/ui_scale.hpp"

namespace tp {
namespace {

const ImVec4 kErrorRed(1.0f, 0.35f, 0.3f, 1.0f);
// The panel's width in font heights: 364 pixels at scale 1, room for the
// widest scene's sliders with their names.
constexpr float kPanelWidthEm = 28.0f;

// Two wrapped lines, always reserved; a longer message shows whole in the tooltip.
void drawStatusLine(const StatusLine::Shown& status) {
  const float height = 2.0f * ImGui::GetTextLineHeight();  // wrapped lines have no spacing between them
  ImGui::BeginChild("status line", ImVec2(0, height), false,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  if (!status.message.empty()) {
    ImGui::PushStyleVar(ImGuiStyleVar_Alpha, ImGui::GetStyle().Alpha * status.opacity);
    ImGui::PushTextWrapPos(0);
    if (status.error) ImGui::TextColored(kErrorRed, "%s", status.message.c_str());
    else ImGui::TextDisabled("%s", status.message.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleVar();
    if (ImGui::IsWindowHovered() && ImGui::GetCursorPosY() > height) ImGui::SetTooltip("%s", status.message.c_str());
  }
  ImGui::EndChild();
}

void sceneSection(const PanelView& view, PanelRequests& requests) {
  if (ImGui::BeginCombo("scene", view.sceneName.c_str())) {
    for (const SceneEntry& entry : sceneTable()) {
      if (ImGui::Selectable(entry.name.c_str(), entry.name == view.sceneName))
        requests.switchToScene = entry.name;  // recreated from scratch, even the same one
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", entry.summary.c_str());
    }
    ImGui::EndCombo();
  }
}

// Undo, redo and the scene's defaults, over the parameters they act on.
void editSection(const PanelView& view, PanelRequests& requests) {
  ImGui::BeginDisabled(!view.canUndo);
  if (ImGui::Button("Undo")) requests.undo = true;
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("the last parameter edit (a slider drag is one step; Ctrl+Z)");
  ImGui::SameLine();
  ImGui::BeginDisabled(!view.canRedo);
  if (ImGui::Button("Redo")) requests.redo = true;
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("the edit undone last (Ctrl+Shift+Z or Ctrl+Y)");
  ImGui::SameLine();
  if (ImGui::Button("Defaults")) requests.defaults = true;
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("every parameter of this scene (of the side shown) back to what it opens with\n"
                      "(on software GL, with light quality's values); one step to undo");
}

void simulationSection(const PanelView& view, PanelRequests& requests) {
  SimClock& clock = view.clock;
  if (ImGui::Button(clock.paused() ? "Resume" : "Pause", ImVec2(5.4f * ImGui::GetFontSize(), 0)))
    clock.setPaused(!clock.paused());
  ImGui::SameLine();
  if (ImGui::Button("Step")) {
    clock.setPaused(true);
    clock.requestSingleStep();
  }
  ImGui::SameLine();
  if (ImGui::Button("Reset")) requests.reset = true;
  ImGui::SameLine();
  ImGui::Text("step %llu, %.2f s", static_cast<unsigned long long>(clock.stepCount()), clock.simSeconds());

  float rate = float(clock.rateHz());
  if (ImGui::SliderFloat("sim rate", &rate, 10.0f, 480.0f, "%.0f Hz", ImGuiSliderFlags_Logarithmic))
    clock.setRateHz(rate);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("fixed simulation steps per simulated second; each step is 1/rate s");
  float speed = float(clock.speed());
  if (ImGui::SliderFloat("speed", &speed, 0.05f, 8.0f, "%.2f x", ImGuiSliderFlags_Logarithmic))
    clock.setSpeed(speed);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("simulated seconds per real second; more steps, not bigger ones");
  int substeps = clock.maxSubsteps();
  if (ImGui::SliderInt("max substeps", &substeps, 1, 64)) clock.setMaxSubsteps(substeps);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("most steps a frame may take; beyond it the simulation runs slower than\n"
                      "real time instead of making every frame slower (dropped so far: %llu)",
                      static_cast<unsigned long long>(clock.droppedSteps()));
}

void outputSection(const PanelView& view, PanelRequests& requests) {
  if (ImGui::Button("Screenshot (F12)")) requests.screenshot = true;
  ImGui::SameLine();
  ImGui::Checkbox("without UI", &view.hideUiInScreenshots);
  if (ImGui::Button("Copy settings")) requests.copySettings = true;
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("copies this look as one line (the scene and every value changed from its\n"
                      "defaults) to share in a message; tidepool --settings LINE opens it again");
  ImGui::SameLine();
  if (ImGui::Button("Paste settings")) requests.pasteSettings = true;
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("opens the look whose line is on the clipboard (its scene, and its values over\n"
                      "that scene's defaults); Undo takes it back");
  bool multisample = view.msaaSamples > 1;
  if (ImGui::Checkbox("MSAA 4x", &multisample)) view.msaaSamples = multisample ? 4 : 1;
  ImGui::SameLine();
  if (ImGui::Button("Reload shaders (F5)")) requests.reloadShaders = true;
  ImGui::SameLine();
  if (ImGui::Button("Help (F1)")) requests.showHelp = true;
  // 0 is automatic; the first tenth of the slider snaps to it, the rest is a scale.
  float scale = view.uiScale;
  if (ImGui::SliderFloat("UI scale", &scale, 0.0f, kUiScaleMax, scale < kUiScaleMin ? "auto" : "%.2fx")) {
    view.uiScale = scale < kUiScaleMin ? kUiScaleAuto : scale;
  }
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("the panels' size against 1080p; auto (left end) follows the monitor's content\n"
                      "scale and the window's height; the sidecar's ui_scale says what was drawn");
}

}  // namespace

PanelRequests drawMainPanel(const PanelView& view) {
  PanelRequests requests;
  // Sizes in units of the font's height, so the panel grows with the UI scale (ui_scale.hpp).
  const float em = ImGui::GetFontSize();
  ImGui::SetNextWindowPos(ImVec2(0.8f * em, 0.8f * em), ImGuiCond_FirstUseEver);
  // No taller than the window above the stats strip: with every section open it scrolls.
  // One width for every scene (what does not fit wraps), so a switch of scene does not move the scene.
  const float tallest = std::max(15 * em, ImGui::GetIO().DisplaySize.y - 0.8f * em - 2 * ImGui::GetFrameHeightWithSpacing());
  ImGui::SetNextWindowSizeConstraints(ImVec2(kPanelWidthEm * em, 0), ImVec2(kPanelWidthEm * em, tallest));
  // Collapsible (the arrow on its title bar) to free the whole window for the scene.
  const bool open = ImGui::Begin("tidepool", nullptr, ImGuiWindowFlags_AlwaysAutoResize);
  requests.left = ImGui::GetWindowPos().x;
  requests.right = ImGui::GetWindowPos().x + ImGui::GetWindowSize().x;
  requests.collapsed = !open;
  if (!open) {
    ImGui::End();
    return requests;
  }
  ImGui::PushItemWidth(12.3f * em);
  ImGui::PushTextWrapPos(0.0f);  // every line of text wraps at the panel's edge instead of being cut
  if (!view.shaderError.empty()) {
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 34.0f);
    ImGui::TextColored(kErrorRed, "shader reload failed (the last good shaders run):\n%s",
                       view.shaderError.c_str());
    ImGui::PopTextWrapPos();
    ImGui::Separator();
  }
  sceneSection(view, requests);
  // The status line under the scene's name, where it is seen without
  // scrolling a long panel (a click that did nothing says why here). Its two
  // lines are kept whether or not a message shows, so the rows below never move.
  drawStatusLine(view.status);
  if (ImGui::CollapsingHeader("Simulation", ImGuiTreeNodeFlags_DefaultOpen)) simulationSection(view, requests);
  if (ImGui::CollapsingHeader("Parameters", ImGuiTreeNodeFlags_DefaultOpen)) {
    editSection(view, requests);
    if (view.parameters) {
      view.parameters();
    } else {
      drawParamWidgets(view.scene.params());
      view.scene.drawPanel();
    }
  }
  if (view.moreSections) view.moreSections();
  if (ImGui::CollapsingHeader("Output", ImGuiTreeNodeFlags_DefaultOpen)) outputSection(view, requests);
  ImGui::PopTextWrapPos();
  ImGui::PopItemWidth();
  ImGui::End();
  return requests;
}

}  // namespace tp
