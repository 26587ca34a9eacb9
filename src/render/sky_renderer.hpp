#pragma once
// The sky background (shaders/render/sky.*): a gradient with a sun, and the
// far sea below the horizon. Draw it after the opaque scene: it fills only
// the pixels nothing else covered, and writes no depth.
#include <glm/glm.hpp>

#include "gl/objects.hpp"
#include "core/view_types.hpp"
#include "gl/shader_library.hpp"

namespace tp::gl {
class ShaderProgram;
}

namespace tp {

class SkyRenderer {
 public:
  void init(gl::ShaderLibrary& shaders);
  void draw(const RenderView& view, const glm::vec3& sunDirection) const;

 private:
  gl::ShaderProgram* program_ = nullptr;
  gl::VertexArray emptyVertexArray_;  // core profile needs one bound even with no attributes
};

}  // namespace tp
