// What stands on the water, mirrored in it (render/effects/planar_reflection.*
// drew it from the camera mirrored through the water level): looked up where
// this point of the water lies in that image, pushed along the water by the
// wave's tilt so the waves break the mirror image up. Where the image holds
// nothing (alpha 0) the sky's reflection shows. Needs sky.glsl included first
// (displayToLinear).
layout(binding = TP_TEX_MIRROR) uniform sampler2D mirrorImage;
uniform int mirrorOn;               // 0: the sky alone is reflected
uniform mat4 mirrorViewProjection;  // the mirrored camera's
uniform float mirrorLevel;          // metres: the water level it mirrors through

// How far (metres along the water, per unit of the normal's horizontal tilt)
// the lookup moves: a facet tilted by t turns the reflected ray by about 2t,
// so a thing h metres up is seen about 2·t·h metres aside; the harbor's boats
// and islands stand 1-8 m tall, so the middle of that.
const float kMirrorBendMetres = 6.0;

// The mirror image's colour (linear) and coverage (alpha) at the point of the
// water `worldPosition` whose normal is `normal`; alpha 0 where it holds nothing.
vec4 mirroredThings(vec3 worldPosition, vec3 normal) {
  if (mirrorOn == 0) return vec4(0.0);
  const vec2 bent = worldPosition.xz + normal.xz * kMirrorBendMetres;
  const vec4 clip = mirrorViewProjection * vec4(bent.x, mirrorLevel, bent.y, 1.0);
  if (clip.w <= 0.0) return vec4(0.0);
  const vec2 uv = clamp(clip.xy / clip.w * 0.5 + 0.5, vec2(0.0), vec2(1.0));
  const vec4 seen = textureLod(mirrorImage, uv, 0.0);
  return vec4(displayToLinear(seen.rgb), seen.a);
}

// The water's reflection: the sky's, with the mirrored things over it.
vec3 withMirroredThings(vec3 skyReflection, vec3 worldPosition, vec3 normal) {
  const vec4 seen = mirroredThings(worldPosition, normal);
  return mix(skyReflection, seen.rgb, seen.a);
}
