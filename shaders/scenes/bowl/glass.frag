#version 450
// The bowl's glass, one thin shell drawn twice (src/scenes/bowl/bowl_glass_renderer.*).
//
// Far wall (pass 0, back faces, blended over what is behind it, before the
// water is drawn): a faint sky reflection and a slight darkening.
//
// Near wall (pass 1, front faces, opaque, after everything else). Above the
// water line what lies behind it comes from the copy taken after the water
// was drawn, looked up straight through. Below it the ray bends into the
// water (the filled sphere is a lens: it magnifies the fish) and stays under
// the surface, so it looks up the copy taken before the water was drawn:
// the surface seen from above has no business there, and looking it up
// through the lens would show it, and the fish it refracts, a second time.
// A bent ray that reaches the surface from below sees the sky inside Snell's
// window and, outside it, the water below mirrored (total internal
// reflection). The light is dimmed and tinted by the water crossed
// (Beer–Lambert), then Schlick's Fresnel for glass (F0 = 0.04) mixes in the
// reflected sky and a sun glint.
#include "../../common/shared_layout.h"
#include "../../render/effects/sky.glsl"
#include "bowl_common.glsl"
#include "bowl_layout.h"
#include "rim_sample.glsl"

layout(location = 0) in vec3 worldPosition;
layout(location = 1) in vec3 worldNormal;
layout(location = 2) in vec3 objectPosition;
layout(location = 0) out vec4 fragColour;

layout(binding = BOWL_TEX_SCENE_COLOUR) uniform sampler2D sceneColour;
layout(binding = BOWL_TEX_SCENE_DEPTH) uniform sampler2D sceneDepth;
layout(binding = BOWL_TEX_UNDER_COLOUR) uniform sampler2D underColour;  // the copy without the water surface
layout(binding = BOWL_TEX_UNDER_DEPTH) uniform sampler2D underDepth;
layout(binding = TP_TEX_HEIGHT) uniform sampler2D state;  // the spring state: where the water line is now
uniform int glassPass;        // 0 far wall, 1 near wall
uniform float waterLevel;     // world y of the resting surface
uniform vec3 absorption;      // 1/unit, per channel
uniform vec3 scatterColour;   // linear: the water's own colour in bright light
uniform float lensStrength;   // 1 = the geometric bend of a water sphere
uniform float surfaceRadius;  // world units: the water disc (the grid's inscribed circle)
uniform float heightScale;    // world units per height unit

// World units: how far the surface inside may stand from the water line at
// the glass (waves between) before a copy's point counts as under water.
const float kSurfaceSlack = 0.03;

// The water's height at the glass here: the state at the nearest point of the disc.
float waterLineAt(vec3 p) {
  vec2 uv = 0.5 + 0.5 * (p.xz - bowlCentre.xz) / surfaceRadius;
  uv = insideRimUv(uv, float(textureSize(state, 0).x), 1.5);
  return waterLevel + textureLod(state, uv, 0.0).r * heightScale;
}

// What a ray under the water sees: the copy without the surface, looked up
// where the ray leaves the sphere (shifted from where the pixel lies by the
// bend), or the surface from below if the ray reaches it first.
// `waterPath` returns the distance travelled in the water.
vec3 seenUnderWater(vec3 origin, vec3 straight, vec3 direction, float waterLine, vec2 uv, out float waterPath) {
  float exitDistance = max(sphereExit(origin, direction, bowlCentre, bowlRadius), 0.0);
  vec2 bentUv = screenUv(origin + direction * exitDistance);
  vec2 straightUv = screenUv(origin + straight * exitDistance);
  vec2 lookup = clamp(uv + (bentUv - straightUv), vec2(0.0), vec2(1.0));
  vec3 behind = worldFromDepth(lookup, texture(underDepth, lookup).r);
  float toBehind = max(dot(behind - origin, direction), 0.0);
  float toSurface = direction.y > 1e-4 ? (waterLine - origin.y) / direction.y : 1e9;
  waterPath = min(exitDistance, toBehind);
  if (toSurface >= waterPath) return displayToLinear(texture(underColour, lookup).rgb);
  waterPath = toSurface;
  vec3 intoAir = refract(direction, vec3(0, -1, 0), kWaterIndex);
  if (dot(intoAir, intoAir) > 0.0) return skyAround(intoAir);  // inside Snell's window
  // Beyond the critical angle the surface is a mirror: follow the reflected
  // ray down to where it leaves the sphere and show what the copy has there.
  vec3 at = origin + direction * toSurface;
  vec3 down = vec3(direction.x, -direction.y, direction.z);
  float further = max(sphereExit(at, down, bowlCentre, bowlRadius), 0.0);
  waterPath += further;
  return displayToLinear(texture(underColour, clamp(screenUv(at + down * further), vec2(0.0), vec2(1.0))).rgb);
}

