#version 450
// Water shading: the normal is rebuilt per pixel from the height texture
// (central differences), then sky reflection weighted by Schlick's Fresnel
// (sky.glsl), a sun glint, and a body colour that
// brightens where crests are thin enough to scatter light. Distance haze and
// an edge fade blend the finite patch into the sky's far sea.
#include "../common/shared_layout.h"
#include "sky.glsl"

layout(location = 0) in vec3 worldPosition;
layout(location = 1) in vec2 surfaceUv;
layout(location = 0) out vec4 fragColour;

layout(binding = TP_TEX_HEIGHT) uniform sampler2D heights;
uniform vec2 extent;
uniform vec3 eye;
uniform vec3 sunDirection;
uniform vec3 deepColour;     // linear RGB: looking straight down into deep water
uniform vec3 scatterColour;  // linear RGB: light scattered out of thin crests
uniform float crestHeight;   // metres at which the scatter colour is reached
uniform float hazeDistance;  // metres: the distance haze reaches 63 %

vec3 surfaceNormal() {
  vec2 texel = 1.0 / vec2(textureSize(heights, 0));
  float left = texture(heights, surfaceUv - vec2(texel.x, 0.0)).r;
  float right = texture(heights, surfaceUv + vec2(texel.x, 0.0)).r;
  float down = texture(heights, surfaceUv - vec2(0.0, texel.y)).r;
  float up = texture(heights, surfaceUv + vec2(0.0, texel.y)).r;
  vec2 metresPerTexel = extent * texel;
  vec2 slope = vec2(right - left, up - down) / (2.0 * metresPerTexel);  // dh/dx, dh/dz
  return normalize(vec3(-slope.x, 1.0, -slope.y));
}

void main() {
  vec3 normal = surfaceNormal();
  vec3 toEye = eye - worldPosition;
  float distanceToEye = length(toEye);
  vec3 view = toEye / distanceToEye;
  if (dot(normal, view) < 0.0) normal = normalize(normal + view * (0.01 - dot(normal, view)));

  float cosine = max(dot(normal, view), 0.0);
  float fresnel = waterFresnel(cosine);

  vec3 reflected = reflect(-view, normal);
  reflected.y = abs(reflected.y);  // a ray reflected downwards would hit the next wave: show sky
  vec3 reflection = skyColor(reflected, sunDirection);

  float height = texture(heights, surfaceUv).r;
  float crest = clamp(height / max(crestHeight, 1e-4), 0.0, 1.0);
  float sunLight = max(dot(normal, sunDirection), 0.0) * 0.6 + 0.4;
  vec3 body = mix(deepColour, scatterColour, crest * 0.8 * (1.0 - cosine * 0.5)) * sunLight;

  vec3 colour = mix(body, reflection, fresnel);

  // Distance haze and edge fade into what the sky shows below the horizon.
  vec3 far = skyGradient(min(-view.y, -0.002));
  vec2 edge = min(surfaceUv, 1.0 - surfaceUv);
  float edgeFade = smoothstep(0.0, 0.3, min(edge.x, edge.y));
  float haze = 1.0 - exp(-max(distanceToEye - 10.0, 0.0) / hazeDistance);  // clear up close
  colour = mix(far, colour, edgeFade * (1.0 - haze));

  fragColour = vec4(linearToDisplay(colour), 1.0);
}
