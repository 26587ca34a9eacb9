#include "gl/debug_output.hpp"

#include <atomic>

#include "core/log.hpp"
#include "gl/gl.hpp"

namespace tp::gl {
namespace {
std::atomic<int> g_highSeverity{0};

const char* typeName(GLenum type) {
  switch (type) {
    case GL_DEBUG_TYPE_ERROR: return "error";
    case GL_DEBUG_TYPE_DEPRECATED_BEHAVIOR: return "deprecated";
    case GL_DEBUG_TYPE_UNDEFINED_BEHAVIOR: return "undefined behaviour";
    case GL_DEBUG_TYPE_PORTABILITY: return "portability";
    case GL_DEBUG_TYPE_PERFORMANCE: return "performance";
    default: return "other";
  }
}

void GLAD_API_PTR onMessage(GLenum source, GLenum type, GLuint id, GLenum severity, GLsizei,
                            const GLchar* message, const void*) {
  // Compiler messages arrive again, mapped to file:line, through the
  // ShaderLibrary's ShaderBuildError; here they would only repeat unmapped.
  if (source == GL_DEBUG_SOURCE_SHADER_COMPILER) {
    log::debug("GL shader compiler: %s", message);
    return;
  }
  if (severity == GL_DEBUG_SEVERITY_HIGH) {
    ++g_highSeverity;
    log::error("GL %s #%u: %s", typeName(type), id, message);
  } else if (severity == GL_DEBUG_SEVERITY_MEDIUM) {
    log::warn("GL %s #%u: %s", typeName(type), id, message);
  } else {
    log::debug("GL %s #%u: %s", typeName(type), id, message);
  }
}
}  // namespace

void enableDebugOutput() {
  glEnable(GL_DEBUG_OUTPUT);
  glEnable(GL_DEBUG_OUTPUT_SYNCHRONOUS);  // messages arrive inside the offending call
  glDebugMessageCallback(onMessage, nullptr);
  // Low-severity messages are off by default on Mesa; take everything but notifications.
  glDebugMessageControl(GL_DONT_CARE, GL_DONT_CARE, GL_DONT_CARE, 0, nullptr, GL_TRUE);
  glDebugMessageControl(GL_DONT_CARE, GL_DONT_CARE, GL_DEBUG_SEVERITY_NOTIFICATION, 0, nullptr,
                        GL_FALSE);
}

int highSeverityMessageCount() { return g_highSeverity.load(); }
void resetHighSeverityMessageCount() { g_highSeverity = 0; }

}  // namespace tp::gl
