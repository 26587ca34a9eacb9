#include "scenes/planet/planet_renderer.hpp"

#include <cstddef>
#include <glm/gtc/type_ptr.hpp>

#include "gl/saved_draw_target.hpp"
#include "gl/shader_library.hpp"
#include "render/effects/sky_renderer.hpp"
#include "render/effects/sun_shadow.hpp"
#include "scenes/planet/planet_core_mesh.hpp"
#include "scenes/planet/planet_normals.hpp"
#include "shaders/common/shared_layout.h"
#include "shaders/scenes/planet/planet_layout.h"
#include "shaders/sim/sphere_wave/sphere_layout.h"
#include "sim/sphere_wave/icosphere_resample.hpp"
#include "sim/sphere_wave/sphere_wave_gpu.hpp"

namespace tp {
namespace {

// Water colours per look (linear): how fast it absorbs each channel (1/unit)
// and the light it scatters back where nothing is seen through it.
struct WaterTint {
  glm::vec3 absorption, scatter;
};
// Sky aquarium: clear, faintly cyan over the ball's 2-unit diameter.
// Ocean planet: a deep blue that still shows the core through ~0.3 units.
const WaterTint kTints[] = {
    {{0.4f, 0.12f, 0.06f}, {0.45f, 0.72f, 0.86f}},
    {{9.0f, 3.2f, 2.2f}, {0.004f, 0.03f, 0.11f}},
};

constexpr int kBackdropSize = 512;  // texels a cube face edge: 0.18° each, finer than the clouds

void deleteTexture(GLuint id) { glDeleteTextures(1, &id); }

void setMatrix(const gl::ShaderProgram& program, const char* name, const glm::mat4& m) {
  glProgramUniformMatrix4fv(program.id(), program.uniform(name), 1, GL_FALSE, glm::value_ptr(m));
}
void setVec3(const gl::ShaderProgram& program, const char* name, const glm::vec3& v) {
  glProgramUniform3fv(program.id(), program.uniform(name), 1, glm::value_ptr(v));
}
// planet_clouds.glsl's uniforms: the deck's cover and drift (the ocean look only).
void setCloudUniforms(const gl::ShaderProgram& program, const PlanetLighting& lighting) {
  const float cover = lighting.look == PLANET_LOOK_OCEAN ? lighting.cloudCover : 0.0f;
  glProgramUniform1f(program.id(), program.uniform("u_cloudCover"), cover);
  glProgramUniform1f(program.id(), program.uniform("u_cloudTurn"), lighting.cloudTurn);
}

}  // namespace

void PlanetRenderer::init(gl::ShaderLibrary& shaders) {
  normalsProgram_ = &shaders.load({"scenes/planet/planet_normals.comp"});
  refineProgram_ = &shaders.load({"scenes/planet/planet_refine.comp"});
  waterProgram_ = &shaders.load({"scenes/planet/planet_water.vert", "scenes/planet/planet_water.frag"});
  coreProgram_ = &shaders.load({"scenes/planet/planet_core.vert", "scenes/planet/planet_core.frag"});
  backdropProgram_ = &shaders.load({"render/effects/sky.vert", "scenes/planet/planet_backdrop.frag"});
  backdropFillProgram_ = &shaders.load({"scenes/planet/planet_backdrop_fill.comp"});
  atmosphereProgram_ = &shaders.load({"render/effects/sky.vert", "scenes/planet/planet_atmosphere.frag"});
  cloudsProgram_ = &shaders.load({"render/effects/sky.vert", "scenes/planet/planet_clouds.frag"});
  bakeProgram_ = &shaders.load({"render/effects/sky.vert", "scenes/planet/planet_bake.frag"});
  emptyArray_ = gl::VertexArray::create();
  buildCore();
}

void PlanetRenderer::buildCore() {
  const CoreMesh core = buildCoreMesh();
  coreIndexCount_ = int(core.indices.size());
  coreVertices_ = gl::Buffer::create(GLsizeiptr(core.vertices.size() * sizeof(CoreVertex)), core.vertices.data(), 0);
  coreIndices_ = gl::Buffer::create(GLsizeiptr(core.indices.size() * sizeof(uint32_t)), core.indices.data(), 0);
  coreArray_ = gl::VertexArray::create();
  coreArray_.setLabel(GL_VERTEX_ARRAY, "planet core");
  coreArray_.setVertexBuffer(0, coreVertices_, 0, sizeof(CoreVertex));
  coreArray_.setFloatAttribute(0, 0, 3, offsetof(CoreVertex, position));
  coreArray_.setFloatAttribute(1, 0, 3, offsetof(CoreVertex, normal));
  coreArray_.setFloatAttribute(2, 0, 3, offsetof(CoreVertex, colour));
  coreArray_.setIndexBuffer(coreIndices_);
}

void PlanetRenderer::setMesh(const IcosphereMesh& mesh) {
  vertexCount_ = mesh.vertexCount();
  surfaceVertices_ = gl::Buffer::create(GLsizeiptr(size_t(vertexCount_) * sizeof(SurfaceVertex)), nullptr, 0);
  surfaceVertices_.setLabel(GL_BUFFER, "planet surface vertices");
  // What the draw reads: the solver's own vertices, or the display mesh's.
  const gl::Buffer* drawn = &surfaceVertices_;
  const IcosphereMesh display = mesh.level < kDisplayLevel ? buildIcosphere(kDisplayLevel) : IcosphereMesh{};
  const IcosphereMesh& triangles = mesh.level < kDisplayLevel ? display : mesh;
  displayVertexCount_ = 0;
  if (mesh.level < kDisplayLevel) {
    displayVertexCount_ = display.vertexCount();
    const std::vector<glm::vec3> rest = displacedNormals(mesh, std::vector<float>(size_t(vertexCount_), 0.0f), 0.0f);
    struct Stencil {
      glm::ivec4 vertices;
      glm::vec4 weights, direction, restNormal;
    };
    std::vector<Stencil> stencils;
    stencils.reserve(size_t(displayVertexCount_));
    const std::vector<IcosphereStencil> found = icosphereStencils(mesh, display);
    for (size_t v = 0; v < found.size(); ++v) {
      const IcosphereStencil& f = found[v];
      const glm::vec3 w(f.weights);
      const glm::vec3 restNormal = w.x * rest[size_t(f.vertices[0])] + w.y * rest[size_t(f.vertices[1])] +
                                   w.z * rest[size_t(f.vertices[2])];
      stencils.push_back({glm::ivec4(f.vertices[0], f.vertices[1], f.vertices[2], 0), glm::vec4(w, 0.0f),
                          glm::vec4(display.positions[v], 0.0f), glm::vec4(restNormal, 0.0f)});
    }
    displayStencils_ = gl::Buffer::create(GLsizeiptr(stencils.size() * sizeof(Stencil)), stencils.data(), 0);
    displayStencils_.setLabel(GL_BUFFER, "planet display stencils");
    displayVertices_ =
        gl::Buffer::create(GLsizeiptr(size_t(displayVertexCount_) * sizeof(SurfaceVertex)), nullptr, 0);
    displayVertices_.setLabel(GL_BUFFER, "planet display vertices");
    drawn = &displayVertices_;
  } else {
    displayStencils_ = {};
    displayVertices_ = {};
  }
  surfaceIndexCount_ = int(triangles.triangles.size() * 3);
  surfaceIndices_ = gl::Buffer::create(GLsizeiptr(triangles.triangles.size() * sizeof(triangles.triangles[0])),
                                       triangles.triangles.data(), 0);
  surfaceIndices_.setLabel(GL_BUFFER, "planet triangles");
  surfaceArray_ = gl::VertexArray::create();
  surfaceArray_.setLabel(GL_VERTEX_ARRAY, "planet surface");
  surfaceArray_.setVertexBuffer(0, *drawn, 0, sizeof(SurfaceVertex));
  surfaceArray_.setFloatAttribute(0, 0, 4, offsetof(SurfaceVertex, positionHeight));
  surfaceArray_.setFloatAttribute(1, 0, 4, offsetof(SurfaceVertex, normalRadius));
  surfaceArray_.setIndexBuffer(surfaceIndices_);
}

void PlanetRenderer::updateNormals(const SphereWaveGpu& solver, float amplitude) {
  if (solver.vertexCount() != vertexCount_) setMesh(solver.mesh());
  normalsProgram_->use();
  glUniform1i(normalsProgram_->uniform("u_vertexCount"), vertexCount_);
  glUniform1f(normalsProgram_->uniform("u_amplitude"), amplitude);
  solver.ringTexture0123().bindUnit(TP_SPHERE_TEX_RING_0123);
  solver.ringTexture45().bindUnit(TP_SPHERE_TEX_RING_45);
  solver.positionTexture().bindUnit(TP_SPHERE_TEX_POSITIONS);
  solver.heightTexture().bindUnit(PLANET_NORMALS_TEX_HEIGHT);
  surfaceVertices_.bindBase(GL_SHADER_STORAGE_BUFFER, TP_SSBO_EXTRA);
  glDispatchCompute(GLuint((vertexCount_ + TP_GROUP_1D - 1) / TP_GROUP_1D), 1, 1);
  if (displayVertexCount_ > 0) {
    glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT);
    refineProgram_->use();
    glUniform1i(refineProgram_->uniform("u_vertexCount"), displayVertexCount_);
    surfaceVertices_.bindBase(GL_SHADER_STORAGE_BUFFER, PLANET_SSBO_SOLVER_SURFACE);
    displayStencils_.bindBase(GL_SHADER_STORAGE_BUFFER, PLANET_SSBO_STENCILS);
    displayVertices_.bindBase(GL_SHADER_STORAGE_BUFFER, TP_SSBO_EXTRA);
    glDispatchCompute(GLuint((displayVertexCount_ + TP_GROUP_1D - 1) / TP_GROUP_1D), 1, 1);
  }
  glMemoryBarrier(GL_VERTEX_ATTRIB_ARRAY_BARRIER_BIT | GL_BUFFER_UPDATE_BARRIER_BIT);
}

