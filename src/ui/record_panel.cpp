#include "ui/record_panel.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cstdio>

namespace tp {

RecordRequests drawRecordSection(RecordSettings& settings, const RecordView& view) {
  RecordRequests requests;
  if (view.clipActive) {
    char label[64];
    std::snprintf(label, sizeof label, "%d / %d frames", view.clipWritten, view.clipWanted);
    ImGui::ProgressBar(view.clipProgress, ImVec2(-1, 0), label);
    if (ImGui::Button("Stop clip")) requests.stopClip = true;
  } else {
    ImGui::SliderInt("clip fps", &settings.clipFps, 10, 60);
    ImGui::SliderFloat("clip length", &settings.clipSeconds, 0.5f, 60.0f, "%.1f s", ImGuiSliderFlags_Logarithmic);
    if (ImGui::Button("Record clip")) requests.startClip = true;
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("every frame to clips/<scene>-<date>/frame-000001.png ..., 1/fps s of simulated\n"
                        "time per frame however slow the machine; clip.mp4 too when ffmpeg is on PATH.\n"
                        "'without UI' (Output) leaves the panels out of the frames.");
  }
  ImGui::Separator();
  if (view.recordingInput) {
    ImGui::TextColored(ImVec4(1.0f, 0.4f, 0.35f, 1.0f), "recording input: %zu inputs", view.inputCount);
    ImGui::TextDisabled("%s", view.inputPath.c_str());
    if (ImGui::Button("Stop recording input")) requests.stopInput = true;
  } else {
    if (ImGui::Button("Record input")) requests.startInput = true;
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("restarts the scene, then writes every click, drag, key, tool, parameter change\n"
                        "and camera move with its step to inputs/<scene>-<date>.txt;\n"
                        "tidepool --replay FILE plays it back, bit for bit");
  }
  if (view.replaying) {
    const float progress = view.replayEnd > 0 ? float(std::min(view.replayStep, view.replayEnd)) / float(view.replayEnd) : 1.0f;
    ImGui::ProgressBar(progress, ImVec2(-1, 0), "replaying");
  }
  ImGui::InputTextWithHint("##replay", "a recording's path", &settings.replayPath);
  ImGui::SameLine();
  const bool nothingToReplay = settings.replayPath.empty();
  ImGui::BeginDisabled(nothingToReplay);
  if (ImGui::Button("Replay")) requests.startReplay = true;
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip(nothingToReplay ? "record input first (the field takes the new recording), or type a recording's path"
                                      : "restart every side and play the recorded input file back");
  return requests;
}

}  // namespace tp
