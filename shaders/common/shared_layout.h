// One header read by both C++ and GLSL: binding points, image units and
// work-group sizes, so the two sides cannot disagree. Only #define and #if
// here; GLSL and C++ share the C preprocessor subset.
#ifndef TIDEPOOL_SHARED_LAYOUT_H
#define TIDEPOOL_SHARED_LAYOUT_H

// Compute work-group edge for 2D grid kernels (16x16 = 256 invocations:
// a good default on NVIDIA and within llvmpipe's 1024 limit).
#define TP_GROUP_2D 16
// Work-group size for 1D kernels (vertex lists, particles).
#define TP_GROUP_1D 256

// Pixels between the points of the near plane where the waterline passes
// find the water's level (render/near_plane_waterline.comp), each way.
#define TP_WATERLINE_TILE 8

// Image units for compute passes: the state read, the state written, extras.
#define TP_IMAGE_STATE_IN 0
#define TP_IMAGE_STATE_OUT 1
#define TP_IMAGE_STATE_PREV 2
#define TP_IMAGE_EXTRA 3

// Texture units for rendering (GL 4.5 guarantees 16 to a fragment shader;
// unit 15 is free). A scene's own units (shaders/scenes/<scene>/*_layout.h)
// may reuse a number whose texture its programs do not read: the GL test
// TextureUnits.* asks every program of every scene which unit each sampler
// is on and fails on two samplers sharing one.
#define TP_TEX_HEIGHT 0
#define TP_TEX_EXTRA 1
// Where the view starts under the water, a node every TP_WATERLINE_TILE
// pixels (render/near_plane_waterline.comp), read by the passes over the frame.
#define TP_TEX_WATERLINE 2
// The water surface's optional inputs (render/water_surface.*): the floor's
// height for the depth tint, and a mask of where hulls hold the water flat.
#define TP_TEX_FLOOR 3
#define TP_TEX_CALM_MASK 4
// White water carried on the surface (.r in [0, 1]; sim/foam/foam_field.*).
#define TP_TEX_FOAM 5
// The wind sea's two cascades (sim/wind_sea/wind_sea_cascades.*): each a
// displacement (dx, h, dz, dxz) and a slope (hx, hz, dxx, dzz) texture.
#define TP_TEX_WIND_SEA_DISPLACEMENT_0 6
#define TP_TEX_WIND_SEA_SLOPE_0 7
#define TP_TEX_WIND_SEA_DISPLACEMENT_1 8
#define TP_TEX_WIND_SEA_SLOPE_1 9
// The baked sky (render/effects/sky_bake.comp) that water reflects.
#define TP_TEX_SKY_CUBE 10
// What stands on the water, mirrored (render/effects/planar_reflection.*).
#define TP_TEX_MIRROR 11
// The sun's shadow map (render/effects/sun_shadow.*): depth, compared in the shader.
#define TP_TEX_SHADOW 12
// Sunlight on the floor under the water (render/effects/floor_caustics.*).
#define TP_TEX_CAUSTICS 13
// The frame's own depth, read by the sky's compute fill (render/effects/sky_renderer.*).
#define TP_TEX_FRAME_DEPTH 14

// Shader storage buffer binding points.
#define TP_SSBO_EXTRA 1

#endif
