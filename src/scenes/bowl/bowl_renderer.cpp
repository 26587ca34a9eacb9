#include "scenes/bowl/bowl_renderer.hpp"

#include <algorithm>
#include <cmath>
#include <glm/gtc/matrix_transform.hpp>
#include <glm/gtc/type_ptr.hpp>

#include "gl/shader_library.hpp"
#include "shaders/common/shared_layout.h"
#include "shaders/scenes/bowl/bowl_layout.h"

namespace tp {
namespace {

constexpr float kTableRadius = 2.6f, kTableThickness = 0.1f, kLegRadius = 0.25f, kLegBottom = -3.0f;

// A round table top with a rounded edge, and its central leg.
std::vector<glm::vec2> tableProfile() {
  std::vector<glm::vec2> profile{{0, 0}, {kTableRadius * 0.5f, 0}, {kTableRadius - 0.04f, 0}};
  for (int i = 1; i <= 6; ++i) {  // quarter round from the top down to the side
    const float a = 1.5707963f * float(i) / 6.0f;
    profile.push_back({kTableRadius - 0.04f + 0.04f * std::sin(a), -0.04f + 0.04f * std::cos(a)});
  }
  profile.push_back({kTableRadius, -kTableThickness});
  profile.push_back({kLegRadius, -kTableThickness});
  profile.push_back({kLegRadius, kLegBottom});
  // Walked outwards along the top then back in underneath: reverse so the
  // normals (right of travel) point up on the top and out at the edge.
  std::reverse(profile.begin(), profile.end());
  return profile;
}

// A low mound of sand on the bowl's floor, its edge against the glass.
std::vector<glm::vec2> sandProfile(const BowlShape& shape) {
  const float edgeY = shape.floorY + 0.005f;
  const float edgeR = shape.innerRadiusAt(edgeY) * 0.995f;
  std::vector<glm::vec2> profile;
  for (int i = 0; i <= 12; ++i) {
    const float t = float(i) / 12.0f;  // 0 at the edge, 1 at the centre
    const float mound = 0.5f - 0.5f * std::cos(3.14159265f * t);
    profile.push_back({edgeR * (1.0f - t), edgeY + (shape.sandY - edgeY) * mound});
  }
  return profile;  // walked inwards and up: normals point up
}

std::vector<glm::vec2> ballProfile() {
  std::vector<glm::vec2> profile;
  for (int i = 0; i <= 16; ++i) {  // from the bottom pole up: normals point out
    const float a = -1.5707963f + 3.14159265f * float(i) / 16.0f;
    profile.push_back({std::cos(a), std::sin(a)});
  }
  profile.front().x = profile.back().x = 0;
  return profile;
}

struct ToyColours {
  glm::vec3 a, b;
};
constexpr ToyColours kToyColours[] = {
    {{0.8f, 0.06f, 0.04f}, {0.9f, 0.85f, 0.8f}},
    {{0.05f, 0.25f, 0.75f}, {0.95f, 0.75f, 0.05f}},
    {{0.1f, 0.6f, 0.15f}, {0.95f, 0.4f, 0.7f}},
};

}  // namespace

void BowlRenderer::init(gl::ShaderLibrary& shaders, const BowlShape& shape) {
  shape_ = shape;
  roomProgram_ = &shaders.load({"scenes/bowl/lathe.vert", "scenes/bowl/room.frag"});
  glassProgram_ = &shaders.load({"scenes/bowl/lathe.vert", "scenes/bowl/glass.frag"});
  waterProgram_ = &shaders.load({"scenes/bowl/water.vert", "scenes/bowl/water.frag"});
  toyProgram_ = &shaders.load({"scenes/bowl/lathe.vert", "scenes/bowl/toy.frag"});
  table_ = LatheMesh::create(buildLatheGeometry(tableProfile(), 96), "table");
  sand_ = LatheMesh::create(buildLatheGeometry(sandProfile(shape), 64), "sand");
  glass_ = LatheMesh::create(buildLatheGeometry(shape.glassProfile(20), 48), "bowl glass");
  ball_ = LatheMesh::create(buildLatheGeometry(ballProfile(), 24), "toy ball");
}

void BowlRenderer::setGrid(int gridSize) {
  if (gridSize == gridSize_ && water_) return;
  gridSize_ = gridSize;
  // A ring per two cells of radius: the mesh carries the swell, the
  // per-pixel normals (sampled at every cell) the fine ripples. Software GL
  // shades vertices on one thread, so the mesh stays under ~10k vertices.
  const int rings = std::clamp(gridSize / 4, 8, 48);
  water_ = DiscMesh::create(rings, std::clamp(6 * rings, 48, 256));
}

void BowlRenderer::setCommon(const gl::ShaderProgram& program, const RenderView& view, const SkyLight& light) const {
  const GLuint id = program.id();
  const glm::mat4 viewProjection = view.projection * view.view;
  const glm::mat4 inverse = glm::inverse(viewProjection);
  const glm::vec2 viewport(float(view.width), float(view.height));
  glProgramUniformMatrix4fv(id, program.uniform("viewProjection"), 1, GL_FALSE, glm::value_ptr(viewProjection));
  glProgramUniformMatrix4fv(id, program.uniform("inverseViewProjection"), 1, GL_FALSE, glm::value_ptr(inverse));
  glProgramUniform2fv(id, program.uniform("viewportSize"), 1, glm::value_ptr(viewport));
  glProgramUniform3fv(id, program.uniform("eye"), 1, glm::value_ptr(view.eye));
  glProgramUniform3fv(id, program.uniform("sunDirection"), 1, glm::value_ptr(light.sunDirection));
  glProgramUniform3fv(id, program.uniform("bowlCentre"), 1, glm::value_ptr(shape_.centre));
  glProgramUniform1f(id, program.uniform("bowlRadius"), shape_.outerRadius);
  glProgramUniform1f(id, program.uniform("waterLevel"), shape_.waterLevel);
  glProgramUniform3fv(id, program.uniform("absorption"), 1, glm::value_ptr(optics.absorption));
  glProgramUniform3fv(id, program.uniform("scatterColour"), 1, glm::value_ptr(optics.scatterColour));
  if (light.cube) light.cube->bindUnit(TP_TEX_SKY_CUBE);
  setSunShadowUniforms(program, light.shadow);
}

void BowlRenderer::setModel(const gl::ShaderProgram& program, const glm::mat4& model) const {
  glProgramUniformMatrix4fv(program.id(), program.uniform("model"), 1, GL_FALSE, glm::value_ptr(model));
}

void BowlRenderer::drawRoom(const RenderView& view, const SkyLight& light, const FloorCaustics* caustics) const {
  setCommon(*roomProgram_, view, light);
  setCausticsUniforms(*roomProgram_, caustics);
  setModel(*roomProgram_, glm::mat4(1));
  roomProgram_->use();
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LESS);
  glDepthMask(GL_TRUE);
  glEnable(GL_CULL_FACE);
  glCullFace(GL_BACK);
  glProgramUniform1i(roomProgram_->id(), roomProgram_->uniform("material"), 0);
  table_.draw();
  glProgramUniform1i(roomProgram_->id(), roomProgram_->uniform("material"), 1);
  sand_.draw();
  glDisable(GL_CULL_FACE);
}