void main() {
  vec3 normal = normalize(worldNormal);
  vec3 view = normalize(eye - worldPosition);
  if (!gl_FrontFacing) normal = -normal;  // the far wall is seen from inside
  // Near a silhouette the interpolated normal of a front face can turn away
  // from the eye though the triangle faces it; flipping it would mirror the
  // ground and fire glints in single pixels along every curve of the lip.
  // Lean it towards the eye just enough instead (as the water surface does).
  if (dot(normal, view) < 0.02) normal = normalize(normal + view * (0.02 - dot(normal, view)));
  float cosine = max(dot(normal, view), 0.0);
  float fresnel = glassFresnel(cosine);
  vec3 mirrored = reflect(-view, normal);
  vec3 reflected = skyAround(mirrored);
  float glint = pow512(max(dot(mirrored, sunDirection), 0.0)) * 6.0;
  // Specular anti-aliasing: where the normal turns by more than a few
  // degrees from one pixel to the next (round the lip's tube, at every
  // silhouette), a pixel spans many mirrored directions and one sample of
  // them is a stray dark or bright dot. Fade the mirror there towards what
  // such a pixel averages: Fresnel's mean over the hemisphere (about 0.1 for
  // glass), and no glint.
  float spread = clamp(length(fwidth(normal)) * 8.0, 0.0, 1.0);
  fresnel = mix(fresnel, 0.1, spread);
  glint *= 1.0 - spread;

  if (glassPass == 0) {
    // Premultiplied: a little reflection, a little darkening of what is behind.
    float alpha = fresnel * 0.5 + 0.05;
    fragColour = vec4(linearToDisplay(reflected * fresnel * 0.5 + kSunColour * glint * 0.3), alpha);
    return;
  }

  vec2 uv = gl_FragCoord.xy / viewportSize;
  vec3 ray = -view;
  float waterPath = 0.0;
  float waterLine = waterLineAt(worldPosition);
  vec3 transmitted;
  if (worldPosition.y < waterLine) {
    // Into the water: bent (the thin glass only shifts the ray).
    vec3 bent = refract(ray, normal, 1.0 / kWaterIndex);
    vec3 direction = normalize(mix(ray, bent, lensStrength));
    transmitted = seenUnderWater(worldPosition, ray, direction, waterLine, uv, waterPath);
  } else {
    transmitted = displayToLinear(texture(sceneColour, uv).rgb);
    // A ray that passes just above the water line can slip under the
    // surface's edge, which stops a hair inside the glass: what the copy
    // shows there lies under water though no surface was crossed.
    if (ray.y < -1e-4) {
      float toWaterLevel = (waterLine - worldPosition.y) / ray.y;
      vec3 behind = worldFromDepth(uv, texture(sceneDepth, uv).r);
      float beyond = dot(behind - worldPosition, ray) - toWaterLevel;
      if (beyond > kSurfaceSlack) waterPath = min(beyond, 2.0 * bowlRadius);
    }
  }
  vec3 transmittance = exp(-absorption * waterPath);
  vec3 ambient = scatterColour * (0.35 + 0.65 * max(sunDirection.y, 0.0));
  vec3 through = transmitted * transmittance + ambient * (1.0 - transmittance);
  // A hint of green in the glass itself where the view grazes it (thicker there).
  through *= mix(vec3(1.0), vec3(0.86, 0.95, 0.92), pow(1.0 - cosine, 2.0));
  vec3 colour = mix(through, reflected, fresnel) + kSunColour * glint;
  fragColour = vec4(linearToDisplay(colour), 1.0);
}
