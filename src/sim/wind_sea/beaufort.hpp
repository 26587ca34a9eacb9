#pragma once
// The Beaufort wind force for a wind speed (m/s at 10 m), as the World
// Meteorological Organization tabulates it (WMO-No. 306, Manual on Codes):
// force N is the speeds from the table's lower edge of N to that of N + 1.
namespace tp {

struct BeaufortForce {
  int force = 0;
  const char* name = "calm";
};

inline BeaufortForce beaufortForce(double windSpeed) {
  static constexpr double kLowerEdge[] = {0.0, 0.3, 1.6, 3.4, 5.5, 8.0, 10.8, 13.9, 17.2, 20.8, 24.5, 28.5, 32.7};
  static constexpr const char* kNames[] = {"calm",        "light air",   "light breeze", "gentle breeze",
                                           "moderate breeze", "fresh breeze", "strong breeze", "near gale",
                                           "gale",        "strong gale", "storm",        "violent storm",
                                           "hurricane"};
  int force = 0;
  while (force + 1 < 13 && windSpeed >= kLowerEdge[force + 1]) ++force;
  return {force, kNames[force]};
}

}  // namespace tp
