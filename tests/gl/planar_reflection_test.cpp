// render/effects/planar_reflection: what stands above the water appears in
// the mirror image where the camera mirrored through the water level sees
// it; what lies below the level is clipped away; the framebuffer and
// viewport bound before come back. The drawn sky mirrors it in the far sea.
#include <gtest/gtest.h>

#include <glm/gtc/matrix_transform.hpp>

#include <algorithm>
#include <cstdio>
#include <span>
#include <vector>

#include "gl_test_support.hpp"
#include "render/box_renderer.hpp"
#include "render/effects/planar_reflection.hpp"
#include "render/effects/sky_renderer.hpp"
#include "render/frame_target.hpp"

namespace {

constexpr int kSize = 128;

tp::RenderView lowCamera() {
  tp::RenderView view;
  view.eye = glm::vec3(0.0f, 2.0f, 12.0f);
  view.view = glm::lookAt(view.eye, glm::vec3(0.0f, 0.0f, 0.0f), glm::vec3(0, 1, 0));
  view.projection = glm::perspective(glm::radians(60.0f), 1.0f, 0.1f, 200.0f);
  view.width = view.height = kSize;
  return view;
}

// The mirror image's RGBA at the pixel where world point `p` lands in `mirror`'s view.
glm::vec4 seenAt(const tp::PlanarReflection& mirror, const std::vector<uint8_t>& rgba, glm::vec3 p) {
  const glm::vec4 clip = mirror.view().projection * mirror.view().view * glm::vec4(p, 1.0f);
  const glm::vec2 uv = glm::vec2(clip) / clip.w * 0.5f + 0.5f;
  const int x = std::clamp(int(uv.x * kSize), 0, kSize - 1), y = std::clamp(int(uv.y * kSize), 0, kSize - 1);
  const uint8_t* texel = &rgba[(size_t(y) * kSize + size_t(x)) * 4];
  return glm::vec4(texel[0], texel[1], texel[2], texel[3]) / 255.0f;
}

}  // namespace

TEST(MirroredView, SeesEachPointWhereTheCameraSeesItsMirrorImage) {
  const tp::RenderView view = lowCamera();
  const float level = 0.5f;
  const tp::RenderView mirrored = tp::mirroredView(view, level, 0.05f);
  for (const glm::vec3 p : {glm::vec3(1, 3, -2), glm::vec3(-4, 0.7f, 1), glm::vec3(0, -1, 5)}) {
    const glm::vec4 a = mirrored.projection * mirrored.view * glm::vec4(p, 1.0f);
    const glm::vec4 b = view.projection * view.view * glm::vec4(p.x, 2 * level - p.y, p.z, 1.0f);
    for (int i = 0; i < 4; ++i) EXPECT_NEAR(a[i], b[i], 1e-4f) << "point " << p.x << "," << p.y << "," << p.z;
    // The clip plane keeps what lies above the level, less the tolerance.
    EXPECT_EQ(glm::dot(mirrored.clipPlane, glm::vec4(p, 1.0f)) >= 0.0f, p.y >= level - 0.05f);
  }
  EXPECT_FLOAT_EQ(mirrored.eye.y, 2 * level - view.eye.y);
}

