#version 450
// Instanced fish (src/render/fish_renderer.*): the mesh is one fish of length
// 1 along +x (fish_mesh.hpp); each instance places, orients and bends it.
// The tail wiggle is a travelling wave down the body, z += A·w(s)·sin(φ − 2π·s)
// with s = `along` (0 nose, 1 tail tips) and w(s) = s^1.7: the head barely
// moves, the tail swings most, as a carangiform swimmer (goldfish) does.
layout(location = 0) in vec3 localPosition;
layout(location = 1) in vec3 localNormal;
layout(location = 2) in vec2 alongFin;      // along (0 nose .. 1 tail), fin (0/1)
layout(location = 3) in vec4 placement;     // world position, length
layout(location = 4) in vec4 heading;       // forward, tail phase (radians)
layout(location = 5) in vec4 look;          // colour, wiggle amplitude (× length)

layout(location = 0) out vec3 worldPosition;
layout(location = 1) out vec3 worldNormal;
layout(location = 2) out vec3 bodyPosition;  // local, unbent: the fragment shader paints by it
layout(location = 3) out vec3 colour;
layout(location = 4) out float fin;

uniform mat4 viewProjection;

const float kTwoPi = 6.2831853;

void main() {
  float along = alongFin.x;
  float weight = pow(along, 1.7);
  float wave = kTwoPi * along;
  float offset = look.w * weight * sin(heading.w - wave);
  // d(offset)/dx for the normal (x runs against `along`: dx = −1 · d along).
  float dOffsetDAlong = look.w * (1.7 * pow(max(along, 1e-4), 0.7) * sin(heading.w - wave) -
                                  weight * kTwoPi * cos(heading.w - wave));
  float slope = -dOffsetDAlong;
  vec3 bent = localPosition + vec3(0.0, 0.0, offset);
  // Displacement z += f(x) maps normals by the inverse transpose: n.x −= f'·n.z.
  vec3 bentNormal = vec3(localNormal.x - slope * localNormal.z, localNormal.yz);

  // Basis: x = forward, y = up (kept near world +y), z = right = forward × up.
  vec3 forward = dot(heading.xyz, heading.xyz) > 1e-12 ? normalize(heading.xyz) : vec3(1, 0, 0);
  vec3 right = cross(forward, vec3(0, 1, 0));
  right = dot(right, right) > 1e-6 ? normalize(right) : vec3(0, 0, 1);
  vec3 up = cross(right, forward);
  mat3 basis = mat3(forward, up, right);

  worldPosition = placement.xyz + basis * (bent * placement.w);
  worldNormal = normalize(basis * bentNormal);
  bodyPosition = localPosition;
  colour = look.rgb;
  fin = alongFin.y;
  gl_Position = viewProjection * vec4(worldPosition, 1.0);
}
