#pragma once
// Draws many fish in one instanced call (shaders/render/fish.*): the
// procedural mesh of fish_mesh.hpp, placed, oriented along each fish's
// heading (kept upright against +y) and bent by a travelling wave down the
// body whose phase the caller advances (the tail wiggle). Scene-agnostic: the
// bowl and the planet give it positions from their boids.
#include <span>

#include <glm/glm.hpp>

#include "gl/objects.hpp"
#include "core/view_types.hpp"
#include "gl/shader_library.hpp"
#include "shaders/common/optics.h"

namespace tp::gl {
class ShaderProgram;
}

namespace tp {

// One fish, as the GPU reads it (3 vec4 per instance).
struct FishInstance {
  glm::vec3 position{0};  // world
  float length = 0.1f;    // world units, nose to tail tips
  glm::vec3 forward{1, 0, 0};  // heading (need not be unit; zero = +x)
  float tailPhase = 0;    // radians; advance by 2π·beats per second
  glm::vec3 colour{1, 0.45f, 0.1f};  // linear RGB of the back
  float wiggle = 0.08f;   // tail sideways swing as a fraction of the length
};
static_assert(sizeof(FishInstance) == 12 * sizeof(float));

struct FishLighting {
  glm::vec3 sunDirection{0, 1, 0};    // unit, towards the sun
  glm::vec3 sunColour = optics::kSunColour;
  glm::vec3 skyAmbient{0.35f, 0.45f, 0.55f};    // light from above
  glm::vec3 groundAmbient{0.12f, 0.1f, 0.08f};  // light from below
};

class FishRenderer {
 public:
  void init(gl::ShaderLibrary& shaders);
  // Uploads the instances (growing the buffer when needed) and draws them
  // with depth test and write, culling off (the fins are single sheets).
  void draw(const RenderView& view, std::span<const FishInstance> fish, const FishLighting& lighting);
  // The same from instances already on the GPU (`count` FishInstance from the
  // start of `instances`, e.g. written by a compute pass): no upload.
  void draw(const RenderView& view, const gl::Buffer& instances, int count, const FishLighting& lighting);

 private:
  void drawBound(const RenderView& view, int count, const FishLighting& lighting);

  gl::ShaderProgram* program_ = nullptr;
  gl::Buffer vertices_, indices_, instances_;
  gl::VertexArray vertexArray_;
  int indexCount_ = 0;
  size_t instanceCapacity_ = 0;
};

}  // namespace tp
