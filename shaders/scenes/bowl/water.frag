#version 450
// The bowl's water surface: normals rebuilt per pixel from the height texture
// (central differences one cell apart, seed 004's "the new normal"), then
//   refraction: the scene copy (sand, fish, toys, far glass) looked up along
//     the ray bent into the water, dimmed and tinted by the water it crosses
//     (Beer–Lambert over the distance to what the copy's depth shows there);
//   reflection: the sky, weighted by Schlick's Fresnel for water;
//   a sun glint;
// the sunlight the water scatters and the glint both under the shadows of
// the toys and fish (the sun's shadow map).
// From below (a camera under the water line, through the glass) the surface
// mirrors the water's own colour where total internal reflection holds.
#include "../../common/shared_layout.h"
#include "../../render/effects/sky.glsl"
#include "../../render/effects/sun_shadow.glsl"
#include "bowl_common.glsl"
#include "bowl_layout.h"
#include "rim_sample.glsl"

layout(location = 0) in vec3 worldPosition;
layout(location = 1) in vec2 surfaceUv;
layout(location = 0) out vec4 fragColour;

layout(binding = TP_TEX_HEIGHT) uniform sampler2D state;
layout(binding = BOWL_TEX_SCENE_COLOUR) uniform sampler2D sceneColour;
layout(binding = BOWL_TEX_SCENE_DEPTH) uniform sampler2D sceneDepth;
uniform float cellSize;       // world units per texel
uniform float heightScale;    // world units per height unit
uniform vec3 absorption;      // 1/unit, per channel
uniform vec3 scatterColour;   // linear
uniform float sandTop;         // world y of the sand's crown

// At the rim the differences are taken a little inside, where all four
// samples read water (rim_sample.glsl): one texel either side needs 2.5 cells.
vec3 surfaceNormal() {
  vec2 size = vec2(textureSize(state, 0));
  vec2 texel = 1.0 / size;
  vec2 at = insideRimUv(surfaceUv, size.x, 2.5);
  float left = texture(state, at - vec2(texel.x, 0.0)).r;
  float right = texture(state, at + vec2(texel.x, 0.0)).r;
  float down = texture(state, at - vec2(0.0, texel.y)).r;
  float up = texture(state, at + vec2(0.0, texel.y)).r;
  vec2 slope = vec2(right - left, up - down) * heightScale / (2.0 * cellSize);  // dy/dx, dy/dz
  return normalize(vec3(-slope.x, 1.0, -slope.y));
}

// A lookup that would leave the copy reads its border row stretched, and
// what lies there was never drawn. Shortened along its offset to the edge
// when it only just leaves, it turns into a straight look through as it
// leaves further.
vec2 onScreen(vec2 from, vec2 to) {
  const float inset = 1.0 / 2048.0;
  vec2 offset = to - from;
  float keep = 1.0;
  for (int axis = 0; axis < 2; ++axis) {
    if (to[axis] > 1.0 - inset) keep = min(keep, (1.0 - inset - from[axis]) / offset[axis]);
    if (to[axis] < inset) keep = min(keep, (inset - from[axis]) / offset[axis]);
  }
  vec2 outside = max(max(to - 1.0, -to), vec2(0.0));
  return mix(from + offset * max(keep, 0.0), from, smoothstep(0.0, 0.06, max(outside.x, outside.y)));
}

