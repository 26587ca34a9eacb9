#include "gl/sampler_units.hpp"

#include <algorithm>

namespace tp::gl {
namespace {

bool isImageType(GLenum type) {
  switch (type) {
    case GL_IMAGE_1D: case GL_IMAGE_2D: case GL_IMAGE_3D: case GL_IMAGE_CUBE: case GL_IMAGE_2D_ARRAY:
    case GL_IMAGE_2D_MULTISAMPLE: case GL_IMAGE_BUFFER:
    case GL_INT_IMAGE_1D: case GL_INT_IMAGE_2D: case GL_INT_IMAGE_3D: case GL_INT_IMAGE_CUBE:
    case GL_INT_IMAGE_2D_ARRAY: case GL_INT_IMAGE_2D_MULTISAMPLE: case GL_INT_IMAGE_BUFFER:
    case GL_UNSIGNED_INT_IMAGE_1D: case GL_UNSIGNED_INT_IMAGE_2D: case GL_UNSIGNED_INT_IMAGE_3D:
    case GL_UNSIGNED_INT_IMAGE_CUBE: case GL_UNSIGNED_INT_IMAGE_2D_ARRAY:
    case GL_UNSIGNED_INT_IMAGE_2D_MULTISAMPLE: case GL_UNSIGNED_INT_IMAGE_BUFFER:
      return true;
    default:
      return false;
  }
}

bool isSamplerType(GLenum type) {
  switch (type) {
    case GL_SAMPLER_1D: case GL_SAMPLER_2D: case GL_SAMPLER_3D: case GL_SAMPLER_CUBE:
    case GL_SAMPLER_2D_SHADOW: case GL_SAMPLER_2D_ARRAY: case GL_SAMPLER_2D_ARRAY_SHADOW:
    case GL_SAMPLER_CUBE_SHADOW: case GL_SAMPLER_2D_MULTISAMPLE: case GL_SAMPLER_BUFFER:
    case GL_SAMPLER_2D_RECT: case GL_INT_SAMPLER_2D: case GL_INT_SAMPLER_3D: case GL_INT_SAMPLER_2D_ARRAY:
    case GL_INT_SAMPLER_BUFFER: case GL_INT_SAMPLER_2D_MULTISAMPLE: case GL_UNSIGNED_INT_SAMPLER_2D:
    case GL_UNSIGNED_INT_SAMPLER_3D: case GL_UNSIGNED_INT_SAMPLER_2D_ARRAY: case GL_UNSIGNED_INT_SAMPLER_BUFFER:
    case GL_UNSIGNED_INT_SAMPLER_2D_MULTISAMPLE:
      return true;
    default:
      return false;
  }
}

}  // namespace

std::vector<UnitBinding> unitBindings(GLuint program) {
  std::vector<UnitBinding> bindings;
  GLint count = 0, longest = 0;
  glGetProgramiv(program, GL_ACTIVE_UNIFORMS, &count);
  glGetProgramiv(program, GL_ACTIVE_UNIFORM_MAX_LENGTH, &longest);
  std::string name(size_t(std::max(longest, 1)), '\0');
  for (GLint i = 0; i < count; ++i) {
    GLsizei length = 0;
    GLint size = 0;
    GLenum type = 0;
    glGetActiveUniform(program, GLuint(i), GLsizei(name.size()), &length, &size, &type, name.data());
    const bool image = isImageType(type);
    if (!image && !isSamplerType(type)) continue;
    const std::string uniform(name.data(), size_t(length));
    GLint unit = 0;
    glGetUniformiv(program, glGetUniformLocation(program, uniform.c_str()), &unit);
    bindings.push_back({uniform, image, int(unit)});
  }
  return bindings;
}

std::vector<std::string> unitCollisions(const std::vector<UnitBinding>& bindings, int textureUnits) {
  std::vector<std::string> lines;
  for (size_t i = 0; i < bindings.size(); ++i) {
    const UnitBinding& a = bindings[i];
    if (!a.image && a.unit >= textureUnits)
      lines.push_back(a.uniform + " on texture unit " + std::to_string(a.unit) + ", past the " +
                      std::to_string(textureUnits) + " GL 4.5 guarantees");
    for (size_t j = i + 1; j < bindings.size(); ++j) {
      const UnitBinding& b = bindings[j];
      if (a.image == b.image && a.unit == b.unit)
        lines.push_back(a.uniform + " and " + b.uniform + " on " + (a.image ? "image" : "texture") + " unit " +
                        std::to_string(a.unit));
    }
  }
  return lines;
}

}  // namespace tp::gl