TEST(PlanarReflection, DrawsWhatStandsAboveTheWaterWhereTheMirrorPutsIt) {
  tp::BoxRenderer boxes;
  boxes.init(tp::test::shaders());
  const tp::SkyLight light = tp::SkyLight::gradientSky(glm::normalize(glm::vec3(0.3f, 0.8f, 0.5f)));
  const tp::test::BoundBefore before;  // must be bound again after

  tp::PlanarReflection mirror;
  const tp::RenderView mirrored = mirror.begin(lowCamera(), 0.0f, 1.0f);
  // A red box standing on the water, and a green one sunk wholly below it.
  const tp::Box above{glm::vec3(-2.0f, 1.0f, 0.0f), glm::vec3(0.8f), glm::vec3(0.9f, 0.05f, 0.05f)};
  const tp::Box sunk{glm::vec3(2.5f, -1.5f, 0.0f), glm::vec3(0.8f), glm::vec3(0.05f, 0.9f, 0.05f)};
  const tp::Box both[] = {above, sunk};
  boxes.draw(mirrored, both, light);
  mirror.end();

  EXPECT_TRUE(before.boundAgain());
  EXPECT_FALSE(glIsEnabled(GL_CLIP_DISTANCE0));

  ASSERT_TRUE(mirror.drawn());
  std::vector<uint8_t> rgba(size_t(kSize) * kSize * 4);
  mirror.image().download(GL_RGBA, GL_UNSIGNED_BYTE, rgba.size(), rgba.data());
  // The red box's centre, seen in the mirror: covered, and red.
  const glm::vec4 red = seenAt(mirror, rgba, above.centre);
  EXPECT_EQ(red.a, 1.0f);
  EXPECT_GT(red.r, 2.0f * red.g) << "the box's mirror image is red";
  // Its mirror image lies below the water in the camera's own view: the
  // mirrored camera sees the box's centre where the camera sees (x, −y, z).
  const tp::RenderView camera = lowCamera();
  const glm::vec4 direct = camera.projection * camera.view * glm::vec4(above.centre * glm::vec3(1, -1, 1), 1.0f);
  const glm::vec4 viaMirror = mirror.view().projection * mirror.view().view * glm::vec4(above.centre, 1.0f);
  EXPECT_NEAR(direct.y / direct.w, viaMirror.y / viaMirror.w, 1e-5f);
  // The sunk box is clipped away: nothing there but the cleared image.
  EXPECT_EQ(seenAt(mirror, rgba, sunk.centre).a, 0.0f) << "a thing under the water has no mirror image";
  // Away from both: nothing (alpha 0), so the water shows the sky there.
  EXPECT_EQ(seenAt(mirror, rgba, glm::vec3(0.0f, 6.0f, -30.0f)).a, 0.0f);
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
}

// The background's far sea shows the mirror image where one is drawn: a red
// box on the water, its image under the horizon in the camera's view. The
// sky is drawn with the mirror and without (its program built without the
// mirror's part): at the image's pixel the first must be redder (red less
// blue) by 20 levels of 255 or more; measured on llvmpipe: 54.
TEST(PlanarReflection, TheDrawnSkyMirrorsItInTheFarSea) {
  tp::BoxRenderer boxes;
  boxes.init(tp::test::shaders());
  tp::SkyRenderer sky;
  sky.init(tp::test::shaders());
  const tp::SkyLight light = tp::SkyLight::gradientSky(glm::normalize(glm::vec3(0.3f, 0.8f, 0.5f)));
  const tp::RenderView camera = lowCamera();
  tp::PlanarReflection mirror;
  const tp::Box above{glm::vec3(-2.0f, 1.0f, 0.0f), glm::vec3(0.8f), glm::vec3(0.9f, 0.05f, 0.05f)};
  boxes.draw(mirror.begin(camera, 0.0f, 1.0f), std::span(&above, 1), light);
  mirror.end();
  const auto drawSky = [&](const tp::PlanarReflection* withMirror) {
    tp::FrameTarget target;
    target.resize(kSize, kSize, 1);
    target.beginScene(0.0f, 0.0f, 0.0f);
    sky.draw(camera, light, withMirror);
    target.endScene();
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    return target.readRgbTopDown();
  };
  const std::vector<uint8_t> mirrored = drawSky(&mirror), plain = drawSky(nullptr);
  // The box's image: where the camera sees its centre mirrored through the water.
  const glm::vec4 clip = camera.projection * camera.view * glm::vec4(above.centre * glm::vec3(1, -1, 1), 1.0f);
  const glm::vec2 uv = glm::vec2(clip) / clip.w * 0.5f + 0.5f;
  const size_t x = size_t(uv.x * kSize), row = size_t((1.0f - uv.y) * kSize);  // top row first
  const uint8_t* with = &mirrored[(row * kSize + x) * 3];
  const uint8_t* without = &plain[(row * kSize + x) * 3];
  const int redder = (int(with[0]) - int(with[2])) - (int(without[0]) - int(without[2]));
  std::printf("the far sea at the box's image: with the mirror (%d, %d, %d), without (%d, %d, %d)\n", with[0], with[1],
              with[2], without[0], without[1], without[2]);
  EXPECT_GE(redder, 20) << "the far sea shows no mirrored box";
  // Above the horizon the two skies are the same.
  EXPECT_TRUE(std::equal(mirrored.begin(), mirrored.begin() + kSize * 3 * 4, plain.begin()));
}
