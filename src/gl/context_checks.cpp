#include <string>

#include "gl/context.hpp"
#include "gl/debug_output.hpp"
#include "gl/gl.hpp"

namespace tp::gl {
namespace {
std::string glString(GLenum name) {
  const auto* text = reinterpret_cast<const char*>(glGetString(name));
  return text ? text : "(unknown)";
}
}  // namespace

std::string ContextInfo::describe() const {
  return renderer + " (" + vendor + "), OpenGL " + version + " via " + platform;
}

void loadAndCheckGl(ContextInfo& info, void* (*getProc)(const char*), bool debug) {
  const int version = gladLoadGL(reinterpret_cast<GLADloadfunc>(getProc));
  if (!version) throw ContextError("could not load OpenGL functions (glad failed)");
  info.vendor = glString(GL_VENDOR);
  info.renderer = glString(GL_RENDERER);
  info.version = glString(GL_VERSION);
  info.debug = debug;
  if (GLAD_VERSION_MAJOR(version) * 10 + GLAD_VERSION_MINOR(version) < 45)
    throw ContextError("OpenGL 4.5 core is required, but found " + info.describe() +
                       ". Update the graphics driver, or use Mesa's llvmpipe "
                       "(LIBGL_ALWAYS_SOFTWARE=1) or --headless.");
  if (debug) enableDebugOutput();
}

}  // namespace tp::gl