void BowlRenderer::drawToys(const RenderView& view, const SkyLight& light, std::span<const FloatingToy> toys) const {
  if (toys.empty()) return;
  setCommon(*toyProgram_, view, light);
  toyProgram_->use();
  glEnable(GL_DEPTH_TEST);
  glDepthMask(GL_TRUE);
  glEnable(GL_CULL_FACE);
  glCullFace(GL_BACK);
  for (const FloatingToy& toy : toys) {
    const glm::mat4 model = glm::translate(glm::mat4(1), toy.position) * glm::mat4_cast(toy.orientation) *
                            glm::scale(glm::mat4(1), glm::vec3(toy.radius));
    setModel(*toyProgram_, model);
    const ToyColours& colours = kToyColours[size_t(toy.pattern) % std::size(kToyColours)];
    glProgramUniform3fv(toyProgram_->id(), toyProgram_->uniform("colourA"), 1, glm::value_ptr(colours.a));
    glProgramUniform3fv(toyProgram_->id(), toyProgram_->uniform("colourB"), 1, glm::value_ptr(colours.b));
    ball_.draw();
  }
  glDisable(GL_CULL_FACE);
}

void BowlRenderer::drawFarGlass(const RenderView& view, const SkyLight& light) const {
  setCommon(*glassProgram_, view, light);
  setModel(*glassProgram_, glm::mat4(1));
  glProgramUniform1i(glassProgram_->id(), glassProgram_->uniform("glassPass"), 0);
  glassProgram_->use();
  glEnable(GL_DEPTH_TEST);
  glDepthMask(GL_FALSE);  // see-through: what is behind keeps its depth for the water's path lengths
  glEnable(GL_CULL_FACE);
  glCullFace(GL_FRONT);
  glEnable(GL_BLEND);
  glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA);  // premultiplied
  glass_.draw();
  glDisable(GL_BLEND);
  glDisable(GL_CULL_FACE);
  glDepthMask(GL_TRUE);
}

