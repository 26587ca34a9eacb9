#include "render/fish_renderer.hpp"

#include <cstddef>
#include <glm/gtc/type_ptr.hpp>

#include "gl/shader_library.hpp"
#include "render/fish_mesh.hpp"

namespace tp {
namespace {

constexpr GLuint kMeshBinding = 0, kInstanceBinding = 1;
// Attribute locations, as in shaders/render/fish.vert.
constexpr GLuint kPosition = 0, kNormal = 1, kAlongFin = 2;
constexpr GLuint kPlacement = 3, kHeading = 4, kLook = 5;

}  // namespace

void FishRenderer::init(gl::ShaderLibrary& shaders) {
  program_ = &shaders.load({"render/fish.vert", "render/fish.frag"});
  const FishGeometry fish = buildFishGeometry();
  indexCount_ = int(fish.indices.size());
  vertices_ = gl::Buffer::create(GLsizeiptr(fish.vertices.size() * sizeof(FishVertex)), fish.vertices.data(), 0);
  indices_ = gl::Buffer::create(GLsizeiptr(fish.indices.size() * sizeof(uint32_t)), fish.indices.data(), 0);
  vertexArray_ = gl::VertexArray::create();
  vertexArray_.setLabel(GL_VERTEX_ARRAY, "fish");
  vertexArray_.setVertexBuffer(kMeshBinding, vertices_, 0, sizeof(FishVertex));
  vertexArray_.setFloatAttribute(kPosition, kMeshBinding, 3, offsetof(FishVertex, position));
  vertexArray_.setFloatAttribute(kNormal, kMeshBinding, 3, offsetof(FishVertex, normal));
  vertexArray_.setFloatAttribute(kAlongFin, kMeshBinding, 2, offsetof(FishVertex, along));
  vertexArray_.setIndexBuffer(indices_);
  vertexArray_.setFloatAttribute(kPlacement, kInstanceBinding, 4, 0);
  vertexArray_.setFloatAttribute(kHeading, kInstanceBinding, 4, 4 * sizeof(float));
  vertexArray_.setFloatAttribute(kLook, kInstanceBinding, 4, 8 * sizeof(float));
  glVertexArrayBindingDivisor(vertexArray_.id(), kInstanceBinding, 1);
  instances_ = {};
  instanceCapacity_ = 0;
}

void FishRenderer::draw(const RenderView& view, std::span<const FishInstance> fish, const FishLighting& lighting) {
  if (fish.empty()) return;
  if (fish.size() > instanceCapacity_) {
    instanceCapacity_ = std::max<size_t>(fish.size(), 2 * instanceCapacity_);
    instances_ = gl::Buffer::create(GLsizeiptr(instanceCapacity_ * sizeof(FishInstance)), nullptr,
                                    GL_DYNAMIC_STORAGE_BIT);
    instances_.setLabel(GL_BUFFER, "fish instances");
  }
  instances_.upload(0, GLsizeiptr(fish.size_bytes()), fish.data());
  vertexArray_.setVertexBuffer(kInstanceBinding, instances_, 0, sizeof(FishInstance));
  drawBound(view, int(fish.size()), lighting);
}

void FishRenderer::draw(const RenderView& view, const gl::Buffer& instances, int count,
                        const FishLighting& lighting) {
  if (count <= 0) return;
  vertexArray_.setVertexBuffer(kInstanceBinding, instances, 0, sizeof(FishInstance));
  drawBound(view, count, lighting);
}

void FishRenderer::drawBound(const RenderView& view, int count, const FishLighting& lighting) {
  const GLuint id = program_->id();
  const glm::mat4 viewProjection = view.projection * view.view;
  glProgramUniformMatrix4fv(id, program_->uniform("viewProjection"), 1, GL_FALSE, glm::value_ptr(viewProjection));
  glProgramUniform3fv(id, program_->uniform("eye"), 1, glm::value_ptr(view.eye));
  glProgramUniform3fv(id, program_->uniform("sunDirection"), 1, glm::value_ptr(lighting.sunDirection));
  glProgramUniform3fv(id, program_->uniform("sunColour"), 1, glm::value_ptr(lighting.sunColour));
  glProgramUniform3fv(id, program_->uniform("skyAmbient"), 1, glm::value_ptr(lighting.skyAmbient));
  glProgramUniform3fv(id, program_->uniform("groundAmbient"), 1, glm::value_ptr(lighting.groundAmbient));
  program_->use();
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LESS);
  glDepthMask(GL_TRUE);
  glDisable(GL_CULL_FACE);
  vertexArray_.bind();
  glDrawElementsInstanced(GL_TRIANGLES, indexCount_, GL_UNSIGNED_INT, nullptr, GLsizei(count));
}

}  // namespace tp
