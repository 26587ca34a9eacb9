// The water between the eye and what a fragment shows, where the view starts
// under the surface, mixed in by the shader that draws the fragment: for a
// frame drawn by raster alone (one sample a pixel, as software GL draws it),
// in place of the pass over the finished frame (under_water.comp) that the
// multisampled frame's compute-shaded water needs. The same mix as that
// pass: c·T + w·(1 − T) in linear RGB, T = exp(−extinction·d) per channel
// over the distance d from the pixel's point on the near plane to the
// fragment, w the water's colour at the near point's depth (common/optics.h);
// which pixels lie under the water decided per pixel at that near point
// (near_point_under_water.glsl). Without it, the fragment once more read
// back, unpacked from and packed to the display's encoding (two powers per
// channel) and written again cost software GL more than the whole terrain.
//
// Compiled in only with UNDER_WATER_FOG 1 (src/render/under_water_fog.hpp
// sets its uniforms): software GL runs both sides of a branch, so the
// programs drawn from above the water carry none of it.
#ifndef UNDER_WATER_FOG
#define UNDER_WATER_FOG 0
#endif
#ifndef UNDER_WATER_FOG_IN_VERTEX
#define UNDER_WATER_FOG_IN_VERTEX 0
#endif
// Outside the #if: a file is included once, so a shader that reads the
// waterline itself must find it here whichever way this is built.
#include "near_point_under_water.glsl"
#if UNDER_WATER_FOG
uniform vec3 fogEye;               // world, m
uniform vec3 fogForward;           // unit: the view's axis
uniform float fogNear;             // m: the near plane's distance along it
uniform vec3 fogColourAtSurface;   // linear: the water's body just under its surface
uniform vec3 fogAbsorption;        // 1/m per channel: the body darker with depth
uniform vec3 fogExtinction;        // 1/m per channel: the view's loss

// The share of each channel's light from a thing at `worldPosition` that
// reaches the near point through the water: T = exp(−extinction·d). Smooth
// over a mesh's cells, so a vertex shader may find it for its fragments
// (the terrain's: terrain.vert).
vec3 underWaterThrough(vec3 worldPosition) {
  const vec3 fromEye = worldPosition - fogEye;
  // From the near point, which lies on the same ray at fogNear along the axis.
  const float along = length(fromEye) * max(1.0 - fogNear / max(dot(fromEye, fogForward), fogNear), 0.0);
  return exp(-fogExtinction * along);
}

// The water's colour (linear) seen from a near point `depthUnder` metres
// under the surface: its body, darker with depth.
vec3 fogWaterColour(float depthUnder) { return fogColourAtSurface * exp(-fogAbsorption * max(depthUnder, 0.0)); }

// `colour` (linear) of a thing seen through the water, `through` of its
// light arriving (underWaterThrough), from a near point `depthUnder` metres
// under the surface (≤ 0: in the air).
vec3 underWaterFoggedThrough(vec3 colour, vec3 through, float depthUnder) {
  return depthUnder > 0.0 ? colour * through + fogWaterColour(depthUnder) * (1.0 - through) : colour;
}

// `colour` (linear) of a thing at `worldPosition` seen through the water
// from a near point `depthUnder` metres under the surface (≤ 0: in the air).
vec3 underWaterFoggedAt(vec3 colour, vec3 worldPosition, float depthUnder) {
  return underWaterFoggedThrough(colour, underWaterThrough(worldPosition), depthUnder);
}

// A vertex shader (UNDER_WATER_FOG_IN_VERTEX 1) has no pixel to ask.
#if !UNDER_WATER_FOG_IN_VERTEX
// How deep under the water this pixel's view starts (> 0: under).
float fogDepthUnder() { return nearPointDepthUnderWater(gl_FragCoord.xy); }

// `colour` (linear) of a fragment at `worldPosition`, seen through the water.
vec3 underWaterFogged(vec3 colour, vec3 worldPosition) {
  return underWaterFoggedAt(colour, worldPosition, fogDepthUnder());
}

// The same with the light's share arriving (underWaterThrough) and the
// water's colour (fogWaterColour) found already, by a vertex shader: the
// near plane's points lie within centimetres of each other, so the water's
// colour at the eye's (eyeDepthUnderWater) is every pixel's. The pixel
// only decides whether its view starts under the water.
vec3 underWaterFoggedWith(vec3 colour, vec3 through, vec3 water) {
  return fogDepthUnder() > 0.0 ? colour * through + water * (1.0 - through) : colour;
}

// The same where nothing was drawn: the water goes on out of sight.
vec3 underWaterFoggedBackground(vec3 colour) {
  const float depthUnder = fogDepthUnder();
  return depthUnder > 0.0 ? fogWaterColour(depthUnder) : colour;
}
#endif
#else
vec3 underWaterThrough(vec3 worldPosition) { return vec3(1.0); }
vec3 fogWaterColour(float depthUnder) { return vec3(0.0); }
vec3 underWaterFoggedAt(vec3 colour, vec3 worldPosition, float depthUnder) { return colour; }
vec3 underWaterFogged(vec3 colour, vec3 worldPosition) { return colour; }
vec3 underWaterFoggedWith(vec3 colour, vec3 through, vec3 water) { return colour; }
vec3 underWaterFoggedBackground(vec3 colour) { return colour; }
#endif
