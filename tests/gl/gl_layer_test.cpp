// The GL layer itself: RAII wrappers and their live count, ping-pong,
// the shader library's #include expansion, file:line errors and hot reload.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <vector>

#include "gl/gpu_timer.hpp"
#include "gl/objects.hpp"
#include "gl/ping_pong.hpp"
#include "gl/shader_library.hpp"
#include "gl_test_support.hpp"

namespace fs = std::filesystem;
using namespace tp::gl;

namespace {

fs::path scratchShaderRoot(const std::string& name) {
  fs::path root = fs::temp_directory_path() / ("tidepool-test-" + name + "-" + std::to_string(::getpid()));
  fs::remove_all(root);
  fs::create_directories(root / "common");
  fs::create_directories(root / "sim");
  return root;
}

void writeFile(const fs::path& path, const std::string& text) {
  std::ofstream(path) << text;
}

const char* kHeader = "// helper\nfloat twice(float x) { return 2.0 * x; }\n";
const char* kGoodCompute =
    "#version 450\n"
    "#include \"../common/helper.glsl\"\n"
    "layout(local_size_x = 4) in;\n"
    "layout(std430, binding = 0) buffer Data { float values[]; };\n"
    "void main() { values[gl_GlobalInvocationID.x] = twice(float(gl_GlobalInvocationID.x)); }\n";

}  // namespace

TEST(GlObjects, LiveCountFollowsOwnership) {
  const int before = liveObjectCount();
  {
    Buffer buffer = Buffer::create(64);
    Texture texture = Texture::create2D(GL_R32F, 8, 8);
    EXPECT_EQ(liveObjectCount(), before + 2);
    Buffer moved = std::move(buffer);
    EXPECT_FALSE(buffer);
    EXPECT_TRUE(moved);
    EXPECT_EQ(liveObjectCount(), before + 2);
    moved = Buffer::create(32);  // the old one is deleted on assignment
    EXPECT_EQ(liveObjectCount(), before + 2);
  }
  EXPECT_EQ(liveObjectCount(), before);
}

TEST(GlObjects, TextureRoundTripsFloats) {
  Texture texture = Texture::create2D(GL_R32F, 4, 2);
  std::vector<float> in = {1, -2, 3.5f, 4, 5, 6, -7.25f, 8e6f}, out(8);
  texture.upload(GL_RED, GL_FLOAT, in.data());
  texture.download(GL_RED, GL_FLOAT, out.size() * sizeof(float), out.data());
  EXPECT_EQ(in, out);
}

TEST(GlObjects, FramebufferReportsIncomplete) {
  Framebuffer empty = Framebuffer::create();
  EXPECT_FALSE(empty.checkStatus().empty());
  Texture color = Texture::create2D(GL_RGBA8, 16, 16);
  empty.attach(GL_COLOR_ATTACHMENT0, color);
  EXPECT_EQ(empty.checkStatus(), "");
}

TEST(GlObjects, PingPongAlternates) {
  PingPong<Texture> pair(Texture::create2D(GL_R32F, 2, 2), Texture::create2D(GL_R32F, 2, 2));
  const GLuint first = pair.read().id(), second = pair.write().id();
  EXPECT_NE(first, second);
  pair.swap();
  EXPECT_EQ(pair.read().id(), second);
  EXPECT_EQ(pair.write().id(), first);
}

TEST(ShaderLibrary, ExpandsIncludesAndRuns) {
  fs::path root = scratchShaderRoot("include");
  writeFile(root / "common/helper.glsl", kHeader);
  writeFile(root / "sim/double.comp", kGoodCompute);
  ShaderLibrary library(root, false);
  ShaderProgram& program = library.load({"sim/double.comp"});
  Buffer data = Buffer::create(8 * sizeof(float));
  data.bindBase(GL_SHADER_STORAGE_BUFFER, 0);
  program.use();
  glDispatchCompute(2, 1, 1);
  glMemoryBarrier(GL_BUFFER_UPDATE_BARRIER_BIT);
  std::vector<float> out(8);
  data.download(0, 8 * sizeof(float), out.data());
  for (int i = 0; i < 8; ++i) EXPECT_FLOAT_EQ(out[size_t(i)], 2.0f * float(i));
  EXPECT_EQ(&library.load({"sim/double.comp"}), &program) << "the same program is built once";
}

