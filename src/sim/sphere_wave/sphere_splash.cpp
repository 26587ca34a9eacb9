#include "sim/sphere_wave/sphere_splash.hpp"

#include <cmath>

namespace tp {

std::string checkSphereSplash(const SphereSplash& splash) {
  const glm::vec3& d = splash.direction;
  if (!std::isfinite(d.x) || !std::isfinite(d.y) || !std::isfinite(d.z))
    return "sphere splash: the direction must be finite numbers (got inf or nan)";
  // In double: a float's square overflows from 1.8e19 on.
  if (!(std::hypot(double(d.x), double(d.y), double(d.z)) > 0))
    return "sphere splash: the direction must not be (0, 0, 0)";
  if (!std::isfinite(splash.strength) || !std::isfinite(splash.radius))
    return "sphere splash: strength and radius must be finite numbers (got inf or nan)";
  return {};
}

std::string parseSphereSplash(const std::vector<double>& values, SphereSplash& splash) {
  if (values.size() != 5)
    return "sphere splash takes x,y,z,strength,radius (5 numbers), got " + std::to_string(values.size());
  for (double v : values)
    if (!std::isfinite(v) || !std::isfinite(float(v)))
      return "sphere splash x,y,z,strength,radius must be finite numbers within float range";
  const double length = std::hypot(values[0], values[1], values[2]);  // no overflow in the squares
  if (!(length > 1e-12)) return "sphere splash direction x,y,z must not be zero";
  if (!(values[4] > 0)) return "sphere splash radius must be > 0 (a chord length on the unit sphere)";
  splash.direction = glm::vec3(float(values[0] / length), float(values[1] / length), float(values[2] / length));
  splash.strength = float(values[3]);
  splash.radius = float(values[4]);
  splash.atRest = true;
  return {};
}

}  // namespace tp
