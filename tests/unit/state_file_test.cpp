// tidepool-sim's state files: raw float32 + JSON sidecar, written and read back, refused when they don't fit.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "runner/state_file.hpp"

namespace fs = std::filesystem;

namespace {
tp::StateHeader header() { return {"grid", 3, 2, {"height", "height_prev"}, 7, {{"a", "0.3"}}, "cpu"}; }
std::string scratch(const std::string& name) {
  return (fs::temp_directory_path() / ("tidepool-state-" + name + "-" + std::to_string(::getpid()))).string();
}
}  // namespace

TEST(StateFile, RoundTripsBitForBit) {
  const std::string path = scratch("roundtrip");
  std::vector<float> data(12);
  for (size_t i = 0; i < data.size(); ++i) data[i] = float(i) * -0.37f + 1e-7f;
  tp::writeStateFile(path, header(), data);
  EXPECT_EQ(fs::file_size(path), 48u);
  EXPECT_EQ(tp::readStateFile(path, header()), data);
  std::ifstream sidecar(path + ".json");
  std::string text((std::istreambuf_iterator<char>(sidecar)), {});
  EXPECT_NE(text.find("\"steps\": 7"), std::string::npos) << text;
  EXPECT_NE(text.find("\"a\": \"0.3\""), std::string::npos) << text;
}

TEST(StateFile, RefusesMismatchesWithTheReason) {
  const std::string path = scratch("mismatch");
  tp::writeStateFile(path, header(), std::vector<float>(12, 1.0f));
  auto other = header();
  other.solver = "spring";
  EXPECT_THROW(
      {
        try {
          tp::readStateFile(path, other);
        } catch (const tp::StateFileError& e) {
          EXPECT_NE(std::string(e.what()).find("\"solver\" is \"grid\", expected \"spring\""), std::string::npos)
              << e.what();
          throw;
        }
      },
      tp::StateFileError);
  auto bigger = header();
  bigger.width = 4;
  EXPECT_THROW(tp::readStateFile(path, bigger), tp::StateFileError);
  std::ofstream(path + ".json") << "{ not json";
  EXPECT_THROW(tp::readStateFile(path, header()), tp::StateFileError);
  EXPECT_THROW(tp::readStateFile(path + ".missing", header()), tp::StateFileError);
  EXPECT_THROW(tp::writeStateFile("/no/such/dir/x", header(), {}), tp::StateFileError);
}