TEST(ShaderLibrary, CompileErrorNamesFileAndLine) {
  fs::path root = scratchShaderRoot("error");
  // The error sits on line 2 of the included file.
  writeFile(root / "common/helper.glsl", "// helper\nfloat twice(float x) { return 2.0 * y; }\n");
  writeFile(root / "sim/double.comp", kGoodCompute);
  ShaderLibrary library(root, false);
  try {
    library.load({"sim/double.comp"});
    FAIL() << "an undeclared identifier must not compile";
  } catch (const ShaderBuildError& e) {
    EXPECT_NE(std::string(e.what()).find("shaders/common/helper.glsl:2:"), std::string::npos) << e.what();
  }
}

TEST(ShaderLibrary, ErrorAfterIncludeCountsLinesOfTheIncludingFile) {
  fs::path root = scratchShaderRoot("error2");
  writeFile(root / "common/helper.glsl", kHeader);
  std::string broken = kGoodCompute;
  broken.replace(broken.find("twice(float"), 5, "thrice");  // line 5 now calls an unknown function
  writeFile(root / "sim/double.comp", broken);
  ShaderLibrary library(root, false);
  try {
    library.load({"sim/double.comp"});
    FAIL() << "an unknown function must not compile";
  } catch (const ShaderBuildError& e) {
    EXPECT_NE(std::string(e.what()).find("shaders/sim/double.comp:5:"), std::string::npos) << e.what();
  }
}

TEST(ShaderLibrary, MissingIncludeIsReportedWhereItIsIncluded) {
  fs::path root = scratchShaderRoot("missing");
  writeFile(root / "sim/double.comp", kGoodCompute);
  ShaderLibrary library(root, false);
  try {
    library.load({"sim/double.comp"});
    FAIL();
  } catch (const ShaderBuildError& e) {
    EXPECT_NE(std::string(e.what()).find("shaders/sim/double.comp:2: cannot open included file"),
              std::string::npos)
        << e.what();
  }
}

TEST(ShaderLibrary, FailedReloadKeepsLastGoodProgram) {
  fs::path root = scratchShaderRoot("reload");
  writeFile(root / "common/helper.glsl", kHeader);
  writeFile(root / "sim/double.comp", kGoodCompute);
  ShaderLibrary library(root, false);
  ShaderProgram& program = library.load({"sim/double.comp"});
  const GLuint good = program.id();
  writeFile(root / "common/helper.glsl", "float twice(float x) { return oops; }\n");
  EXPECT_FALSE(library.reloadAll());
  EXPECT_EQ(program.id(), good);
  EXPECT_NE(library.lastError().find("shaders/common/helper.glsl:1:"), std::string::npos)
      << library.lastError();
  writeFile(root / "common/helper.glsl", kHeader);
  EXPECT_TRUE(library.reloadAll());
  EXPECT_TRUE(library.lastError().empty());
  EXPECT_NE(program.id(), 0u);
}

TEST(ShaderLibrary, ProjectShadersAllBuild) {
  // Every program under shaders/ that the product ships must compile on this GL:
  // vertex+fragment pairs by shared stem, and every compute shader.
  tp::gl::ShaderLibrary& library = tp::test::shaders();
  int built = 0;
  for (const auto& entry : fs::recursive_directory_iterator(library.root())) {
    const fs::path path = entry.path();
    const std::string relative = fs::relative(path, library.root()).generic_string();
    if (path.extension() == ".comp") {
      EXPECT_NO_THROW(library.load({relative})) << relative;
      ++built;
    } else if (path.extension() == ".vert") {
      fs::path frag = path;
      frag.replace_extension(".frag");
      if (!fs::exists(frag)) continue;
      const std::string fragRelative = fs::relative(frag, library.root()).generic_string();
      EXPECT_NO_THROW(library.load({relative, fragRelative})) << relative;
      ++built;
    }
  }
  EXPECT_GT(built, 0);
}

// The real GL queries bracket real work and give a result once the GPU
// finished it (llvmpipe's read 0).
TEST(GpuTimers, TimesAPassWithGlQueries) {
  GpuTimers timers;
  Texture color = Texture::create2D(GL_RGBA8, 16, 16);
  Framebuffer target = Framebuffer::create();
  target.attach(GL_COLOR_ATTACHMENT0, color);
  target.bind();
  for (int frame = 0; frame < 6; ++frame) {
    timers.begin("clear");
    glClear(GL_COLOR_BUFFER_BIT);
    timers.end();
    glFinish();
    timers.collect();
  }
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  ASSERT_EQ(timers.passes().size(), 1u);
  EXPECT_EQ(timers.passes()[0].name, "clear");
  EXPECT_GE(timers.passes()[0].milliseconds, 0.0);
}
