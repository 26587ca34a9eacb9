#version 450
// A shallow liquid lit like the other water (sky.glsl: sky reflection by
// Schlick's Fresnel, the sun's glint): the normal is rebuilt per pixel from
// the depth texture (central differences), the view refracts through it to
// the tiled floor, which shows dimmed by the path through the liquid
// (liquid_look.glsl). Where there is no liquid, the bare floor.
#include "../common/shared_layout.h"
#include "sky.glsl"
#include "liquid_look.glsl"

layout(location = 0) in vec3 worldPosition;
layout(location = 1) in vec2 surfaceUv;
layout(location = 0) out vec4 fragColour;

layout(binding = TP_TEX_HEIGHT) uniform sampler2D depths;
uniform vec4 channel;
uniform float metresPerUnit;
uniform vec2 extent;
uniform vec3 eye;
uniform vec3 sunDirection;
uniform float hazeDistance;  // metres: the distance haze reaches 63 %

const float kWetDepth = 0.004;  // metres: thinner than this reads as a damp floor, not liquid

float depthAt(vec2 uv) { return max(dot(texture(depths, uv), channel), 0.0) * metresPerUnit; }

vec3 surfaceNormal() {
  vec2 texel = 1.0 / vec2(textureSize(depths, 0));
  float left = depthAt(surfaceUv - vec2(texel.x, 0.0)), right = depthAt(surfaceUv + vec2(texel.x, 0.0));
  float down = depthAt(surfaceUv - vec2(0.0, texel.y)), up = depthAt(surfaceUv + vec2(0.0, texel.y));
  vec2 metresPerTexel = extent * texel;
  // uv.y grows towards -z: dh/dz = -dh/dv.
  vec2 slope = vec2(right - left, -(up - down)) / (2.0 * metresPerTexel);
  return normalize(vec3(-slope.x, 1.0, -slope.y));
}

void main() {
  float depth = depthAt(surfaceUv);
  float wet = smoothstep(0.0, kWetDepth, depth);
  vec3 normal = normalize(mix(vec3(0.0, 1.0, 0.0), surfaceNormal(), wet));
  vec3 toEye = eye - worldPosition;
  float distanceToEye = length(toEye);
  vec3 view = toEye / distanceToEye;
  if (dot(normal, view) < 0.0) normal = normalize(normal + view * (0.01 - dot(normal, view)));

  // Down through the surface to the floor (y = 0), and the path length there.
  vec3 refracted = refract(-view, normal, 1.0 / 1.33);
  float steep = max(-refracted.y, 0.15);
  float path = depth / steep;
  vec2 floorXz = worldPosition.xz + refracted.xz * path;
  vec2 floorUv = vec2(floorXz.x / extent.x + 0.5, 0.5 - floorXz.y / extent.y);
  float sunOnFloor = max(sunDirection.y, 0.0) * 0.65 + 0.35;
  vec3 floorColour = floorTiles(floorUv) * sunOnFloor;
  vec3 under = throughLiquid(floorColour, path, sunOnFloor);

  vec3 reflected = reflect(-view, normal);
  reflected.y = abs(reflected.y);  // a ray reflected downwards would meet more liquid: show sky
  float fresnel = waterFresnel(max(dot(normal, view), 0.0));
  vec3 colour = mix(under, skyColor(reflected, sunDirection), fresnel * wet);

  // Distance haze into what the sky shows below the horizon.
  vec3 far = skyGradient(min(-view.y, -0.002));
  float haze = 1.0 - exp(-max(distanceToEye - 10.0, 0.0) / hazeDistance);
  fragColour = vec4(linearToDisplay(mix(colour, far, haze)), 1.0);
}
