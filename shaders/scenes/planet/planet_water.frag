#version 450
// The water surface of the planet (seed 000: "a floating ball of water"), per
// pixel, from the interpolated normal the normals pass rebuilt:
//   reflection: the backdrop in the mirrored direction, weighted by Schlick's
//     Fresnel for water, plus a sun glint;
//   refraction: the ray bent into the water (n = kWaterIndex) goes on until it meets
//     something drawn inside (fish, crates, the ocean look's core: the scene
//     copy, looked up where that point lands on the screen) or leaves the
//     ball on the far side, where it bends again and sees the backdrop (the
//     ball acts as a lens: what is behind shows upside down). The light is
//     tinted by the water it crossed (Beer–Lambert over that path);
//   crests: a little white where the water stands high (a fresh splash);
//   wave shading: the light the water scatters is brighter on slopes facing the sun;
//   the wind's ripples (planet_wind_waves.glsl) tilt the normal first;
//   shadows: where a crate stands between the sun and the water, no glint and
//     less of the scattered light (the sun's shadow map).
#include "../../common/shared_layout.h"
#include "../../render/effects/sun_shadow.glsl"
#include "planet_look.glsl"
#include "planet_wind_waves.glsl"
#include "planet_clouds.glsl"

layout(location = 0) in vec3 worldPosition;
layout(location = 1) in vec3 worldNormal;
layout(location = 2) in float height;
layout(location = 0) out vec4 fragColour;

layout(binding = PLANET_TEX_SCENE_COLOUR) uniform sampler2D u_sceneColour;
layout(binding = PLANET_TEX_SCENE_DEPTH) uniform sampler2D u_sceneDepth;
layout(binding = PLANET_TEX_BACKDROP) uniform samplerCube u_backdrop;  // linear colours
uniform mat4 u_viewProjection;
uniform mat4 u_inverseViewProjection;
uniform vec3 u_eye;
uniform vec2 u_viewport;
uniform vec3 u_sunDirection;
uniform int u_look;
uniform vec3 u_absorption;     // 1/unit, per channel
uniform vec3 u_scatterColour;  // linear: what the water looks like where nothing is seen through it
uniform float u_crestHeight;   // height units where crests turn white (0 = never)

vec2 screenUv(vec3 p) {
  vec4 clip = u_viewProjection * vec4(p, 1.0);
  return clip.xy / clip.w * 0.5 + 0.5;
}

vec3 worldFromDepth(vec2 uv, float depth) {
  vec4 p = u_inverseViewProjection * vec4(vec3(uv, depth) * 2.0 - 1.0, 1.0);
  return p.xyz / p.w;
}

// Where the ray p + t·d (p inside the ball, or just outside it on a crest)
// leaves a ball of radius r around the origin.
float ballExit(vec3 p, vec3 d, float r) {
  float b = dot(p, d);
  float disc = b * b - (dot(p, p) - r * r);
  return disc > 0.0 ? -b + sqrt(disc) : 0.0;
}

// What the surface mirrors, without the backdrop's detail (Fresnel keeps it
// faint but at the limb): a cube lookup less a pixel, which software GL
// feels. The ocean planet's water mirrors its own sky, blue by day (its
// atmosphere seen from below), so its waves show on the day side.
vec3 reflectedBackdrop(vec3 direction, float daylight) {
  if (u_look == PLANET_LOOK_OCEAN) return kSpace + vec3(0.2, 0.38, 0.75) * daylight;
  return mix(skyGradientColour(direction), mix(kCloudShade, kCloudLit, 0.6), smoothstep(-0.02, -0.16, direction.y));
}

