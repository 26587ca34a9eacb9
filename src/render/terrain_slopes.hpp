#pragma once
// A height field's slopes, found once where its heights are made, for the
// terrain's fragment shader (shaders/render/terrain.frag) to read in one
// bilinear lookup instead of four: the central difference of bilinearly
// filtered heights one sample either side is, by linearity, the bilinear
// blend of the samples' own central differences, so the picture is the same.
#include <vector>

#include <glm/glm.hpp>

#include "gl/objects.hpp"

namespace tp {

// ∂h/∂x and ∂h/∂z (m/m) at each of `size`² samples of `heights` (row 0
// first, x along a row), which span `extent` metres: central differences one
// sample apart, the edge sample standing in for those beyond it (as a
// texture clamped to its edge samples them).
std::vector<glm::vec2> terrainSlopes(const std::vector<float>& heights, int size, glm::vec2 extent);

// The same as an RG32F texture, filtered linearly and clamped to its edge.
gl::Texture terrainSlopesTexture(const std::vector<float>& heights, int size, glm::vec2 extent);

}  // namespace tp
