// The state sidecar reader (tidepool-sim --load-state FILE reads FILE.json):
// any bytes are accepted only when they name the expected solver, size and
// channels, and are otherwise refused with one line naming the file.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "runner/state_file.hpp"
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const tp::StateHeader expected{"grid", 64, 64, {"height", "previous"}, 0, {}, "gpu"};
  try {
    tp::checkStateSidecar(text, "fuzz.f32.json", expected);
  } catch (const tp::StateFileError& e) {
    const std::string error = e.what();
    tp::fuzz::requireOneLine(error, "state sidecar reader");
    tp::fuzz::require(error.rfind("fuzz.f32.json", 0) == 0, "a sidecar's refusal names its file");
  }
  return 0;
}
