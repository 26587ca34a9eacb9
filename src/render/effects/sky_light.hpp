#pragma once
// The light a scene's sky gives everything drawn under it: the sun's
// direction and colour, the sky's light on an upward face, and (when the
// scene bakes one) the sky cube that the background shows, water reflects
// and distance fades into. The shaders read it through
// shaders/render/effects/sky_light.glsl; setSkyLightUniforms sets those.
#include <glm/glm.hpp>

#include "shaders/common/optics.h"

namespace tp::gl {
class ShaderProgram;
class Texture;
}  // namespace tp::gl

namespace tp {

class SunShadow;
struct UnderWaterFog;

struct SkyLight {
  glm::vec3 sunDirection{0, 1, 0};          // unit, towards the sun
  glm::vec3 sunColour = optics::kSunColour;  // linear, display scale: white paper in full sun
  glm::vec3 skyAmbient{0.50f, 0.66f, 0.84f};  // linear: the sky's light on a face turned up
  // Multiplies the water's own colours (body, floor, foam): 1 in the light
  // the colours were chosen in, less at dusk.
  glm::vec3 waterLight{1.0f};
  // The baked sky (SkyCube) for the background and for reflections; null:
  // the gradient sky of sky.glsl.
  const gl::Texture* cube = nullptr;
  // The sun's shadow map drawn this frame; null: nothing casts a shadow.
  const SunShadow* shadow = nullptr;
  // The water the eye looks out through, where the view starts under it and
  // the frame is drawn by raster alone: each program mixes it into what it
  // draws (render/under_water_fog.hpp), built with UNDER_WATER_FOG 1. Null:
  // none (above the water, or the fog is a pass over the finished frame).
  const UnderWaterFog* underWaterFog = nullptr;

  // Today's fixed sky, with the sun towards `direction`.
  static SkyLight gradientSky(const glm::vec3& direction) {
    SkyLight light;
    light.sunDirection = direction;
    return light;
  }
};

// Sets sky_light.glsl's uniforms of `program` (those it lacks are skipped)
// and binds the cube, when there is one, to its texture unit; and the fog's,
// when there is one and `program` was built with it.
void setSkyLightUniforms(const gl::ShaderProgram& program, const SkyLight& light);

}  // namespace tp
