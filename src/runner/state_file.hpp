#pragma once
// The state files of `tidepool-sim`: raw little-endian float32 in
// `[row][column][channel]` order (row 0 first), and `<file>.json` beside it:
// {"solver", "width", "height", "channels", "steps", "params", "backend"},
// plus "vertices" (= width) for 1D states such as the sphere's.
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tp {

struct StateHeader {
  std::string solver;
  int width = 0, height = 0;
  std::vector<std::string> channels;
  int64_t steps = 0;
  std::vector<std::pair<std::string, std::string>> params;
  std::string backend;  // "gpu" or "cpu"
};

class StateFileError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Writes `path` and `path.json`; throws StateFileError naming the path and why.
void writeStateFile(const std::string& path, const StateHeader& header, const std::vector<float>& data);

// Reads `path` (and `path.json` when present, checked against `expected`:
// solver, width, height, channels). Throws StateFileError on any mismatch,
// a wrong byte count, a missing file or corrupt JSON.
std::vector<float> readStateFile(const std::string& path, const StateHeader& expected);

// The `.json` sidecar's text checked against `expected` (solver, width, height,
// channels); throws StateFileError naming `source` and the field.
void checkStateSidecar(std::string_view text, const std::string& source, const StateHeader& expected);

}  // namespace tp
