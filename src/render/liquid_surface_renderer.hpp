#pragma once
// Draws a shallow liquid from a depth field (shaders/render/liquid_surface.*):
// a grid mesh lifted by one channel of a float texture, the normal rebuilt
// from it (per vertex, or per pixel where the mesh is coarser), lit like the other water (sky.glsl) over a tiled floor
// that shows through, refracted and dimmed by the liquid (liquid_look.glsl).
// No distance haze: it is meant for a pool or tank seen up close.
// The fluid scene feeds it the splat fluid's mass; any solver whose state
// holds a depth per cell can. Texture row 0 lies at z = +extent.y/2.
#include <glm/glm.hpp>

#include "render/grid_mesh.hpp"
#include "core/view_types.hpp"
#include "gl/shader_library.hpp"

namespace tp::gl {
class ShaderProgram;
class Texture;
}  // namespace tp::gl

namespace tp {

class FloorCaustics;
struct SkyLight;

// Colours of the liquid and the floor under it (linear RGB), shared with
// anything that draws the same liquid another way (the fluid's 2D view).
struct LiquidLook {
  glm::vec3 absorption{6.0f, 2.0f, 1.1f};       // 1/m: ~20 cm of it turns a white floor teal
  glm::vec3 scatterColour{0.01f, 0.09f, 0.16f};  // deep liquid
  glm::vec3 floorLight{0.8f, 0.76f, 0.66f};
  glm::vec3 floorDark{0.55f, 0.52f, 0.46f};
  float tilesAcross = 8;      // floor tiles per edge of the grid
};

// Sets the liquid_look.glsl uniforms of `program`.
void setLiquidLookUniforms(const gl::ShaderProgram& program, const LiquidLook& look);

struct LiquidField {
  const gl::Texture* texture = nullptr;
  int channel = 0;            // which of r, g, b, a holds the depth
  float metresPerUnit = 1;    // depth in metres = channel value × this
  glm::vec2 extent{10, 10};   // metres in x and z, centred on the origin
  float brim = 1e9f;          // metres: the walls' top, which the drawn surface eases to and never passes
  glm::vec4 channelMask() const {  // (1, 0, 0, 0) for r, and so on
    glm::vec4 mask(0.0f);
    mask[channel & 3] = 1.0f;
    return mask;
  }
};

class LiquidSurfaceRenderer {
 public:
  void init(gl::ShaderLibrary& shaders);
  // Rebuilds the mesh if its vertex count changed. With at least one vertex
  // per texel (+1) normals and depth come from the vertices; a coarser mesh
  // still shows the texture's detail in per-pixel normals.
  void setMesh(int columns, int rows);
  // `caustics`: the sunlight the surface focuses onto the floor, drawn this
  // frame (render/effects/floor_caustics.*), or nullptr for none.
  // `light`: the scene's sky, which the surface reflects, and its sun.
  void draw(const RenderView& view, const LiquidField& field, const SkyLight& light, const LiquidLook& look,
            const FloorCaustics* caustics = nullptr) const;

 private:
  gl::ShaderProgram* perVertexProgram_ = nullptr;  // normals from the mesh
  gl::ShaderProgram* perPixelProgram_ = nullptr;   // normals from the texture, for coarse meshes
  GridMesh grid_;
};

}  // namespace tp
