#version 450
// The bowl's surroundings: a round wooden table (material 0) with the bowl's
// soft shadow and the bright caustic the water-filled glass focuses onto it,
// and the sand on the bowl's floor (material 1) in the sunlight the waves
// focus onto it (the caustics' map), under the shadows of the toys and fish
// (the sun's shadow map, drawn along the light's path inside the water, so a
// shadow falls where the bent ray puts it). Cheap procedural patterns:
// llvmpipe shades every pixel on the CPU.
#include "../../common/shared_layout.h"
#include "../../render/effects/sky.glsl"
#include "../../render/effects/floor_caustics.glsl"
#include "../../render/effects/sun_shadow.glsl"
#include "bowl_common.glsl"

layout(location = 0) in vec3 worldPosition;
layout(location = 1) in vec3 worldNormal;
layout(location = 2) in vec3 objectPosition;
layout(location = 0) out vec4 fragColour;

uniform int material;     // 0 table, 1 sand
uniform float waterLevel;  // the surface at rest, over the sand

float hash(vec2 p) { return fract(sin(dot(p, vec2(127.1, 311.7))) * 43758.5453); }

vec3 woodAlbedo(vec3 p) {
  // Planks along x, 0.5 units wide, dark seams between them; each plank its
  // own tone and grain phase (one hash). The grain runs along the plank:
  // lines of constant z, bent a little by a slow wave along x.
  float plank = floor(p.z * 2.0);
  float across = fract(p.z * 2.0);
  float seam = smoothstep(0.47, 0.5, abs(across - 0.5));
  float h = hash(vec2(plank, 3.0));
  float bend = sin(p.x * (1.3 + h) + h * 20.0) * 0.6 + sin(p.x * 3.1 + h * 7.0) * 0.15;
  float grain = sin((across + 0.12 * bend) * (14.0 + 8.0 * h) + h * 40.0);
  grain = grain * grain * grain * grain;  // thin dark lines on a lighter ground
  vec3 light = vec3(0.45, 0.27, 0.13), dark = vec3(0.26, 0.13, 0.055);
  vec3 albedo = mix(light, dark, clamp(0.2 + 0.35 * grain + 0.6 * (h - 0.5), 0.0, 1.0));
  return albedo * (1.0 - 0.5 * seam);
}

vec3 sandAlbedo(vec3 p) {
  // Mottled sand (two slow crossed waves) with pebbles: cells of a jittered
  // grid, some of them filled, each its own colour.
  vec2 q = p.xz * 11.0;
  float mottle = 0.5 + 0.25 * (sin(q.x + 2.0 * sin(q.y * 0.7)) + sin(q.y * 1.3 + 2.0 * sin(q.x * 0.9)));
  vec3 albedo = mix(vec3(0.60, 0.51, 0.36), vec3(0.80, 0.72, 0.54), mottle);
  vec2 cell = floor(p.xz * 14.0);
  float h = hash(cell);
  vec2 centre = (cell + 0.25 + 0.5 * vec2(h, fract(h * 7.3))) / 14.0;
  float radius = 0.012 + 0.012 * fract(h * 3.1);
  float pebble = step(0.45, fract(h * 13.7)) * (1.0 - smoothstep(radius - 0.006, radius, distance(p.xz, centre)));
  vec3 pebbleColour = mix(vec3(0.42, 0.40, 0.38), vec3(0.82, 0.62, 0.48), fract(h * 31.1));
  return mix(albedo, pebbleColour, pebble);
}

void main() {
  vec3 normal = normalize(worldNormal);
  vec3 albedo = material == 0 ? woodAlbedo(worldPosition) : sandAlbedo(worldPosition);
  float sun = max(dot(normal, sunDirection), 0.0);
  float light = 1.0;
  float caustic = 0.0;
  if (material == 0) {
    // The bowl's shadow: where the ray to the sun passes through the glass
    // sphere, soft-edged, lighter in the middle (water transmits most light),
    // with the focused spot (caustic) a water lens makes near its far end.
    vec3 toCentre = bowlCentre - worldPosition;
    float along = dot(toCentre, sunDirection);
    float miss = length(toCentre - along * sunDirection) / bowlRadius;  // 0 .. 1 inside the shadow
    float inShadow = along > 0.0 ? 1.0 - smoothstep(0.85, 1.05, miss) : 0.0;
    light = 1.0 - inShadow * mix(0.65, 0.25, smoothstep(0.9, 0.2, miss));
    float focus = max(1.0 - miss * miss / 0.09, 0.0);
    caustic = inShadow * focus * focus * 1.6;
  } else {
    // Sand is under water: dimmer, and its sunlight gathered by the waves
    // into a moving net (floor_caustics.glsl), brightest just under a
    // ripple's focus.
    light = 0.75 * causticLight(worldPosition.xz, max(waterLevel - worldPosition.y, 0.0)) *
            sunVisibleSharp(worldPosition, normal);
  }
  vec3 ambient = mix(vec3(0.10, 0.09, 0.08), vec3(0.30, 0.36, 0.45), normal.y * 0.5 + 0.5);
  vec3 colour = albedo * (kSunColour * sun * light * 0.9 + ambient) + kSunColour * caustic * albedo * 1.5;
  if (material == 0) {
    // A satin varnish: a broad sun highlight.
    vec3 view = normalize(eye - worldPosition);
    vec3 halfway = normalize(view + sunDirection);
    colour += kSunColour * 0.08 * pow32(max(dot(normal, halfway), 0.0)) * light;
  }
  fragColour = vec4(linearToDisplay(colour), 1.0);
}
