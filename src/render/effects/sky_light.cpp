#include "render/effects/sky_light.hpp"

#include <glm/gtc/type_ptr.hpp>

#include "gl/objects.hpp"
#include "gl/shader_library.hpp"
#include "render/effects/sun_shadow.hpp"
#include "render/under_water_fog.hpp"
#include "shaders/common/shared_layout.h"

namespace tp {

void setSkyLightUniforms(const gl::ShaderProgram& program, const SkyLight& light) {
  const GLuint id = program.id();
  auto setVec3 = [&](const char* name, const glm::vec3& value) {
    const GLint location = program.uniform(name);
    if (location >= 0) glProgramUniform3fv(id, location, 1, glm::value_ptr(value));
  };
  setVec3("sunDirection", light.sunDirection);
  setVec3("sunColour", light.sunColour);
  setVec3("skyAmbient", light.skyAmbient);
  setVec3("waterLight", light.waterLight);
  const GLint fromCube = program.uniform("skyFromCube");
  if (fromCube >= 0) glProgramUniform1i(id, fromCube, light.cube ? 1 : 0);
  // A cube map on its own unit either way: a sampler of another type must not share it.
  if (light.cube) light.cube->bindUnit(TP_TEX_SKY_CUBE);
  else glBindTextureUnit(TP_TEX_SKY_CUBE, 0);
  setSunShadowUniforms(program, light.shadow);
  if (light.underWaterFog) setUnderWaterFogUniforms(program, *light.underWaterFog);  // those it lacks are skipped
}

}  // namespace tp
