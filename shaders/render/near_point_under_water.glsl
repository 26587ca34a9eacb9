// How deep under the water the view through a pixel starts: the drawn
// surface's level there less the height of the pixel's point on the near
// plane, in metres (> 0: under, the view begins in the water); −1 while the
// eye is high above the water. Read from what near_plane_waterline.comp found
// every TP_WATERLINE_TILE pixels, interpolated between them (the near plane's
// points lie within millimetres across a tile, where the level is a plane,
// the finest waves being decimetres long, and the near point's height is
// linear in the pixel): the picture of a per-pixel test, for one bilinear
// lookup a pixel. Node i lies at pixel centre i·TP_WATERLINE_TILE + ½, the
// texel centre (i + ½)/size.
layout(binding = TP_TEX_WATERLINE) uniform sampler2D nearPlaneDepthUnder;
uniform int viewerNearWater;  // 1: the eye is low enough that some of the view may lie under the water
uniform ivec2 waterlineViewSize;  // pixels: the view it was found over, from the frame's corner

// `pixel`: a pixel's centre in the view (gl_FragCoord.xy: each view is drawn
// into a frame of its own, from its corner).
float nearPointDepthUnderWater(vec2 pixel) {
  if (viewerNearWater == 0) return -1.0;
  const vec2 node = (pixel - 0.5) / float(TP_WATERLINE_TILE);
  return textureLod(nearPlaneDepthUnder, (node + 0.5) / vec2(textureSize(nearPlaneDepthUnder, 0)), 0.0).r;
}

// The same at the picture's middle, the near plane's point straight ahead of
// the eye: whether the eye looks out from under the water, for what is
// shaded once a vertex.
float eyeDepthUnderWater() { return nearPointDepthUnderWater(0.5 * vec2(waterlineViewSize)); }
