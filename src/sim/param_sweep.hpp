#pragma once
// A sweep: one parameter stepped over a range, one side (tile) per value.
//   name=lo:hi:count   count values from lo to hi inclusive, evenly spaced
//   name=v1,v2,...     exactly these values (also for choices and flags)
#include <string>
#include <string_view>
#include <vector>

namespace tp {

class ParamTable;

inline constexpr int kMinSweepCount = 2, kMaxSweepCount = 16;

struct SweepSpec {
  std::string name;
  bool isRange = false;
  double low = 0, high = 0;
  int count = 0;
  std::vector<std::string> list;  // when !isRange
};

// The largest float not above `bound`: a float parameter set to a bound given
// in double (a stability limit) must not round past it.
float floatAtMost(double bound);

// Syntax only, before any scene exists: "" or one line naming the problem.
std::string parseSweep(std::string_view text, SweepSpec& out);

// The values as parameter text for this table: floats as the shortest text
// that reads back to the same float, integers must come out whole and
// distinct. Returns "" or one line naming the problem. Ranges and stability
// limits are checked later, when each side's value is set.
std::string sweepValues(const SweepSpec& sweep, const ParamTable& params, std::vector<std::string>& values);

}  // namespace tp
