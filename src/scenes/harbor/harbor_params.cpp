#include "scenes/harbor/harbor_params.hpp"

#include <algorithm>
#include <cmath>

#include "scenes/sun_params.hpp"
#include "sim/wind_sea/beaufort.hpp"

namespace tp {
double harborWaveSpeedLimit(const HarborParams& params, float dt) {
  const double cell = HarborSettings::kBasinMetres / double(params.gridSize);
  const double upper = gridWaveStabilityLimit(params.solver.laplacian) - kGridWaveLimitMargin;
  return std::sqrt(upper) * cell * HarborSettings::kMaxSubsteps / double(dt);
}

HarborWaveStep HarborSettings::waveStep(float dt) const {
  HarborWaveStep step;
  step.speed = float(std::min(double(params.waveSpeed), harborWaveSpeedLimit(params, dt)));
  const float cell = kBasinMetres / float(params.gridSize);
  const float perSceneStep = step.speed * dt / cell;  // Courant number of one scene step
  step.substeps = std::clamp(int(std::ceil(perSceneStep / std::sqrt(kTargetA))), 1, kMaxSubsteps);
  step.courant = perSceneStep / float(step.substeps);
  step.a = step.courant * step.courant;
  step.damping = dampingPerStep(params.dampingRate, dt / float(step.substeps));
  return step;
}

WindSeaSettings HarborSettings::windSea() const {
  WindSeaSettings sea;
  sea.windSpeed = params.windSpeed;
  sea.windDirection = params.windDirection;
  sea.fetch = double(params.fetchKm) * 1000.0;
  sea.swellHeight = params.swellHeight;
  sea.swellDirection = params.swellDirection;
  sea.swellPeriod = params.swellPeriod;
  return sea;
}

SkySettings HarborSettings::sky(double seconds) const {
  SkySettings sky;
  sky.sunElevationDegrees = params.sunElevation;
  sky.sunAzimuthDegrees = params.sunAzimuth;
  sky.turbidity = params.turbidity;
  sky.cloudCover = params.cloudCover;
  // The deck moves with the wind's direction (wind_direction's convention:
  // from +x towards +z); the noise is looked up upwind of a point.
  const double drifted = std::floor(seconds / kCloudStepSeconds) * kCloudStepSeconds * double(params.cloudSpeed);
  const double radians = double(params.windDirection) * 3.14159265358979 / 180.0;
  sky.cloudShift = -glm::vec2(float(drifted * std::cos(radians)), float(drifted * std::sin(radians)));
  sky.faceSize = params.skySize;
  return sky;
}

float HarborSettings::dampingPerStep(float rate, float seconds) {
  // Each oscillating mode of (1 + d/2)·z' = 2z + a·Lz − (1 − d/2)·z_old has
  // |λ|² = (1 − d/2)/(1 + d/2) a step: its energy's factor. Solved for d.
  return float(2.0 * std::tanh(0.5 * double(rate) * double(seconds)));
}

const ParamList<HarborParams>& harborParamList() {
  static const ParamList<HarborParams> list = [] {
    using P = HarborParams;
    using S = HarborSettings;
    ParamList<P> table;
    table.addInt("grid_size", &P::gridSize, 128, 2048, "cells",
                 "Quality: simulation cells per edge of the 50 m basin (the seed offers 128/256/512). "
                 "Changes while running: the waves are resampled, the land mask rebuilt.")
        .structural = true;
    table.addChoice("water_model", &P::waterModel, {S::kWaterModelNames[0], S::kWaterModelNames[1]},
                    "deep_water: water's own dispersion (ω² = g·k·tanh(k·depth)): long waves outrun short "
                    "ones, and every boat leaves Kelvin's wake, a V of 19.5° either side at any speed. "
                    "Its grid is the nearest power of two to grid_size. wave_equation: the seed's, every "
                    "wave at wave_speed: a boat faster than that drags a Mach cone, a slower one no V.")
        .structural = true;
    table.addFloat("depth", &P::waterDepth, 0.5, 100.0, "m",
                   "deep_water: the water's depth. Waves much longer than it run at √(g·depth) (shallow "
                   "water); a boat faster than that leaves a narrower V, as in a real harbor.")
        .logarithmic = true;
    ParamSpec& speed = table.addFloat(
        "wave_speed", &P::waveSpeed, 0.1, 20.0, "m/s",
        "wave_equation: how fast ripples travel (c in a = c²·Δt²/h²). The seed's 0.065 basin widths per second is "
        "3.25 m/s. The scene takes as many solver steps per step as keep a below 0.45.");
    table.limitBy(speed, [](const P& p) { return harborWaveSpeedLimit(p, S::kNominalStep); },
        "stability: a = (c·Δt/h)² must stay below 0.5 (0.75 with the 9-point stencil) in every solver "
        "step, and the scene takes at most 8 solver steps per 1/60 s step; finer grids allow less");
    // The solver's own rows, but `a` (it follows from the wave speed) and
    // `damping` (from the rate, per second of simulated time).
    table.addFloat("damping_rate", &P::dampingRate, 0.0, 5.0, "1/s",
                   "How fast waves die away: wave energy falls by e^(-rate) every simulated second "
                   "(0.12: to 89%; 0 keeps it, the seed's equation). The same at every quality: each "
                   "solver step gets damping 2*tanh(rate*dt/2) for its own dt (tidepool-sim's "
                   "`damping` is that per-step value).");
    table.adoptAll(gridWaveParamList(), &P::solver, {"a", "damping"});
    table.addInt("water_mesh", &P::waterMesh, 32, 512, "vertices",
                 "Vertices per edge of the drawn water surface (independent of the simulation grid: "
                 "heights are sampled bilinearly, normals per pixel).")
        .structural = true;
    table.addBool("per_pixel_water", &P::perPixelWater,
                  "Shade the water once a pixel (on) or once a vertex of the water mesh (off: far cheaper "
                  "in software GL, which starts with it off; glints finer than the mesh are lost).");
    table.addBool("reflections", &P::reflections,
                  "Mirror the islands, boats, crates and buoys in the water, broken up by the waves (one more "
                  "draw of them at half the frame's size; needs per_pixel_water, and is off in light quality).");
    table.addBool("shadows", &P::shadows,
                  "The sun's shadows of the islands, boats, crates and buoys on the water, the floor and each "
                  "other (one more draw of them, seen from the sun, into a 1024-texel map; off in light quality).");
    table.addBool("caustics", &P::caustics,
                  "The sunlight the waves focus onto the sand in the shallows: a bright, moving net, the light "
                  "between its threads dimmer, none of it lost (1.6 million points of the surface send their "
                  "sunlight to the floor, into a 512-texel map; off in light quality).");
    table.addBool("follow_camera", &P::followCamera,
                  "The camera follows your tug, keeping it in the middle of the view; drag to look round it, "
                  "the wheel to come closer (key F).");
    table.addInt("terrain_mesh", &P::terrainMesh, 32, 512, "vertices",
                 "Vertices per edge of the islands' mesh (it spans the whole basin; the water hides "
                 "most of it).")
        .structural = true;
    table.addFloat("wake_amplitude", &P::wakeAmplitude, 0.0, 0.2, "m/(m/s)",
                   "Bow wave raised where a hull newly covers a cell (stern trough where it leaves one), "
                   "per m/s of the hull's speed (the seed's `amplitude`).");
    table.addFloat("foam_seconds", &P::foamSeconds, 0.0, 30.0, "s",
                   "How long white water lasts: made where a crest nears breaking (a splash's rings, a bow "
                   "wave) or the water converges, where a splash lands and where a moving boat churns it "
                   "(bow spray, the propeller's wash); carried with the water, spreading, and fading to 37% "
                   "in this time; drawn as patches that thin to flecks. 0: none lingers.");
    table.addFloat("slick_seconds", &P::slickSeconds, 0.0, 120.0, "s",
                   "How long the calm lane behind a moving boat lasts: its churn damps the ripples too short "
                   "to draw (Cox & Munk's slick), so the sun's glitter narrows there and the track shows, "
                   "dark off the glitter, long after its foam; carried and spread with the water, fading "
                   "to 37% in this time (full quality). 0: none.");
    table.addFloat("shore_surf", &P::shoreSurf, 0.0, 1.0, "",
                   "Surf along the shores: white water where waves, shoaling, grow to 0.78 of the depth and "
                   "break: the wind sea's, as much as this where all of them do, most on their crests; a "
                   "splash's or a wake's, made as fast as this times 5 a second (0: none; a calm sea makes none).");
    table.addFloat("swash", &P::swash, 0.0, 2.0, "",
                   "How far the wind sea's waves run up the beaches after they break, and back: the water's "
                   "edge rises and falls with the waves arriving, about its setup, as high as Stockdon et "
                   "al.'s (2006) run-up for the sea and the beach's slope 2% of the time, times this (0: the "
                   "edge stays at the still water).");
    table.addFloat("under_water_visibility", &P::underWaterVisibility, 3.0, 100.0, "m",
                   "How far you see under the water (key U dives): where the view's clearest colour has "
                   "faded to 5% into the water's own; red fades first. The harbor's green coastal water "
                   "reaches about 20 m, the clearest ocean 60 m and more.");
    table.addFloat("boat_mass", &P::boatMass, 10, 1000, "kg", "Mass of each boat (seed: 100).");
    table.addFloat("boat_buoyancy", &P::boatBuoyancy, 500, 50000, "N/m",
                   "Buoyancy of each boat: newtons per metre of its 8 probes' mean depth (seed: 5000). "
                   "It floats with its probes mass·g/buoyancy deep.")
        .logarithmic = true;
    table.addFloat("crate_mass", &P::crateMass, 1, 200, "kg", "Mass of each crate (seed: 15).");
    table.addFloat("crate_buoyancy", &P::crateBuoyancy, 50, 5000, "N/m",
                   "Buoyancy of each crate (seed: 500). The crate's probe ring, 0.3 m below its centre, "
                   "rests mass·g/buoyancy under the water.")
        .logarithmic = true;
    table.addFloat("probe_drag", &P::probeDrag, 0.0, 1.0, "s",
                   "The seed's probe drag: each probe pushes buoyancy·(depth − drag·v_up)/8, so bobbing "
                   "is damped by buoyancy·drag (seed: 0.18).");
    table.addFloat("water_drag", &P::waterDrag, 0.0, 5.0, "1/s",
                   "Water drag per unit mass along a hull (8× sideways for boats: the keel), scaled by "
                   "how many probes are wet. Top speed = thrust/(water_drag·mass).");
    table.addFloat("boat_thrust", &P::boatThrust, 0, 3000, "N",
                   "Propeller thrust at full throttle (W/↑ ahead, S/↓ astern at half).");
    table.addFloat("rudder", &P::rudder, 0, 3000, "N·m", "Turning torque at full rudder (A/D, ←/→) and speed.");
    table.addFloat("push_force", &P::pushForce, 0, 100000, "N",
                   "The push tool: this force for one step along the clicked boat's heading (seed: 20000).");
    table.addInt("cruisers", &P::cruisers, 0, 2, "boats", "Boats that cruise on their own: a sloop, then a tug.");
    table.addInt("crates", &P::crates, 0, 24, "crates", "Crates afloat after a reset.");
    table.addInt("max_crates", &P::maxCrates, 1, 64, "crates", "Most crates at once: dropping one more removes the oldest.");
    table.addChoice("tool", &P::tool, {S::kToolNames[0], S::kToolNames[1], S::kToolNames[2]},
                    "What a left click does (keys 1, 2, 3): splash presses the water down (drag paints), "
                    "crate drops a crate from 5 m above, push shoves the clicked boat along its heading.");
    table.addFloat("splash_depth", &P::splashDepth, 0.0, 2.0, "m",
                   "How far a click presses the water down; as much water rises round it, so a splash "
                   "adds none. Deep water presses a pit half as wide and 2.5 times as deep, whose "
                   "rings (the long ones first, the short ones inside) show for seconds.");
    table.addFloat("splash_radius", &P::splashRadius, 0.2, 5.0, "m", "Radius of the pressed-down spot.");
    table.addFloat("wind_speed", &P::windSpeed, 0.0, 20.0, "m/s",
                   "Wind 10 m up, raising a wind sea over the harbor (a JONSWAP spectrum for the fetch). "
                   "Beaufort force (WMO): 0 calm, " + beaufortScale(20.0) + " m/s. 0: the seeds' calm harbor.");
    table.addFloat("wind_direction", &P::windDirection, 0.0, 360.0, "deg",
                   "Where the wind blows and its waves run: degrees from +x (east) towards +z (south, "
                   "towards the start camera).");
    table.addFloat("fetch", &P::fetchKm, 1.0, 500.0, "km",
                   "Open water upwind: a longer fetch grows longer, higher waves, up to the fully "
                   "developed sea of the wind (Pierson-Moskowitz).")
        .logarithmic = true;
    table.addFloat("choppiness", &P::choppiness, 0.0, 1.5, "",
                   "How far points of the surface move towards crests (the displacement's scale): 0 "
                   "rounded, smooth waves; near 1 sharp crests and wide troughs, white where they fold.");
    table.addFloat("swell_height", &P::swellHeight, 0.0, 3.0, "m",
                   "Significant height of a swell from a distant storm: long, regular waves from "
                   "swell_direction, whatever the local wind.");
    table.addFloat("swell_direction", &P::swellDirection, 0.0, 360.0, "deg", "Where the swell runs, as wind_direction.");
    table.addFloat("swell_period", &P::swellPeriod, 4.0, 20.0, "s",
                   "Seconds between swell crests at the swell's peak: 10 s crests are 156 m apart.");
    table.addInt("wind_sea_size", &P::windSeaSize, 16, 512, "cells",
                 "Cells per edge of each of the wind sea's two patches (eight peak wavelengths wide, at "
                 "least 200 m, and a tenth of that), a power of two (others round to the nearest): finer shows shorter ripples, and costs four times the work a doubling.")
        .structural = true;
    addSunPlaceParams(table, &P::sunElevation, &P::sunAzimuth,
                      "The sky, the sunlight's colour and everything lit follow; its glitter path runs towards "
                      "you from where it stands.");
    table.addFloat("turbidity", &P::turbidity, 2.0, 10.0, "",
                   "Haze in the air (Preetham's turbidity): 2 a very clear day with a deep blue sky, 3 "
                   "clear, 6 hazy, 10 thick haze; a hazier sky is whiter and its sunsets redder.");
    table.addFloat("cloud_cover", &P::cloudCover, 0.0, 1.0, "",
                   "Share of the sky the fair-weather clouds (1500 m up) hide: 0 none, 1 overcast.");
    table.addFloat("cloud_speed", &P::cloudSpeed, 0.0, 40.0, "m/s",
                   "How fast the clouds drift, along wind_direction.");
    table.addInt("sky_size", &P::skySize, 32, 1024, "texels",
                 "Texels per edge of each face of the baked sky (a cube map the background shows and "
                 "the water reflects): finer clouds cost six times its square a bake, a few bakes a second.");
    return table;
  }();
  return list;
}

}  // namespace tp
