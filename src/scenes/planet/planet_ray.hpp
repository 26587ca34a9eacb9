#pragma once
// Where a ray from the camera meets the planet's water at rest (a ball of
// radius `radius` around the origin): the near side, the first crossing in
// front of the ray's origin. A camera inside the ball hits the far side from
// within. Clicks splash there; the undisplaced ball is what the seed's
// collision sphere was too.
#include <cmath>
#include <optional>

#include <glm/geometric.hpp>

#include "scenes/scene.hpp"

namespace tp {

inline std::optional<glm::vec3> hitPlanet(const Ray& ray, float radius) {
  // Through the point of closest approach (not the quadratic's b² − c, which
  // cancels badly for a camera far away): the half chord either side of it.
  const glm::vec3 d = glm::normalize(ray.direction);
  const float closest = -glm::dot(ray.origin, d);
  const glm::vec3 nearest = ray.origin + d * closest;
  const float missBy2 = glm::dot(nearest, nearest);
  if (missBy2 > radius * radius) return std::nullopt;
  const float halfChord = std::sqrt(radius * radius - missBy2);
  const float nearT = closest - halfChord, farT = closest + halfChord;
  const float t = nearT >= 0 ? nearT : farT;
  if (t < 0) return std::nullopt;
  return nearest + d * (t - closest);
}

}  // namespace tp