std::vector<PlanetRenderer::SurfaceVertex> PlanetRenderer::downloadSurface() const {
  std::vector<SurfaceVertex> vertices(static_cast<size_t>(vertexCount_));
  surfaceVertices_.download(0, GLsizeiptr(vertices.size() * sizeof(SurfaceVertex)), vertices.data());
  return vertices;
}

void PlanetRenderer::drawCore(const RenderView& view, const PlanetLighting& lighting) const {
  const gl::ShaderProgram& p = *coreProgram_;
  setMatrix(p, "u_viewProjection", view.projection * view.view);
  setVec3(p, "u_sunDirection", lighting.light.sunDirection);
  glProgramUniform1f(p.id(), p.uniform("u_time"), float(view.time));
  setSunShadowUniforms(p, lighting.light.shadow);
  p.use();
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LESS);
  glDepthMask(GL_TRUE);
  glEnable(GL_CULL_FACE);
  glCullFace(GL_BACK);
  coreArray_.bind();
  glDrawElements(GL_TRIANGLES, coreIndexCount_, GL_UNSIGNED_INT, nullptr);
  glDisable(GL_CULL_FACE);
}

void PlanetRenderer::bakeBackdrop(const PlanetLighting& lighting) {
  if (!backdrop_) {
    GLuint id = 0;
    glCreateTextures(GL_TEXTURE_CUBE_MAP, 1, &id);
    glTextureStorage2D(id, 1, GL_RGBA16F, kBackdropSize, kBackdropSize);
    glTextureParameteri(id, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTextureParameteri(id, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTextureParameteri(id, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTextureParameteri(id, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    backdrop_ = gl::Object(id, deleteTexture);
    backdrop_.setLabel(GL_TEXTURE, "planet backdrop");
  }
  gl::SavedDrawTarget caller;  // the bake draws into faces of its own, then gives the frame back
  caller.save();
  const gl::Framebuffer framebuffer = gl::Framebuffer::create();
  const gl::ShaderProgram& p = *bakeProgram_;
  glProgramUniform1i(p.id(), p.uniform("u_look"), lighting.look);
  setVec3(p, "u_sunDirection", lighting.light.sunDirection);
  p.use();
  glDisable(GL_DEPTH_TEST);
  glDisable(GL_BLEND);
  glViewport(0, 0, kBackdropSize, kBackdropSize);
  framebuffer.bind(GL_DRAW_FRAMEBUFFER);
  emptyArray_.bind();
  for (int face = 0; face < 6; ++face) {
    glNamedFramebufferTextureLayer(framebuffer.id(), GL_COLOR_ATTACHMENT0, backdrop_.id(), 0, face);
    glProgramUniform1i(p.id(), p.uniform("u_face"), face);
    glDrawArrays(GL_TRIANGLES, 0, 3);
  }
  caller.restore();
  glEnable(GL_DEPTH_TEST);
  glEnable(GL_TEXTURE_CUBE_MAP_SEAMLESS);  // no seams where faces meet
  bakedLook_ = lighting.look;
  bakedSun_ = lighting.light.sunDirection;
}

void PlanetRenderer::drawBackdrop(const RenderView& view, const PlanetLighting& lighting,
                                  const MultisampledFrame* frame) {
  if (!backdrop_ || bakedLook_ != lighting.look || bakedSun_ != lighting.light.sunDirection) bakeBackdrop(lighting);
  const gl::ShaderProgram& p = frame ? *backdropFillProgram_ : *backdropProgram_;
  setMatrix(p, "u_inverseViewProjection", glm::inverse(view.projection * view.view));
  glProgramUniform1i(p.id(), p.uniform("u_look"), lighting.look);
  glBindTextureUnit(PLANET_TEX_BACKDROP, backdrop_.id());
  if (frame) {
    dispatchOverFrame(p, *frame, GL_WRITE_ONLY);
  } else {
    p.use();
    drawFarPlaneTriangle(emptyArray_);
  }
}

void PlanetRenderer::drawWater(const RenderView& view, const PlanetLighting& lighting) {
  if (!backdrop_ || bakedLook_ != lighting.look || bakedSun_ != lighting.light.sunDirection) bakeBackdrop(lighting);
  behindWater_.capture(view.width, view.height);
  const gl::ShaderProgram& p = *waterProgram_;
  const glm::mat4 viewProjection = view.projection * view.view;
  const WaterTint& tint = kTints[lighting.look == PLANET_LOOK_OCEAN ? 1 : 0];
  setMatrix(p, "u_viewProjection", viewProjection);
  setMatrix(p, "u_inverseViewProjection", glm::inverse(viewProjection));
  setVec3(p, "u_eye", view.eye);
  glProgramUniform2f(p.id(), p.uniform("u_viewport"), float(view.width), float(view.height));
  setVec3(p, "u_sunDirection", lighting.light.sunDirection);
  glProgramUniform1i(p.id(), p.uniform("u_look"), lighting.look);
  setVec3(p, "u_absorption", tint.absorption);
  setVec3(p, "u_scatterColour", tint.scatter);
  glProgramUniform1f(p.id(), p.uniform("u_crestHeight"), lighting.crestHeight);
  glProgramUniform1f(p.id(), p.uniform("u_windWaves"), lighting.windWaves);
  glProgramUniform1f(p.id(), p.uniform("u_time"), lighting.time);
  setCloudUniforms(p, lighting);
  setSunShadowUniforms(p, lighting.light.shadow);
  p.use();
  behindWater_.colour().bindUnit(PLANET_TEX_SCENE_COLOUR);
  behindWater_.depth().bindUnit(PLANET_TEX_SCENE_DEPTH);
  glBindTextureUnit(PLANET_TEX_BACKDROP, backdrop_.id());
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LESS);
  glDepthMask(GL_TRUE);
  glEnable(GL_CULL_FACE);  // the near side only: the far side is seen through it, refracted
  glCullFace(GL_BACK);
  surfaceArray_.bind();
  glDrawElements(GL_TRIANGLES, surfaceIndexCount_, GL_UNSIGNED_INT, nullptr);
  glDisable(GL_CULL_FACE);
}

void PlanetRenderer::drawAtmosphere(const RenderView& view, const PlanetLighting& lighting) const {
  const gl::ShaderProgram& p = *atmosphereProgram_;
  setMatrix(p, "u_inverseViewProjection", glm::inverse(view.projection * view.view));
  setVec3(p, "u_eye", view.eye);
  setVec3(p, "u_sunDirection", lighting.light.sunDirection);
  p.use();
  glDisable(GL_DEPTH_TEST);
  glDepthMask(GL_FALSE);
  glEnable(GL_BLEND);
  glBlendFunc(GL_ONE, GL_ONE);
  emptyArray_.bind();
  glDrawArrays(GL_TRIANGLES, 0, 3);
  glDisable(GL_BLEND);
  glDepthMask(GL_TRUE);
  glEnable(GL_DEPTH_TEST);
}

void PlanetRenderer::drawClouds(const RenderView& view, const PlanetLighting& lighting) const {
  if (lighting.look != PLANET_LOOK_OCEAN || lighting.cloudCover <= 0.0f) return;
  const gl::ShaderProgram& p = *cloudsProgram_;
  setMatrix(p, "u_inverseViewProjection", glm::inverse(view.projection * view.view));
  setVec3(p, "u_eye", view.eye);
  setVec3(p, "u_sunDirection", lighting.light.sunDirection);
  setCloudUniforms(p, lighting);
  p.use();
  glDisable(GL_DEPTH_TEST);
  glDepthMask(GL_FALSE);
  glEnable(GL_BLEND);
  glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
  emptyArray_.bind();
  glDrawArrays(GL_TRIANGLES, 0, 3);
  glDisable(GL_BLEND);
  glDepthMask(GL_TRUE);
  glEnable(GL_DEPTH_TEST);
}

}  // namespace tp
