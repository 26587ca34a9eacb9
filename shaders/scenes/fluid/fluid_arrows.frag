#version 450
layout(location = 0) in float alpha;
layout(location = 0) out vec4 fragColour;

void main() { fragColour = vec4(1.0, 0.97, 0.9, 0.35 + 0.6 * alpha); }
