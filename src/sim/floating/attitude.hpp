#pragma once
// A floating body's attitude as a sailor reads it, for sidecars and tests:
// roll, the heel about its own fore-and-aft axis (+x), and pitch, the bow's
// rise above the horizontal. Degrees; roll is ±180 upside down, and a body
// with |roll| > 90 is capsized.
#include <algorithm>
#include <cmath>

#include <glm/glm.hpp>
#include <glm/gtc/quaternion.hpp>

namespace tp {

struct Attitude {
  float rollDegrees = 0;   // −180..180: + = starboard (+z) side down
  float pitchDegrees = 0;  // −90..90: + = bow up
  bool capsized() const { return std::fabs(rollDegrees) > 90.0f; }
};

// `up` is the local up (against gravity), unit length.
inline Attitude attitudeOf(const glm::quat& orientation, const glm::vec3& up = {0, 1, 0}) {
  constexpr float kDegrees = 57.2957795f;
  const glm::vec3 ahead = orientation * glm::vec3(1, 0, 0);
  const glm::vec3 deck = orientation * glm::vec3(0, 1, 0);
  const glm::vec3 starboard = orientation * glm::vec3(0, 0, 1);
  Attitude attitude;
  attitude.pitchDegrees = std::asin(std::clamp(glm::dot(ahead, up), -1.0f, 1.0f)) * kDegrees;
  attitude.rollDegrees = std::atan2(-glm::dot(starboard, up), glm::dot(deck, up)) * kDegrees;
  return attitude;
}

}  // namespace tp
