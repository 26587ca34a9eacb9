// Shared by the bowl scene's fragment shaders: the light, the colour copy's
// decoding, world positions from the depth copy, and ray tests against the
// glass sphere and the water plane. Needs sky.glsl included first.
uniform vec3 sunDirection;  // unit, towards the sun
uniform vec3 eye;
uniform mat4 viewProjection;
uniform mat4 inverseViewProjection;
uniform vec2 viewportSize;  // pixels
uniform vec3 bowlCentre;    // of the glass sphere
uniform float bowlRadius;   // the glass sphere's outer radius, which the water inside reaches

const vec3 kSunLight = vec3(1.0, 0.94, 0.84);

// Cheap stand-ins for pow(): software GL pays for every transcendental on
// every pixel (llvmpipe), so exponents that are powers of two are squarings.
float pow5(float x) { float x2 = x * x; return x2 * x2 * x; }
float pow32(float x) { x *= x; x *= x; x *= x; x *= x; return x * x; }
float pow512(float x) { x = pow32(x); x *= x; x *= x; x *= x; return x * x; }

// The sky as reflections see it, without the sun's disc (glints add it):
// sky.glsl's gradient with a linear blend, plus soft bands of cloud, so that
// a rippled surface shows its ripples in what it mirrors.
vec3 cheapSky(vec3 direction) {
  float y = direction.y;
  if (y < 0.0) return mix(farSeaBody(), kHorizon, 0.35 * (1.0 + y));
  vec3 sky = mix(kHorizon, kZenith, min(y * 1.6, 1.0));
  vec2 q = direction.xz / (y + 0.25) * 2.2;
  float clouds = sin(q.x + 1.7 * sin(q.y * 0.8)) * sin(q.y * 1.3 + sin(q.x * 1.1));
  return mix(sky, vec3(0.95, 0.96, 1.0), 0.55 * smoothstep(0.1, 0.7, clouds) * min(y * 4.0, 1.0));
}

// The copies hold display-encoded colour (linearToDisplay); light mixes
// linearly: displayToLinear (sky.glsl) undoes it.

vec3 worldFromDepth(vec2 uv, float depth) {
  vec4 p = inverseViewProjection * vec4(uv * 2.0 - 1.0, depth * 2.0 - 1.0, 1.0);
  return p.xyz / p.w;
}

vec2 screenUv(vec3 world) {
  vec4 clip = viewProjection * vec4(world, 1.0);
  return clip.xy / max(clip.w, 1e-5) * 0.5 + 0.5;
}

// Far root of |o + t·d − c| = r for a ray starting inside (or on) the sphere; −1 if it misses.
float sphereExit(vec3 origin, vec3 direction, vec3 centre, float radius) {
  vec3 oc = origin - centre;
  float b = dot(oc, direction);
  float c = dot(oc, oc) - radius * radius;
  float disc = b * b - c;
  if (disc < 0.0) return -1.0;
  return -b + sqrt(disc);
}
