#version 450
// Velocity arrows over the 2d view: one instance per lattice point, three
// lines (shaft and two barbs, GL_LINES: 6 vertices), read straight from the
// state texture, so nothing comes back to the CPU. Where the cell is nearly
// empty the arrow is moved outside the clip volume.
#include "../../common/shared_layout.h"

layout(location = 0) out float alpha;

layout(binding = TP_TEX_HEIGHT) uniform sampler2D state;  // (vx, vy, mass, 0)
uniform int arrowsAcross;   // lattice points per edge
uniform float minMass;      // below it, no arrow

void main() {
  int index = gl_InstanceID;
  vec2 lattice = vec2(index % arrowsAcross, index / arrowsAcross);
  vec2 centre = (lattice + 0.5) / float(arrowsAcross);  // uv
  vec4 s = textureLod(state, centre, 0.0);
  // One cell/step is one lattice spacing long, capped at 1.5 spacings.
  float spacing = 1.0 / float(arrowsAcross);  // uv
  vec2 arrow = s.xy * spacing;
  float length_ = length(arrow);
  if (length_ > 1.5 * spacing) arrow *= 1.5 * spacing / length_;
  vec2 tail = centre - 0.5 * arrow, tip = centre + 0.5 * arrow;
  vec2 back = -arrow * 0.3, side = vec2(-arrow.y, arrow.x) * 0.18;
  vec2 points[6] = vec2[6](tail, tip, tip, tip + back + side, tip, tip + back - side);
  alpha = clamp(s.z, 0.0, 1.0);
  if (s.z < minMass || length_ < 1e-6) {
    gl_Position = vec4(2.0, 2.0, 0.0, 1.0);  // outside: no arrow
    return;
  }
  gl_Position = vec4(points[gl_VertexID] * 2.0 - 1.0, 0.0, 1.0);
}
