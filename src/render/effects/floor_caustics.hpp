#pragma once
// Caustics: the sunlight a water surface's waves focus onto the floor
// beneath it, as a map over the water's patch (1 = what flat water lets
// through; brighter where waves focus it, darker between), which the water
// shader multiplies into the sunlit floor it shows (effects/
// floor_caustics.glsl). Made by compute: points of the surface, four to a
// texel, each send their share of the sunlight along the refracted ray to
// the floor and add it there (floor_caustics_scatter.comp), then the counts
// become the map (floor_caustics_resolve.comp). The light is conserved: the
// map's mean over a patch whose light stays in it is 1.
#include <glm/glm.hpp>

#include "gl/objects.hpp"

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
  // Makes the map (`size`² texels, from (2·`size`)² points of the surface
  // and its margin) for the sun towards `sunDirection`; with the sun down
  // nothing is drawn and the lookups read 1.
  // `pointsPerTexel` (a side) below kPointsPerTexel thins the lattice: a
  // quarter of the points at 1, for software GL, which runs the scatter's
  // image atomics one lane at a time (the threads of light come out coarser).
  void update(const CausticsSurface& surface, glm::vec3 sunDirection, int size, int pointsPerTexel = kPointsPerTexel);
  const gl::Texture& light() const { return light_; }
  bool drawn() const { return drawn_; }
  glm::vec2 centre() const { return centre_; }
  glm::vec2 extent() const { return extent_; }

  // The points reach this share of the extent beyond each edge (the heights
  // clamp there), so light refracted in from outside the patch lands on its
  // edge too; and the floor is taken no deeper than kDeepest metres.
  static constexpr float kMargin = 0.12f, kDeepest = 8.0f;
  // Points of the surface a texel of the map, a side: on flat water their
  // bilinear weights then sum to exactly one texel's light, and where waves
  // spread the light to twice the area each texel still gets some.
  static constexpr int kPointsPerTexel = 2;

 private:
  void resize(int size);

  gl::ShaderProgram* scatterProgram_ = nullptr;
  gl::ShaderProgram* resolveProgram_ = nullptr;
  gl::Texture light_;     // R16F, what the shaders sample
  gl::Texture arrivals_;  // R32UI, the scatter's fixed-point counts (floor_caustics_arrivals.glsl)
  int size_ = 0;
  bool drawn_ = false;
  glm::vec2 centre_{0.0f}, extent_{1.0f};
};

// Sets floor_caustics.glsl's uniforms on `program` and binds the map:
// `caustics` drawn this frame, or nullptr (or not drawn): 1 everywhere.
void setCausticsUniforms(gl::ShaderProgram& program, const FloorCaustics* caustics);

}  // namespace tp
