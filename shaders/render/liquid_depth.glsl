// Reading a liquid's depth field (liquid_surface.vert/.frag): one channel of
// a float texture, in metres, and the surface normal from its slopes.
layout(binding = TP_TEX_HEIGHT) uniform sampler2D depths;
uniform vec4 channel;        // picks the depth channel: (0, 0, 1, 0) = blue
uniform float metresPerUnit;
uniform vec2 extent;         // metres in x and z, centred on the origin

float depthAt(vec2 uv) { return max(dot(textureLod(depths, uv, 0.0), channel), 0.0) * metresPerUnit; }

// Central differences one texel either side; uv.y grows towards -z, so dh/dz = -dh/dv.
vec3 depthNormal(vec2 uv) {
  vec2 texel = 1.0 / vec2(textureSize(depths, 0));
  float left = depthAt(uv - vec2(texel.x, 0.0)), right = depthAt(uv + vec2(texel.x, 0.0));
  float down = depthAt(uv - vec2(0.0, texel.y)), up = depthAt(uv + vec2(0.0, texel.y));
  vec2 slope = vec2(right - left, -(up - down)) / (2.0 * extent * texel);
  return normalize(vec3(-slope.x, 1.0, -slope.y));
}
