#pragma once
// The sun's place as every scene with a baked sky offers it: sun_elevation
// and sun_azimuth, one range, unit and meaning everywhere
// (render/effects/sky_model.hpp's sunDirectionFor turns them into a
// direction); each scene adds what follows the sun in it.
#include <string>

#include "sim/param_table.hpp"

namespace tp {

template <class Settings>
void addSunPlaceParams(ParamList<Settings>& table, float Settings::*elevation, float Settings::*azimuth,
                       const std::string& whatFollows) {
  table.addFloat("sun_elevation", elevation, 1.0, 90.0, "deg",
                 "The sun's height above the horizon: 90 overhead, a few degrees a sunset (the sky model "
                 "holds to the horizon, not below it). " +
                     whatFollows);
  table.addFloat("sun_azimuth", azimuth, 0.0, 360.0, "deg",
                 "Where the sun stands: degrees clockwise from north, which is straight ahead of the start "
                 "camera (90 east, to its right).");
}

}  // namespace tp
