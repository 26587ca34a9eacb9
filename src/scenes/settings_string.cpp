#include "scenes/settings_string.hpp"

#include <algorithm>

#include "scenes/scene.hpp"
#include "sim/param_snapshot.hpp"

namespace tp {

std::string settingsString(const std::string& scene, const ParamTable& params, const ParamTable& defaults) {
  const ParamSnapshot now = params.snapshot(), opened = defaults.snapshot();
  std::string text = scene + ":";
  bool first = true;
  for (const auto& entry : now) {  // not a structured binding: clang 14 (Debian 12) cannot capture one
    const std::string& name = entry.first;
    const auto found = std::find_if(opened.begin(), opened.end(), [&](const auto& item) { return item.first == name; });
    if (found != opened.end() && found->second == entry.second) continue;
    text += (first ? "" : ",") + name + "=" + entry.second;
    first = false;
  }
  return text;
}

std::string parseSettingsString(const std::string& text, ParsedSettings& out) {
  const size_t colon = text.find(':');
  if (colon == std::string::npos)
    return "bad --settings \"" + text + "\": expected SCENE:name=value,... (the panel's Copy settings makes one)";
  ParsedSettings parsed;
  parsed.scene = text.substr(0, colon);
  if (!findScene(parsed.scene)) {
    std::string names;
    for (const SceneEntry& entry : sceneTable()) names += (names.empty() ? "" : ", ") + entry.name;
    return "bad --settings \"" + text + "\": no scene \"" + parsed.scene + "\"; scenes: " + names;
  }
  if (std::string error = splitAssignments(std::string_view(text).substr(colon + 1), "--settings", parsed.settings);
      !error.empty())
    return error;
  for (size_t i = 0; i < parsed.settings.size(); ++i) {
    const std::string name = parsed.settings[i].substr(0, parsed.settings[i].find('='));
    for (size_t j = 0; j < i; ++j)
      if (parsed.settings[j].substr(0, parsed.settings[j].find('=')) == name)
        return "bad --settings \"" + text + "\": " + name + " is given twice";
  }
  out = std::move(parsed);
  return {};
}

std::string applySettingsLook(const ParsedSettings& look, const ParamTable& params, const ParamTable& defaults) {
  ParamSnapshot target = defaults.snapshot();
  for (const auto& setting : toSnapshot(look.settings)) {  // as above: no structured binding to capture
    const std::string& name = setting.first;
    const auto at = std::find_if(target.begin(), target.end(), [&](const auto& item) { return item.first == name; });
    if (at == target.end()) return "the " + look.scene + " scene has no parameter " + name;
    at->second = setting.second;
  }
  return applySnapshot(params, target);
}

}  // namespace tp
