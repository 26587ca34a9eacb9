#version 450
// The water's colour at the eye, where nothing nearer was drawn
// (under_water_background.vert).
layout(location = 0) flat in vec3 waterColour;
layout(location = 0) out vec4 fragColour;

void main() { fragColour = vec4(waterColour, 1.0); }
