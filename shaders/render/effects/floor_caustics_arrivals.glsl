// The light arriving on the floor under a water surface, as the caustics'
// two passes share it (floor_caustics_scatter.comp adds, floor_caustics_resolve.comp
// reads): a count per texel of the map in fixed point, so integer atomics add
// it and the sum is the same in whatever order the points arrive.
layout(binding = TP_IMAGE_EXTRA, r32ui) uniform coherent uimage2D arrivals;
// What flat water over a flat floor gives a texel: 1 in the map. 2^16 keeps
// a point's rounding under 1e-5 of a texel, and leaves room for 65 536
// times flat water's light before a texel would overflow.
const float kFlatWaterArrivals = 65536.0;
