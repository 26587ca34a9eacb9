// Reading a liquid's depth field (liquid_surface.vert/.frag): one channel of
// a float texture, in metres, and the surface normal from its slopes.
layout(binding = TP_TEX_HEIGHT) uniform sampler2D depths;
uniform vec4 channel;        // picks the depth channel: (0, 0, 1, 0) = blue
uniform float metresPerUnit;
uniform vec2 extent;         // metres in x and z, centred on the origin
uniform float brim;          // metres: the top of the walls round the liquid (huge: none)

// The solver's walls have no top, but the drawn ones do: liquid heaped
// higher (hard gravity squeezes it against a wall) showed over and through
// the wall. Within `ease` of the brim the depth eases to it (continuous in
// value and slope, never above), so a heap reads as a tank full to the brim.
float underBrim(float depth) {
  const float ease = 0.08;  // metres
  float start = brim - ease;
  return depth <= start ? depth : brim - ease * exp(-(depth - start) / ease);
}

float depthAt(vec2 uv) { return underBrim(max(dot(textureLod(depths, uv, 0.0), channel), 0.0) * metresPerUnit); }

// Central differences one texel either side; uv.y grows towards -z, so dh/dz = -dh/dv.
vec3 depthNormal(vec2 uv) {
  vec2 texel = 1.0 / vec2(textureSize(depths, 0));
  float left = depthAt(uv - vec2(texel.x, 0.0)), right = depthAt(uv + vec2(texel.x, 0.0));
  float down = depthAt(uv - vec2(0.0, texel.y)), up = depthAt(uv + vec2(0.0, texel.y));
  vec2 slope = vec2(right - left, -(up - down)) / (2.0 * extent * texel);
  return normalize(vec3(-slope.x, 1.0, -slope.y));
}
