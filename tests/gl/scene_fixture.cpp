#include "scene_fixture.hpp"

#include "render/orbit_camera.hpp"

namespace tp::test {

std::vector<glm::vec2> SceneImage::changedFrom(const SceneImage& other, int threshold) const {
  std::vector<glm::vec2> changed;
  for (int y = 0; y < kSceneHeight; ++y)
    for (int x = 0; x < kSceneWidth; ++x) {
      const glm::ivec3 d = glm::abs(at(x, y) - other.at(x, y));
      if (d.r + d.g + d.b > threshold) changed.emplace_back(x, y);
    }
  return changed;
}

double SceneImage::warmthAlongTop(int rows) const {
  double sum = 0.0;
  for (int y = 0; y < rows; ++y)
    for (int x = 0; x < kSceneWidth; ++x) sum += at(x, y).r - at(x, y).b;
  return sum / (double(rows) * kSceneWidth);
}

void SceneFixture::SetUp() { services_ = std::make_unique<SceneServices>(SceneServices{shaders(), timers_}); }

std::unique_ptr<Scene> SceneFixture::makeNamedScene(const std::string& name, const std::vector<std::string>& settings) {
  auto scene = findScene(name)->create();
  for (const std::string& s : settings) EXPECT_EQ(scene->params().setAssignment(s), "") << s;
  scene->init(*services_);
  scene->reset();
  camera_.start(scene->camera());
  return scene;
}

RenderView SceneFixture::view() const {
  const float aspect = float(kSceneWidth) / float(kSceneHeight);
  return {camera_.view(), camera_.projection(aspect), camera_.eye(), kSceneWidth, kSceneHeight, 0.0};
}

SceneImage SceneFixture::render(Scene& scene, int samples, bool byCompute) {
  target_.resize(kSceneWidth, kSceneHeight, samples);
  target_.beginScene(1.0f, 0.0f, 1.0f);
  scene.render({view(), byCompute ? target_.multisampledFrame() : std::nullopt, services_->timers,
                target_.frameTextures()});
  target_.endScene();
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  return {target_.readRgbTopDown()};
}

glm::vec2 SceneFixture::project(const glm::vec3& world) const {
  const RenderView v = view();
  return pixelFromWorld(v.view, v.projection, world, {kSceneWidth, kSceneHeight});
}

Ray SceneFixture::rayThrough(glm::vec2 pixel) const {
  const RenderView v = view();
  return rayFromPixel(v.view, v.projection, pixel, {kSceneWidth, kSceneHeight});
}

Ray SceneFixture::rayTo(const glm::vec3& world) const {
  return {camera_.eye(), glm::normalize(world - camera_.eye())};
}

void SceneFixture::press(Scene& scene, glm::vec2 pixel, PointerEvent::Type type) const {
  scene.pointer({type, rayThrough(pixel), pixel});
}

}  // namespace tp::test
