#pragma once
// The text file of a recording (--record-input FILE, the panel's "Record
// input"), and --replay FILE. One line per input, prefixed by its step:
//   tidepool-input 1
//   scene demo
//   sim_rate_hz 60
//   param amplitude=0.15          (every parameter at the start, side A)
//   12 press 320 180  0 6.1 20  -0.01 -0.27 -0.96   (pixel x y, ray origin, direction)
//   13 drag ...   14 release ...
//   20 key_down 67   21 key_up 67
//   25 command splash 0 0
//   30 set amplitude=0.3          (30 set B amplitude=0.3: one side only)
//   40 reset   45 camera tx ty tz distance yaw pitch   50 rate 120
//   end 300                       (steps the recording lasted)
// Floats are written with 9 significant digits, which read back to the same
// float, so a replay gives scenes bit-identical input. '#' starts a comment.
#include <string>
#include <string_view>
#include <vector>

#include "app/replay/scene_input.hpp"

namespace tp {

inline constexpr int kInputScriptVersion = 1;

struct InputScript {
  std::string scene;
  double rateHz = 60;
  std::vector<std::string> settings;  // "name=value": the parameters at the start
  std::vector<SceneInput> inputs;     // in step order
  uint64_t endStep = 0;               // 0 when the file has no end line (then: the last input's step)
  // Where each came from, so a check made after parsing can still say FILE:LINE.
  std::vector<int> settingLines, inputLines;
  int endLine = 0;
};

// The most steps a recording may last: a day of simulated time at its fastest
// rate. A larger `end` (a corrupt or hostile file) would make a run that never ends.
uint64_t maxScriptSteps(const InputScript& script);

std::string formatScriptHeader(const std::string& scene, double rateHz, const std::vector<std::string>& settings);
std::string formatScriptLine(const SceneInput& input);  // ends in '\n'
std::string formatScriptEnd(uint64_t steps);

// Parses a whole file's text; returns "" or "SOURCE:LINE: why".
std::string parseInputScript(std::string_view text, const std::string& source, InputScript& out);
// Reads and parses a file; returns "" or why not.
std::string readInputScript(const std::string& path, InputScript& out);

}  // namespace tp
