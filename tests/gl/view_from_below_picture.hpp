// A picture from near or under flat calm water (at the sea's level, not
// drawn), the frame fogged while drawing as software GL draws it: the
// waterline found and the view's share above the water counted
// (WaterSurfaceRenderer::countViewAboveWater), the water's fog handed to
// what a test draws in the light it sees.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "gl/objects.hpp"
#include "gl_test_support.hpp"
#include "render/frame_target.hpp"
#include "render/under_water_fog.hpp"
#include "render/water_surface_renderer.hpp"

namespace tp::test {

// What a test draws: in `view`, under `seen` (the sky light with the
// water's fog), with the query that counted the view's share above the
// water (null: nothing counted, the eye high above the water).
using DrawFromBelow = std::function<void(const RenderView& view, const SkyLight& seen, const gl::Query* viewAboveWater)>;

// From `eyeHeight` m (under the sea's level: negative) looking along +x,
// `pitchDegrees` up, in a `width` x `height` frame (a 60° view): the
// picture's bytes, top row first; `fogOut` (if given) the water's fog.
inline std::vector<uint8_t> drawFromBelow(float eyeHeight, float pitchDegrees, int width, int height,
                                          const DrawFromBelow& draw, UnderWaterFog* fogOut = nullptr) {
  WaterSurfaceRenderer water;
  water.init(shaders());
  water.setGrid(8, 8);
  const float flat = 0.0f;
  gl::Texture heights = gl::Texture::create2D(GL_R32F, 1, 1);
  heights.upload(GL_RED, GL_FLOAT, &flat);
  const RenderView view = viewAlongX({0.0f, eyeHeight, 0.0f}, pitchDegrees, width, height, 60.0f, 0.1f, 1000.0f);
  const SkyLight light = SkyLight::gradientSky(glm::normalize(glm::vec3(0.3f, 0.8f, 0.5f)));
  const WaterLook look;
  FrameTarget target;
  target.resize(width, height, 1);
  target.beginScene(0.0f, 0.0f, 0.0f);
  const gl::Query viewAboveWater = gl::Query::create(GL_ANY_SAMPLES_PASSED);
  const bool counted = water.countViewAboveWater(view, heights, {{0, 0}, {40, 40}}, light, look, {}, viewAboveWater);
  const UnderWaterFog fog = water.underWaterFog(view, light, look);
  SkyLight seen = light;
  seen.underWaterFog = counted ? &fog : nullptr;
  draw(view, seen, counted ? &viewAboveWater : nullptr);
  target.endScene();
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  if (fogOut) *fogOut = fog;
  return target.readRgbTopDown();
}

}  // namespace tp::test
