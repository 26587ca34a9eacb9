#version 450
// Bakes one face of the backdrop cube map (planet_look.glsl: backdrop()),
// drawn with render/effects/sky.vert into that face. A fragment's (s, t) in the face
// becomes the direction GL's cube lookup maps to it (the table of major axes
// in the GL 4.5 spec, 8.13): +X (1, −t, −s), −X (−1, −t, s), +Y (s, 1, t),
// −Y (s, −1, −t), +Z (s, −t, 1), −Z (−s, −t, −1), with s, t in [−1, 1].
#include "planet_look.glsl"

layout(location = 0) in vec2 ndc;
layout(location = 0) out vec4 fragColour;

uniform int u_face;  // 0..5: +X, −X, +Y, −Y, +Z, −Z
uniform int u_look;
uniform vec3 u_sunDirection;

vec3 faceDirection(int face, vec2 st) {
  if (face == 0) return vec3(1.0, -st.y, -st.x);
  if (face == 1) return vec3(-1.0, -st.y, st.x);
  if (face == 2) return vec3(st.x, 1.0, st.y);
  if (face == 3) return vec3(st.x, -1.0, -st.y);
  if (face == 4) return vec3(st.x, -st.y, 1.0);
  return vec3(-st.x, -st.y, -1.0);
}

void main() {
  vec3 direction = normalize(faceDirection(u_face, ndc));
  fragColour = vec4(backdrop(direction, u_look, u_sunDirection), 1.0);
}
