// Shared by the spring-surface passes: work-group size, the grid and the
// tile of cells one dispatch covers, and the water mask.
// C++ side: src/sim/spring_surface/spring_surface_gpu.cpp.
#include "../../common/shared_layout.h"
#include "spring_surface_layout.h"

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;

layout(location = SPRING_LOC_GRID_SIZE) uniform ivec2 u_gridSize;
// 1 = water, 0 = not water (outside the bowl's rim): see spring_surface_mask.hpp.
layout(binding = SPRING_IMAGE_WATER_MASK, r8) uniform readonly image2D u_waterMask;

// Inside the grid and water. Cells beyond the edge and dry cells are both
// "not a neighbour": the rim reflects waves exactly like the grid edge.
bool isWater(ivec2 cell) {
  return all(greaterThanEqual(cell, ivec2(0))) && all(lessThan(cell, u_gridSize)) &&
         imageLoad(u_waterMask, cell).r > 0.5;
}
