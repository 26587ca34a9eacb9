#pragma once
// The water between the eye and what it sees, mixed in by each shader as it
// draws (shaders/render/under_water_fog.glsl) where the frame is drawn by
// raster alone; WaterSurfaceRenderer::underWaterFog makes it from the
// waterline it found for the view. Carried to the renderers in SkyLight,
// whose programs then build with UNDER_WATER_FOG 1.
#include <glm/glm.hpp>

namespace tp::gl {
class ShaderProgram;
class Texture;
}  // namespace tp::gl

namespace tp {

struct UnderWaterFog {
  glm::vec3 eye{0.0f};             // world, m
  glm::vec3 forward{0, 0, -1};     // unit: the view's axis
  float nearPlane = 0.1f;          // m along it
  glm::vec3 colourAtSurface{0.0f};  // linear: the water's body just under its surface (optics.h)
  glm::vec3 absorption{0.0f};      // 1/m per channel: the body darker with depth
  glm::vec3 extinction{0.0f};      // 1/m per channel: what the view loses (optics.h)
  // Where the view starts under the water, a node every TP_WATERLINE_TILE
  // pixels (near_plane_waterline.comp), and the view's size it was found over.
  const gl::Texture* waterline = nullptr;
  glm::ivec2 waterlineViewSize{0};
};

// Sets the waterline's uniforms that near_point_under_water.glsl reads
// (whether the eye is near the water, the view's size in pixels) and binds
// `waterline` to its unit, when there is one: the water's own shaders and
// the fogged programs read it alike.
void setWaterlineUniforms(const gl::ShaderProgram& program, const gl::Texture* waterline,
                          glm::ivec2 viewSize, bool viewerNearWater);

// Sets under_water_fog.glsl's uniforms of `program` (one built with
// UNDER_WATER_FOG 1; those it lacks are skipped) and binds the waterline to its unit.
void setUnderWaterFogUniforms(const gl::ShaderProgram& program, const UnderWaterFog& fog);

// The near plane's distance of a GL perspective projection (glm::perspective's):
// z_ndc = −1 where the view-space depth is this.
float perspectiveNearPlane(const glm::mat4& projection);

}  // namespace tp
