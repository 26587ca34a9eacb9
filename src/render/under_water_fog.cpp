#include "render/under_water_fog.hpp"

#include <glm/gtc/type_ptr.hpp>

#include "gl/objects.hpp"
#include "gl/shader_library.hpp"
#include "shaders/common/shared_layout.h"

namespace tp {

void setUnderWaterFogUniforms(const gl::ShaderProgram& program, const UnderWaterFog& fog) {
  const GLuint id = program.id();
  auto setVec3 = [&](const char* name, const glm::vec3& value) {
    glProgramUniform3fv(id, program.uniform(name), 1, glm::value_ptr(value));
  };
  setVec3("fogEye", fog.eye);
  setVec3("fogForward", fog.forward);
  glProgramUniform1f(id, program.uniform("fogNear"), fog.nearPlane);
  setVec3("fogColourAtSurface", fog.colourAtSurface);
  setVec3("fogAbsorption", fog.absorption);
  setVec3("fogExtinction", fog.extinction);
  setWaterlineUniforms(program, fog.waterline, fog.waterlineViewSize, true);
}

void setWaterlineUniforms(const gl::ShaderProgram& program, const gl::Texture* waterline,
                          glm::ivec2 viewSize, bool viewerNearWater) {
  const GLuint id = program.id();
  glProgramUniform1i(id, program.uniform("viewerNearWater"), viewerNearWater ? 1 : 0);
  glProgramUniform2i(id, program.uniform("waterlineViewSize"), viewSize.x, viewSize.y);
  if (waterline && *waterline) waterline->bindUnit(TP_TEX_WATERLINE);
}

float perspectiveNearPlane(const glm::mat4& projection) {
  // At view depth z = −n the clip z, P[2][2]·z + P[3][2], is −w = z: so n = P[3][2] / (P[2][2] − 1).
  return projection[3][2] / (projection[2][2] - 1.0f);
}

}  // namespace tp
