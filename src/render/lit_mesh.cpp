#include "render/lit_mesh.hpp"

#include <algorithm>
#include <cstddef>
#include <glm/gtc/type_ptr.hpp>

#include "gl/shader_library.hpp"

namespace tp {

namespace {
void boundsOf(const std::vector<LitVertex>& vertices, glm::vec3& lower, glm::vec3& upper) {
  if (vertices.empty()) {
    lower = upper = glm::vec3(0);
    return;
  }
  lower = upper = vertices.front().position;
  for (const LitVertex& v : vertices) {
    lower = glm::min(lower, v.position);
    upper = glm::max(upper, v.position);
  }
}
}  // namespace

void LitMeshData::updateBounds() { boundsOf(vertices, boundsMin, boundsMax); }

void addTriangle(LitMeshData& mesh, const glm::vec3& a, const glm::vec3& b, const glm::vec3& c,
                 const glm::vec3& colour) {
  const glm::vec3 n = glm::cross(b - a, c - a);
  const float length = glm::length(n);
  const glm::vec3 normal = length > 0 ? n / length : glm::vec3(0, 1, 0);
  for (const glm::vec3& p : {a, b, c}) mesh.vertices.push_back({p, normal, colour});
}

LitMeshData makeBoxMesh(const glm::vec3& size, const glm::vec3& centre, const glm::vec3& colour) {
  LitMeshData mesh;
  const glm::vec3 h = 0.5f * size;
  auto corner = [&](int i) {
    return centre + h * glm::vec3(i & 1 ? 1 : -1, i & 2 ? 1 : -1, i & 4 ? 1 : -1);
  };
  // Each face as four corner indices, counter-clockwise seen from outside.
  const int faces[6][4] = {{0, 4, 6, 2}, {1, 3, 7, 5}, {0, 1, 5, 4}, {2, 6, 7, 3}, {0, 2, 3, 1}, {4, 5, 7, 6}};
  for (const auto& f : faces) {
    addTriangle(mesh, corner(f[0]), corner(f[1]), corner(f[2]), colour);
    addTriangle(mesh, corner(f[0]), corner(f[2]), corner(f[3]), colour);
  }
  mesh.updateBounds();
  return mesh;
}

LitMesh LitMesh::create(const LitMeshData& data) {
  LitMesh mesh;
  mesh.vertexCount_ = int(data.vertices.size());
  if (data.vertices.empty()) return mesh;
  boundsOf(data.vertices, mesh.boundsMin_, mesh.boundsMax_);  // `data` may not have updated its own
  mesh.vertices_ = gl::Buffer::create(GLsizeiptr(data.vertices.size() * sizeof(LitVertex)), data.vertices.data(), 0);
  mesh.vertexArray_ = gl::VertexArray::create();
  mesh.vertexArray_.setVertexBuffer(0, mesh.vertices_, 0, sizeof(LitVertex));
  mesh.vertexArray_.setFloatAttribute(0, 0, 3, GLuint(offsetof(LitVertex, position)));
  mesh.vertexArray_.setFloatAttribute(1, 0, 3, GLuint(offsetof(LitVertex, normal)));
  mesh.vertexArray_.setFloatAttribute(2, 0, 3, GLuint(offsetof(LitVertex, colour)));
  mesh.vertexArray_.setLabel(GL_VERTEX_ARRAY, "lit mesh");
  return mesh;
}

void LitMesh::draw() const {
  if (!vertexArray_) return;
  vertexArray_.bind();
  glDrawArrays(GL_TRIANGLES, 0, vertexCount_);
}

void LitMeshRenderer::init(gl::ShaderLibrary& shaders) {
  programs_.load(shaders, {"render/lit_mesh.vert", "render/lit_mesh.frag"});
}

void LitMeshRenderer::draw(const RenderView& view, const LitMesh& mesh, const glm::mat4& model,
                           const SkyLight& light, const glm::vec3& tint) const {
  const gl::ShaderProgram& program = programs_.forLight(light);
  const GLuint id = program.id();
  const glm::mat4 viewProjection = view.projection * view.view;
  glProgramUniformMatrix4fv(id, program.uniform("viewProjection"), 1, GL_FALSE, glm::value_ptr(viewProjection));
  glProgramUniform4fv(id, program.uniform("clipPlane"), 1, glm::value_ptr(view.clipPlane));
  glProgramUniformMatrix4fv(id, program.uniform("model"), 1, GL_FALSE, glm::value_ptr(model));
  setSkyLightUniforms(program, light);
  glProgramUniform3fv(id, program.uniform("eye"), 1, glm::value_ptr(view.eye));
  glProgramUniform3fv(id, program.uniform("tint"), 1, glm::value_ptr(tint));
  program.use();
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LESS);
  mesh.draw();
}

}  // namespace tp
