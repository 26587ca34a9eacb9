#include "scenes/harbor/harbor_presets.hpp"

namespace tp {

std::vector<ScenePreset> harborPresets() {
  return {
      {"deep_water", "water's own dispersion (the default): every boat leaves Kelvin's wake, a V of 19.5°",
       {"water_model=deep_water", "depth=6", "damping_rate=0.12", "foam_seconds=10"}},
      {"seed", "the seeds' wave equation on a calm harbor: every wave at 3.25 m/s; a boat faster than that "
               "drags a Mach cone",
       {"water_model=wave_equation", "wave_speed=3.25", "damping_rate=0.12", "laplacian=5point",
        "boundary=absorb", "wind_speed=0", "swell_height=0"}},
      {"calm", "no wind, no swell: only what boats and clicks stir", {"wind_speed=0", "swell_height=0"}},
      {"breeze", "Beaufort 3, a gentle breeze of 4.5 m/s over 20 km: small wavelets, crests glassy",
       {"wind_speed=4.5", "fetch=20", "choppiness=0.6", "swell_height=0"}},
      {"fresh", "Beaufort 5, a fresh breeze of 9.5 m/s over 40 km: moderate waves, many whitecaps",
       {"wind_speed=9.5", "fetch=40", "choppiness=0.8", "swell_height=0.3"}},
      {"gale", "Beaufort 8, a gale of 19 m/s over 60 km, on an old swell: high waves, crests breaking",
       {"wind_speed=19", "fetch=60", "choppiness=1", "swell_height=0.8"}},
      {"sunset", "the sun 4° up ahead of you through a light haze, its path of glitter on a breeze, "
                 "clouds lit from below",
       {"sun_elevation=4", "sun_azimuth=350", "turbidity=3.5", "cloud_cover=0.45", "wind_speed=4.5",
        "fetch=20", "choppiness=0.6", "swell_height=0"}},
      {"clear_noon", "a high sun in a deep blue, cloudless sky", {"sun_elevation=62", "turbidity=2", "cloud_cover=0"}},
  };
}

}  // namespace tp
