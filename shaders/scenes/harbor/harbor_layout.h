// The harbor scene's GPU passes: what their shaders and the C++ beside them
// (src/scenes/harbor/) agree on. Only #define here (see common/shared_layout.h).
#ifndef TIDEPOOL_HARBOR_LAYOUT_H
#define TIDEPOOL_HARBOR_LAYOUT_H

// Probe heights (scenes/probes/probe_samples.comp): points sampled a request, at most.
#define HARBOR_MAX_PROBES 1024

// Wakes (wake_compare.comp): this step's hull mask against the last one.
#define HARBOR_IMAGE_MASK_NOW 0      // rg16f: r = covered (1/0), g = hull speed m/s
#define HARBOR_IMAGE_MASK_BEFORE 2   // rg16f, the previous step's
#define HARBOR_IMAGE_WAKE_DELTA 1    // r32f: metres to add to the height
#define HARBOR_LOC_WAKE_AMPLITUDE 0  // float: metres per m/s of hull speed
// The compare pass runs only over the hulls' footprints (this step's and the
// last one's): rectangles of mask cells, one per z work group; a step with
// more of them compares their union.
#define HARBOR_MAX_WAKE_RECTS 64
#define HARBOR_LOC_WAKE_RECTS 1      // ivec4[HARBOR_MAX_WAKE_RECTS]: x0, y0, x1, y1 (x1, y1 exclusive)
// A cell counts as covered when its mask's r is above this.
#define HARBOR_COVERED 0.5

#endif
