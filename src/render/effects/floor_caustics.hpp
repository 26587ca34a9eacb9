#pragma once
// Caustics: the sunlight a water surface's waves focus onto the floor
// beneath it, as a map over the water's patch (1 = what flat water lets
// through; brighter where waves focus it, darker between), which the water
// shader multiplies into the sunlit floor it shows (effects/
// floor_caustics.glsl). Drawn by projecting the surface along the refracted
// sun rays onto the floor, each bit of surface's light spread over the area
// it lands on (shaders/render/effects/floor_caustics.*: Evan Wallace's
// WebGL Water method), so the light is conserved: the map's mean over a
// patch whose light stays in it is 1.
#include <glm/glm.hpp>

#include "gl/objects.hpp"
#include "gl/saved_draw_target.hpp"
#include "render/grid_mesh.hpp"

namespace tp::gl {
class ShaderLibrary;
class ShaderProgram;
}  // namespace tp::gl

namespace tp {

class WindSeaCascades;

struct CausticsSurface {
  const gl::Texture* heights = nullptr;  // metres above seaLevel, over the patch
  glm::vec4 heightChannel{1, 0, 0, 0};   // which of the texture's channels holds the height...
  float metresPerUnit = 1.0f;            // ...and in what unit
  // m: the patch in world (x, z), and the map's; a negative extent.y puts the
  // texture's row 0 (and the map's) at z = +|extent.y|/2 instead of −.
  glm::vec2 centre{0.0f}, extent{1.0f};
  float seaLevel = 0.0f;
  const gl::Texture* floorHeights = nullptr;  // R32F metres over floorExtent centred on the origin
  glm::vec2 floorExtent{1.0f};
  const WindSeaCascades* windSea = nullptr;  // its slopes focus light too, when active
  float choppiness = 1.0f;                   // the wind sea's, as the water draws it
};

class FloorCaustics {
 public:
  void init(gl::ShaderLibrary& shaders);
  // Draws the map (`size`² texels; a grid of `size`/2 vertices a side) for
  // the sun towards `sunDirection`; with the sun down nothing is drawn and
  // the lookups read 1.
  void update(const CausticsSurface& surface, glm::vec3 sunDirection, int size);
  const gl::Texture& light() const { return light_; }
  bool drawn() const { return drawn_; }
  glm::vec2 centre() const { return centre_; }
  glm::vec2 extent() const { return extent_; }

  // The grid reaches this share of the extent beyond each edge (the heights
  // clamp there), so light refracted in from outside the patch lands on its
  // edge too; and the floor is taken no deeper than kDeepest metres.
  static constexpr float kMargin = 0.12f, kDeepest = 8.0f;

 private:
  void resize(int size);

  gl::ShaderProgram* program_ = nullptr;
  gl::Texture light_;
  gl::Framebuffer framebuffer_;
  GridMesh grid_;
  gl::SavedDrawTarget previous_;
  int size_ = 0;
  bool drawn_ = false;
  glm::vec2 centre_{0.0f}, extent_{1.0f};
};

// Sets floor_caustics.glsl's uniforms on `program` and binds the map:
// `caustics` drawn this frame, or nullptr (or not drawn): 1 everywhere.
void setCausticsUniforms(gl::ShaderProgram& program, const FloorCaustics* caustics);

}  // namespace tp
