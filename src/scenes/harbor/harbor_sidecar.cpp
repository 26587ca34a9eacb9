#include "scenes/harbor/harbor_sidecar.hpp"

#include <cstdio>
#include <vector>

#include "sim/floating/attitude.hpp"
#include "sim/largest_magnitude.hpp"
#include "sim/wind_sea/beaufort.hpp"
#include "sim/wind_sea/whitecaps.hpp"

namespace tp {

std::string harborSidecar(const HarborSidecarInputs& in) {
  const std::vector<float> height = in.waves.readHeight();
  const std::vector<uint8_t>& land = in.waves.landMask();
  float landLargest = 0, waterLargest = 0;
  int landCells = 0;
  for (size_t i = 0; i < height.size(); ++i) {
    const bool isLand = !land.empty() && land[i] != 0;
    landCells += isLand ? 1 : 0;
    float& largest = isLand ? landLargest : waterLargest;
    largest = largerMagnitude(largest, height[i]);
  }
  const FloatingBody& player = in.fleet.bodies().front();
  char text[768];
  std::snprintf(text, sizeof text,
                "water_model: %s\ngrid_cells: %d\nsolver_steps_per_step: %d\nsolver_a: %.6g\nsolver_damping: %.6g\ncourant: %.6g\n"
                "boats: %zu\ncrates: %zu\nland_cells: %d\nland_max_abs_height: %.6g\nwater_max_abs_height: %.6g\n"
                "energy: %.6g\nplayer_x: %.4f\nplayer_y: %.4f\nplayer_z: %.4f\nplayer_speed: %.4f\nasset_problems: %zu\n"
                "scene_time_s: %.4f\npatch_x: %.4f\npatch_z: %.4f\n",
                HarborSettings::kWaterModelNames[int(in.waves.model())], in.waves.size(),
                in.waves.solverStepsPerStep(in.wave), double(in.wave.a), double(in.wave.damping), double(in.wave.courant), in.fleet.boatCount(),
                in.fleet.crateCount(), landCells, double(landLargest), double(waterLargest),
                double(in.energy), double(player.body.position.x),
                double(player.body.position.y), double(player.body.position.z), double(HarborFleet::horizontalSpeed(player)), in.assetProblems,
                in.time, double(in.patchCentre.x), double(in.patchCentre.y));
  std::string extra = text;
  // Every boat's attitude (the player's tug is boat 0), and how many are capsized (|roll| > 90°).
  int capsized = 0;
  for (size_t i = 0; i < in.fleet.boatCount(); ++i) {
    const Attitude attitude = attitudeOf(in.fleet.bodies()[i].body.orientation);
    capsized += attitude.capsized() ? 1 : 0;
    std::snprintf(text, sizeof text, "boat_%zu_roll_deg: %.2f\nboat_%zu_pitch_deg: %.2f\n", i,
                  double(attitude.rollDegrees), i, double(attitude.pitchDegrees));
    extra += text;
  }
  std::snprintf(text, sizeof text, "boats_capsized: %d\n", capsized);
  extra += text;
  const HarborParams& p = in.params;
  std::snprintf(text, sizeof text,
                "wind_speed: %.3f\nbeaufort: %d\nwind_sea: %s\nwind_sea_cells: %d\nwind_sea_hs_m: %.4f\n"
                "whitecap_share: %.5f\n",
                double(p.windSpeed), beaufortForce(p.windSpeed).force, in.windSea.active() ? "on" : "off",
                WindSeaCascades::sizeFor(p.windSeaSize), in.windSea.active() ? in.windSea.significantHeight() : 0.0,
                in.windSea.active() && p.choppiness > 0 ? whitecapCoverage(p.windSpeed) : 0.0);
  extra += text;
  for (size_t i = in.fleet.boatCount(); i < in.fleet.bodies().size(); ++i) {
    const FloatingBody& crate = in.fleet.bodies()[i];
    std::snprintf(text, sizeof text, "crate_%u_x: %.5f\ncrate_%u_y: %.5f\ncrate_%u_z: %.5f\n", crate.id,
                  double(crate.body.position.x), crate.id, double(crate.body.position.y), crate.id,
                  double(crate.body.position.z));
    extra += text;
  }
  return extra;
}

}  // namespace tp
