// The light of the scene's sky (src/render/effects/sky_light.hpp sets these
// uniforms): the sun and what shadows it, the sky's light on upward faces, the haze colour, and
// the sky itself, baked into a cube map (sky_bake.comp) or, where a scene
// bakes none, sky.glsl's gradient. Needs sky.glsl included first.
#include "../../common/shared_layout.h"

uniform vec3 sunDirection;  // unit, towards the sun
uniform vec3 sunColour;     // linear, display scale: white paper in full sun
uniform vec3 skyAmbient;    // linear: the sky's light on a face turned up
uniform vec3 waterLight;    // multiplies the water's own colours (1 in the light they were chosen in)
uniform int skyFromCube;    // 1: skyCube holds the sky; 0: the gradient
layout(binding = TP_TEX_SKY_CUBE) uniform samplerCube skyCube;
// sunVisible(position, normal): whether the sun reaches a point (shadows).
#include "sun_shadow.glsl"

// The sky (or, below the horizon, the open sea) towards unit `direction`,
// without the sun's disc, at the cube's mip `level` (0: its sharpest; the
// gradient has no levels).
vec3 sceneSkyAtLevel(vec3 direction, float level) {
  if (skyFromCube != 0) return textureLod(skyCube, direction, level).rgb;
  return skyGradient(direction.y);
}
vec3 sceneSky(vec3 direction) { return sceneSkyAtLevel(direction, 0.0); }

// The sky as facets of mean square slope `variance` mirror it along
// `direction`, seen at `viewCosine` from their mean normal: blurred by their
// spread (optics.h's reflectionBlurLevel), without the sun's disc, which
// their glitter draws instead.
vec3 sceneSkyBlurred(vec3 direction, float variance, float viewCosine) {
  const float texelRadians = 1.5707963 / float(textureSize(skyCube, 0).x);  // a face spans 90°
  return sceneSkyAtLevel(direction, reflectionBlurLevel(variance, viewCosine, texelRadians));
}

// What distance fades a thing seen along `toEye` (from it to the eye) into:
// the open sea just below the horizon behind it, so at dusk what stands
// against the sun fades into its glow and what stands away from it into
// the darker sea (with the gradient sky: skyGradient(−0.02) everywhere).
vec3 hazeBehind(vec3 toEye) {
  vec2 away = -toEye.xz / max(length(toEye.xz), 1e-4);
  return sceneSky(vec3(away.x, -0.02, away.y));
}

// The same with the sun's disc, `discWeight` as in skyColorWithDisc (0:
// only its glow). The baked sky has the glow round the sun in it already.
vec3 sceneSkyWithDisc(vec3 direction, float discWeight) {
  if (skyFromCube == 0) return skyColorWithDisc(direction, sunDirection, discWeight);
  vec3 colour = textureLod(skyCube, direction, 0.0).rgb;
  float towardsSun = dot(direction, sunDirection);
  if (towardsSun > 0.9999 && direction.y > -0.01)  // the disc: 0.5° across, soft-edged over a pixel or two
    colour += sunColour * (smoothstep(0.99993, 0.99997, towardsSun) * 30.0 * discWeight);
  return colour;
}
