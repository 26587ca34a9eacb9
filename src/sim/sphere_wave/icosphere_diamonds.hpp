#pragma once
// Renumbers a finished icosphere's vertices into the diamond order that
// icosphere.hpp documents (positions, rings and triangles permuted together;
// the rings of vertices inside a diamond rotated to start at v + 1), and
// checks the implicit-ring property it promises. Throws std::logic_error if
// the mesh is not an icosphere.
#include "sim/sphere_wave/icosphere.hpp"

namespace tp {

void orderVerticesByDiamonds(IcosphereMesh& mesh);

}  // namespace tp
