// What the sky cube map holds towards each direction (render/effects/
// sky_bake.comp writes it; src/render/effects/sky_cube.* bakes it when the
// sun or the clouds move): above the horizon the clear sky (clear_sky.h)
// under the cloud deck (cloud_layer.h), below it the open sea beyond the
// scene reflecting that sky. Shared with C++, where the tests hold the bake
// to it; see common/shared_functions.h.
#ifndef TIDEPOOL_SKY_BAKE_H
#define TIDEPOOL_SKY_BAKE_H

#include "../../common/shared_functions.h"
#include "clear_sky.h"
#include "cloud_layer.h"
#include "sea_surface.h"

#ifdef __cplusplus
namespace tp::sky_bake {
using namespace tp::glsl;
using namespace tp::clear_sky;
using namespace tp::cloud_layer;
using namespace tp::sea_surface;
#endif

#define TP_SKY_CLOUD_FADE 20000.0f  // metres: clouds further than this melt into the horizon's haze

// The direction through texel (s, t) of cube face `face` (0..5: +x −x +y −y
// +z −z), s and t in [−1, 1] across the face: the OpenGL 4.5 spec's table
// 8.19 (section 8.13, "Cube Map Texture Selection") read backwards.
TP_SHARED_FUNCTION vec3 cubeFaceDirection(int face, float s, float t) {
  vec3 d = vec3(-s, -t, -1.0f);
  if (face == 0) d = vec3(1.0f, -t, -s);
  else if (face == 1) d = vec3(-1.0f, -t, s);
  else if (face == 2) d = vec3(s, 1.0f, t);
  else if (face == 3) d = vec3(s, -1.0f, -t);
  else if (face == 4) d = vec3(s, -t, 1.0f);
  return normalize(d);
}

// The sky above the horizon: `sunLight` is the sunlight's colour on a white
// surface (display scale), `cloudShift` the deck's drift in metres.
TP_SHARED_FUNCTION vec3 skyAbove(vec3 direction, vec3 sun, float turbidity, float cover, vec2 cloudShift,
                                 vec3 sunLight) {
  vec3 sky = clearSkyColour(direction, sun, turbidity);
  if (cover <= 0.0f || direction.y < 0.005f) return sky;
  float reach = TP_CLOUD_HEIGHT / direction.y;  // metres along the ray to the deck
  float density = cloudDensity(vec2(direction.x, direction.z) * reach + cloudShift, cover);
  float seen = density * exp(-reach / TP_SKY_CLOUD_FADE);
  // Lit from above by the sun (a bright rim towards it, where light scatters
  // forward through the droplets) and from all round by the sky; thick
  // cloud is grey underneath, where its own body shades it.
  float forward = pow(max(dot(direction, sun), 0.0f), 6.0f);
  vec3 zenith = clearSkyColour(vec3(0.0f, 1.0f, 0.0f), sun, turbidity);
  vec3 cloud = sunLight * (0.8f + 0.6f * forward) * (1.0f - 0.55f * density) + zenith * 0.35f;
  return mix(sky, min(cloud, vec3(1.0f)), seen);
}

// What the cube holds towards unit `direction`. Below the horizon the open
// sea: its body colour `seaBody` mixed with the mirrored sky as much as
// sea_surface.h's farSeaReflectance says (as sky.glsl's gradient does).
TP_SHARED_FUNCTION vec3 bakedSkyColour(vec3 direction, vec3 sun, float turbidity, float cover, vec2 cloudShift,
                                       vec3 sunLight, vec3 seaBody) {
  if (direction.y >= 0.0f) return skyAbove(direction, sun, turbidity, cover, cloudShift, sunLight);
  vec3 mirrored = vec3(direction.x, -direction.y, direction.z);
  return mix(seaBody, skyAbove(mirrored, sun, turbidity, cover, cloudShift, sunLight), farSeaReflectance(direction.y));
}

#ifdef __cplusplus
}  // namespace tp::sky_bake
#endif

#endif
