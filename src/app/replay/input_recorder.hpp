#pragma once
// Writes a recording (input_script.hpp) as it happens: the header when it
// starts, one line per input (flushed, so a crash keeps what came before),
// and the end line with the number of steps when it stops.
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "core/atomic_file.hpp"
#include "app/replay/scene_input.hpp"

namespace tp {

class InputRecorder {
 public:
  // `timelineNow`: the app's step counter now; recorded steps count from it.
  std::string start(const std::filesystem::path& path, const std::string& scene, double rateHz,
                    const std::vector<std::string>& settings, uint64_t timelineNow);
  bool active() const { return active_; }
  // `input.step` is the app's step counter; it is written relative to the start.
  void record(const SceneInput& input);
  // Writes the end line; returns the message saying where the file is.
  std::string stop(uint64_t timelineNow);
  bool failed() const { return failed_; }  // the last stop() could not complete the file
  const std::filesystem::path& path() const { return path_; }
  size_t inputCount() const { return count_; }

 private:
  bool active_ = false;
  std::filesystem::path path_;
  AtomicFileWriter out_;
  bool failed_ = false;  // renamed into place when the recording stops
  uint64_t startStep_ = 0;
  size_t count_ = 0;
};

}  // namespace tp
