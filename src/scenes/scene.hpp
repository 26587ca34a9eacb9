#pragma once
// One Scene interface; a new scene is one file plus one row in scene_table.cpp.
// The app owns the loop and the camera; a scene owns its solver, its
// GL resources and its parameters.
#include <glm/glm.hpp>
#include <memory>
#include <optional>
#include <span>
#include <string>

#include "sim/param_table.hpp"

namespace tp::gl {
class ShaderLibrary;
class GpuTimers;
}  // namespace tp::gl

namespace tp {

struct Ray {
  glm::vec3 origin{0};
  glm::vec3 direction{0, 0, -1};  // unit length
};

// A left-button action in the scene (splash, spawn, push): the app only
// forwards those that ImGui did not take.
struct PointerEvent {
  enum class Type { Press, Drag, Release } type = Type::Press;
  Ray ray;
  glm::vec2 pixel{0};  // framebuffer pixels, origin top-left
};

// What the app passes to scenes to build and time their GPU work.
struct SceneServices {
  gl::ShaderLibrary& shaders;
  gl::GpuTimers& timers;
};

struct RenderView {
  glm::mat4 view{1}, projection{1};
  glm::vec3 eye{0};
  int width = 1, height = 1;  // framebuffer pixels
  double time = 0;            // simulated seconds
};

struct CameraStart {
  glm::vec3 target{0};
  float distance = 5, yawDegrees = 30, pitchDegrees = 30;
};

class Scene {
 public:
  virtual ~Scene() = default;
  // Parameters shown in the panel, settable with --set, written to sidecars.
  virtual ParamTable& params() = 0;
  // Back to the initial state (keeps parameters).
  virtual void reset() = 0;
  // One fixed simulation step of `dt` seconds.
  virtual void step(float dt) = 0;
  // Draws into the bound framebuffer (already cleared, viewport set).
  virtual void render(const RenderView& view) = 0;
  // Extra panel widgets beyond the parameter table (tools, plots); ImGui calls.
  virtual void drawPanel() {}
  virtual void pointer(const PointerEvent&) {}
  // Where a ray meets the scene, for double-click focus.
  virtual std::optional<glm::vec3> pick(const Ray&) { return std::nullopt; }
  // Keyboard keys (GLFW key codes) held or released, for steering and tools.
  virtual void key(int /*glfwKey*/, bool /*down*/) {}
  virtual CameraStart camera() const { return {}; }
  // Extra "name: value" lines for the screenshot sidecar (counts, energy).
  virtual std::string sidecarExtra() const { return {}; }
};

struct SceneEntry {
  std::string name;     // --scene NAME
  std::string summary;  // one line for --help and the picker tooltip
  std::unique_ptr<Scene> (*create)(SceneServices& services);
};

std::span<const SceneEntry> sceneTable();
const SceneEntry* findScene(const std::string& name);

}  // namespace tp
