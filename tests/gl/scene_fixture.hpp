#pragma once
// The scene tests' one fixture: a scene from the table with settings applied
// before init (as --set does), the start camera, and pictures rendered into a
// small target (llvmpipe shades every pixel on the CPU), with the helpers
// that turn world points into pixels and pixels into rays.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <glm/glm.hpp>

#include "gl/gpu_timer.hpp"
#include "gl_test_support.hpp"
#include "render/frame_target.hpp"
#include "render/orbit_camera.hpp"
#include "scenes/scene.hpp"

namespace tp::test {

constexpr int kSceneWidth = 320, kSceneHeight = 180;
constexpr float kSceneFrame = 1.0f / 60.0f;  // s: the app's default step

// A rendered picture: RGB, row 0 at the top.
struct SceneImage {
  std::vector<uint8_t> rgb;
  glm::ivec3 at(int x, int y) const {  // 0..255
    const size_t i = (size_t(y) * kSceneWidth + size_t(x)) * 3;
    return {rgb[i], rgb[i + 1], rgb[i + 2]};
  }
  // The pixels whose r + g + b differences from `other` add up to more than `threshold`.
  std::vector<glm::vec2> changedFrom(const SceneImage& other, int threshold) const;
  // Red less blue, a pixel's mean over the top `rows` rows: how warm the sky
  // or far sea behind a scene is.
  double warmthAlongTop(int rows) const;
};

class SceneFixture : public testing::Test {
 protected:
  void SetUp() override;

  // The scene `name` as it opens, or with `settings` applied before init.
  std::unique_ptr<Scene> makeNamedScene(const std::string& name, const std::vector<std::string>& settings = {});
  RenderView view() const;
  // Renders into a target cleared to magenta: any pixel left at it was never
  // drawn. `samples` a pixel of the frame; with more than one, `byCompute`
  // hands the scene the multisampled frame as the app does, so its compute
  // passes (the sky's or backdrop's fill, the deferred water) write it, and
  // false keeps them to the raster path.
  SceneImage render(Scene& scene, int samples = 1, bool byCompute = true);
  // Where a world point lands in the picture (pixels, top-left origin).
  glm::vec2 project(const glm::vec3& world) const;
  Ray rayThrough(glm::vec2 pixel) const;
  Ray rayTo(const glm::vec3& world) const;  // from the camera through a world point
  void press(Scene& scene, glm::vec2 pixel, PointerEvent::Type type = PointerEvent::Type::Press) const;
  static void steps(Scene& scene, int count) {
    for (int i = 0; i < count; ++i) scene.step(kSceneFrame);
  }

  gl::GpuTimers timers_;
  std::unique_ptr<SceneServices> services_;
  OrbitCamera camera_;
  FrameTarget target_;
};

}  // namespace tp::test
