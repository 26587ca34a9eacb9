// Light quality for software GL (every scene at 30 frames/s at
// 1280x720 on Mesa's llvmpipe, 2 CPU cores). Each scene names cheaper
// settings (Scene::lightQuality: a smaller grid, a coarser water mesh,
// cheaper shading); on a software renderer the app starts from those
// instead of the defaults, says so once in the log and in the panel, and
// leaves alone every parameter the user set (--set, --preset, --compare,
// --sweep, a recording's header). The panel can raise each one.
#include <imgui.h>

#include <algorithm>

#include "app/app_impl.hpp"
#include "core/log.hpp"
#include "gl/software_renderer.hpp"

namespace tp {
namespace {

std::string nameOf(const std::string& setting) { return setting.substr(0, setting.find('=')); }

std::string joined(const std::vector<std::string>& items) {
  std::string text;
  for (const std::string& item : items) text += (text.empty() ? "" : ", ") + item;
  return text;
}

}  // namespace

void App::chooseQuality() {
  const bool software = gl::isSoftwareRenderer(context_->info().renderer);
  lightQuality_ = cli_.quality == QualityChoice::Light || (cli_.quality == QualityChoice::Auto && software);
  renderScale_ = cli_.renderScale > 0 ? float(cli_.renderScale) : 1.0f;  // the scene's light scale: applyLightQuality
}

std::vector<std::string> App::lightSettings(const Scene& scene, const std::vector<std::string>& alsoKept) const {
  std::vector<std::string> settings;
  if (!lightQuality_) return settings;
  auto kept = [&](const std::vector<std::string>& names, const std::string& setting) {
    return std::find(names.begin(), names.end(), nameOf(setting)) != names.end();
  };
  for (const std::string& setting : scene.lightQuality())
    if (!kept(pinnedNames_, setting) && !kept(alsoKept, setting)) settings.push_back(setting);
  return settings;
}

// Before the scenes' init(), so structural settings (grid sizes) are built once.
void App::applyLightQuality() {
  lightApplied_ = lightSettings(sides_.scene(0));
  if (!lightQuality_) return;
  // Light quality draws the scene smaller, then stretches it: on llvmpipe the
  // fragment shaders are most of a frame. Each scene says how small.
  if (cli_.renderScale <= 0) renderScale_ = sides_.scene(0).lightRenderScale();
  for (size_t i = 0; i < sides_.size(); ++i)
    if (std::string error = applySettings(sides_.scene(i).params(), lightSettings(sides_.scene(i)));
        !error.empty())
      log::warn("light quality: %s", error.c_str());  // a scene's own list is wrong: keep its defaults
  const char* why = cli_.quality == QualityChoice::Light ? "--quality light" : "software GL";
  if (lightApplied_.empty())
    log::info("%s: light quality for %s: render scale %g", why, sides_.entry().name.c_str(), double(renderScale_));
  else
    log::info("%s: light quality for %s: render scale %g, %s (raise any in the panel; --quality full starts "
              "from the full defaults)",
              why, sides_.entry().name.c_str(), double(renderScale_), joined(lightApplied_).c_str());
}

void App::drawQualityNote() {
  if (lightQuality_) {
    const bool software = gl::isSoftwareRenderer(context_->info().renderer);
    ImGui::TextColored(ImVec4(1.0f, 0.8f, 0.4f, 1.0f), "%s: light quality", software ? "software GL" : "--quality light");
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("Started from cheaper settings so a CPU renderer keeps up:\n  render scale %g; %s\n"
                        "Raise any of them here; --quality full starts from the full defaults.",
                        double(renderScale_), lightApplied_.empty() ? "(nothing else in this scene)" : joined(lightApplied_).c_str());
  }
  ImGui::SliderFloat("render scale", &renderScale_, 0.25f, 1.0f, "%.2f");
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("The scene is drawn at this share of the window's width and height, then stretched\n"
                      "(a single view; comparisons draw at full size). 1 = every pixel.");
}

}  // namespace tp
