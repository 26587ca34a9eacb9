// The preset reader (--preset FILE, the panel's Load): any bytes are either a
// preset every value of which the scene then takes, or one line of refusal.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "sim/param_snapshot.hpp"
#include "app/presets/preset_file.hpp"
#include "fuzz_support.hpp"
#include "scenes/scene.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  for (const tp::SceneEntry& entry : tp::sceneTable()) {
    const tp::PresetCheck check = tp::checkPresetText(text, "fuzz.json", entry);
    if (!check.error.empty()) {
      tp::fuzz::requireOneLine(check.error, "preset reader");
      continue;
    }
    const auto scene = entry.create();
    tp::fuzz::require(tp::applySnapshot(scene->params(), check.values).empty(),
                      "a preset the reader accepted was refused by its scene");
  }
  return 0;
}
