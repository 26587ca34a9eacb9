#pragma once
// One Scene interface; a new scene is one file plus one row in scene_table.cpp.
// The app owns the loop and the camera; a scene owns its solver, its
// GL resources and its parameters.
//
// Two phases, so the command line can be checked before any window exists:
// `SceneEntry::create()` builds the scene on the CPU only (its parameters and
// ParamTable; GL wrappers stay empty), `--set` values are applied to it, and
// only then does the app make a context and call `init()`, which builds GL
// resources from the parameters as set.
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

// What the app passes to scenes to build and time their GPU work. The app
// brackets none of the scene's calls with timers (GL queries may not nest),
// so a scene times its own passes: timers.begin("waves") ... timers.end().
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
  // How far the orbit may tilt: a water surface seen from below makes no
  // sense in most scenes; a floating ball of water wants the whole range.
  float minPitchDegrees = -85, maxPitchDegrees = 89;
};

class Scene {
 public:
  virtual ~Scene() = default;
  // Builds GL resources (a context is current). Throws gl::ShaderBuildError
  // for a shader that does not build; the app prints it and exits 1.
  virtual void init(SceneServices& services) = 0;
  // Parameters shown in the panel, settable with --set, written to sidecars.
  virtual ParamTable& params() = 0;
  // Back to the initial state (keeps parameters). Called after init().
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
  // CPU-side construction only: no GL calls (see init()).
  std::unique_ptr<Scene> (*create)();
};

std::span<const SceneEntry> sceneTable();
const SceneEntry* findScene(const std::string& name);

}  // namespace tp
