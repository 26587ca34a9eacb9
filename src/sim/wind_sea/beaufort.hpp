#pragma once
// The Beaufort wind force for a wind speed (m/s at 10 m), as the World
// Meteorological Organization tabulates it (WMO-No. 306, Manual on Codes):
// force N is the speeds from the table's lower edge of N to that of N + 1.
#include <cstdio>
#include <string>

namespace tp {

inline constexpr int kBeaufortForces = 13;
inline constexpr double kBeaufortLowerEdge[kBeaufortForces] = {0.0,  0.3,  1.6,  3.4,  5.5,  8.0, 10.8,
                                                               13.9, 17.2, 20.8, 24.5, 28.5, 32.7};  // m/s
inline constexpr const char* kBeaufortNames[kBeaufortForces] = {
    "calm",          "light air", "light breeze", "gentle breeze", "moderate breeze", "fresh breeze", "strong breeze",
    "near gale",     "gale",      "strong gale",  "storm",         "violent storm",   "hurricane"};

struct BeaufortForce {
  int force = 0;
  const char* name = "calm";
};

inline BeaufortForce beaufortForce(double windSpeed) {
  int force = 0;
  while (force + 1 < kBeaufortForces && windSpeed >= kBeaufortLowerEdge[force + 1]) ++force;
  return {force, kBeaufortNames[force]};
}

// The forces whose lower edge is below `upTo` m/s, for a tooltip:
// "1 light air from 0.3, 2 light breeze from 1.6, ...".
inline std::string beaufortScale(double upTo) {
  std::string text;
  char line[64];
  for (int force = 1; force < kBeaufortForces && kBeaufortLowerEdge[force] < upTo; ++force) {
    std::snprintf(line, sizeof line, "%s%d %s from %.1f", text.empty() ? "" : ", ", force, kBeaufortNames[force],
                  kBeaufortLowerEdge[force]);
    text += line;
  }
  return text;
}

}  // namespace tp
