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
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/view_types.hpp"
#include "render/frame_context.hpp"
#include "render/orbit_camera.hpp"
#include "scenes/command_forms.hpp"
#include "scenes/scene_keys.hpp"
#include "sim/param_table.hpp"

namespace tp::gl {
class ShaderLibrary;
class GpuTimers;
}  // namespace tp::gl

namespace tp {

// A left-button action in the scene (splash, spawn, push): the app only
// forwards those that ImGui did not take.
struct PointerEvent {
  enum class Type { Press, Drag, Release } type = Type::Press;
  Ray ray;
  glm::vec2 pixel{0};  // framebuffer pixels, origin top-left
};

class Scene;

// What the app passes to scenes to build and time their GPU work. The app
// brackets none of the scene's calls with timers (GL queries may not nest),
// so a scene times its own passes: timers.begin("waves") ... timers.end().
struct SceneServices {
  gl::ShaderLibrary& shaders;
  gl::GpuTimers& timers;
  // Where panel widgets send scene commands (see Scene::command); set by the
  // app. Use post() below, which also works where nobody set it (tests).
  std::function<void(const std::string&)> postCommand = {};
  // One line for the app's status line: why an input did nothing (a click
  // off the water). Set by the app; with none, nothing is shown.
  std::function<void(const std::string&)> hint = {};

  // Sends `text` through the app, which gives it to every side of a
  // comparison at the same step and records it for --replay; with no app,
  // straight to `self`.
  void post(Scene& self, const std::string& text) const;
};

// A built-in preset: a name for the panel and --preset NAME, and the values
// it sets over the scene's defaults.
struct ScenePreset {
  std::string name;
  std::string description;           // one line for the panel's tooltip
  std::vector<std::string> settings;  // "name=value"
};

class Scene {
 public:
  virtual ~Scene() = default;
  // Builds GL resources (a context is current). Throws gl::ShaderBuildError
  // for a shader that does not build; the app prints it and exits 1.
  virtual void init(SceneServices& services) = 0;
  // Parameters shown in the panel, settable with --set, written to sidecars.
  virtual ParamTable params() = 0;
  // Back to the initial state (keeps parameters). Called after init().
  virtual void reset() = 0;
  // One fixed simulation step of `dt` seconds.
  virtual void step(float dt) = 0;
  // Draws into the frame (bound, cleared, viewport set): its passes, timed
  // under context.timers, in the order render/frame_plan.cpp lists.
  virtual void render(const FrameContext& context) = 0;
  // Extra panel widgets beyond the parameter table (tools, plots); ImGui calls.
  virtual void drawPanel() {}
  virtual void pointer(const PointerEvent&) {}
  // Where a ray meets the scene, for double-click focus.
  virtual std::optional<glm::vec3> pick(const Ray&) { return std::nullopt; }
  // The keys the scene answers to (steering, tools, views), with what they do.
  virtual std::vector<SceneKey> keys() { return {}; }
  // A key pressed or released: handled by its row of keys(), if any.
  void key(Key pressed, bool down) {
    for (const SceneKey& row : keys())
      for (Key handled : row.keys)
        if (handled == pressed) return row.handle(pressed, down);
  }
  virtual CameraStart camera() const { return {}; }
  // Where the camera keeps its target while the scene asks it to follow
  // something (the harbor's follow_camera: your tug); none by default.
  virtual std::optional<glm::vec3> followPoint() const { return std::nullopt; }
  // A pose the camera should jump to now, given where it is (a key that
  // dives under the water); asked once a frame, and a scene answers once a
  // request. None by default.
  virtual std::optional<CameraPose> cameraJump(const CameraPose&) { return std::nullopt; }
  // Extra "name: value" lines for the screenshot sidecar (counts, energy).
  virtual std::string sidecarExtra() const { return {}; }
  // Solver cells (or vertices) one step() updates, substeps included: the
  // stats strip shows this × steps per second as "cells/s", the
  // frame benchmark writes it to the sidecar. 0: no solver (the demo).
  virtual double cellsPerStep() const { return 0; }
  // "Light quality" for software GL (llvmpipe shades every pixel and steps
  // every cell on a few CPU cores; the aim is 30 frames/s at 1280x720
  // there): "name=value" settings the app applies over the defaults when
  // GL_RENDERER is software, except to parameters the command line, a preset
  // or a recording set. The panel can still raise each. None by default.
  virtual std::vector<std::string> lightQuality() const { return {}; }
  // Light quality's render scale: the share of the width and height the scene
  // is drawn at before it is stretched over its area. The largest that keeps
  // the scene at 30 frames/s or more at 1280x720 on llvmpipe (BENCHMARKS.md);
  // half size unless a scene measured more.
  virtual float lightRenderScale() const { return 0.5f; }

  // --- comparisons, recordings, replays and presets -------------
  // The app runs two or more instances of a scene side by side and replays
  // recorded input, so: reset() must be deterministic (the same parameters
  // give the same state: seed randomness from a parameter, never the clock),
  // step() and the input calls must depend only on the scene's state and
  // parameters, and render() must not change the simulation's state.
  //
  // Scene-specific actions ("clear", "splash 0 0", "tool crate"), each a
  // form and what it does (see command_forms.hpp): panel buttons should call
  // services.post(*this, "...") instead of acting, so the app delivers each to
  // every side at the same step and records it. A command's run still judges
  // values (a place outside the basin, a boat that does not exist).
  virtual std::vector<SceneCommand> commands() { return {}; }
  // Parses `text` against commands() and runs it: "" or why it was refused.
  std::string command(const std::string& text) { return runCommand(commands(), text); }
  // The shapes command() takes, so a recording's commands are checked when it is loaded.
  std::vector<std::string> commandForms() { return formsOf(commands()); }
  // Built-in presets, for the panel and `--preset NAME` (none by default).
  virtual std::vector<ScenePreset> presets() const { return {}; }
  // The simulation's state as bytes (GPU fields read back, CPU arrays,
  // counters; a context is current): equal bytes mean the same state bit for
  // bit. `--dump-state` writes it beside each side's picture; with none (the
  // default) the dump holds the pictures only.
  virtual std::vector<uint8_t> stateBytes() { return {}; }
};

inline void SceneServices::post(Scene& self, const std::string& text) const {
  if (postCommand) postCommand(text);
  else self.command(text);
}

struct SceneEntry {
  std::string name;     // --scene NAME
  std::string summary;  // one line for --help and the picker tooltip
  // CPU-side construction only: no GL calls (see init()).
  std::unique_ptr<Scene> (*create)();
};

std::span<const SceneEntry> sceneTable();
const SceneEntry* findScene(const std::string& name);

}  // namespace tp
