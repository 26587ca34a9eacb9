// What lets one header of functions compile both as GLSL and as C++ (the
// shared twins: sim/boids/wander_noise.h, common/planet_core_relief.h,
// sim/sphere_wave/sphere_texel.h, render/effects/clear_sky.h and the sky
// bake's cloud_layer.h and sky_bake.h), so
// the CPU and the GPU run the very same source. Float literals carry an f
// (GLSL takes it too) so that C++ does not widen to double. In C++ the GLSL names they
// use come from namespace tp::glsl (a header opens its own namespace and
// says `using namespace tp::glsl;`), and TP_SHARED_FUNCTION makes the
// functions inline (TP_SHARED_CONST the constants); in GLSL it is empty
// (a plain const).
#ifndef TIDEPOOL_SHARED_FUNCTIONS_H
#define TIDEPOOL_SHARED_FUNCTIONS_H

#ifdef __cplusplus
#include <cmath>
#include <cstdint>
#include <glm/common.hpp>
#include <glm/exponential.hpp>
#include <glm/geometric.hpp>
#include <glm/vec2.hpp>
#include <glm/vec3.hpp>
namespace tp::glsl {
using uint = std::uint32_t;
using ivec2 = glm::ivec2;
using vec2 = glm::vec2;
using vec3 = glm::vec3;
using glm::clamp;
using glm::dot;
using glm::exp;
using glm::floor;
using glm::fract;
using glm::length;
using glm::max;
using glm::min;
using glm::mix;
using glm::normalize;
using glm::pow;
using glm::smoothstep;
using std::abs;
using std::acos;
using std::cos;
using std::exp;
using std::log2;
using std::pow;
using std::sin;
using std::sinh;
using std::sqrt;
using std::tan;
using std::tanh;
}  // namespace tp::glsl
#define TP_SHARED_FUNCTION inline
#define TP_SHARED_CONST inline const
#else
#define TP_SHARED_FUNCTION
#define TP_SHARED_CONST const
#endif

#endif