void main() {
  vec3 normal = surfaceNormal();
  vec3 view = normalize(eye - worldPosition);
  bool fromBelow = dot(view, vec3(0, 1, 0)) < 0.0;
  if (fromBelow) normal = -normal;
  if (dot(normal, view) < 0.02) normal = normalize(normal + view * (0.02 - dot(normal, view)));
  float cosine = max(dot(normal, view), 0.0);

  vec2 uv = gl_FragCoord.xy / viewportSize;
  // A toy's shadow falls on the water too: on the sunlight scattered up out
  // of the water under it, and on the glint.
  float sunReaches = sunVisibleSharp(worldPosition, vec3(0.0, 1.0, 0.0));
  vec3 ambient = scatterColour * (0.35 + 0.65 * max(sunDirection.y, 0.0) * sunReaches);
  vec3 reflected;
  float fresnel;
  vec3 refracted;
  if (!fromBelow) {
    fresnel = waterFresnel(cosine);
    vec3 mirrored = reflect(-view, normal);
    mirrored.y = abs(mirrored.y);  // reflected downwards it would meet the next wave: show sky, not the far sea
    reflected = skyAround(mirrored);
    vec3 bent = refract(-view, normal, 1.0 / kWaterIndex);
    // Screen-space refraction: what the bent ray meets is looked up where
    // that point lands in the copy. The bowl's inside is known: the ray runs
    // on to the sand's top (a plane, the mound's crown) or the glass, which
    // ever comes first; a fish on the way is seen a little off its place,
    // which the eye forgives. Where that pixel holds something in front of
    // the water (a toy above it) or nothing (the background), look straight
    // through instead.
    float toSand = bent.y < -1e-4 ? (sandTop - worldPosition.y) / bent.y : 1e9;
    float toGlass = max(sphereExit(worldPosition, bent, bowlCentre, bowlRadius), 0.0);
    vec3 target = worldPosition + bent * min(toSand, toGlass);
    vec2 lookup = onScreen(uv, screenUv(target));
    float behindDepth = texture(sceneDepth, lookup).r;
    // Where a toy floating nearer the camera covers the end, the sand next
    // to it stands in: the nearest point back along the offset that the toy
    // leaves bare (looking straight through would show a toy-shaped patch of
    // whatever lies behind the water there, the table through the far glass).
    for (int i = 1; i <= 4 && (behindDepth < gl_FragCoord.z || behindDepth >= 1.0); ++i) {
      vec2 nearer = mix(lookup, uv, float(i) * 0.2);
      float depth = texture(sceneDepth, nearer).r;
      if (depth >= gl_FragCoord.z && depth < 1.0) {
        lookup = nearer;
        behindDepth = depth;
      }
    }
    if (behindDepth < gl_FragCoord.z || behindDepth >= 1.0) {
      lookup = uv;
      behindDepth = texture(sceneDepth, uv).r;
    }
    vec3 behind = worldFromDepth(lookup, behindDepth);
    vec3 seen = displayToLinear(texture(sceneColour, lookup).rgb);
    float path = min(distance(behind, worldPosition), 3.0);
    // Where the copy shows something well in front of the ray's end and off
    // the ray (a fish on the way is on it), that end is hidden from the
    // camera: most often the glass wall on the near side, which the copy
    // never drew, behind the sand. Showing the copy there drew the sand a
    // second time as a block with straight sides; the water's own colour
    // over the whole path stands in for the wall.
    vec3 alongRay = behind - worldPosition;
    float offRay = length(alongRay - bent * dot(alongRay, bent));
    if (distance(eye, behind) < distance(eye, target) - 0.05 && offRay > 0.25) {
      seen = ambient;
      path = distance(target, worldPosition);
    }
    vec3 transmittance = exp(-absorption * path);
    refracted = seen * transmittance + ambient * (1.0 - transmittance);
  } else {
    // Snell's window from below: outside it the surface is a mirror of the water.
    vec3 bent = refract(-view, normal, kWaterIndex);
    fresnel = dot(bent, bent) == 0.0 ? 1.0 : waterFresnel(cosine);
    reflected = ambient * 0.6;
    refracted = dot(bent, bent) == 0.0 ? ambient : skyAround(bent);
  }
  vec3 colour = mix(refracted, reflected, fresnel);
  float glint = pow512(max(dot(reflect(-view, normal), sunDirection), 0.0)) * 3.0;
  if (!fromBelow) colour += kSunColour * glint * sunReaches;
  fragColour = vec4(linearToDisplay(colour), 1.0);
}
