// The app: one linear frame loop (App::run), readable top to bottom in the
// manner of Dear ImGui's examples. Every frame, windowed or headless, takes
// the same path: input (ImGui first) → fixed simulation steps → scene into
// the offscreen FrameTarget → UI on top → screenshot → copy to the window.
#include "app/app.hpp"

#define GLFW_INCLUDE_NONE  // GL comes from glad (gl/gl.hpp)
#include <GLFW/glfw3.h>

#include <chrono>
#include <cstdio>
#include <ctime>
#include <memory>

#include "app/cli.hpp"
#include "app/input.hpp"
#include "app/log.hpp"
#include "app/screenshot.hpp"
#include "app/sim_clock.hpp"
#include "gl/gpu_timer.hpp"
#include "gl/shader_library.hpp"
#include "gl/window_context.hpp"
#include "render/frame_target.hpp"
#include "render/orbit_camera.hpp"
#include "scenes/scene.hpp"
#include "ui/help_overlay.hpp"
#include "ui/imgui_layer.hpp"
#include "ui/main_panel.hpp"
#include "ui/stats_strip.hpp"

namespace tp {
namespace {

using Clock = std::chrono::steady_clock;

#ifdef NDEBUG
constexpr bool kDebugBuild = false;
#else
constexpr bool kDebugBuild = true;
#endif

// --frames runs are deterministic: every frame is exactly this much simulated time.
constexpr double kScriptedFrameSeconds = 1.0 / 60.0;
// A frame longer than this (a breakpoint, a dragged window) is not caught up.
constexpr double kLongestFrameSeconds = 0.25;
constexpr float kClearColour[3] = {0.05f, 0.07f, 0.09f};

double secondsBetween(Clock::time_point from, Clock::time_point to) {
  return std::chrono::duration<double>(to - from).count();
}

class App {
 public:
  explicit App(const CommandLine& cli) : cli_(cli) {}
  int run();

 private:
  bool scripted() const { return cli_.frames > 0; }
  void createContext();
  void initGpu();
  double beginFrame();
  void handleInput();
  bool handleAppKey(int key);
  void simulate(double frameSeconds);
  void renderScene();
  void buildUi();
  void finishFrame();
  void takeScreenshot();
  void switchScene(const SceneEntry& entry);
  void resetScene();
  void updateStats(double cpuMilliseconds, int steps);

  CommandLine cli_;
  // Declared first so it is destroyed last: everything below may own GL objects.
  std::unique_ptr<gl::Context> context_;
  gl::WindowContext* window_ = nullptr;  // null when headless
  std::unique_ptr<gl::ShaderLibrary> shaders_;
  gl::GpuTimers timers_;
  std::unique_ptr<SceneServices> services_;
  ImGuiLayer ui_;
  FrameTarget target_;
  InputQueue input_;

  const SceneEntry* sceneEntry_ = nullptr;
  std::unique_ptr<Scene> scene_;
  const SceneEntry* pendingScene_ = nullptr;  // picked in the panel, switched after the frame
  OrbitCamera camera_;
  SimClock clock_;

  // What the user toggles.
  bool showUi_ = true, showHelp_ = false, hideUiInScreenshots_ = false;
  int msaaSamples_ = 4;
  bool screenshotRequested_ = false;
  std::string statusMessage_;
  bool statusIsError_ = false;

  // Left/right/middle drag in progress (-1: none) and where the cursor was.
  int dragButton_ = -1;
  glm::vec2 dragLast_{0};

