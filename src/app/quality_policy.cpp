#include "app/quality_policy.hpp"

#include <imgui.h>

#include <algorithm>

#include "app/compare/side_set.hpp"
#include "core/log.hpp"

namespace tp {
namespace {

std::string nameOf(const std::string& setting) { return setting.substr(0, setting.find('=')); }

std::string joined(const std::vector<std::string>& items) {
  std::string text;
  for (const std::string& item : items) text += (text.empty() ? "" : ", ") + item;
  return text;
}

}  // namespace

void QualityPolicy::choose(const CommandLine& cli, bool softwareRenderer) {
  light_ = cli.quality == QualityChoice::Light || (cli.quality == QualityChoice::Auto && softwareRenderer);
  renderScale_ = cli.renderScale > 0 ? float(cli.renderScale) : 1.0f;  // the scene's light scale: applyTo
}

std::vector<std::string> QualityPolicy::settingsFor(const Scene& scene, const std::vector<std::string>& alsoKept) const {
  std::vector<std::string> settings;
  if (!light_) return settings;
  auto kept = [&](const std::vector<std::string>& names, const std::string& setting) {
    return std::find(names.begin(), names.end(), nameOf(setting)) != names.end();
  };
  for (const std::string& setting : scene.lightQuality())
    if (!kept(pinned_, setting) && !kept(alsoKept, setting)) settings.push_back(setting);
  return settings;
}

void QualityPolicy::applyTo(SideSet& sides, const CommandLine& cli) {
  applied_ = settingsFor(sides.scene(0));
  if (!light_) return;
  // Light quality draws the scene smaller, then stretches it: on llvmpipe the
  // fragment shaders are most of a frame. Each scene says how small.
  if (cli.renderScale <= 0) renderScale_ = sides.scene(0).lightRenderScale();
  for (size_t i = 0; i < sides.size(); ++i)
    if (std::string error = applySettings(sides.scene(i).params(), settingsFor(sides.scene(i))); !error.empty())
      log::warn("light quality: %s", error.c_str());  // a scene's own list is wrong: keep its defaults
  const char* why = cli.quality == QualityChoice::Light ? "--quality light" : "software GL";
  if (applied_.empty())
    log::info("%s: light quality for %s: render scale %g", why, sides.entry().name.c_str(), double(renderScale_));
  else
    log::info("%s: light quality for %s: render scale %g, %s (raise any in the panel; --quality full starts "
              "from the full defaults)",
              why, sides.entry().name.c_str(), double(renderScale_), joined(applied_).c_str());
}

void QualityPolicy::switchedTo(const Scene& scene, std::vector<std::string> applied, const CommandLine& cli) {
  applied_ = std::move(applied);
  if (light_ && cli.renderScale <= 0) renderScale_ = scene.lightRenderScale();
}

void QualityPolicy::drawPanel(bool softwareRenderer) {
  if (light_) {
    ImGui::TextColored(ImVec4(1.0f, 0.8f, 0.4f, 1.0f), "%s: light quality",
                       softwareRenderer ? "software GL" : "--quality light");
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("Started from cheaper settings so a CPU renderer keeps up:\n  render scale %g; %s\n"
                        "Raise any of them here; --quality full starts from the full defaults.",
                        double(renderScale_), applied_.empty() ? "(nothing else in this scene)" : joined(applied_).c_str());
  }
  ImGui::SliderFloat("render scale", &renderScale_, 0.25f, 1.0f, "%.2f");
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("The scene is drawn at this share of the window's width and height, then stretched\n"
                      "(a single view; comparisons draw at full size). 1 = every pixel.");
}

std::string QualityPolicy::sidecarLabel(const CommandLine& cli) const {
  if (!light_) return "full";
  return cli.quality == QualityChoice::Light ? "light (--quality light)" : "light (software GL)";
}

}  // namespace tp
