#include "app/replay/script_check.hpp"

#include <GLFW/glfw3.h>

#include "core/log.hpp"
#include "sim/param_snapshot.hpp"
#include "scenes/command_forms.hpp"

namespace tp {

std::string checkScriptForScene(const InputScript& script, const std::string& source, const SceneEntry& entry,
                                size_t sideCount) {
  auto at = [&](int line, const std::string& why) {
    return log::printable(source + ":" + std::to_string(line) + ": " + why);  // values from the file, one line
  };
  // A scene made on the CPU only (no GL): its parameter table and command shapes.
  const std::unique_ptr<Scene> probe = entry.create();
  const ParamTable params = probe->params();

  // The starting parameters go in together (a limit may depend on another),
  // so a failure is pinned on the first line that is wrong on its own.
  if (std::string error = applySnapshot(params, toSnapshot(script.settings)); !error.empty()) {
    for (size_t i = 0; i < script.settings.size(); ++i) {
      const std::unique_ptr<Scene> alone = entry.create();
      if (std::string why = alone->params().setAssignment(script.settings[i]); !why.empty())
        return at(script.settingLines[i], why);
    }
    return at(script.settingLines.empty() ? 1 : script.settingLines.front(), error);
  }

  const std::vector<std::string> forms = probe->commandForms();
  for (size_t i = 0; i < script.inputs.size(); ++i) {
    const SceneInput& input = script.inputs[i];
    const int line = script.inputLines[i];
    switch (input.kind) {
      case SceneInput::Kind::Set:
        if (input.side >= 0 && size_t(input.side) >= sideCount)
          return at(line, "set " + std::string(1, char('A' + input.side)) + ": this run has " +
                              std::to_string(sideCount) + (sideCount == 1 ? " side (A)" : " sides"));
        if (std::string why = params.setAssignment(input.text); !why.empty()) return at(line, why);
        break;
      case SceneInput::Kind::Command:
        if (std::string why = checkCommandShape(forms, input.text, entry.name); !why.empty()) return at(line, why);
        break;
      case SceneInput::Kind::KeyDown:
      case SceneInput::Kind::KeyUp:
        if (input.key < GLFW_KEY_SPACE || input.key > GLFW_KEY_LAST)
          return at(line, "key " + std::to_string(input.key) + " is not a GLFW key code (" +
                              std::to_string(GLFW_KEY_SPACE) + " to " + std::to_string(GLFW_KEY_LAST) + ")");
        break;
      default: break;
    }
  }
  return {};
}

}  // namespace tp
