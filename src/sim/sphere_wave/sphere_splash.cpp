#include "sim/sphere_wave/sphere_splash.hpp"

#include <cmath>

namespace tp {

std::string parseSphereSplash(const std::vector<double>& values, SphereSplash& splash) {
  if (values.size() != 5)
    return "sphere splash takes x,y,z,strength,radius (5 numbers), got " + std::to_string(values.size());
  const double length = std::sqrt(values[0] * values[0] + values[1] * values[1] + values[2] * values[2]);
  if (!(length > 1e-12)) return "sphere splash direction x,y,z must not be zero";
  if (!(values[4] > 0)) return "sphere splash radius must be > 0 (a chord length on the unit sphere)";
  splash.direction = glm::vec3(float(values[0] / length), float(values[1] / length), float(values[2] / length));
  splash.strength = float(values[3]);
  splash.radius = float(values[4]);
  splash.atRest = true;
  return {};
}

}  // namespace tp
