// The background of either planet look along a pixel's ray: the baked
// backdrop cube (planet_look.glsl, planet_bake.frag), plus the stars in the
// ocean look. Linear colour. Shared by the drawn backdrop
// (planet_backdrop.frag) and its fill by compute (planet_backdrop_fill.comp),
// so both give one picture. Needs planet_look.glsl first.
layout(binding = PLANET_TEX_BACKDROP) uniform samplerCube u_backdrop;
uniform mat4 u_inverseViewProjection;
uniform int u_look;

vec3 backgroundAlong(vec2 ndc) {
  vec4 nearPoint = u_inverseViewProjection * vec4(ndc, -1.0, 1.0);
  vec4 farPoint = u_inverseViewProjection * vec4(ndc, 1.0, 1.0);
  vec3 direction = normalize(farPoint.xyz / farPoint.w - nearPoint.xyz / nearPoint.w);
  vec3 colour = texture(u_backdrop, direction).rgb;
  if (u_look == PLANET_LOOK_OCEAN) colour += stars(direction);
  return colour;
}