  // Frame bookkeeping and stats.
  int frameIndex_ = 0;
  int stepsThisFrame_ = 0;
  bool quit_ = false;
  int exitCode_ = 0;
  Clock::time_point frameStart_ = Clock::now(), lastFrameStart_ = frameStart_;
  Clock::time_point statsWindowStart_ = frameStart_;
  int statsFrames_ = 0, statsSteps_ = 0;
  double statsCpuMilliseconds_ = 0;
  FrameStats stats_;
};

// ---------------------------------------------------------------------------
// The program: setup, then the frame loop.
int App::run() {
  // 1. The scene on the CPU, with --set applied: a wrong name or value exits
  //    2 before any window opens or anything is written.
  sceneEntry_ = findScene(cli_.scene);
  scene_ = sceneEntry_->create();
  if (const std::string error = applySettings(scene_->params(), cli_.settings); !error.empty()) {
    log::error("%s", error.c_str());
    return kExitUsage;
  }
  showUi_ = !cli_.hideUi;
  hideUiInScreenshots_ = cli_.hideUi;
  clock_.setRateHz(cli_.simRateHz);

  // 2. The context: a window, or EGL with no display at all.
  try {
    createContext();
  } catch (const gl::ContextError& e) {
    log::error("%s", e.what());
    return kExitFailure;
  }

  // 3. GPU resources: shaders (a compile error is file:line and exit 1), scene, UI.
  try {
    initGpu();
  } catch (const std::exception& e) {
    log::error("%s", e.what());
    return kExitFailure;
  }

  // 4. The frame loop.
  while (!quit_) {
    const double frameSeconds = beginFrame();
    ui_.newFrame(target_.width(), target_.height(), frameSeconds);
    handleInput();
    simulate(frameSeconds);
    renderScene();
    buildUi();
    finishFrame();
  }
  return exitCode_;
}

// ---------------------------------------------------------------------------
// Setup.
void App::createContext() {
  const bool debug = cli_.glDebug || kDebugBuild;
  if (cli_.headless) {
    context_ = gl::createHeadlessContext({.debug = debug});
  } else {
    gl::WindowOptions options;
    options.width = cli_.width;
    options.height = cli_.height;
    options.title = "tidepool - " + cli_.scene;
    options.debug = debug;
    options.vsync = !scripted();  // scripted runs go as fast as they can
    auto window = std::make_unique<gl::WindowContext>(options);
    window_ = window.get();
    context_ = std::move(window);
  }
  log::info("OpenGL: %s%s", context_->info().describe().c_str(), debug ? " (debug output on)" : "");
}

void App::initGpu() {
  shaders_ = std::make_unique<gl::ShaderLibrary>(gl::ShaderLibrary::findDefaultRoot());
  services_ = std::make_unique<SceneServices>(SceneServices{*shaders_, timers_});
  scene_->init(*services_);
  scene_->reset();
  camera_.start(scene_->camera());
  if (window_) input_.attach(window_->window());  // before ImGui's backend, which chains to it
  if (!ui_.init(window_ ? window_->window() : nullptr))
    log::warn("the UI cannot draw: Dear ImGui's OpenGL3 backend could not load libGL.so.1");
  // Software GL pays for every sample; a GPU does not notice.
  if (context_->info().renderer.find("llvmpipe") != std::string::npos) msaaSamples_ = 1;
}

// ---------------------------------------------------------------------------
// The frame, in order.
double App::beginFrame() {
  lastFrameStart_ = frameStart_;
  frameStart_ = Clock::now();
  int width = cli_.width, height = cli_.height;
  if (window_) {
    glfwPollEvents();
    if (window_->shouldClose()) quit_ = true;
    window_->framebufferSize(width, height);
  }
  target_.resize(std::max(width, 1), std::max(height, 1), msaaSamples_);
  if (scripted()) return kScriptedFrameSeconds;
  return std::min(secondsBetween(lastFrameStart_, frameStart_), kLongestFrameSeconds);
}

void App::handleInput() {
  // ImGui has seen every event already (its callbacks chain to ours); what it
  // wants is its alone.
  const glm::ivec2 size(target_.width(), target_.height());
  const RenderView view{camera_.view(), camera_.projection(float(size.x) / float(size.y)), camera_.eye(),
                        size.x, size.y, clock_.simSeconds()};
  auto pointerEvent = [&](PointerEvent::Type type, glm::vec2 pixel) {
    return PointerEvent{type, rayFromPixel(view.view, view.projection, pixel, size), pixel};
  };
  for (const InputEvent& event : input_.take()) {
    switch (event.type) {
      case InputEvent::Type::ButtonDown:
        if (ui_.wantsMouse() || dragButton_ >= 0) break;
        dragButton_ = event.button;
        dragLast_ = event.pixel;
        if (event.button == GLFW_MOUSE_BUTTON_LEFT) {
          if (event.doubleClick)
            if (auto point = scene_->pick(pointerEvent(PointerEvent::Type::Press, event.pixel).ray))
              camera_.focus(*point);
          scene_->pointer(pointerEvent(PointerEvent::Type::Press, event.pixel));
        }
        break;
      case InputEvent::Type::ButtonUp:
        if (event.button != dragButton_) break;
        if (event.button == GLFW_MOUSE_BUTTON_LEFT)
          scene_->pointer(pointerEvent(PointerEvent::Type::Release, event.pixel));
        dragButton_ = -1;
        break;
      case InputEvent::Type::Move:
        if (dragButton_ == GLFW_MOUSE_BUTTON_RIGHT) camera_.orbit(event.pixel - dragLast_);
        else if (dragButton_ == GLFW_MOUSE_BUTTON_MIDDLE) camera_.pan(event.pixel - dragLast_, size.y);
        else if (dragButton_ == GLFW_MOUSE_BUTTON_LEFT)
          scene_->pointer(pointerEvent(PointerEvent::Type::Drag, event.pixel));
        dragLast_ = event.pixel;
        break;
      case InputEvent::Type::Scroll:
        if (!ui_.wantsMouse()) camera_.zoom(event.scroll);
        break;
      case InputEvent::Type::KeyDown:
        if (ui_.wantsKeyboard()) break;
        if (!handleAppKey(event.key)) scene_->key(event.key, true);
        break;
      case InputEvent::Type::KeyUp:
        scene_->key(event.key, false);  // releases always arrive, so no key sticks
        break;
    }
  }
}

// The keys of app/controls.cpp; returns false for keys the app does not use.
bool App::handleAppKey(int key) {
  switch (key) {
    case GLFW_KEY_SPACE: clock_.setPaused(!clock_.paused()); return true;
    case GLFW_KEY_N:
    case GLFW_KEY_PERIOD:
      clock_.setPaused(true);
      clock_.requestSingleStep();
      return true;
    case GLFW_KEY_R: resetScene(); return true;
    case GLFW_KEY_F1: showHelp_ = !showHelp_; return true;
    case GLFW_KEY_F5: shaders_->reloadAll(); return true;
    case GLFW_KEY_F12: screenshotRequested_ = true; return true;
    case GLFW_KEY_H: showUi_ = !showUi_; return true;
    case GLFW_KEY_ESCAPE: quit_ = true; return true;
    default: return false;
  }
}

void App::simulate(double frameSeconds) {
  stepsThisFrame_ = clock_.advance(frameSeconds);
  const float dt = float(clock_.stepSeconds());
  for (int i = 0; i < stepsThisFrame_; ++i) scene_->step(dt);
}

void App::renderScene() {
  const float aspect = float(target_.width()) / float(target_.height());
  const RenderView view{camera_.view(), camera_.projection(aspect), camera_.eye(),
                        target_.width(), target_.height(), clock_.simSeconds()};
  target_.beginScene(kClearColour[0], kClearColour[1], kClearColour[2]);
  scene_->render(view);
  target_.endScene();  // leaves the resolved image bound for the UI
}

void App::buildUi() {
  if (showUi_) {
    const PanelRequests requests = drawMainPanel({sceneEntry_->name, *scene_, clock_, hideUiInScreenshots_,
                                                  msaaSamples_, shaders_->lastError(), statusMessage_,
                                                  statusIsError_});
    stats_.simStepCount = clock_.stepCount();  // this frame's, not the last averaging window's
    stats_.simSeconds = clock_.simSeconds();
    stats_.paused = clock_.paused();
    drawStatsStrip(stats_, timers_, context_->info().renderer);
    if (!requests.switchToScene.empty()) pendingScene_ = findScene(requests.switchToScene);
    if (requests.reset) resetScene();
    if (requests.screenshot) screenshotRequested_ = true;
    if (requests.reloadShaders) shaders_->reloadAll();
    if (requests.showHelp) showHelp_ = !showHelp_;
  }
  drawHelpOverlay(showHelp_);
}

void App::finishFrame() {
  const bool lastScriptedFrame = scripted() && frameIndex_ + 1 >= cli_.frames;
  if (lastScriptedFrame && !cli_.screenshotPath.empty()) screenshotRequested_ = true;
  // The screenshot is read either side of drawing the UI.
  if (screenshotRequested_ && hideUiInScreenshots_) takeScreenshot();
  timers_.begin("ui");
  ui_.render();
  timers_.end();
  if (screenshotRequested_) takeScreenshot();
  const double cpuMilliseconds = secondsBetween(frameStart_, Clock::now()) * 1e3;
  if (window_) {
    int width = 0, height = 0;
    window_->framebufferSize(width, height);
    target_.presentToWindow(width, height);
    window_->swapBuffers();
  }
  timers_.collect();
  updateStats(cpuMilliseconds, stepsThisFrame_);
  if (pendingScene_) switchScene(*std::exchange(pendingScene_, nullptr));
  ++frameIndex_;
  if (lastScriptedFrame) quit_ = true;
}

// ---------------------------------------------------------------------------
// Actions.
void App::takeScreenshot() {
  screenshotRequested_ = false;
  const std::time_t now = std::time(nullptr);
  const std::filesystem::path path =
      scripted() && !cli_.screenshotPath.empty() ? std::filesystem::path(cli_.screenshotPath)
                                                 : nextScreenshotPath(sceneEntry_->name, now);
  SidecarInfo info;
  info.scene = sceneEntry_->name;
  info.params = scene_->params().snapshot();
  info.simStep = clock_.stepCount();
  info.simSeconds = clock_.simSeconds();
  info.simRateHz = clock_.rateHz();
  info.width = target_.width();
  info.height = target_.height();
  info.gl = context_->info();
  info.sceneExtra = scene_->sidecarExtra();
  const std::string error =
      writeScreenshot(path, target_.readRgbTopDown(), target_.width(), target_.height(), sidecarText(info, now));
  statusIsError_ = !error.empty();
  if (statusIsError_) {
    statusMessage_ = error;
    log::error("%s", error.c_str());
    if (scripted()) {  // the command line asked for this file: without it the run failed
      exitCode_ = kExitFailure;
      quit_ = true;
    }
  } else {
    statusMessage_ = "saved " + path.string() + " and its .txt";
    log::info("screenshot: %s (sidecar %s)", path.c_str(), sidecarPathFor(path).c_str());
  }
}

void App::switchScene(const SceneEntry& entry) {
  std::unique_ptr<Scene> next = entry.create();
  try {
    next->init(*services_);
  } catch (const std::exception& e) {  // a broken shader: stay in the current scene
    statusMessage_ = "cannot open scene " + entry.name + ": " + e.what();
    statusIsError_ = true;
    log::error("%s", statusMessage_.c_str());
    return;
  }
  scene_ = std::move(next);  // the old scene's GL objects go here
  sceneEntry_ = &entry;
  timers_ = gl::GpuTimers();  // the old scene's passes would linger in the stats
  if (window_) glfwSetWindowTitle(window_->window(), ("tidepool - " + entry.name).c_str());
  camera_.start(scene_->camera());
  resetScene();
}

void App::resetScene() {
  scene_->reset();
  clock_.reset();
}

void App::updateStats(double cpuMilliseconds, int steps) {
  ++statsFrames_;
  statsSteps_ += steps;
  statsCpuMilliseconds_ += cpuMilliseconds;
  const double window = secondsBetween(statsWindowStart_, Clock::now());
  if (window >= 0.5) {  // averaged over half a second so the numbers can be read
    stats_.framesPerSecond = statsFrames_ / window;
    stats_.simStepsPerSecond = statsSteps_ / window;
    stats_.cpuMillisecondsPerFrame = statsCpuMilliseconds_ / statsFrames_;
    statsFrames_ = statsSteps_ = 0;
    statsCpuMilliseconds_ = 0;
    statsWindowStart_ = Clock::now();
  }
}

}  // namespace

int runTidepool(int argc, char** argv) {
  const CliParse parsed = parseCommandLine(argc, argv);
  if (!parsed.error.empty()) {
    log::error("%s", parsed.error.c_str());
    return kExitUsage;
  }
  if (parsed.options.help) {
    std::fputs(usageText().c_str(), stdout);
    return 0;
  }
  if (parsed.options.version) {
    std::puts("tidepool " TIDEPOOL_VERSION);
    return 0;
  }
  return App(parsed.options).run();
}

}  // namespace tp
