// The input-recording reader (--replay FILE, the panel's Replay): any bytes are
// refused as one FILE:LINE line, or parse and are then checked against their
// scene; a parsed recording writes back to text that parses again alike.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "app/replay/input_script.hpp"
#include "app/replay/script_check.hpp"
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  tp::InputScript script;
  if (std::string error = tp::parseInputScript(text, "fuzz.txt", script); !error.empty()) {
    tp::fuzz::requireOneLine(error, "recording reader");
    tp::fuzz::require(error.rfind("fuzz.txt", 0) == 0, "a recording's refusal names its file");
    return 0;
  }
  tp::fuzz::require(script.endStep <= tp::maxScriptSteps(script), "a recording longer than the bound was read");
  if (const tp::SceneEntry* entry = tp::findScene(script.scene)) {
    const std::string error = tp::checkScriptForScene(script, "fuzz.txt", *entry, 2);
    if (!error.empty()) tp::fuzz::requireOneLine(error, "recording check");
  }
  // Written back, it reads again to the same inputs.
  std::string again = tp::formatScriptHeader(script.scene, script.rateHz, script.settings);
  for (const tp::SceneInput& input : script.inputs) again += tp::formatScriptLine(input);
  again += tp::formatScriptEnd(script.endStep);
  tp::InputScript reread;
  tp::fuzz::require(tp::parseInputScript(again, "again.txt", reread).empty(), "a written recording reads back");
  tp::fuzz::require(reread.inputs.size() == script.inputs.size() && reread.endStep == script.endStep,
                    "a written recording reads back to the same inputs");
  return 0;
}
