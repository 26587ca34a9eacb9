#pragma once
// A look in one line, to share in a message: the scene and the parameters
// that differ from its defaults, "harbor:wind_speed=8,choppiness=1.4"
// (SCENE:name=value,...; "harbor:" is the harbor as it opens). No spaces,
// quotes or shell characters, so it pastes into a chat or after --settings
// as it is. The panel copies it; `--settings STRING` starts from it.
#include <string>
#include <vector>

#include "sim/param_table.hpp"

namespace tp {

// `params`' values that differ from `defaults` (the same scene's table as it
// opens), in the table's order.
std::string settingsString(const std::string& scene, const ParamTable& params, const ParamTable& defaults);

struct ParsedSettings {
  std::string scene;
  std::vector<std::string> settings;  // "name=value", in the string's order
};

// Reads a settings string: "" and `out` filled, or one line saying what is
// wrong with it (and `out` untouched). The scene must be one of the table's;
// the names and values are checked where they are applied, as --set's are.
std::string parseSettingsString(const std::string& text, ParsedSettings& out);

// Puts the look on `params` (a table of the look's scene): `defaults` (the
// scene as it opens) with the look's values laid over them, the whole at once
// (sim/param_snapshot.hpp's applySnapshot). Returns "" or one line naming
// the name or value refused; then `params` is as it was.
std::string applySettingsLook(const ParsedSettings& look, const ParamTable& params, const ParamTable& defaults);

}  // namespace tp
