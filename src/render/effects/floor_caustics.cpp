#include "render/effects/floor_caustics.hpp"

#include <algorithm>
#include <cmath>

#include <glm/gtc/type_ptr.hpp>

#include "gl/shader_library.hpp"
#include "render/wind_sea_uniforms.hpp"
#include "shaders/common/shared_layout.h"

namespace tp {

void FloorCaustics::init(gl::ShaderLibrary& shaders) {
  scatterProgram_ = &shaders.load({"render/effects/floor_caustics_scatter.comp"});
  resolveProgram_ = &shaders.load({"render/effects/floor_caustics_resolve.comp"});
}

void FloorCaustics::resize(int size) {
  if (size == size_ && light_) return;
  size_ = size;
  light_ = gl::Texture::create2D(GL_R16F, size, size);
  light_.setFilter(GL_LINEAR, GL_LINEAR);
  light_.setWrap(GL_CLAMP_TO_EDGE);
  light_.setLabel(GL_TEXTURE, "floor caustics");
  // Starts empty; the resolve pass empties it again each time it reads it.
  arrivals_ = gl::Texture::create2D(GL_R32UI, size, size);
  arrivals_.setLabel(GL_TEXTURE, "floor caustics arrivals");
  const GLuint zero = 0;
  glClearTexImage(arrivals_.id(), 0, GL_RED_INTEGER, GL_UNSIGNED_INT, &zero);
}

void FloorCaustics::update(const CausticsSurface& surface, glm::vec3 sunDirection, int size, int pointsPerTexel) {
  drawn_ = false;
  if (sunDirection.y <= 0.0f || !surface.heights || !surface.floorHeights) return;
  resize(std::max(size, 2));
  centre_ = surface.centre;
  extent_ = surface.extent;
  // The lattice: pointsPerTexel points a texel a side, over the patch and
  // kMargin of its extent beyond each edge, where light refracted in from outside lands.
  pointsPerTexel = std::clamp(pointsPerTexel, 1, kPointsPerTexel);
  const int marginPoints = int(std::ceil(kMargin * float(pointsPerTexel * size_)));
  const int pointsPerAxis = pointsPerTexel * size_ + 2 * marginPoints;

  gl::ShaderProgram& program = *scatterProgram_;
  const GLuint id = program.id();
  glProgramUniform2fv(id, program.uniform("patchCentre"), 1, glm::value_ptr(surface.centre));
  glProgramUniform2fv(id, program.uniform("extent"), 1, glm::value_ptr(surface.extent));
  glProgramUniform2fv(id, program.uniform("floorExtent"), 1, glm::value_ptr(surface.floorExtent));
  glProgramUniform1i(id, program.uniform("mapSize"), size_);
  glProgramUniform1i(id, program.uniform("pointsPerTexel"), pointsPerTexel);
  glProgramUniform1i(id, program.uniform("firstPoint"), -marginPoints);
  glProgramUniform1i(id, program.uniform("pointsPerAxis"), pointsPerAxis);
  glProgramUniform1f(id, program.uniform("seaLevel"), surface.seaLevel);
  glProgramUniform4fv(id, program.uniform("heightChannel"), 1, glm::value_ptr(surface.heightChannel));
  glProgramUniform1f(id, program.uniform("metresPerUnit"), surface.metresPerUnit);
  glProgramUniform3fv(id, program.uniform("sunDirection"), 1, glm::value_ptr(sunDirection));
  glProgramUniform1f(id, program.uniform("deepest"), kDeepest);
  setWindSeaSampleUniforms(program, surface.windSea, surface.choppiness, *surface.heights);
  surface.heights->bindUnit(TP_TEX_HEIGHT);
  surface.floorHeights->bindUnit(TP_TEX_FLOOR);
  glBindTextureUnit(TP_TEX_CAUSTICS, 0);  // last frame's map is written, not read
  // The textures the scatter reads may have been written by compute or drawn just before.
  glMemoryBarrier(GL_TEXTURE_FETCH_BARRIER_BIT | GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
  glBindImageTexture(TP_IMAGE_EXTRA, arrivals_.id(), 0, GL_FALSE, 0, GL_READ_WRITE, GL_R32UI);
  program.use();
  const GLuint groups = GLuint(pointsPerAxis + TP_GROUP_2D - 1) / TP_GROUP_2D;
  glDispatchCompute(groups, groups, 1);
  glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);

  gl::ShaderProgram& resolve = *resolveProgram_;
  glProgramUniform1i(resolve.id(), resolve.uniform("mapSize"), size_);
  resolve.use();
  glBindImageTexture(TP_IMAGE_STATE_OUT, light_.id(), 0, GL_FALSE, 0, GL_WRITE_ONLY, GL_R16F);
  const GLuint mapGroups = GLuint(size_ + TP_GROUP_2D - 1) / TP_GROUP_2D;
  glDispatchCompute(mapGroups, mapGroups, 1);
  glBindImageTexture(TP_IMAGE_STATE_OUT, 0, 0, GL_FALSE, 0, GL_WRITE_ONLY, GL_R16F);
  glBindImageTexture(TP_IMAGE_EXTRA, 0, 0, GL_FALSE, 0, GL_READ_WRITE, GL_R32UI);
  // The water's shading samples the map; the next scatter adds into the emptied counts.
  glMemoryBarrier(GL_TEXTURE_FETCH_BARRIER_BIT | GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
  drawn_ = true;
}

void setCausticsUniforms(gl::ShaderProgram& program, const FloorCaustics* caustics) {
  const GLuint id = program.id();
  const bool on = caustics && caustics->drawn();
  glProgramUniform1i(id, program.uniform("causticsOn"), on ? 1 : 0);
  if (!on) return;
  glProgramUniform2fv(id, program.uniform("causticsCentre"), 1, glm::value_ptr(caustics->centre()));
  glProgramUniform2fv(id, program.uniform("causticsExtent"), 1, glm::value_ptr(caustics->extent()));
  caustics->light().bindUnit(TP_TEX_CAUSTICS);
}

}  // namespace tp
