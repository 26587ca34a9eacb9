// The GL test binary: one headless EGL context (llvmpipe in CI, never skipped:
// no context is a failure) with debug output on, shared by every test. After
// each test, any high-severity GL debug message fails it.
#include <gtest/gtest.h>

#include <cstdio>

#include "gl/context.hpp"
#include "gl/debug_output.hpp"
#include "gl/software_renderer.hpp"
#include "gl_test_support.hpp"

namespace {
std::unique_ptr<tp::gl::Context> g_context;
std::unique_ptr<tp::gl::ShaderLibrary> g_shaders;

class DebugMessageListener : public testing::EmptyTestEventListener {
  void OnTestStart(const testing::TestInfo&) override { tp::gl::resetHighSeverityMessageCount(); }
  void OnTestEnd(const testing::TestInfo&) override {
    EXPECT_EQ(tp::gl::highSeverityMessageCount(), 0) << "high-severity GL debug messages (see log)";
  }
};
}  // namespace

namespace tp::test {
gl::ShaderLibrary& shaders() { return *g_shaders; }
const gl::ContextInfo& contextInfo() { return g_context->info(); }
}  // namespace tp::test

int main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  if (testing::GTEST_FLAG(list_tests)) return RUN_ALL_TESTS();
  try {
    g_context = tp::gl::createHeadlessContext({.debug = true});
  } catch (const tp::gl::ContextError& e) {
    std::fprintf(stderr, "gl_tests: cannot create a headless OpenGL 4.5 context: %s\n", e.what());
    return 1;
  }
  std::fprintf(stderr, "gl_tests: %s\n", g_context->info().describe().c_str());
  g_shaders = std::make_unique<tp::gl::ShaderLibrary>(tp::gl::ShaderLibrary::findDefaultRoot(),
                                                      tp::gl::isSoftwareRenderer(g_context->info().renderer));
  testing::UnitTest::GetInstance()->listeners().Append(new DebugMessageListener);
  const int result = RUN_ALL_TESTS();
  g_shaders.reset();
  g_context.reset();
  return result;
}
