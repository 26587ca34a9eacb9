#pragma once
// Draws a height-field water surface (shaders/render/water_surface.*): a grid
// mesh lifted by an R32F height texture in metres, whose texels are cell
// centres over `extent` metres centred on the origin. Meant for every grid
// scene: the demo now, the wave solvers later.
#include <glm/glm.hpp>

#include "render/grid_mesh.hpp"
#include "scenes/scene.hpp"

namespace tp::gl {
class ShaderProgram;
class Texture;
}  // namespace tp::gl

namespace tp {

struct WaterLook {
  glm::vec3 deepColour{0.004f, 0.03f, 0.06f};    // linear RGB
  glm::vec3 scatterColour{0.0f, 0.16f, 0.17f};   // linear RGB
  float crestHeight = 0.3f;                      // metres for full scatter colour
  float hazeDistance = 70.0f;                    // metres
  bool wireframe = false;
};

class WaterSurfaceRenderer {
 public:
  void init(gl::ShaderLibrary& shaders);
  // Rebuilds the grid if its vertex count changed (structural parameters).
  void setGrid(int columns, int rows);
  void draw(const RenderView& view, const gl::Texture& heights, glm::vec2 extent,
            const glm::vec3& sunDirection, const WaterLook& look) const;

 private:
  gl::ShaderProgram* program_ = nullptr;
  GridMesh grid_;
};

}  // namespace tp
