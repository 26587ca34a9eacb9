#include "render/effects/sky_renderer.hpp"

#include <glm/gtc/type_ptr.hpp>

#include <string>
#include <vector>

#include "gl/conditional_render.hpp"
#include "gl/shader_library.hpp"
#include "render/effects/planar_reflection.hpp"
#include "render/frame_compute_pass.hpp"
#include "render/under_water_fog.hpp"
#include "shaders/common/shared_layout.h"

namespace tp {

void SkyRenderer::init(gl::ShaderLibrary& shaders) {
  const std::vector<std::string> stages{"render/effects/sky_background.vert",
                                        "render/effects/sky_background.frag"};
  programs_.load(shaders, stages, "#define SKY_MIRROR 0\n");
  mirroredPrograms_.load(shaders, stages, "#define SKY_MIRROR 1\n");
  fillProgram_ = &shaders.load({"render/effects/sky_fill.comp"});
  underWaterProgram_ = &shaders.load(
      {"render/effects/under_water_background.vert", "render/effects/under_water_background.frag"},
      "#define UNDER_WATER_FOG 1\n");
  emptyVertexArray_ = gl::VertexArray::create();
}

void SkyRenderer::draw(const RenderView& view, const SkyLight& light, const PlanarReflection* mirror,
                       const MultisampledFrame* target, const gl::Query* viewAboveWater) const {
  const bool mirrored = mirror && mirror->drawn();
  gl::ShaderProgram& program = target ? *fillProgram_ : (mirrored ? mirroredPrograms_ : programs_).forLight(light);
  const glm::mat4 inverseViewProjection = glm::inverse(view.projection * view.view);
  glProgramUniformMatrix4fv(program.id(), program.uniform("inverseViewProjection"), 1, GL_FALSE,
                            glm::value_ptr(inverseViewProjection));
  setSkyLightUniforms(program, light);
  setMirrorUniforms(program, mirror);
  if (target) {
    dispatchOverFrame(program, *target, GL_WRITE_ONLY);
    return;
  }
  // Where all of the view starts under the water no sky can show: the GPU
  // draws the water's colour at the eye instead, by the query's answer.
  const gl::Query* choosesOnGpu = light.underWaterFog ? viewAboveWater : nullptr;
  {
    const gl::ConditionalRender ifAnyAbove(choosesOnGpu);
    program.use();
    drawFarPlaneTriangle(emptyVertexArray_);
  }
  if (!choosesOnGpu) return;
  setUnderWaterFogUniforms(*underWaterProgram_, *light.underWaterFog);
  const gl::ConditionalRender ifNoneAbove(choosesOnGpu, false);
  underWaterProgram_->use();
  drawFarPlaneTriangle(emptyVertexArray_);
}

void drawFarPlaneTriangle(const gl::VertexArray& emptyArray) {
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LEQUAL);  // z = 1 passes only where the cleared depth (1) is left
  glDepthMask(GL_FALSE);
  emptyArray.bind();
  glDrawArrays(GL_TRIANGLES, 0, 3);
  glDepthMask(GL_TRUE);
  glDepthFunc(GL_LESS);
}

}  // namespace tp
