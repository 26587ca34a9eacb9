// The app: one linear frame loop (App::run), readable top to bottom in the
// manner of Dear ImGui's examples. Every frame, windowed or headless, takes
// the same path: input (ImGui first) → fixed simulation steps → every side's
// scene into the offscreen FrameTarget, captions over it → UI on top →
// screenshot / clip frame → copy to the window.
#include "app/app.hpp"

#define GLFW_INCLUDE_NONE  // GL comes from glad (gl/gl.hpp)
#include <GLFW/glfw3.h>

#include <imgui.h>

#include <cstdio>
#include <limits>

#include "app/app_impl.hpp"
#include "app/compare/captions.hpp"
#include "app/stepping_budget.hpp"
#include "core/log.hpp"
#include "app/presets/preset_file.hpp"
#include "gl/software_renderer.hpp"
#include "ui/help_overlay.hpp"
#include "ui/slow_motion_notice.hpp"
#include "ui/ui_scale.hpp"

namespace tp {
namespace {

#ifdef NDEBUG
constexpr bool kDebugBuild = false;
#else
constexpr bool kDebugBuild = true;
#endif

constexpr float kClearColour[3] = {0.05f, 0.07f, 0.09f};

double secondsBetween(std::chrono::steady_clock::time_point from, std::chrono::steady_clock::time_point to) {
  return std::chrono::duration<double>(to - from).count();
}

}  // namespace

// ---------------------------------------------------------------------------
// The program: setup, then the frame loop.
int App::run() {
  // 1. The scenes on the CPU, with the recording, preset, --set, --compare and
  //    --sweep applied: a wrong name or value exits 2 before any window opens
  //    or anything is written.
  if (const std::string error = prepareSides(); !error.empty()) {
    log::error("%s", error.c_str());
    return kExitUsage;
  }
  if (!cli_.savePresetPath.empty()) {  // a file and no window, like --help
    const std::string name = std::filesystem::path(cli_.savePresetPath).stem().string();
    const std::string error = writePresetFile(
        cli_.savePresetPath, presetJson(sides_.entry().name, name, "", sides_.scene(0).params()));
    if (!error.empty()) {
      log::error("%s", error.c_str());
      return kExitFailure;
    }
    log::info("saved every parameter of %s to %s; load it with --preset %s", sides_.entry().name.c_str(),
              cli_.savePresetPath.c_str(), cli_.savePresetPath.c_str());
    return 0;
  }
  if (!cli_.printPixels.empty()) {  // the first frame's camera, no window needed
    OrbitCamera camera;
    camera.start(sides_.scene(0).camera());
    const glm::ivec2 size(cli_.width, cli_.height);
    const glm::mat4 projection = camera.projection(float(size.x) / float(size.y));
    for (const glm::vec3& point : cli_.printPixels) {
      const glm::vec2 pixel = pixelFromWorld(camera.view(), projection, point, size);
      std::printf("%.3f %.3f\n", double(pixel.x), double(pixel.y));
    }
    return 0;
  }
  view_.showUi = !cli_.hideUi;
  view_.uiScaleSetting = float(cli_.uiScale);
  view_.hideUiInScreenshots = cli_.hideUi;

  // 2. The context: a window, or EGL with no display at all.
  try {
    createContext();
  } catch (const gl::ContextError& e) {
    log::error("%s", e.what());
    return kExitFailure;
  }

  // 3. GPU resources: shaders (a compile error is file:line and exit 1), scenes, UI.
  try {
    initGpu();
  } catch (const std::exception& e) {
    log::error("%s", e.what());
    return kExitFailure;
  }
  if (const std::string error = startOutputs(); !error.empty()) {
    log::error("%s", error.c_str());
    return kExitFailure;
  }

  // The panel in the first picture too (a clip's first frame, a one-frame
  // screenshot): one UI frame built and thrown away sizes it.
  if (view_.showUi) {
    applyUiScale();
    hud_.ui.newFrame(gfx_.target.width(), gfx_.target.height(), 1.0 / 60.0);
    drawPanels();
    hud_.ui.discardFrame();
    timeline_.takePosted();  // nothing was clicked
  }

  frame_.hold.inputsAwaited = gfx_.window ? cli_.awaitInputs : 0;
  if (frame_.hold.inputsAwaited > 0) log::info("holding the first frame until %d presses reach the window", frame_.hold.inputsAwaited);

  // 4. The frame loop.
  // --bench times each stage on the CPU (benchStage); the GPU's span of the frame in benchFrame.
  while (!frame_.quit) {
    const double frameSeconds = beginFrame();
    benchStage("events");
    applyUiScale();
    hud_.ui.newFrame(gfx_.target.width(), gfx_.target.height(), frameSeconds);
    handleInput();
    benchStage("input");
    simulate(frameSeconds);
    benchStage("simulate");
    buildUi();      // first: the panel's place this frame decides where the scene is framed
    benchStage("panels");
    renderScene();
    benchStage("scene");
    finishFrame();
  }
  if (bench_.active()) log::info("%s", frameBenchLogLine(bench_.summary(cellsPerStep())).c_str());
  if (outputs_.clip.active()) finishClip();
  if (timeline_.recorder().active()) stopInputRecording();
  return frame_.exitCode;
}

// ---------------------------------------------------------------------------
// Setup.
std::string App::prepareSides() {
  std::string sceneName = cli_.scene;
  std::vector<std::string> base;  // settings every side starts from
  double rateHz = cli_.simRateHz;
  if (!cli_.replayPath.empty()) {
    InputScript script;
    if (std::string error = readInputScript(cli_.replayPath, script); !error.empty()) return error;
    if (!findScene(script.scene))
      return "recording " + cli_.replayPath + " is of scene '" + script.scene + "', which this tidepool lacks";
    if (cli_.sceneGiven && cli_.scene != script.scene)
      return "recording " + cli_.replayPath + " was made in scene '" + script.scene + "', not '" + cli_.scene +
             "': leave out --scene";
    sceneName = script.scene;
    base = script.settings;
    if (!cli_.simRateGiven) rateHz = script.rateHz;
    // checkCombinations: a replay with no --frames is scripted only.
    const bool endsRun = cli_.frames == 0 &&
                         (cli_.headless || !cli_.screenshotPath.empty() || !cli_.dumpStatePath.empty());
    timeline_.beginReplay(std::move(script), {}, endsRun);
  }
  clock_.setRateHz(rateHz);
  const SceneEntry& entry = *findScene(sceneName);
  if (!cli_.preset.empty()) {
    const PresetCheck preset = resolvePreset(cli_.preset, entry);
    if (!preset.error.empty()) return preset.error;
    for (const std::string& setting : toSettings(preset.values)) base.push_back(setting);
    // Only what the preset itself sets: light quality still lowers the rest (the full
    // snapshot it carries also holds the full-quality defaults of every other parameter).
    for (const std::string& name : preset.named) quality_.pin(name);
  }
  base.insert(base.end(), cli_.settings.begin(), cli_.settings.end());
  // A recording's header, the command line's --set and --compare: set by hand, so light quality leaves them.
  const std::vector<std::string> none;
  const std::vector<std::string>* recorded = timeline_.replaying() ? &timeline_.script().settings : &none;
  for (const auto* list : std::initializer_list<const std::vector<std::string>*>{recorded, &cli_.settings,
                                                                                 &cli_.compareA, &cli_.compareB})
    for (const std::string& setting : *list) quality_.pin(setting.substr(0, setting.find('=')));
  if (cli_.sweep) quality_.pin(cli_.sweepSpec.name);

  std::vector<std::vector<std::string>> settings{base};
  TileLayout layout = TileLayout::Single;
  if (cli_.compare) {
    settings = {base, base};
    settings[0].insert(settings[0].end(), cli_.compareA.begin(), cli_.compareA.end());
    settings[1].insert(settings[1].end(), cli_.compareB.begin(), cli_.compareB.end());
    layout = cli_.wipe >= 0 ? TileLayout::Wipe : TileLayout::SideBySide;
    if (cli_.wipe >= 0) sides_.setWipe(float(cli_.wipe));
  } else if (cli_.sweep) {
    const auto probe = entry.create();  // the values need the parameter's kind
    if (std::string error = applySnapshot(probe->params(), toSnapshot(base)); !error.empty()) return error;
    std::vector<std::string> values;
    if (std::string error = sweepValues(cli_.sweepSpec, probe->params(), values); !error.empty()) return error;
    settings.clear();
    for (const std::string& value : values) {
      settings.push_back(base);
      settings.back().push_back(cli_.sweepSpec.name + "=" + value);
    }
    layout = TileLayout::Grid;
  }
  if (timeline_.replaying())
    if (std::string error = checkScriptForScene(timeline_.script(), cli_.replayPath, entry, settings.size()); !error.empty())
      return error;
  if (std::string error = sides_.rebuild(entry, settings, layout, nullptr); !error.empty()) return error;
  if (timeline_.replaying()) timeline_.setVaried(differingNames(sides_.snapshots()));
  return {};
}

void App::createContext() {
  const bool debug = cli_.glDebug || kDebugBuild;
  if (cli_.headless) {
    gfx_.context = gl::createHeadlessContext({.debug = debug});
  } else {
    gl::WindowOptions options;
    options.width = cli_.width;
    options.height = cli_.height;
    options.title = "tidepool - " + sides_.entry().name;
    options.debug = debug;
    options.vsync = !scripted();  // scripted runs go as fast as they can
    auto window = std::make_unique<gl::WindowContext>(options);
    gfx_.window = window.get();
    gfx_.context = std::move(window);
  }
  log::info("OpenGL: %s%s", gfx_.context->info().describe().c_str(), debug ? " (debug output on)" : "");
  quality_.choose(cli_, gl::isSoftwareRenderer(gfx_.context->info().renderer));
}

void App::initGpu() {
  gfx_.shaders = std::make_unique<gl::ShaderLibrary>(gl::ShaderLibrary::findDefaultRoot(),
                                                 gl::isSoftwareRenderer(gfx_.context->info().renderer));
  services_ = std::make_unique<SceneServices>(SceneServices{*gfx_.shaders, gfx_.timers});
  services_->postCommand = [this](const std::string& text) { timeline_.post(text); };
  // A hint answers a click, so it shows at the cursor, where the player looks.
  services_->hint = [this](const std::string& text) { hud_.cursorHint.set(text, false, sides_.entry().name, secondsNow()); };
  quality_.applyTo(sides_, cli_);
  sides_.init(*services_);
  camera_.start(sides_.scene(0).camera());
  if (gfx_.window) input_.attach(gfx_.window->window());  // before ImGui's backend, which chains to it
  if (!hud_.ui.init(gfx_.window ? gfx_.window->window() : nullptr))
    log::warn("the UI cannot draw: Dear ImGui's OpenGL3 backend could not load libGL.so.1");
  if (!hud_.overlay.init()) log::warn("captions cannot be drawn: Dear ImGui's OpenGL3 backend could not load GL");
  // Software GL pays for every sample; a GPU does not notice.
  if (gl::isSoftwareRenderer(gfx_.context->info().renderer)) view_.msaaSamples = 1;
  if (cli_.msaaSamples > 0) view_.msaaSamples = cli_.msaaSamples;
  timeline_.watch(sides_.snapshots(), camera_.pose(), clock_.rateHz());
  if (cli_.bench) {
    // Software GL's timer queries read 0: its passes are timed with glFinish around each.
    const bool wallClock = gl::isSoftwareRenderer(gfx_.context->info().renderer);
    gfx_.timers.setWallClock(wallClock);
    bench_.start(cli_.frames, wallClock);
    log::info("frame bench: %d frames, the first %d not timed", cli_.frames, FrameBench::warmupFramesFor(cli_.frames));
  }
}

std::string App::startOutputs() {
  if (!cli_.recordDir.empty()) {
    if (std::string error = outputs_.clip.start(cli_.recordDir, cli_.fps, cli_.frames); !error.empty()) return error;
    log::info("recording a clip of %d frames at %g fps into %s", cli_.frames, cli_.fps, cli_.recordDir.c_str());
  }
  if (!cli_.recordInputPath.empty()) {
    if (std::string error = startInputRecording(cli_.recordInputPath); !error.empty()) return error;
  }
  if (timeline_.replaying())
    log::info("replaying %s: %zu inputs over %llu steps", cli_.replayPath.c_str(), timeline_.script().inputs.size(),
              static_cast<unsigned long long>(timeline_.script().endStep));
  return {};
}

// ---------------------------------------------------------------------------
// The frame, in order.
double App::beginFrame() {
  frame_.lastStart = frame_.start;
  frame_.start = Clock::now();
  if (bench_.active()) {
    bench_.frameBegan(frame_.start);
    frameSpan_.begin();
  }
  int width = cli_.width, height = cli_.height;
  if (gfx_.window) {
    if (frame_.hold.inputsAwaited > 0) glfwWaitEventsTimeout(0.05);  // held: sleep until input, not spin
    else glfwPollEvents();
    if (gfx_.window->shouldClose()) frame_.quit = true;
    gfx_.window->framebufferSize(width, height);
  }
  // Several sides each render multisampled into their own image; the frame only collects them.
  gfx_.target.resize(std::max(width, 1), std::max(height, 1), sides_.comparing() ? 1 : view_.msaaSamples);
  // A clip and a scripted run advance a fixed simulated time per frame, however long the frame took.
  if (outputs_.clip.active()) return 1.0 / outputs_.clip.fps();
  if (scripted()) return 1.0 / cli_.fps;
  return std::min(secondsBetween(frame_.lastStart, frame_.start), kLongestFrameSeconds);
}

void App::simulate(double frameSeconds) {
  frame_.hold.held = frame_.hold.inputsAwaited > 0;
  // A scene that asks the camera to follow something (every side shares the one camera: side 0 leads).
  if (const std::optional<glm::vec3> point = sides_.scene(0).followPoint()) camera_.follow(*point, frameSeconds);
  if (const std::optional<CameraPose> jump = sides_.scene(0).cameraJump(camera_.pose())) {
    camera_.setPose(*jump);
    timeline_.watchCamera(camera_.pose());
  }
  // Held for as long as the presses take: a test bounds the wait itself (timeout), so a slow
  // machine only waits longer; a set limit here would race a test's own looks at the window.
  if (frame_.hold.held) {
    frame_.steps = 0;
    frame_.lastSteppingSeconds = 0;
    return;
  }
  int mostSteps = std::numeric_limits<int>::max();
  if (timeline_.replayEndsRun())  // stop exactly where the recording did
    mostSteps = int(std::min<uint64_t>(timeline_.stepsLeftInReplay(), uint64_t(mostSteps)));
  frame_.steps = clock_.advance(frameSeconds, mostSteps);
  // In a window in real time a frame stops stepping once its steps have
  // taken their budget (it always takes one): a machine too slow for its
  // grid then slows the simulation, not the window's answer to the mouse
  // and keys. Scripted runs and clips take every step.
  const bool budgeted = gfx_.window && !scripted() && !outputs_.clip.active();
  const double budget =
      steppingBudgetSeconds(secondsBetween(frame_.lastStart, frame_.start), frame_.lastSteppingSeconds);
  const Clock::time_point steppingStart = Clock::now();
  int taken = 0;
  for (; taken < frame_.steps; ++taken) {
    if (budgeted && !mayTakeAnotherStep(taken, secondsBetween(steppingStart, Clock::now()), budget)) break;
    deliverDueReplayInputs();  // the inputs recorded before this step
    sides_.step(float(clock_.stepSeconds()));
    timeline_.advance();
  }
  frame_.lastSteppingSeconds = secondsBetween(steppingStart, Clock::now());
  clock_.giveBack(frame_.steps - taken);
  frame_.steps = taken;
  deliverDueReplayInputs();
}

void App::placeSceneArea() {
  const int width = gfx_.target.width();
  const bool panelShown = view_.showUi && !panel_.span.collapsed && panel_.span.right > panel_.span.left;
  // A picture taken without the UI (the Compare section's saved picture, F12 or a clip with
  // "without UI") frames the whole window: beside the panel it kept a dark strip where the panel was.
  const bool pictureWithoutUi = (outputs_.autoScreenshotStep > 0 && timeline_.step() >= outputs_.autoScreenshotStep) ||
                                (view_.hideUiInScreenshots && (outputs_.screenshotRequested || outputs_.clip.active()));
  if (!panelShown || pictureWithoutUi) {
    sides_.setArea(0, 0);
    return;
  }
  // The wider of the spans beside the panel, if it is wide enough to frame a scene in.
  constexpr int kGap = 6;  // pixels between the panel and the scene
  const int beforePanel = int(std::floor(panel_.span.left)) - kGap;
  const int afterPanel = int(std::ceil(panel_.span.right)) + kGap;
  const int rightSpan = width - afterPanel, leftSpan = beforePanel;
  const int enough = int(0.35 * width);
  if (rightSpan >= leftSpan && rightSpan >= enough) sides_.setArea(afterPanel, rightSpan);
  else if (leftSpan >= enough) sides_.setArea(0, leftSpan);
  else sides_.setArea(0, 0);  // the panel in the middle: the scene keeps the whole window
}

void App::renderScene() {
  placeSceneArea();
  const int width = gfx_.target.width(), height = gfx_.target.height();
  sides_.setRenderScale(quality_.renderScale());
  sides_.render(gfx_.target, camera_, clock_.simSeconds(), view_.msaaSamples, kClearColour, gfx_.timers);
  // Captions are part of the picture: drawn before the UI, so screenshots without UI keep them.
  std::vector<OverlayText> texts;
  std::vector<OverlayLine> lines;
  sides_.overlay(width, height, texts, lines);
  gfx_.timers.begin("captions");
  hud_.overlay.draw(width, height, texts, lines);
  gfx_.timers.end();
  gfx_.target.bindResolved();
}

void App::buildUi() {
  if (view_.showUi) {
    drawPanels();
    FrameStats& figures = hud_.stats.figures();
    figures.simStepCount = clock_.stepCount();  // this frame's, not the last averaging window's
    figures.simSeconds = clock_.simSeconds();
    figures.paused = clock_.paused();
    drawStatsStrip(figures, gfx_.timers, gfx_.context->info().renderer);
    drawCursorHint(hud_.cursorHint.shown(sides_.entry().name, secondsNow()));
    // Real time only: a scripted run steps a fixed amount a frame, however slow.
    if (gfx_.window && !scripted() && !frame_.hold.held && figures.framesPerSecond > 0) {
      const double share = realTimeShare(figures.simStepsPerSecond, clock_.rateHz(), clock_.speed(), clock_.paused());
      const TileRect area = sides_.area(gfx_.target.width(), gfx_.target.height());
      drawSlowMotionNotice(slowMotionNotice(share, quality_.light()), float(area.x), float(area.x + area.width));
    }
  }
  if (view_.showHelp) drawHelpOverlay(view_.showHelp, sides_.entry().name, sides_.scene(0).keys());  // the table only when shown
  // Commands the scenes' own widgets posted: to every side, at this step.
  for (const std::string& text : timeline_.takePosted()) {
    SceneInput input;
    input.kind = SceneInput::Kind::Command;
    input.text = text;
    submit(input);
  }
  // Every side's parameters, once a frame: the recording notices edits in them,
  // and the undo history settles them. A slider held or a field typed in is an
  // edit under way: it settles into one step when let go.
  const std::vector<ParamSnapshot> params = sides_.snapshots();
  recordOutsideChanges(params);
  if (!ImGui::IsAnyItemActive()) history_.settle(params);
}

bool App::lastFrame() const {
  if (cli_.frames > 0) return frame_.index + 1 >= cli_.frames;
  return timeline_.replayEndsRun() && timeline_.stepsLeftInReplay() == 0;
}

void App::finishFrame() {
  const bool last = (!frame_.hold.held && lastFrame()) || frame_.quit;  // frame_.quit: Esc or the window closed
  if (last && !cli_.screenshotPath.empty() && frame_.exitCode == 0) outputs_.screenshotRequested = true;
  // The panel's "one click, one picture": a comparison's picture, never the panel.
  bool screenshotWithoutUi = view_.hideUiInScreenshots;
  if (outputs_.autoScreenshotStep > 0 && timeline_.step() >= outputs_.autoScreenshotStep) {
    outputs_.autoScreenshotStep = 0;
    outputs_.screenshotRequested = true;
    screenshotWithoutUi = true;
  }
  // The state dump is read before the UI is drawn: its pictures must not hold panels.
  if (last && !cli_.dumpStatePath.empty() && frame_.exitCode == 0) writeStateDump();
  const bool clipFrame = outputs_.clip.active();
  // The pictures are read either side of drawing the UI.
  std::vector<uint8_t> withoutUi, withUi;
  if ((outputs_.screenshotRequested && screenshotWithoutUi) || (clipFrame && view_.hideUiInScreenshots))
    withoutUi = gfx_.target.readRgbTopDown();
  gfx_.timers.begin("ui");
  hud_.ui.render();
  gfx_.timers.end();
  if ((outputs_.screenshotRequested && !screenshotWithoutUi) || (clipFrame && !view_.hideUiInScreenshots))
    withUi = gfx_.target.readRgbTopDown();
  const bool tookPicture = outputs_.screenshotRequested || clipFrame || (last && !cli_.dumpStatePath.empty());
  if (outputs_.screenshotRequested) takeScreenshot(screenshotWithoutUi ? withoutUi : withUi);
  if (clipFrame) addClipFrame(view_.hideUiInScreenshots ? withoutUi : withUi);
  const double cpuMilliseconds = secondsBetween(frame_.start, Clock::now()) * 1e3;
  if (gfx_.window) {
    int width = 0, height = 0;
    gfx_.window->framebufferSize(width, height);
    gfx_.target.presentToWindow(width, height);
    gfx_.window->swapBuffers();
  }
  if (bench_.active()) benchFrame(tookPicture);  // finishes the frame first
  gfx_.timers.collect();
  hud_.stats.addFrame(secondsNow(), cpuMilliseconds, frame_.steps, cellsPerStep());
  for (auto& action : std::exchange(afterFrame_, {})) action();
  if (!frame_.hold.held) ++frame_.index;
  if (last) frame_.quit = true;
}

// --bench: the frame's GPU work finished, every pass's time collected. A
// frame that wrote a picture (screenshot, clip, dump) is not timed: reading
// and encoding it is no part of drawing.
void App::benchFrame(bool tookPicture) {
  benchStage("ui and present");
  frameSpan_.end();
  glFinish();
  const double wallMilliseconds = secondsBetween(frame_.start, Clock::now()) * 1e3;
  benchStage("wait for the GPU");
  const double cpuMilliseconds = bench_.cpuMillisecondsSinceLastCall();
  gfx_.timers.collect();  // after glFinish every query of this frame has its result
  const std::vector<double> collected = gfx_.timers.takeCollected();
  if (tookPicture) return;
  FrameSample sample;
  sample.wallMilliseconds = wallMilliseconds;
  sample.cpuMilliseconds = cpuMilliseconds;
  for (size_t i = 0; i < gfx_.timers.passes().size(); ++i) {
    sample.passNames.push_back(gfx_.timers.passes()[i].name);
    sample.passMilliseconds.push_back(collected[i]);
  }
  sample.cells = frame_.steps * cellsPerStep();
  sample.cpuStages = bench_.takeStages();
  sample.gpuSpanMilliseconds = frameSpan_.milliseconds();
  bench_.addFrame(frame_.index, std::move(sample));
}

void App::applyUiScale() {
  const float contentScale = gfx_.window ? gfx_.window->contentScale() : 1.0f;
  hud_.ui.setScale(chooseUiScale(view_.uiScaleSetting, contentScale, gfx_.target.height()));
}

double App::cellsPerStep() const {
  double cells = 0;
  for (size_t i = 0; i < sides_.size(); ++i) cells += sides_.scene(i).cellsPerStep();
  return cells;
}

// ---------------------------------------------------------------------------
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
