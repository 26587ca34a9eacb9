#include "render/effects/lighting_rig.hpp"

#include <stdexcept>

#include "gl/gpu_timer.hpp"

namespace tp {

void LightingRig::init(gl::ShaderLibrary& shaders, LightingParts parts) {
  parts_ = parts;
  if (parts.sky) skyCube_.init(shaders);
  if (parts.caustics) caustics_.init(shaders);
}

const SkyLight& LightingRig::update(gl::GpuTimers& timers, const LightingWish& wish) {
  if (wish.sky) {
    if (!parts_.sky) throw std::logic_error("LightingRig: a sky was wished for, but init() was not told of it");
    timers.begin("sky bake");  // baked again only when the sky's settings change
    skyCube_.update(*wish.sky);
    timers.end();
    light_ = skyCube_.light();
  } else {
    light_ = SkyLight::gradientSky(wish.sunDirection);
  }
  const glm::vec3 sun = light_.sunDirection;
  // A sun below the horizon casts nothing; with no sky baked (the planet in
  // space) there is no horizon.
  if (wish.shadow && (sun.y > 0.0f || !wish.sky)) {
    const ShadowWish& cast = *wish.shadow;
    const glm::vec3 towardsLight = cast.lightTravel ? -*cast.lightTravel : sun;
    // Drawn with no shadow to read: a shadow map must not read itself.
    timers.begin("shadow");
    if (cast.drawStill)
      shadow_.drawKeepingStill(towardsLight, cast.centre, cast.radius, cast.mapSize, cast.stillKey, cast.drawStill,
                               cast.drawMoving);
    else
      shadow_.draw(towardsLight, cast.centre, cast.radius, cast.mapSize, cast.drawMoving);
    timers.end();
    light_.shadow = &shadow_;
  }
  causticsMade_ = false;
  if (wish.caustics) {
    if (!parts_.caustics) throw std::logic_error("LightingRig: caustics were wished for, but init() was not told of them");
    timers.begin("caustics");
    caustics_.update(wish.caustics->surface, sun, wish.caustics->mapSize, wish.caustics->pointsPerTexel);
    timers.end();
    causticsMade_ = true;
  }
  return light_;
}

}  // namespace tp
