#pragma once
// OpenGL 4.5 core contexts. Two kinds behind one interface, so the same
// rendering code runs in both:
//  - WindowContext (window_context.cpp): a GLFW 3.3 window;
//  - HeadlessContext (headless_context.cpp): EGL with no display at all,
//    trying a hardware device, then Mesa's software device, then the
//    surfaceless platform.
#include <memory>
#include <stdexcept>
#include <string>

namespace tp::gl {

// Why a context could not be made, ready to print: what was found and what to do.
class ContextError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct ContextInfo {
  std::string vendor, renderer, version;
  std::string platform;  // "GLFW/X11", "EGL device (hardware)", "EGL device (software)", "EGL surfaceless"
  bool debug = false;
  std::string describe() const;  // "renderer (vendor), OpenGL version via platform"
};

struct ContextOptions {
  bool debug = false;  // debug context + debug output routed to the log
};

class Context {
 public:
  virtual ~Context() = default;
  virtual void makeCurrent() = 0;
  const ContextInfo& info() const { return info_; }

 protected:
  ContextInfo info_;
};

// Throws ContextError when EGL or a 4.5 core context is unavailable.
std::unique_ptr<Context> createHeadlessContext(const ContextOptions& options);

// After a context is current: loads GL with glad, checks for 4.5 core and
// fills `info` (throws ContextError naming vendor/renderer/version if too old).
void loadAndCheckGl(ContextInfo& info, void* (*getProc)(const char*), bool debug);

}  // namespace tp::gl
