#version 450
// The bowl's glass, one thin shell drawn twice (src/scenes/bowl/bowl_glass_renderer.*).
//
// Far wall (pass 0, back faces, blended over what is behind it, before the
// water is drawn): a faint sky reflection and a slight darkening.
//
// Near wall (pass 1, front faces, opaque, after everything else): what lies
// behind it comes from the scene copy, looked up along the ray bent into the
// water (the filled sphere is a lens: it magnifies the fish), dimmed and
// tinted by the water the ray crosses before it meets something (glass, sand,
// fish or the surface from below: the copy's depth), then Schlick's Fresnel
// for glass (F0 = 0.04) mixes in the reflected sky and a sun glint.
#include "../../common/shared_layout.h"
#include "../sky.glsl"
#include "bowl_common.glsl"
#include "bowl_layout.h"

layout(location = 0) in vec3 worldPosition;
layout(location = 1) in vec3 worldNormal;
layout(location = 2) in vec3 objectPosition;
layout(location = 0) out vec4 fragColour;

layout(binding = BOWL_TEX_SCENE_COLOUR) uniform sampler2D sceneColour;
layout(binding = BOWL_TEX_SCENE_DEPTH) uniform sampler2D sceneDepth;
layout(binding = TP_TEX_HEIGHT) uniform sampler2D state;  // the spring state: where the water line is now
uniform int glassPass;        // 0 far wall, 1 near wall
uniform vec3 bowlCentre;
uniform float bowlRadius;     // the water inside reaches this sphere
uniform float waterLevel;     // world y of the resting surface
uniform vec3 absorption;      // 1/unit, per channel
uniform vec3 scatterColour;   // linear: the water's own colour in bright light
uniform float lensStrength;   // 1 = the geometric bend of a water sphere
uniform float surfaceRadius;  // world units: the water disc (the grid's inscribed circle)
uniform float heightScale;    // world units per height unit

// The water's height at the glass here: the state at the nearest point of the disc.
float waterLineAt(vec3 p) {
  vec2 fromAxis = (p.xz - bowlCentre.xz) / surfaceRadius;
  float r = length(fromAxis);
  if (r > 0.995) fromAxis *= 0.995 / r;
  return waterLevel + textureLod(state, 0.5 + 0.5 * fromAxis, 0.0).r * heightScale;
}

float glassFresnel(float cosine) { return 0.04 + 0.96 * pow5(1.0 - clamp(cosine, 0.0, 1.0)); }

void main() {
  vec3 normal = normalize(worldNormal);
  vec3 view = normalize(eye - worldPosition);
  if (dot(normal, view) < 0.0) normal = -normal;  // the far wall is seen from inside
  float cosine = max(dot(normal, view), 0.0);
  float fresnel = glassFresnel(cosine);
  vec3 mirrored = reflect(-view, normal);
  vec3 reflected = cheapSky(mirrored);
  float glint = pow512(max(dot(mirrored, sunDirection), 0.0)) * 6.0;

  if (glassPass == 0) {
    // Premultiplied: a little reflection, a little darkening of what is behind.
    float alpha = fresnel * 0.5 + 0.05;
    fragColour = vec4(linearToDisplay(reflected * fresnel * 0.5 + kSunLight * glint * 0.3), alpha);
    return;
  }

  vec2 uv = gl_FragCoord.xy / viewportSize;
  vec3 ray = -view;
  vec2 lookup = uv;
  float waterPath = 0.0;
  float waterLine = waterLineAt(worldPosition);
  if (worldPosition.y < waterLine) {
    // Into the water: bend the ray (n = 1.33; the thin glass only shifts it)
    // and see where it leaves the sphere; its screen position is where the
    // copy holds what lies that way.
    vec3 bent = refract(ray, normal, 1.0 / 1.33);
    vec3 direction = normalize(mix(ray, bent, lensStrength));
    float exitDistance = max(sphereExit(worldPosition, direction, bowlCentre, bowlRadius), 0.0);
    vec2 bentUv = screenUv(worldPosition + direction * exitDistance);
    vec2 straightUv = screenUv(worldPosition + ray * exitDistance);
    lookup = clamp(uv + (bentUv - straightUv), vec2(0.0), vec2(1.0));
    // Water crossed: up to the first of the far glass, the surface from
    // below, or whatever the copy shows there.
    float path = exitDistance;
    if (direction.y > 1e-4) path = min(path, (waterLine - worldPosition.y) / direction.y);
    vec3 behind = worldFromDepth(lookup, texture(sceneDepth, lookup).r);
    path = min(path, max(dot(behind - worldPosition, direction), 0.0));
    waterPath = path;
  }
  vec3 transmitted = displayToLinear(texture(sceneColour, lookup).rgb);
  vec3 transmittance = exp(-absorption * waterPath);
  vec3 ambient = scatterColour * (0.35 + 0.65 * max(sunDirection.y, 0.0));
  vec3 through = transmitted * transmittance + ambient * (1.0 - transmittance);
  // A hint of green in the glass itself where the view grazes it (thicker there).
  through *= mix(vec3(1.0), vec3(0.86, 0.95, 0.92), pow(1.0 - cosine, 2.0));
  vec3 colour = mix(through, reflected, fresnel) + kSunLight * glint;
  fragColour = vec4(linearToDisplay(colour), 1.0);
}
