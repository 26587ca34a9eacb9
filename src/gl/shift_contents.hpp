#pragma once
// Moves what a 2D field holds by whole cells, in place, on the GPU: a cell
// (x, y) afterwards holds what (x − by.x, y − by.y) held, and cells whose
// source lies outside the field hold zero. For a simulated patch that
// travels over a fixed world (the harbor's, following your tug): when the
// patch moves one way by whole cells, its contents move the other way and
// calm water flows in at the leading edge. Copies through a scratch object
// made for the call (glCopyImageSubData, glCopyNamedBufferSubData), so no
// shader and no readback; a patch moves every few seconds, not every frame.
#include <cstddef>

#include <glm/glm.hpp>

#include "gl/objects.hpp"

namespace tp::gl {

// Level 0 of a 2D texture of any colour format.
void shiftTextureContents(const Texture& texture, glm::ivec2 by);

// A buffer holding a width×height grid row by row (row 0 first), `bytesPerCell` a cell.
void shiftGridBufferContents(const Buffer& buffer, int width, int height, size_t bytesPerCell, glm::ivec2 by);

}  // namespace tp::gl
