// The bowl's water meets the glass in a level line: the water surface's
// vertex shader (shaders/scenes/bowl/water.vert), run as it is with its
// positions captured by transform feedback, lifts a uniformly raised water
// by the same height all round the rim. Sampling the spring state at the
// rim as it stands would mix in the zeros the cells outside the inscribed
// disc hold, in the grid's stair-step pattern: the saw-tooth seam.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include <glm/glm.hpp>

#include "gl/objects.hpp"
#include "gl/shader_source.hpp"
#include "gl_test_support.hpp"
#include "shaders/common/shared_layout.h"
#include "sim/spring_surface/spring_surface_mask.hpp"

namespace tp {
namespace {

GLuint compileStage(GLenum stage, const std::string& text) {
  const GLuint shader = glCreateShader(stage);
  const char* source = text.c_str();
  glShaderSource(shader, 1, &source, nullptr);
  glCompileShader(shader);
  GLint ok = 0;
  glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
  EXPECT_TRUE(ok) << "water.vert does not compile";
  return shader;
}

// water.vert linked alone, its world position captured rather than drawn.
GLuint waterVertexCapture() {
  const gl::ExpandedSource source = gl::expandShaderSource(test::shaders().root(), "scenes/bowl/water.vert");
  const GLuint program = glCreateProgram();
  const GLuint shader = compileStage(GL_VERTEX_SHADER, source.text);
  glAttachShader(program, shader);
  const char* captured[] = {"worldPosition"};
  glTransformFeedbackVaryings(program, 1, captured, GL_INTERLEAVED_ATTRIBS);
  glLinkProgram(program);
  glDeleteShader(shader);
  GLint ok = 0;
  glGetProgramiv(program, GL_LINK_STATUS, &ok);
  EXPECT_TRUE(ok) << "water.vert does not link for capture";
  return program;
}

TEST(BowlWaterRim, ARaisedWaterStandsLevelAllRoundTheGlass) {
  constexpr int kGrid = 64;
  constexpr float kRaised = 0.05f;  // world units (height scale 1)
  std::vector<float> state(size_t(kGrid) * kGrid * 2, 0.0f);  // RG: height, velocity
  for (int y = 0; y < kGrid; ++y)
    for (int x = 0; x < kGrid; ++x)
      if (insideSpringRim(x, y, kGrid)) state[(size_t(y) * kGrid + size_t(x)) * 2] = kRaised;
  const gl::Texture texture = gl::Texture::create2D(GL_RG32F, kGrid, kGrid);
  texture.upload(GL_RG, GL_FLOAT, state.data());
  texture.bindUnit(TP_TEX_HEIGHT);

  // The disc's rim and a ring a little inside it, at angles that fall on
  // every kind of step of the mask.
  std::vector<glm::vec2> disc;
  for (int i = 0; i < 360; ++i) {
    const float a = 6.2831853f * float(i) / 360.0f;
    disc.push_back({std::cos(a), std::sin(a)});
    disc.push_back(0.97f * glm::vec2(std::cos(a), std::sin(a)));
  }
  const gl::Buffer points = gl::Buffer::create(GLsizeiptr(disc.size() * sizeof(glm::vec2)), disc.data());
  const gl::Buffer captured = gl::Buffer::create(GLsizeiptr(disc.size() * sizeof(glm::vec3)));
  const gl::VertexArray vertexArray = gl::VertexArray::create();
  vertexArray.setVertexBuffer(0, points, 0, sizeof(glm::vec2));
  vertexArray.setFloatAttribute(0, 0, 2, 0);

  const GLuint program = waterVertexCapture();
  const float level = 1.18f;
  glProgramUniform3f(program, glGetUniformLocation(program, "surfaceCentre"), 0.0f, level, 0.0f);
  glProgramUniform1f(program, glGetUniformLocation(program, "surfaceRadius"), 0.9f);
  glProgramUniform1f(program, glGetUniformLocation(program, "heightScale"), 1.0f);
  glProgramUniform3f(program, glGetUniformLocation(program, "bowlCentre"), 0.0f, 0.8f, 0.0f);
  glProgramUniform1f(program, glGetUniformLocation(program, "bowlRadius"), 1.0f);
  const glm::mat4 identity(1.0f);
  glProgramUniformMatrix4fv(program, glGetUniformLocation(program, "viewProjection"), 1, GL_FALSE, &identity[0][0]);
  // Nothing is drawn, but a draw needs a complete framebuffer (the test
  // context may have no window).
  const gl::Texture pixel = gl::Texture::create2D(GL_RGBA8, 1, 1);
  const gl::Framebuffer framebuffer = gl::Framebuffer::create();
  framebuffer.attach(GL_COLOR_ATTACHMENT0, pixel);
  framebuffer.bind();
  glUseProgram(program);
  glBindVertexArray(vertexArray.id());
  glBindBufferBase(GL_TRANSFORM_FEEDBACK_BUFFER, 0, captured.id());
  glEnable(GL_RASTERIZER_DISCARD);
  glBeginTransformFeedback(GL_POINTS);
  glDrawArrays(GL_POINTS, 0, GLsizei(disc.size()));
  glEndTransformFeedback();
  glDisable(GL_RASTERIZER_DISCARD);
  glBindBufferBase(GL_TRANSFORM_FEEDBACK_BUFFER, 0, 0);
  glBindVertexArray(0);
  glUseProgram(0);
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  glDeleteProgram(program);

  std::vector<glm::vec3> world(disc.size());
  captured.download(0, GLsizeiptr(world.size() * sizeof(glm::vec3)), world.data());
  float lowest = 1e9f, highest = -1e9f;
  for (const glm::vec3& p : world) {
    lowest = std::min(lowest, p.y);
    highest = std::max(highest, p.y);
  }
  EXPECT_NEAR(lowest, level + kRaised, 1e-5f) << "the water sags somewhere at the rim";
  EXPECT_NEAR(highest, level + kRaised, 1e-5f);
  EXPECT_EQ(glGetError(), GLenum(GL_NO_ERROR));
}

}  // namespace
}  // namespace tp
