#pragma once
// Draws up to kMaxBoxes axis-aligned, lit boxes in one instanced call
// (shaders/render/box.*), with no vertex buffer: simple solid props near the
// camera (no distance haze), such as the walls of the fluid scene's tank.
#include <span>

#include <glm/glm.hpp>

#include "gl/objects.hpp"
#include "core/view_types.hpp"
#include "gl/shader_library.hpp"
#include "render/effects/sky_light.hpp"
#include "render/lit_programs.hpp"

namespace tp::gl {
class ShaderProgram;
}

namespace tp {

struct Box {
  glm::vec3 centre{0};
  glm::vec3 halfSize{0.5f};
  glm::vec3 colour{0.7f};  // linear RGB
};

class BoxRenderer {
 public:
  static constexpr int kMaxBoxes = 8;  // matches box.vert / box.frag
  void init(gl::ShaderLibrary& shaders);
  // Draws the first kMaxBoxes of `boxes`, depth tested and written.
  void draw(const RenderView& view, std::span<const Box> boxes, const SkyLight& light) const;

 private:
  LitPrograms programs_;
  gl::VertexArray emptyVertexArray_;  // core profile needs one bound even with no attributes
};

}  // namespace tp
