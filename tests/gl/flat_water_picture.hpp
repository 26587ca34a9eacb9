// Flat water drawn straight down the way the water's look tests see it: one
// picture of WaterSurfaceRenderer, from a test's eye, sun and look.
#pragma once

#include <cstdint>
#include <vector>

#include <glm/gtc/matrix_transform.hpp>

#include "gl_test_support.hpp"
#include "render/effects/sky_light.hpp"
#include "render/frame_target.hpp"
#include "render/water_surface_renderer.hpp"

namespace tp::test {

// Flat water `extent` metres across (or lifted by `waves`, metres over the
// patch), seen straight down from `eye` into a `size`² frame (a 60° view)
// under `sun`: the picture's bytes, top row first.
// `perVertex`: shaded once a vertex (light quality), not per pixel.
inline std::vector<uint8_t> drawFlatWater(int size, glm::vec3 eye, float extent, glm::vec3 sun,
                                          const WaterLook& look, const WaterSurroundings& around = {},
                                          const gl::Texture* waves = nullptr, bool perVertex = false) {
  const float flat = 0.0f;
  gl::Texture still = gl::Texture::create2D(GL_R32F, 1, 1);
  still.upload(GL_RED, GL_FLOAT, &flat);
  const gl::Texture& heights = waves ? *waves : still;
  RenderView view;
  view.eye = eye;
  view.view = glm::lookAt(eye, glm::vec3(eye.x, 0.0f, eye.z), glm::vec3(0, 0, -1));
  view.width = view.height = size;
  view.projection = glm::perspective(glm::radians(60.0f), 1.0f, 0.05f, 100.0f);
  WaterSurfaceRenderer water;
  water.setPerVertexShading(perVertex);
  water.init(shaders());
  // Shaded per vertex, an odd count puts a vertex under an eye over the middle.
  water.setGrid(perVertex ? 9 : 8, perVertex ? 9 : 8);
  FrameTarget target;
  target.resize(size, size, 1);
  target.beginScene(0.0f, 0.0f, 0.0f);
  water.draw(view, heights, {{0, 0}, {extent, extent}}, SkyLight::gradientSky(sun), look, around);
  target.endScene();
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  return target.readRgbTopDown();
}

// A foam texture for the patch: no white water, and a hull's churn (g) of
// `churn` over the patch's half at x < 0, none over the rest.
inline gl::Texture foamWithChurnOnTheLeft(float churn) {
  const float texels[4] = {0.0f, churn, 0.0f, 0.0f};  // texels x < 0 and x > 0: cover 0, churn
  gl::Texture foam = gl::Texture::create2D(GL_RG32F, 2, 1);
  foam.upload(GL_RG, GL_FLOAT, texels);
  glTextureParameteri(foam.id(), GL_TEXTURE_MIN_FILTER, GL_NEAREST);
  glTextureParameteri(foam.id(), GL_TEXTURE_MAG_FILTER, GL_NEAREST);
  return foam;
}

// Flat water 8 m across seen straight down from 6 m into a `size`² frame
// under a sun 60° up, behind the view's top edge: its mirror point lies off
// the picture. A hull's churn of `leftChurn` lies over the picture's left
// half (x < 0) and none over its right.
inline std::vector<uint8_t> drawChurnedOnTheLeft(int size, float leftChurn, const WaterLook& look,
                                                 bool perVertex = false) {
  const gl::Texture foam = foamWithChurnOnTheLeft(leftChurn);
  WaterSurroundings around;
  around.foam = &foam;
  const glm::vec3 sun = glm::normalize(glm::vec3(0.0f, 0.866f, 0.5f));
  return drawFlatWater(size, {0.0f, 6.0f, 0.0f}, 8.0f, sun, look, around, nullptr, perVertex);
}

}  // namespace tp::test
