#include "scenes/harbor/wake_mask.hpp"

#include <algorithm>
#include <cmath>
#include <glm/gtc/type_ptr.hpp>
#include <stdexcept>
#include <vector>

#include "gl/shader_library.hpp"
#include "gl/shift_contents.hpp"
#include "render/lit_mesh.hpp"
#include "shaders/common/shared_layout.h"
#include "shaders/scenes/harbor/harbor_layout.h"

namespace tp {
namespace {

gl::Texture makeMask(int cells, const char* label) {
  gl::Texture mask = gl::Texture::create2D(GL_RG16F, cells, cells);
  mask.setLabel(GL_TEXTURE, label);
  const float zero[2] = {0, 0};
  glClearTexImage(mask.id(), 0, GL_RG, GL_FLOAT, zero);
  return mask;
}

gl::Framebuffer framebufferFor(const gl::Texture& mask) {
  gl::Framebuffer framebuffer = gl::Framebuffer::create();
  framebuffer.attach(GL_COLOR_ATTACHMENT0, mask);
  if (const std::string status = framebuffer.checkStatus(); !status.empty())
    throw std::runtime_error("wake mask framebuffer: " + status);
  return framebuffer;
}

}  // namespace

void WakeMask::init(gl::ShaderLibrary& shaders) {
  drawProgram_ = &shaders.load({"scenes/harbor/wake_mask.vert", "scenes/harbor/wake_mask.frag"});
  compareProgram_ = &shaders.load({"scenes/harbor/wake_compare.comp"});
}

glm::ivec4 WakeMask::footprint(const glm::vec3& boundsMin, const glm::vec3& boundsMax, const glm::mat4& model,
                               glm::vec2 extent, int cells) {
  glm::vec3 lower(INFINITY), upper(-INFINITY);
  for (int corner = 0; corner < 8; ++corner) {
    const glm::vec3 local((corner & 1) ? boundsMax.x : boundsMin.x, (corner & 2) ? boundsMax.y : boundsMin.y,
                          (corner & 4) ? boundsMax.z : boundsMin.z);
    const glm::vec3 world = glm::vec3(model * glm::vec4(local, 1.0f));
    lower = glm::min(lower, world);
    upper = glm::max(upper, world);
  }
  if (lower.y > 0.0f) return glm::ivec4(0);  // wholly above the still water: wake_mask.frag keeps nothing
  constexpr int kMargin = 2;  // cells: the compare pass's 3×3 blur, and rounding
  const float scale = float(cells);
  const int x0 = int(std::floor((lower.x / extent.x + 0.5f) * scale)) - kMargin;
  const int y0 = int(std::floor((lower.z / extent.y + 0.5f) * scale)) - kMargin;
  const int x1 = int(std::ceil((upper.x / extent.x + 0.5f) * scale)) + kMargin;
  const int y1 = int(std::ceil((upper.z / extent.y + 0.5f) * scale)) + kMargin;
  const glm::ivec4 clipped(std::clamp(x0, 0, cells), std::clamp(y0, 0, cells), std::clamp(x1, 0, cells),
                           std::clamp(y1, 0, cells));
  return clipped.x < clipped.z && clipped.y < clipped.w ? clipped : glm::ivec4(0);
}

void WakeMask::resize(int cells, glm::vec2 extent) {
  extent_ = extent;
  havePrevious_ = false;
  footprintsNow_.clear();
  footprintsBefore_.clear();
  if (cells == cells_) return;
  cells_ = cells;
  masks_ = gl::PingPong<gl::Texture>(makeMask(cells, "wake mask A"), makeMask(cells, "wake mask B"));
  framebuffers_ = gl::PingPong<gl::Framebuffer>(framebufferFor(masks_.read()), framebufferFor(masks_.write()));
  delta_ = gl::Texture::create2D(GL_R32F, cells, cells);
  delta_.setLabel(GL_TEXTURE, "wake height delta");
  const float zero = 0;
  glClearTexImage(delta_.id(), 0, GL_RED, GL_FLOAT, &zero);
}

void WakeMask::shiftContents(glm::ivec2 by) {
  if (cells_ == 0) return;
  gl::shiftTextureContents(masks_.read(), by);
  for (glm::ivec4& box : footprintsBefore_) {
    box = glm::clamp(box + glm::ivec4(by, by), glm::ivec4(0), glm::ivec4(cells_));
    if (box.x >= box.z || box.y >= box.w) box = glm::ivec4(0);
  }
  std::erase(footprintsBefore_, glm::ivec4(0));
}

void WakeMask::begin() {
  framebuffers_.write().bind();
  glViewport(0, 0, cells_, cells_);
  const float clear[4] = {0, 0, 0, 0};
  glClearNamedFramebufferfv(framebuffers_.write().id(), GL_COLOR, 0, clear);
  glDisable(GL_DEPTH_TEST);
  glDisable(GL_CULL_FACE);
  glEnable(GL_BLEND);
  glBlendEquation(GL_MAX);
  const GLuint id = drawProgram_->id();
  glProgramUniform2fv(id, drawProgram_->uniform("extent"), 1, glm::value_ptr(extent_));
  glProgramUniform1f(id, drawProgram_->uniform("seaLevel"), 0.0f);
  drawProgram_->use();
  footprintsNow_.clear();
  drawing_ = true;
}

void WakeMask::addHull(const LitMesh& hull, const glm::mat4& model, float speed) {
  if (!drawing_) return;
  const glm::ivec4 cells = footprint(hull.boundsMin(), hull.boundsMax(), model, extent_, cells_);
  if (cells.x == cells.z) return;  // nothing of it in the water
  footprintsNow_.push_back(cells);
  const GLuint id = drawProgram_->id();
  glProgramUniformMatrix4fv(id, drawProgram_->uniform("model"), 1, GL_FALSE, glm::value_ptr(model));
  glProgramUniform1f(id, drawProgram_->uniform("speed"), speed);
  hull.draw();
}

glm::ivec4 WakeMask::deltaSupport(int solverCells) const {
  const float perMaskCell = float(solverCells) / float(std::max(cells_, 1));
  const glm::vec4 widened = glm::vec4(compared_) + glm::vec4(-1, -1, 1, 1);
  return glm::ivec4(glm::floor(glm::vec2(widened.x, widened.y) * perMaskCell),
                    glm::ceil(glm::vec2(widened.z, widened.w) * perMaskCell));
}

bool WakeMask::end(float amplitude) {
  drawing_ = false;
  glBlendEquation(GL_FUNC_ADD);
  glDisable(GL_BLEND);
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  masks_.swap();
  framebuffers_.swap();
  const bool compared = havePrevious_;
  havePrevious_ = true;
  // Cells outside every footprint, now and a step ago, are uncovered in both
  // masks (and in their 3×3 neighbourhoods): their delta is zero.
  std::vector<glm::ivec4> rects = footprintsBefore_;
  rects.insert(rects.end(), footprintsNow_.begin(), footprintsNow_.end());
  footprintsBefore_.swap(footprintsNow_);
  const float zero = 0;
  glClearTexImage(delta_.id(), 0, GL_RED, GL_FLOAT, &zero);
  glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT);
  if (!compared || rects.empty()) return false;
  glm::ivec4 all = rects.front();
  for (const glm::ivec4& r : rects) all = glm::ivec4(glm::min(glm::ivec2(all), glm::ivec2(r)),
                                                   glm::max(glm::ivec2(all.z, all.w), glm::ivec2(r.z, r.w)));
  compared_ = all;
  if (rects.size() > HARBOR_MAX_WAKE_RECTS) rects.assign(1, all);  // too many: their union
  glm::ivec2 largest(0);
  for (const glm::ivec4& r : rects) largest = glm::max(largest, glm::ivec2(r.z - r.x, r.w - r.y));
  compareProgram_->use();
  const GLuint id = compareProgram_->id();
  glProgramUniform1f(id, HARBOR_LOC_WAKE_AMPLITUDE, amplitude);
  glProgramUniform4iv(id, HARBOR_LOC_WAKE_RECTS, GLsizei(rects.size()), glm::value_ptr(rects.front()));
  masks_.read().bindImage(HARBOR_IMAGE_MASK_NOW, GL_READ_ONLY);
  masks_.write().bindImage(HARBOR_IMAGE_MASK_BEFORE, GL_READ_ONLY);
  delta_.bindImage(HARBOR_IMAGE_WAKE_DELTA, GL_WRITE_ONLY);
  glDispatchCompute(GLuint((largest.x + TP_GROUP_2D - 1) / TP_GROUP_2D),
                    GLuint((largest.y + TP_GROUP_2D - 1) / TP_GROUP_2D), GLuint(rects.size()));
  glMemoryBarrier(GL_TEXTURE_FETCH_BARRIER_BIT | GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
  return true;
}

}  // namespace tp
