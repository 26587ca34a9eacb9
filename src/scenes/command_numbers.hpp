#pragma once
// Scene commands ("splash X Y Z", "drop X Z", ...) read their numbers with
// sscanf's %f, which also accepts "inf", "nan" and overflows such as 1e39
// (read as inf). None of those is a place: a NaN passes every `>` range check
// and a normalised inf is NaN, which a splash kernel then writes into every
// height (an audit of bad input: `splash inf 0 0` made the planet vanish). Every
// scene checks its numbers here before acting, and refuses with this message.
#include <cmath>
#include <initializer_list>
#include <string>

namespace tp {

// "" when every value is finite; otherwise why `command` was refused and an
// example of one that works.
inline std::string nonFiniteNumbers(const std::string& command, std::initializer_list<float> values,
                                    const char* example) {
  for (float v : values)
    if (!std::isfinite(v))
      return "'" + command + "' has a number that is not finite (inf, nan or beyond float range); give finite "
             "numbers, e.g. '" + example + "'";
  return {};
}

}  // namespace tp
