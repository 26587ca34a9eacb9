// The probe sampler's layout (src/scenes/probes/probe_sampler.*, probe_samples.comp):
// what the C++ and the kernel agree on. Only #define here (see common/shared_layout.h).
#ifndef TIDEPOOL_PROBE_LAYOUT_H
#define TIDEPOOL_PROBE_LAYOUT_H

#define PROBE_SSBO_POINTS 0   // vec2 a probe, in the units PROBE_ADDRESS_* names
#define PROBE_SSBO_SAMPLES 1  // vec4 a probe: value, its slopes along u and v (per texel), channel g
#define PROBE_LOC_COUNT 0     // int
#define PROBE_LOC_ADDRESS 1   // int: PROBE_ADDRESS_*
#define PROBE_GROUP 64

// How a point names where to sample:
#define PROBE_ADDRESS_UV 0      // [0,1]² over the texture, sampled bilinearly
#define PROBE_ADDRESS_CELLS 1   // texel units (centres at +0.5), sampled bilinearly
#define PROBE_ADDRESS_TEXELS 2  // whole texel coordinates, fetched as stored

#endif
