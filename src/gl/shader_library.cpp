#include "gl/shader_library.hpp"

#include <cstdlib>

#include "core/data_root.hpp"
#include "core/log.hpp"
#include "gl/shader_source.hpp"

namespace tp::gl {
namespace {

GLenum stageFromExtension(const std::string& file) {
  const std::string ext = std::filesystem::path(file).extension().string();
  if (ext == ".vert") return GL_VERTEX_SHADER;
  if (ext == ".frag") return GL_FRAGMENT_SHADER;
  if (ext == ".geom") return GL_GEOMETRY_SHADER;
  if (ext == ".comp") return GL_COMPUTE_SHADER;
  throw ShaderBuildError("shaders/" + file + ": unknown shader stage (use .vert .frag .geom .comp)");
}

std::string infoLog(GLuint object, bool isProgram) {
  GLint length = 0;
  isProgram ? glGetProgramiv(object, GL_INFO_LOG_LENGTH, &length)
            : glGetShaderiv(object, GL_INFO_LOG_LENGTH, &length);
  std::string log(static_cast<size_t>(length > 0 ? length : 1), '\0');
  isProgram ? glGetProgramInfoLog(object, length, nullptr, log.data())
            : glGetShaderInfoLog(object, length, nullptr, log.data());
  while (!log.empty() && (log.back() == '\0' || log.back() == '\n')) log.pop_back();
  return log;
}

}  // namespace

ShaderLibrary::ShaderLibrary(std::filesystem::path root, bool softwareRenderer)
    : root_(std::move(root)), softwareRenderer_(softwareRenderer) {}
ShaderLibrary::~ShaderLibrary() = default;

std::filesystem::path ShaderLibrary::findDefaultRoot() {
  namespace fs = std::filesystem;
  // shaders/common is what every program includes, so its presence marks a usable root.
  auto holdsShaders = [](const fs::path& root) {
    std::error_code ignored;
    return fs::is_directory(root / "common", ignored);
  };
  const char* howToFix = "set TIDEPOOL_DATA to the folder that holds shaders/ and assets/ (the source tree)";
  if (const char* data = std::getenv("TIDEPOOL_DATA"); data && *data) {
    const fs::path root = fs::absolute(fs::path(data) / "shaders");
    if (holdsShaders(root)) return root;
    throw ShaderBuildError("no shaders in " + root.string() + " (TIDEPOOL_DATA=" + data + "): " + howToFix);
  }
  const fs::path local = fs::absolute("shaders");
  if (holdsShaders(local)) return local;
  if (const auto installed = installedDataRoot(); installed && holdsShaders(*installed / "shaders"))
    return *installed / "shaders";
  const fs::path source = fs::path(TIDEPOOL_SOURCE_DIR) / "shaders";
  if (holdsShaders(source)) return source;
  throw ShaderBuildError("no shaders found: looked in " + local.string() + " and " + source.string() + "; " +
                         howToFix);
}

Program ShaderLibrary::build(const std::vector<std::string>& stageFiles,
                             const std::string& defines) const {
  std::vector<GLuint> shaders;
  auto cleanup = [&] {
    for (GLuint s : shaders) glDeleteShader(s);
  };
  std::string errors;
  for (const auto& file : stageFiles) {
    ExpandedSource source;
    try {
      source = expandShaderSource(root_, file, defines);
    } catch (const ShaderSourceError& e) {
      cleanup();
      throw ShaderBuildError(e.what());
    }
    const GLenum stage = stageFromExtension(file);
    GLuint shader = glCreateShader(stage);
    shaders.push_back(shader);
    const char* text = source.text.c_str();
    glShaderSource(shader, 1, &text, nullptr);
    glCompileShader(shader);
    GLint ok = 0;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
    if (!ok) errors += mapCompilerLog(infoLog(shader, false), source.files);
  }
  if (!errors.empty()) {
    cleanup();
    while (!errors.empty() && errors.back() == '\n') errors.pop_back();
    throw ShaderBuildError(errors);
  }
  GLuint program = glCreateProgram();
  for (GLuint s : shaders) glAttachShader(program, s);
  glLinkProgram(program);
  for (GLuint s : shaders) glDetachShader(program, s);
  cleanup();
  GLint linked = 0;
  glGetProgramiv(program, GL_LINK_STATUS, &linked);
  if (!linked) {
    std::string names;
    for (const auto& f : stageFiles) names += (names.empty() ? "shaders/" : " + shaders/") + f;
    const std::string log = infoLog(program, true);
    glDeleteProgram(program);
    throw ShaderBuildError(names + ": link failed: " + log);
  }
  Program result(program);
  result.setLabel(GL_PROGRAM, stageFiles.front());
  return result;
}

ShaderProgram& ShaderLibrary::load(const std::vector<std::string>& stageFiles,
                                   const std::string& defines) {
  for (auto& existing : programs_)
    if (existing->stageFiles_ == stageFiles && existing->defines_ == defines) return *existing;
  auto entry = std::make_unique<ShaderProgram>();
  entry->program_ = build(stageFiles, defines);
  entry->stageFiles_ = stageFiles;
  entry->defines_ = defines;
  programs_.push_back(std::move(entry));
  return *programs_.back();
}

bool ShaderLibrary::reloadAll() {
  lastError_.clear();
  int rebuilt = 0;
  for (auto& entry : programs_) {
    try {
      entry->program_ = build(entry->stageFiles_, entry->defines_);
      ++rebuilt;
    } catch (const ShaderBuildError& e) {
      lastError_ += std::string(e.what()) + "\n";
    }
  }
  if (lastError_.empty()) {
    log::info("reloaded %d shader programs", rebuilt);
    return true;
  }
  log::error("shader reload failed, keeping the last good programs:\n%s", lastError_.c_str());
  return false;
}

}  // namespace tp::gl
