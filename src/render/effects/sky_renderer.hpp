#pragma once
// The sky background (shaders/render/effects/sky.*): the scene's baked sky
// (SkyLight::cube) or a gradient, with the sun, and the far sea below the
// horizon. Draw it after the opaque scene: it fills only the pixels nothing
// else covered, and writes no depth. Into a multisampled frame whose colour
// and depth are textures (the app's frame) it is filled by compute
// (sky_fill.comp), which skips the raster path; elsewhere it is drawn.
#include <glm/glm.hpp>

#include "core/view_types.hpp"
#include "gl/objects.hpp"
#include "gl/shader_library.hpp"
#include "render/effects/sky_light.hpp"
#include "render/lit_programs.hpp"
#include "render/frame_compute_pass.hpp"

namespace tp::gl {
class ShaderProgram;
}

namespace tp {

class PlanarReflection;

// Draws one triangle covering the screen at the far plane (the vertex
// shaders render/effects/sky*.vert make it), where nothing nearer was drawn:
// depth test LEQUAL against the cleared 1, no depth written. `emptyArray` is
// any vertex array with no attributes (the core profile needs one bound).
// The sky and the planet's backdrop are drawn this way.
void drawFarPlaneTriangle(const gl::VertexArray& emptyArray);

class SkyRenderer {
 public:
  void init(gl::ShaderLibrary& shaders);
  // `mirror`: what stands on the water, mirrored in the calm open sea below
  // the horizon too (nullptr: the sky alone there). Into `frame` (the app's
  // multisampled frame, from the FrameContext) it fills the samples the
  // clear left by compute (sky_fill.comp); null: drawn as a triangle at the far plane.
  // `viewAboveWater`: with a light under the water (SkyLight::underWaterFog),
  // drawn, an occlusion query that says whether any of the view starts above
  // the water (WaterSurfaceRenderer::countViewAboveWater): where none does,
  // the background is the water's colour at the eye, one flat colour.
  void draw(const RenderView& view, const SkyLight& light, const PlanarReflection* mirror = nullptr,
            const MultisampledFrame* frame = nullptr, const gl::Query* viewAboveWater = nullptr) const;

 private:
  // Drawn: a triangle on the far plane, without and with the mirror's
  // lookup in the far sea (SKY_MIRROR in sky_background.glsl).
  LitPrograms programs_, mirroredPrograms_;
  gl::ShaderProgram* fillProgram_ = nullptr;
  gl::ShaderProgram* underWaterProgram_ = nullptr;  // the water's colour at the eye (under_water_background.*)
  gl::VertexArray emptyVertexArray_;  // core profile needs one bound even with no attributes
};

}  // namespace tp
