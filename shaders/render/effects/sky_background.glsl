// The background seen along a pixel's ray: the sky, and below the horizon
// the calm open sea that mirrors it (sky.glsl), with what stands on the water
// mirrored in that sea too where the scene drew a mirror image
// (planar_reflection.glsl). Linear colour. Shared by the drawn sky
// (sky.frag) and the compute fill (sky_fill.comp), so both give one picture.
// Needs sky.glsl, sky_light.glsl and planar_reflection.glsl first.
uniform mat4 inverseViewProjection;

vec3 backgroundAlong(vec2 ndc) {
  vec4 nearPoint = inverseViewProjection * vec4(ndc, -1.0, 1.0);
  vec4 farPoint = inverseViewProjection * vec4(ndc, 1.0, 1.0);
  vec3 direction = normalize(farPoint.xyz / farPoint.w - nearPoint.xyz / nearPoint.w);
  vec3 colour = sceneSkyWithDisc(direction, 1.0);
  if (mirrorOn != 0 && direction.y < 0.0) {
    // The flat sea at the mirror's level, reflecting as much as sky.glsl's far sea does.
    const vec3 origin = nearPoint.xyz / nearPoint.w;
    const vec3 seaPoint = origin + direction * ((mirrorLevel - origin.y) / direction.y);
    const vec4 seen = mirroredThings(seaPoint, vec3(0.0, 1.0, 0.0));
    colour = mix(colour, seen.rgb, seen.a * farSeaReflectance(direction.y));
  }
  return colour;
}
