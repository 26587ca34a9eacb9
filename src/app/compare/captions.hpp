#pragma once
// Captions for the sides of a comparison: each names what differs, so a
// picture explains itself ("A: amplitude = 0.2" beside "B: amplitude = 0.8").
#include <string>
#include <vector>

#include "sim/param_snapshot.hpp"

namespace tp {

// Side names: A, B, ..., Z, then 27, 28... (a sweep has at most kMaxSweepCount sides).
std::string sideName(size_t index);

// The parameter names whose values are not the same on every side, in
// declaration order (the first side's order).
std::vector<std::string> differingNames(const std::vector<ParamSnapshot>& sides);

// "A: amplitude = 0.2, wavelength = 6"; with nothing differing,
// "A: same parameters as B" (two sides) or "A: same parameters as the others".
std::string captionFor(size_t index, const std::vector<ParamSnapshot>& sides,
                       const std::vector<std::string>& differing);

}  // namespace tp
