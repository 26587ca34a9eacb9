#pragma once
// Owns every program of the process, built from files under `shaders/`.
// Callers keep a `ShaderProgram*` (stable for the library's lifetime) and call
// `use()` each time they draw, so a hot reload (F5) swaps programs underneath
// them. A failed build at load time throws; a failed *reload* keeps the last
// good program and records the error for the UI.
#include <filesystem>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "gl/objects.hpp"

namespace tp::gl {

class ShaderBuildError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class ShaderProgram {
 public:
  void use() const { program_.use(); }
  GLuint id() const { return program_.id(); }
  GLint uniform(const char* name) const { return program_.uniformLocation(name); }
  const std::vector<std::string>& stageFiles() const { return stageFiles_; }

 private:
  friend class ShaderLibrary;
  Program program_;
  std::vector<std::string> stageFiles_;  // relative to the shaders root
  std::string defines_;                  // "#define X 1\n" lines after #version
};

class ShaderLibrary {
 public:
  // `softwareRenderer`: the context the programs run on is software GL
  // (isSoftwareRenderer of its GL_RENDERER), as whoever made the context
  // knows; solvers pick their kernel variants by it instead of asking GL.
  ShaderLibrary(std::filesystem::path root, bool softwareRenderer);
  bool softwareRenderer() const { return softwareRenderer_; }
  ~ShaderLibrary();

  // Builds (or returns the already built) program from stage files such as
  // {"render/surface.vert", "render/surface.frag"} or {"sim/heat/step.comp"}.
  // The stage is taken from the extension: .vert .frag .geom .comp.
  // `defines` is inserted after #version (e.g. "#define BOUNDARY_ABSORB 1\n").
  ShaderProgram& load(const std::vector<std::string>& stageFiles, const std::string& defines = {});

  // Rebuilds every program. Returns true when all built; otherwise the failed
  // ones keep their previous program and `lastError()` holds the messages.
  bool reloadAll();
  const std::string& lastError() const { return lastError_; }
  const std::filesystem::path& root() const { return root_; }
  // Every program built so far, in the order they were first loaded.
  std::vector<const ShaderProgram*> programs() const {
    std::vector<const ShaderProgram*> all;
    for (const auto& program : programs_) all.push_back(program.get());
    return all;
  }

  // The shaders root: $TIDEPOOL_DATA/shaders when the variable is set, else ./shaders, else the
  // source tree's. Throws ShaderBuildError naming every folder it looked in when none holds shaders.
  static std::filesystem::path findDefaultRoot();

 private:
  Program build(const std::vector<std::string>& stageFiles, const std::string& defines) const;

  std::filesystem::path root_;
  bool softwareRenderer_ = false;
  std::vector<std::unique_ptr<ShaderProgram>> programs_;
  std::string lastError_;
};

}  // namespace tp::gl
