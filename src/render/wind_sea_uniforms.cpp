#include "render/wind_sea_uniforms.hpp"

#include "gl/shader_library.hpp"
#include "shaders/common/shared_layout.h"
#include "sim/wind_sea/wind_sea_cascades.hpp"

namespace tp {

void setWindSeaSampleUniforms(gl::ShaderProgram& program, const WindSeaCascades* sea, float choppiness,
                              const gl::Texture& none) {
  const GLuint id = program.id();
  const bool windy = sea && sea->active();
  glProgramUniform1i(id, program.uniform("windSeaOn"), windy ? 1 : 0);
  if (windy) {
    glProgramUniform2f(id, program.uniform("windSeaPatch"), float(sea->patchMetres(0)), float(sea->patchMetres(1)));
    glProgramUniform1f(id, program.uniform("choppiness"), choppiness);
    glProgramUniform1f(id, program.uniform("windSeaHeight"), float(sea->significantHeight()));
    glProgramUniform1f(id, program.uniform("windSeaPeakOmega"), float(sea->peakOmega()));
  }
  const GLuint units[2][2] = {{TP_TEX_WIND_SEA_DISPLACEMENT_0, TP_TEX_WIND_SEA_SLOPE_0},
                              {TP_TEX_WIND_SEA_DISPLACEMENT_1, TP_TEX_WIND_SEA_SLOPE_1}};
  for (int i = 0; i < WindSeaCascades::kCascades; ++i) {
    (windy ? sea->cascade(i).displacementTexture() : none).bindUnit(units[i][0]);
    (windy ? sea->cascade(i).slopeTexture() : none).bindUnit(units[i][1]);
  }
}

}  // namespace tp
