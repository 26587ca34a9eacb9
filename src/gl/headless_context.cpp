// Headless OpenGL 4.5 through EGL: no X server, no window. Order of attempts:
// hardware EGL devices (the NVIDIA driver's), then Mesa's software device,
// then the surfaceless platform. glad's EGL loader is two-stage: before
// eglInitialize only the EXT entry points load; we load again after it.
#include <glad/egl.h>

#include <cstring>
#include <vector>

#include "core/log.hpp"
#include "gl/context.hpp"

namespace tp::gl {
namespace {

class HeadlessContext final : public Context {
 public:
  HeadlessContext(EGLDisplay display, EGLContext context) : display_(display), context_(context) {}
  ~HeadlessContext() override {
    eglMakeCurrent(display_, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
    eglDestroyContext(display_, context_);
    eglTerminate(display_);
  }
  void makeCurrent() override { eglMakeCurrent(display_, EGL_NO_SURFACE, EGL_NO_SURFACE, context_); }
  ContextInfo& mutableInfo() { return info_; }

 private:
  EGLDisplay display_;
  EGLContext context_;
};

bool deviceIsSoftware(EGLDeviceEXT device) {
  // glad's bundled egl.xml lacks EGL_MESA_device_software, so compare by name.
  const char* extensions = eglQueryDeviceStringEXT(device, EGL_EXTENSIONS);
  return extensions && std::strstr(extensions, "EGL_MESA_device_software");
}

// Initialises `display` and makes a surfaceless 4.5 core context on it, or returns null.
EGLContext makeContext(EGLDisplay display, bool debug) {
  EGLint major = 0, minor = 0;
  if (display == EGL_NO_DISPLAY || !eglInitialize(display, &major, &minor)) return EGL_NO_CONTEXT;
  if (!gladLoaderLoadEGL(display) || !eglBindAPI(EGL_OPENGL_API)) {
    eglTerminate(display);
    return EGL_NO_CONTEXT;
  }
  const EGLint configAttributes[] = {EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT, EGL_NONE};
  EGLConfig config = nullptr;
  EGLint count = 0;
  eglChooseConfig(display, configAttributes, &config, 1, &count);  // may be 0: surfaceless is fine
  const EGLint contextAttributes[] = {
      EGL_CONTEXT_MAJOR_VERSION, 4, EGL_CONTEXT_MINOR_VERSION, 5,
      EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT,
      EGL_CONTEXT_OPENGL_DEBUG, debug ? EGL_TRUE : EGL_FALSE, EGL_NONE};
  EGLContext context =
      eglCreateContext(display, count > 0 ? config : static_cast<EGLConfig>(nullptr), EGL_NO_CONTEXT, contextAttributes);
  if (context == EGL_NO_CONTEXT ||
      !eglMakeCurrent(display, EGL_NO_SURFACE, EGL_NO_SURFACE, context)) {
    if (context != EGL_NO_CONTEXT) eglDestroyContext(display, context);
    eglTerminate(display);
    return EGL_NO_CONTEXT;
  }
  return context;
}

// When no candidate gives 4.5 core, make any OpenGL context on the first
// display that works, to say what the machine does offer.
std::string probeAvailableGl(EGLDisplay display) {
  EGLint major = 0, minor = 0;
  if (display == EGL_NO_DISPLAY || !eglInitialize(display, &major, &minor)) return "no usable EGL display";
  std::string found = "no OpenGL context at all";
  if (gladLoaderLoadEGL(display) && eglBindAPI(EGL_OPENGL_API)) {
    EGLContext context = eglCreateContext(display, static_cast<EGLConfig>(nullptr), EGL_NO_CONTEXT, nullptr);
    if (context != EGL_NO_CONTEXT && eglMakeCurrent(display, EGL_NO_SURFACE, EGL_NO_SURFACE, context)) {
      using GetString = const unsigned char* (*)(unsigned);
      auto getString = reinterpret_cast<GetString>(eglGetProcAddress("glGetString"));
      auto text = [&](unsigned name) {
        const unsigned char* value = getString ? getString(name) : nullptr;
        return std::string(value ? reinterpret_cast<const char*>(value) : "(unknown)");
      };
      // GL_VENDOR 0x1F00, GL_RENDERER 0x1F01, GL_VERSION 0x1F02
      found = text(0x1F01) + " (" + text(0x1F00) + "), OpenGL " + text(0x1F02);
      eglMakeCurrent(display, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
    }
    if (context != EGL_NO_CONTEXT) eglDestroyContext(display, context);
  }
  eglTerminate(display);
  return found;
}

}  // namespace

std::unique_ptr<Context> createHeadlessContext(const ContextOptions& options) {
  if (!gladLoaderLoadEGL(EGL_NO_DISPLAY))
    throw ContextError("headless OpenGL needs libEGL, which could not be loaded; install libegl1 "
                       "(and libegl-mesa0 for software rendering)");

  struct Candidate {
    EGLDisplay display;
    std::string platform;
  };
  std::vector<Candidate> candidates;
  if (eglQueryDevicesEXT && eglGetPlatformDisplayEXT) {
    EGLDeviceEXT devices[16];
    EGLint count = 0;
    eglQueryDevicesEXT(16, devices, &count);
    for (int pass = 0; pass < 2; ++pass)  // hardware first, software last
      for (EGLint i = 0; i < count; ++i)
        if (deviceIsSoftware(devices[i]) == (pass == 1))
          candidates.push_back({eglGetPlatformDisplayEXT(EGL_PLATFORM_DEVICE_EXT, devices[i], nullptr),
                                pass == 0 ? "EGL device (hardware)" : "EGL device (software)"});
  }
  if (eglGetPlatformDisplayEXT)
    candidates.push_back({eglGetPlatformDisplayEXT(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, nullptr),
                          "EGL surfaceless"});

  std::string lastFailure = "no EGL devices or platforms were found";
  for (const auto& candidate : candidates) {
    EGLContext context = makeContext(candidate.display, options.debug);
    if (context == EGL_NO_CONTEXT) {
      lastFailure = candidate.platform + " offered no OpenGL 4.5 core context";
      continue;
    }
    auto result = std::make_unique<HeadlessContext>(candidate.display, context);
    result->mutableInfo().platform = candidate.platform;
    loadAndCheckGl(result->mutableInfo(), reinterpret_cast<void* (*)(const char*)>(eglGetProcAddress),
                   options.debug);
    log::debug("headless context: %s", result->info().describe().c_str());
    return result;
  }
  const std::string found = candidates.empty() ? "no EGL display" : probeAvailableGl(candidates.front().display);
  throw ContextError("OpenGL 4.5 core is required, but no headless context offers it (" + lastFailure +
                     "); found: " + found +
                     ". Update the graphics driver, or install Mesa (libegl-mesa0, libgl1-mesa-dri) for "
                     "software rendering.");
}

}  // namespace tp::gl