void main() {
  float unresolvedVariance;
  vec3 normal = windRippledNormal(normalize(worldNormal), worldPosition, unresolvedVariance);
  vec3 view = normalize(u_eye - worldPosition);
  float facing = dot(normal, view);
  if (facing < 0.02) normal = normalize(normal + view * (0.02 - facing));  // limb: keep it facing us
  float cosine = max(dot(normal, view), 0.0);
  float fresnel = waterFresnel(cosine);
  // The water's own light: in the ocean look only where the sun shines on the planet.
  float daylight = u_look == PLANET_LOOK_OCEAN
                       ? 0.04 + 0.96 * smoothstep(-0.15, 0.35, dot(normalize(worldPosition), u_sunDirection))
                       : 1.0;
  vec3 reflected = reflectedBackdrop(reflect(-view, normal), daylight);

  // (Every branch below costs its both sides on software GL, which runs
  // pixels in SIMD lanes: one scene-copy colour lookup and one cube lookup
  // serve all cases.)
  vec3 bent = refract(-view, normal, 1.0 / kWaterIndex);
  vec2 uv = gl_FragCoord.xy / u_viewport;
  float depthHere = texture(u_sceneDepth, uv).r;
  vec3 objectHere = worldFromDepth(uv, depthHere);
  float exitDistance = ballExit(worldPosition, bent, PLANET_WATER_RADIUS);
  vec3 exitPoint = worldPosition + bent * exitDistance;
  // What is drawn behind this pixel, if it lies in the water: the bent ray meets it about as far on.
  float objectDistance = depthHere < 1.0 ? distance(objectHere, worldPosition) : 1e9;
  bool objectInWater = objectDistance < exitDistance;
  // Something drawn beyond the ball (a crate on the far side): seen straight through.
  bool objectBeyond = depthHere < 1.0 && !objectInWater && distance(objectHere, u_eye) > distance(exitPoint, u_eye);

  vec2 lookup = screenUv(worldPosition + bent * objectDistance);
  // Bent off whatever was there (the lookup found background or something in front): look straight.
  float lookupDepth = texture(u_sceneDepth, lookup).r;
  if (!objectInWater || lookupDepth >= 1.0 || lookupDepth < gl_FragCoord.z) lookup = uv;
  vec3 drawn = displayToLinear(texture(u_sceneColour, lookup).rgb);
  // Leaving the ball: bent again at the far side, out into the backdrop
  // (inside, total reflection: the water's own glow).
  vec3 out_ = refract(bent, -normalize(exitPoint), kWaterIndex);
  vec3 beyond = dot(out_, out_) == 0.0 ? u_scatterColour : texture(u_backdrop, out_).rgb;
  vec3 behind = objectInWater || objectBeyond ? drawn : beyond;
  float travel = objectInWater ? objectDistance : exitDistance;
  vec3 transmittance = exp(-u_absorption * travel);
  // In the ocean look the core is lit by sunlight that came down through the
  // sea first (it is drawn as if in air): its light crosses the water twice,
  // down to it (taken along the vertical, its depth) and up the view.
  vec3 throughWater = transmittance;
  if (u_look == PLANET_LOOK_OCEAN && objectInWater)
    throughWater *= exp(-u_absorption * max(PLANET_WATER_RADIUS - length(objectHere), 0.0));
  // Light scattered inside the water comes out brighter where the surface
  // faces the sun: the slopes of a wave light up on one side and darken on
  // the other, which is what makes ripples on clear water visible.
  // The crates' shadows, and the ocean look's cloud deck overhead.
  float sunReaches = sunVisibleSharp(worldPosition, normalize(worldPosition)) *
                     cloudSunlight(worldPosition, u_sunDirection);
  float facingSun = (0.7 + 0.6 * dot(normal, u_sunDirection)) * mix(0.45, 1.0, sunReaches);
  vec3 refracted = behind * throughWater + u_scatterColour * daylight * facingSun * (1.0 - transmittance);

  vec3 colour = mix(refracted, reflected, fresnel);
  // The sun's glint, a Blinn-Phong lobe of exponent 1200 on calm water. Its
  // mean square slope is about 2/(n + 2); ripples too fine for the pixel add
  // theirs, so the lobe widens and dims as they fade, keeping its light
  // (the lobe's integral goes as 1/(n + 2)).
  const float glintExponent = 2.0 / (2.0 / 1202.0 + unresolvedVariance) - 2.0;
  vec3 halfway = normalize(view + u_sunDirection);
  const float glint = pow(max(dot(normal, halfway), 0.0), glintExponent) * (glintExponent + 2.0) / 1202.0;
  colour += kSunColour * (glint * 1.6) * daylight * sunReaches;
  if (u_crestHeight > 0.0)
    colour = mix(colour, vec3(0.95) * daylight, 0.6 * smoothstep(0.25 * u_crestHeight, u_crestHeight, height));
  fragColour = vec4(linearToDisplay(colour), 1.0);
}
