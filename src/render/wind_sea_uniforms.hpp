#pragma once
// What shaders/render/wind_sea_sample.glsl reads: whether a wind sea is on,
// its cascades' widths and textures, the choppiness and the sea's height;
// set alike for every program that samples it (the water, the caustics).
namespace tp::gl {
class ShaderProgram;
class Texture;
}  // namespace tp::gl

namespace tp {

class WindSeaCascades;

// `sea` null or calm: windSeaOn 0, and `none` bound on the sea's units.
void setWindSeaSampleUniforms(gl::ShaderProgram& program, const WindSeaCascades* sea, float choppiness,
                              const gl::Texture& none);

}  // namespace tp
