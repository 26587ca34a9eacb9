#version 450
// A hull seen from straight above with an orthographic camera that maps the
// basin onto the mask: x → columns, z → rows (texel (i, j) is the cell the
// solver calls (i, j)). Depth plays no part: the fragment shader keeps only
// what lies under the water.
layout(location = 0) in vec3 position;
layout(location = 0) out vec3 worldPosition;

uniform mat4 model;
uniform vec2 extent;  // metres of basin, centred on the origin

void main() {
  worldPosition = (model * vec4(position, 1.0)).xyz;
  gl_Position = vec4(2.0 * worldPosition.x / extent.x, 2.0 * worldPosition.z / extent.y, 0.0, 1.0);
}
