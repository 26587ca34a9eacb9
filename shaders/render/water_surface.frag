#version 450
// Water shading: the normal is rebuilt per pixel from the height texture
// (central differences), then sky reflection weighted by Schlick's Fresnel
// (sky.glsl), a sun glint, and a body colour that
// brightens where crests are thin enough to scatter light; over a floor, the
// floor shows through shallow water (depth tint). Distance haze and an edge
// fade blend the finite patch into the sky's far sea.
#include "../common/shared_layout.h"
#include "sky.glsl"

layout(location = 0) in vec3 worldPosition;
layout(location = 1) in vec2 surfaceUv;
layout(location = 0) out vec4 fragColour;

layout(binding = TP_TEX_HEIGHT) uniform sampler2D heights;
layout(binding = TP_TEX_FLOOR) uniform sampler2D floorHeights;  // metres; far down when there is none
layout(binding = TP_TEX_CALM_MASK) uniform sampler2D calmMask;
uniform vec2 extent;
uniform vec3 eye;
uniform vec3 sunDirection;
uniform vec3 deepColour;     // linear RGB: looking straight down into deep water
uniform vec3 scatterColour;  // linear RGB: light scattered out of thin crests
uniform float crestHeight;   // metres at which the scatter colour is reached
uniform float hazeDistance;  // metres: the distance haze reaches 63 %
uniform float edgeFadeWidth; // share of the patch from each edge that fades
uniform int flattenEdge;     // the waves flatten over that band too
uniform vec3 floorColour;    // linear RGB of the floor, in sunlight
uniform float clarity;       // metres of water through which the floor shows 37 %

// How much of the simulated waves shows here: none inside hulls, and (if
// asked) fading towards the edges; the vertex shader lifts by the same.
float waveShare() {
  float share = 1.0 - clamp(texture(calmMask, surfaceUv).r, 0.0, 1.0);
  if (flattenEdge != 0) {
    vec2 edge = min(surfaceUv, 1.0 - surfaceUv);
    share *= smoothstep(0.0, edgeFadeWidth, min(edge.x, edge.y));
  }
  return share;
}

vec3 surfaceNormal(float share) {
  vec2 texel = 1.0 / vec2(textureSize(heights, 0));
  float left = texture(heights, surfaceUv - vec2(texel.x, 0.0)).r;
  float right = texture(heights, surfaceUv + vec2(texel.x, 0.0)).r;
  float down = texture(heights, surfaceUv - vec2(0.0, texel.y)).r;
  float up = texture(heights, surfaceUv + vec2(0.0, texel.y)).r;
  vec2 metresPerTexel = extent * texel;
  vec2 slope = share * vec2(right - left, up - down) / (2.0 * metresPerTexel);  // dh/dx, dh/dz
  return normalize(vec3(-slope.x, 1.0, -slope.y));
}

void main() {
  float share = waveShare();
  vec3 normal = surfaceNormal(share);
  vec3 toEye = eye - worldPosition;
  float distanceToEye = length(toEye);
  vec3 view = toEye / distanceToEye;
  if (dot(normal, view) < 0.0) normal = normalize(normal + view * (0.01 - dot(normal, view)));

  float cosine = max(dot(normal, view), 0.0);
  float fresnel = waterFresnel(cosine);

  vec3 reflected = reflect(-view, normal);
  reflected.y = abs(reflected.y);  // a ray reflected downwards would hit the next wave: show sky
  vec3 reflection = skyColor(reflected, sunDirection);

  float height = share * texture(heights, surfaceUv).r;
  float crest = clamp(height / max(crestHeight, 1e-4), 0.0, 1.0);
  float sunLight = max(dot(normal, sunDirection), 0.0) * 0.6 + 0.4;
  vec3 body = mix(deepColour, scatterColour, crest * 0.8 * (1.0 - cosine * 0.5)) * sunLight;

  // Depth tint: the floor shows through shallow water, lit by the sun and
  // dimmed by the water above it.
  float depth = max(worldPosition.y - texture(floorHeights, surfaceUv).r, 0.0);
  float throughWater = exp(-depth / max(clarity, 1e-3));
  body = mix(body, floorColour * (0.35 + 0.65 * max(sunDirection.y, 0.0)) * sunLight, throughWater);

  vec3 colour = mix(body, reflection, fresnel);

  // Distance haze and edge fade into what the sky shows below the horizon.
  vec3 far = skyGradient(min(-view.y, -0.002));
  vec2 edge = min(surfaceUv, 1.0 - surfaceUv);
  float edgeFade = smoothstep(0.0, edgeFadeWidth, min(edge.x, edge.y));
  float haze = 1.0 - exp(-max(distanceToEye - 10.0, 0.0) / hazeDistance);  // clear up close
  colour = mix(far, colour, edgeFade * (1.0 - haze));

  fragColour = vec4(linearToDisplay(colour), 1.0);
}
