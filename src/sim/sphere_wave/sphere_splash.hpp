#pragma once
// Splashes on the sphere: a cone-shaped bump around a direction (seed 000
// raises vertices within chord distance 0.15 of the click by
// 0.5·(0.15 − d)/0.15). The GPU kernel (shaders/sim/sphere_wave/splash.comp)
// and the CPU twin both evaluate `splashProfile`.
#include <string>
#include <vector>

#include <glm/vec3.hpp>

namespace tp {

struct SphereSplash {
  glm::vec3 direction{0.0f, 0.0f, 1.0f};  // any non-zero length; normalised when applied
  float strength = 0.5f;                  // height added at the centre
  float radius = 0.15f;                   // chord distance on the unit sphere where it reaches 0
  // Also add the bump to height_prev: the water starts at rest (no velocity),
  // and the conserved volume changes by exactly the bump's volume, once. With
  // atRest false the bump is an impulse: it also sets the water moving, and
  // with damping 0 the volume then keeps drifting (the seed's "bloat").
  bool atRest = true;
};

// strength·(1 − chord/radius) inside the radius, 0 outside.
inline double splashProfile(double chord, double strength, double radius) {
  return chord < radius ? strength * (1.0 - chord / radius) : 0.0;
}

// "" when `splash` can be applied, else why not: its direction must be finite
// and not zero, its strength and radius finite (a NaN centre makes every
// vertex's chord NaN, which passes splash.comp's `chord >= radius` test, so
// the whole sphere would turn NaN). SphereWaveGpu/Cpu::addSplash throw
// std::invalid_argument with this message.
std::string checkSphereSplash(const SphereSplash& splash);

// Reads tidepool-sim's "--splash x,y,z,strength,radius" (an at-rest splash).
// Returns "" or one line saying what is wrong.
std::string parseSphereSplash(const std::vector<double>& values, SphereSplash& splash);

}  // namespace tp
