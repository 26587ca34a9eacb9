#include "scenes/bowl/bowl_shape.hpp"

#include <cmath>

#include "render/orbit_camera.hpp"

namespace tp {
namespace {

float sphereRadiusAt(float radius, float dy) {
  const float r2 = radius * radius - dy * dy;
  return r2 > 0 ? std::sqrt(r2) : 0.0f;
}

}  // namespace

float BowlShape::innerRadiusAt(float y) const { return sphereRadiusAt(innerRadius(), y - centre.y); }
float BowlShape::outerRadiusAt(float y) const { return sphereRadiusAt(outerRadius, y - centre.y); }

double BowlShape::restingWaterVolume() const {
  const double r = innerRadius();
  auto integral = [&](double y) {  // ∫ π(R² − (y − c)²) dy
    const double u = y - double(centre.y);
    return 3.14159265358979 * (r * r * u - u * u * u / 3.0);
  };
  return integral(waterLevel) - integral(floorY);
}

std::vector<glm::vec2> BowlShape::glassProfile(int wallPoints) const {
  std::vector<glm::vec2> profile;
  // The foot: the sphere cut at y = 0 (a flat bottom), facing down.
  const float footRadius = outerRadiusAt(0.0f);
  profile.push_back({0.0f, 0.0f});
  profile.push_back({footRadius * 0.5f, 0.0f});
  profile.push_back({footRadius, 0.0f});
  // The wall, from the foot up to the opening, by angle on the sphere.
  const float startAngle = std::asin((0.0f - centre.y) / outerRadius);
  const float endAngle = std::asin((openingY - centre.y) / outerRadius);
  for (int i = 1; i <= wallPoints; ++i) {
    const float a = startAngle + (endAngle - startAngle) * float(i) / float(wallPoints);
    profile.push_back({outerRadius * std::cos(a), centre.y + outerRadius * std::sin(a)});
  }
  // The lip: a tube rolled outwards over the top and round underneath,
  // walked counter-clockwise in (r, y) so its normals point out of the tube.
  const glm::vec2 lipCentre(outerRadiusAt(openingY) - 0.4f * lipRadius, openingY + 0.5f * lipRadius);
  constexpr int kLipPoints = 12;
  const float from = -0.6f, to = 4.4f;  // radians: from the wall, over the top, round to underneath
  for (int i = 0; i <= kLipPoints; ++i) {
    const float a = from + (to - from) * float(i) / float(kLipPoints);
    profile.push_back(lipCentre + lipRadius * glm::vec2(std::cos(a), std::sin(a)));
  }
  return profile;
}

std::optional<glm::vec3> BowlShape::hitWaterSurface(const Ray& ray) const {
  glm::vec3 hit;
  if (!intersectHorizontalPlane(ray, waterLevel, hit)) return std::nullopt;
  const float r = std::hypot(hit.x - centre.x, hit.z - centre.z);
  if (r > surfaceRadius()) return std::nullopt;
  return hit;
}

CappedSphereVolume BowlShape::fishWater(float fishLength) const {
  const float body = 0.35f * fishLength;  // half a fish, a little less: noses may touch the glass
  return CappedSphereVolume(centre, innerRadius() - body, sandY + 0.5f * body, waterLevel - 0.2f * body);
}

}  // namespace tp
