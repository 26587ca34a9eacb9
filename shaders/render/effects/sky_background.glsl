// The background seen along a pixel's ray: the sky, and below the horizon
// the calm open sea that mirrors it (sky.glsl), with what stands on the water
// mirrored in that sea too where the scene drew a mirror image
// (planar_reflection.glsl). Linear colour. Shared by the drawn sky
// (sky_background.frag) and the compute fill (sky_fill.comp), so both give
// one picture. Needs sky.glsl, sky_light.glsl and planar_reflection.glsl first.
//
// SKY_MIRROR 0 leaves the mirror's part out: software GL runs both sides of
// a branch, and with no mirror drawn it would pay for the lookup at every
// pixel of the sky (SkyRenderer picks the program).
#ifndef SKY_MIRROR
#define SKY_MIRROR 1
#endif
uniform mat4 inverseViewProjection;

// The background along the ray through a pixel, given as the homogeneous
// world points where it crosses the near and the far plane: each is the
// inverse projection of the pixel's (ndc, ∓1, 1), so linear in ndc, and a
// vertex shader may find them at its corners for the fragments to
// interpolate, exactly (sky_background.vert).
vec3 backgroundAlongRay(vec4 nearPoint, vec4 farPoint) {
  const vec3 origin = nearPoint.xyz / nearPoint.w;
  vec3 direction = normalize(farPoint.xyz / farPoint.w - origin);
  vec3 colour = sceneSkyWithDisc(direction, 1.0);
#if SKY_MIRROR
  if (mirrorOn != 0 && direction.y < 0.0) {
    // The flat sea at the mirror's level, reflecting as much as sky.glsl's far sea does.
    const vec3 seaPoint = origin + direction * ((mirrorLevel - origin.y) / direction.y);
    const vec4 seen = mirroredThings(seaPoint, vec3(0.0, 1.0, 0.0));
    colour = mix(colour, seen.rgb, seen.a * farSeaReflectance(direction.y));
  }
#endif
  return colour;
}

// The same through the pixel at `ndc` (its centre, −1 .. 1).
vec3 backgroundAlong(vec2 ndc) {
  return backgroundAlongRay(inverseViewProjection * vec4(ndc, -1.0, 1.0), inverseViewProjection * vec4(ndc, 1.0, 1.0));
}
