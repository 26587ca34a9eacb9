#include "gl/shift_contents.hpp"

#include <algorithm>
#include <cstdlib>

namespace tp::gl {
namespace {

// The overlap of a field of `size` cells with itself moved by `by` along one
// axis: where it is read from, where it lands, and how many cells.
struct Overlap {
  int from = 0, to = 0, count = 0;
};
Overlap overlapAlong(int size, int by) {
  return {std::max(-by, 0), std::max(by, 0), std::max(size - std::abs(by), 0)};
}

}  // namespace

void shiftTextureContents(const Texture& texture, glm::ivec2 by) {
  if (by == glm::ivec2(0)) return;
  const int width = texture.width(), height = texture.height();
  const Texture scratch = Texture::create2D(texture.internalFormat(), width, height);
  // Null data clears to zero in any format; GL_RED/GL_FLOAT is valid for every non-integer one.
  glClearTexImage(scratch.id(), 0, GL_RED, GL_FLOAT, nullptr);
  // Shader image stores before this must land before the copy reads them.
  glMemoryBarrier(GL_ALL_BARRIER_BITS);
  const Overlap x = overlapAlong(width, by.x), y = overlapAlong(height, by.y);
  if (x.count > 0 && y.count > 0)
    glCopyImageSubData(texture.id(), GL_TEXTURE_2D, 0, x.from, y.from, 0, scratch.id(), GL_TEXTURE_2D, 0, x.to, y.to, 0,
                       x.count, y.count, 1);
  glCopyImageSubData(scratch.id(), GL_TEXTURE_2D, 0, 0, 0, 0, texture.id(), GL_TEXTURE_2D, 0, 0, 0, 0, width, height, 1);
  glMemoryBarrier(GL_ALL_BARRIER_BITS);
}

void shiftGridBufferContents(const Buffer& buffer, int width, int height, size_t bytesPerCell, glm::ivec2 by) {
  if (by == glm::ivec2(0)) return;
  const GLsizeiptr bytes = GLsizeiptr(size_t(width) * size_t(height) * bytesPerCell);
  const Buffer scratch = Buffer::create(bytes);
  const float zero = 0.0f;
  glClearNamedBufferData(scratch.id(), GL_R32F, GL_RED, GL_FLOAT, &zero);
  glMemoryBarrier(GL_ALL_BARRIER_BITS);
  const Overlap x = overlapAlong(width, by.x), y = overlapAlong(height, by.y);
  if (x.count > 0)
    for (int row = 0; row < y.count; ++row) {
      const size_t from = (size_t(y.from + row) * size_t(width) + size_t(x.from)) * bytesPerCell;
      const size_t to = (size_t(y.to + row) * size_t(width) + size_t(x.to)) * bytesPerCell;
      glCopyNamedBufferSubData(buffer.id(), scratch.id(), GLintptr(from), GLintptr(to),
                               GLsizeiptr(size_t(x.count) * bytesPerCell));
    }
  glCopyNamedBufferSubData(scratch.id(), buffer.id(), 0, 0, bytes);
  glMemoryBarrier(GL_ALL_BARRIER_BITS);
}

}  // namespace tp::gl
