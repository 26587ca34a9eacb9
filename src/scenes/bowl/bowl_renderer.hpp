#pragma once
// Draws the bowl scene except the fish (render/fish_renderer.*) and the sky
// (render/effects/sky_renderer.*): the table and sand, the floating toys, the glass
// (far wall, then near wall) and the water surface (shaders/scenes/bowl/*).
// The scene calls the passes in this order, with SceneCopy captures between:
//   drawRoom, (fish), drawToys, drawFarGlass, [copy], drawWater, [copy], drawNearGlass.
#include <span>

#include <glm/glm.hpp>

#include "render/disc_mesh.hpp"
#include "render/effects/floor_caustics.hpp"
#include "render/effects/sky_light.hpp"
#include "render/effects/sun_shadow.hpp"
#include "render/lathe_mesh.hpp"
#include "render/scene_copy.hpp"
#include "scenes/bowl/bowl_shape.hpp"
#include "scenes/bowl/floating_toys.hpp"
#include "scenes/scene.hpp"

namespace tp::gl {
class ShaderProgram;
class Texture;
}  // namespace tp::gl

namespace tp {

// How the water looks: Beer–Lambert absorption and the colour it scatters.
struct WaterOptics {
  glm::vec3 absorption{0.42f, 0.15f, 0.11f};       // 1/unit, per channel: red goes first
  glm::vec3 scatterColour{0.03f, 0.19f, 0.22f};    // linear RGB
};

class BowlRenderer {
 public:
  void init(gl::ShaderLibrary& shaders, const BowlShape& shape);
  // The water mesh follows the grid: about one ring per cell of radius, capped.
  void setGrid(int gridSize);
  // Every draw takes the scene's light (render/effects/lighting_rig.*): the
  // sun, the baked sky the water and glass mirror (bowl_common.glsl's
  // skyAround), and the sun's shadow map drawn this frame (toys and fish
  // along the light's path inside the water), which the sand and the water read.
  // `caustics`: the sunlight the water focuses onto the sand (nullptr: even).
  void drawRoom(const RenderView& view, const SkyLight& light, const FloorCaustics* caustics) const;
  void drawToys(const RenderView& view, const SkyLight& light, std::span<const FloatingToy> toys) const;
  void drawFarGlass(const RenderView& view, const SkyLight& light) const;
  // `state` is the spring state (RG32F); heights are in world units (scale 1).
  void drawWater(const RenderView& view, const SkyLight& light, const gl::Texture& state,
                 const SceneCopy& behind, bool wireframe) const;
  // `state` as for drawWater: the water line on the glass follows the waves.
  // `underWater` is the copy taken before the water was drawn (what the
  // glass shows below the water line), `behind` the one taken after it.
  void drawNearGlass(const RenderView& view, const SkyLight& light, const gl::Texture& state,
                     const SceneCopy& underWater, const SceneCopy& behind) const;

  WaterOptics optics;

 private:
  void setCommon(const gl::ShaderProgram& program, const RenderView& view, const SkyLight& light) const;
  void setModel(const gl::ShaderProgram& program, const glm::mat4& model) const;

  BowlShape shape_;
  gl::ShaderProgram* roomProgram_ = nullptr;
  gl::ShaderProgram* glassProgram_ = nullptr;
  gl::ShaderProgram* waterProgram_ = nullptr;
  gl::ShaderProgram* toyProgram_ = nullptr;
  LatheMesh table_, sand_, glass_, ball_;
  DiscMesh water_;
  int gridSize_ = 0;
};

}  // namespace tp
