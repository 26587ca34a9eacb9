// Texture units and limits of the bowl scene's shaders, read by both C++
// (src/scenes/bowl/*) and GLSL. Only #define here.
#ifndef TIDEPOOL_BOWL_LAYOUT_H
#define TIDEPOOL_BOWL_LAYOUT_H

// Units beyond TP_TEX_HEIGHT (the spring state, RG32F: height, velocity).
#define BOWL_TEX_SCENE_COLOUR 1  // SceneCopy colour (display-encoded RGBA8)
#define BOWL_TEX_SCENE_DEPTH 3   // SceneCopy depth (window depth in [0, 1])
// The near glass's second copy: the frame before the water surface was drawn.
#define BOWL_TEX_UNDER_COLOUR 5
#define BOWL_TEX_UNDER_DEPTH 6

// Height probes: most points sampled per request (scenes/probes/probe_samples.comp).
#define BOWL_MAX_PROBES 16

#endif
