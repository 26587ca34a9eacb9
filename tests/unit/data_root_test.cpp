// An installed program (PREFIX/bin/tidepool) finds its data in
// PREFIX/share/tidepool; a program anywhere else finds none there.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "core/data_root.hpp"

namespace fs = std::filesystem;

TEST(DataRoot, AnInstalledProgramFindsShareTidepool) {
  std::string pattern = (fs::temp_directory_path() / "tidepool-prefix.XXXXXX").string();
  ASSERT_NE(mkdtemp(pattern.data()), nullptr);
  const fs::path prefix = pattern;
  fs::create_directories(prefix / "bin");
  EXPECT_FALSE(tp::installedDataRoot(prefix / "bin" / "tidepool")) << "no share/tidepool yet";
  fs::create_directories(prefix / "share" / "tidepool" / "shaders");
  const auto root = tp::installedDataRoot(prefix / "bin" / "tidepool");
  ASSERT_TRUE(root);
  EXPECT_EQ(*root, prefix / "share" / "tidepool");
  fs::create_directories(prefix / "build");
  EXPECT_FALSE(tp::installedDataRoot(prefix / "build" / "tidepool")) << "a build folder is no install";
  fs::remove_all(prefix);
}
