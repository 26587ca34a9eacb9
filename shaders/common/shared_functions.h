// What lets one header of functions compile both as GLSL and as C++ (the
// shared twins: sim/boids/wander_noise.h, common/planet_core_relief.h,
// sim/sphere_wave/sphere_texel.h), so
// the CPU and the GPU run the very same source. In C++ the GLSL names they
// use come from namespace tp::glsl (a header opens its own namespace and
// says `using namespace tp::glsl;`), and TP_SHARED_FUNCTION makes the
// functions inline; in GLSL it is empty.
#ifndef TIDEPOOL_SHARED_FUNCTIONS_H
#define TIDEPOOL_SHARED_FUNCTIONS_H

#ifdef __cplusplus
#include <cmath>
#include <cstdint>
#include <glm/common.hpp>
#include <glm/vec2.hpp>
#include <glm/vec3.hpp>
namespace tp::glsl {
using uint = std::uint32_t;
using ivec2 = glm::ivec2;
using vec3 = glm::vec3;
using glm::clamp;
using glm::floor;
using std::abs;
using std::pow;
}  // namespace tp::glsl
#define TP_SHARED_FUNCTION inline
#else
#define TP_SHARED_FUNCTION
#endif

#endif
