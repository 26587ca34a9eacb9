#include "slanted_triangle.hpp"

#include <utility>

namespace tp::test {

SlantedTriangle::SlantedTriangle() {
  const char* vertex = R"(#version 450
const vec2 corners[3] = vec2[](vec2(-0.9, -0.8), vec2(0.7, -0.3), vec2(-0.2, 0.9));
void main() { gl_Position = vec4(corners[gl_VertexID], -1.0, 1.0); })";
  const char* fragment = R"(#version 450
layout(location = 0) out vec4 colour; void main() { colour = vec4(1.0, 0.0, 0.0, 1.0); })";
  program_ = glCreateProgram();
  for (auto [type, source] : {std::pair{GL_VERTEX_SHADER, vertex}, std::pair{GL_FRAGMENT_SHADER, fragment}}) {
    const GLuint shader = glCreateShader(type);
    glShaderSource(shader, 1, &source, nullptr);
    glCompileShader(shader);
    glAttachShader(program_, shader);
    glDeleteShader(shader);
  }
  glLinkProgram(program_);
  glCreateVertexArrays(1, &emptyArray_);  // the core profile needs one bound even with no attributes
}

SlantedTriangle::~SlantedTriangle() {
  glDeleteVertexArrays(1, &emptyArray_);
  glDeleteProgram(program_);
}

void SlantedTriangle::draw() const {
  glUseProgram(program_);
  glBindVertexArray(emptyArray_);
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LESS);
  glDrawArrays(GL_TRIANGLES, 0, 3);
}

}  // namespace tp::test
