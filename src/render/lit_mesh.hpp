#pragma once
// Small solid models (boats, crates) as flat-shaded triangle lists: each
// vertex holds its position, face normal and colour, so a model needs no
// textures or materials. LitMeshData is the CPU side (what the OBJ loader and
// the box fallback make, testable without GL); LitMesh holds it on the GPU,
// and LitMeshRenderer draws one with a model matrix under the sun
// (shaders/render/lit_mesh.*).
#include <glm/glm.hpp>
#include <vector>

#include "gl/objects.hpp"
#include "core/view_types.hpp"
#include "gl/shader_library.hpp"
#include "render/effects/sky_light.hpp"
#include "render/lit_programs.hpp"

namespace tp::gl {
class ShaderProgram;
}

namespace tp {

struct LitVertex {
  glm::vec3 position{0};  // model frame, m
  glm::vec3 normal{0, 1, 0};
  glm::vec3 colour{1};    // linear RGB
};

struct LitMeshData {
  std::vector<LitVertex> vertices;  // three per triangle, counter-clockwise seen from outside
  glm::vec3 boundsMin{0}, boundsMax{0};
  void updateBounds();
};

// A closed box of `size` centred at `centre`, one colour: what a scene draws
// when a model file is missing.
LitMeshData makeBoxMesh(const glm::vec3& size, const glm::vec3& centre, const glm::vec3& colour);
// Appends a triangle with its face normal.
void addTriangle(LitMeshData& mesh, const glm::vec3& a, const glm::vec3& b, const glm::vec3& c,
                 const glm::vec3& colour);

class LitMesh {
 public:
  LitMesh() = default;
  static LitMesh create(const LitMeshData& data);
  void draw() const;  // with the bound program: attributes 0 position, 1 normal, 2 colour
  int vertexCount() const { return vertexCount_; }
  explicit operator bool() const { return bool(vertexArray_); }
  // The vertices' box in the model frame (m), for culling and footprints.
  const glm::vec3& boundsMin() const { return boundsMin_; }
  const glm::vec3& boundsMax() const { return boundsMax_; }

 private:
  gl::Buffer vertices_;
  gl::VertexArray vertexArray_;
  int vertexCount_ = 0;
  glm::vec3 boundsMin_{0}, boundsMax_{0};
};

class LitMeshRenderer {
 public:
  void init(gl::ShaderLibrary& shaders);
  // `tint` multiplies the vertex colours (1 = as modelled).
  void draw(const RenderView& view, const LitMesh& mesh, const glm::mat4& model, const SkyLight& light,
            const glm::vec3& tint = glm::vec3(1)) const;

 private:
  LitPrograms programs_;
};

}  // namespace tp
