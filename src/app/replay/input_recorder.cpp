#include "app/replay/input_recorder.hpp"

#include <cerrno>
#include <cstring>

#include "app/replay/input_script.hpp"

namespace tp {

std::string InputRecorder::start(const std::filesystem::path& path, const std::string& scene, double rateHz,
                                 const std::vector<std::string>& settings, uint64_t timelineNow) {
  if (std::string error = out_.open(path, "input recording"); !error.empty()) return error;
  out_.write(formatScriptHeader(scene, rateHz, settings));
  path_ = path;
  startStep_ = timelineNow;
  count_ = 0;
  active_ = true;
  return {};
}

void InputRecorder::record(const SceneInput& input) {
  if (!active_) return;
  SceneInput relative = input;
  relative.step = input.step >= startStep_ ? input.step - startStep_ : 0;
  out_.write(formatScriptLine(relative));
  ++count_;
}

std::string InputRecorder::stop(uint64_t timelineNow) {
  if (!active_) return {};
  active_ = false;
  const uint64_t steps = timelineNow - startStep_;
  out_.write(formatScriptEnd(steps));
  failed_ = false;
  if (std::string error = out_.commit(); !error.empty()) {
    failed_ = true;
    return error;
  }
  return "input recorded: " + std::to_string(count_) + " inputs over " + std::to_string(steps) + " steps in " +
         path_.string() + "; play it back with: tidepool --replay " + path_.string();
}

}  // namespace tp