void BowlRenderer::drawWater(const RenderView& view, const SkyLight& light, const gl::Texture& state,
                             const SceneCopy& behind, bool wireframe) const {
  const gl::ShaderProgram& p = *waterProgram_;
  setCommon(p, view, light);
  const glm::vec3 centre(shape_.centre.x, shape_.waterLevel, shape_.centre.z);
  glProgramUniform3fv(p.id(), p.uniform("surfaceCentre"), 1, glm::value_ptr(centre));
  glProgramUniform1f(p.id(), p.uniform("surfaceRadius"), shape_.surfaceRadius());
  glProgramUniform1f(p.id(), p.uniform("heightScale"), 1.0f);
  glProgramUniform1f(p.id(), p.uniform("cellSize"), 2.0f * shape_.surfaceRadius() / float(state.width()));
  glProgramUniform1f(p.id(), p.uniform("sandTop"), shape_.sandY);
  p.use();
  state.bindUnit(TP_TEX_HEIGHT);
  behind.colour().bindUnit(BOWL_TEX_SCENE_COLOUR);
  behind.depth().bindUnit(BOWL_TEX_SCENE_DEPTH);
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LESS);
  glDepthMask(GL_TRUE);
  if (wireframe) glPolygonMode(GL_FRONT_AND_BACK, GL_LINE);
  water_.draw();
  if (wireframe) glPolygonMode(GL_FRONT_AND_BACK, GL_FILL);
}

void BowlRenderer::drawNearGlass(const RenderView& view, const SkyLight& light, const gl::Texture& state,
                                 const SceneCopy& underWater, const SceneCopy& behind) const {
  setCommon(*glassProgram_, view, light);
  setModel(*glassProgram_, glm::mat4(1));
  glProgramUniform1i(glassProgram_->id(), glassProgram_->uniform("glassPass"), 1);
  glProgramUniform1f(glassProgram_->id(), glassProgram_->uniform("lensStrength"), 0.6f);
  glProgramUniform1f(glassProgram_->id(), glassProgram_->uniform("surfaceRadius"), shape_.surfaceRadius());
  glProgramUniform1f(glassProgram_->id(), glassProgram_->uniform("heightScale"), 1.0f);
  glassProgram_->use();
  state.bindUnit(TP_TEX_HEIGHT);
  behind.colour().bindUnit(BOWL_TEX_SCENE_COLOUR);
  behind.depth().bindUnit(BOWL_TEX_SCENE_DEPTH);
  underWater.colour().bindUnit(BOWL_TEX_UNDER_COLOUR);
  underWater.depth().bindUnit(BOWL_TEX_UNDER_DEPTH);
  glEnable(GL_DEPTH_TEST);
  glDepthMask(GL_TRUE);
  glEnable(GL_CULL_FACE);
  glCullFace(GL_BACK);
  glass_.draw();
  glDisable(GL_CULL_FACE);
}

}  // namespace tp
