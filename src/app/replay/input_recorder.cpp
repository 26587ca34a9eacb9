#include "app/replay/input_recorder.hpp"

#include <cerrno>
#include <cstring>

#include "app/replay/input_script.hpp"

namespace tp {

std::string InputRecorder::start(const std::filesystem::path& path, const std::string& scene, double rateHz,
                                 const std::vector<std::string>& settings, uint64_t timelineNow) {
  std::error_code error;
  if (path.has_parent_path()) std::filesystem::create_directories(path.parent_path(), error);
  out_ = std::ofstream(path, std::ios::binary | std::ios::trunc);
  if (!out_) return "cannot record input to " + path.string() + ": " + std::strerror(errno);
  out_ << formatScriptHeader(scene, rateHz, settings) << std::flush;
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
  out_ << formatScriptLine(relative) << std::flush;
  ++count_;
}

std::string InputRecorder::stop(uint64_t timelineNow) {
  if (!active_) return {};
  active_ = false;
  const uint64_t steps = timelineNow - startStep_;
  out_ << formatScriptEnd(steps);
  out_.close();
  if (!out_) return "input recording " + path_.string() + " could not be completed (disk full?)";
  return "input recorded: " + std::to_string(count_) + " inputs over " + std::to_string(steps) + " steps in " +
         path_.string() + "; play it back with: tidepool --replay " + path_.string();
}

}  // namespace tp
