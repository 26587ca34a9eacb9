#pragma once
// The fluid scene's 2d view: the grid from straight above in its rectangle
// of the view (FluidRect), mass as water depth over the floor
// (shaders/scenes/fluid/fluid_2d.*, the same colours as the 3d view), and
// velocity as an optional tint or arrows (fluid_arrows.*).
#include <glm/glm.hpp>

#include "gl/objects.hpp"
#include "render/liquid_surface_renderer.hpp"
#include "scenes/fluid/fluid_layout.hpp"
#include "scenes/scene.hpp"

namespace tp::gl {
class ShaderProgram;
}

namespace tp {

struct Fluid2dStyle {
  enum class Velocity { None, Tint, Arrows };
  Velocity velocity = Velocity::None;
  float metresPerMass = 0.3f;  // the 3d view's depth per unit of mass
  glm::vec2 extent{10, 10};    // metres the grid stands for (slopes)
  float fullTintSpeed = 1.0f;  // cells/step
  glm::vec3 sunDirection{0, 1, 0};
  LiquidLook look;
};

class FluidView2d {
 public:
  void init(gl::ShaderLibrary& shaders);
  // Draws into `rect` of the bound framebuffer (the view is `view.width` ×
  // `view.height`); restores the full viewport after.
  void draw(const RenderView& view, const FluidRect& rect, const gl::Texture& state, const Fluid2dStyle& style) const;
  // Arrows per edge of the lattice for a grid of `cells` per edge.
  static int arrowsAcross(int cells);

 private:
  gl::ShaderProgram* fieldProgram_ = nullptr;        // depth colour
  gl::ShaderProgram* tintedFieldProgram_ = nullptr;  // and the velocity tint
  gl::ShaderProgram* arrowProgram_ = nullptr;
  gl::VertexArray emptyVertexArray_;
};

}  // namespace tp
