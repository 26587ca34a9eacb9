#pragma once
// Parameters of the Gaussian splat fluid (seed 001, "tiny fluid in a tweet").
// One plain struct with the defaults, described once by splatFluidParamList(), which the panel,
// `--set` and sidecars read. Units: lengths in cells, time in steps, so
// velocities are cells per step and mass is per cell (rest density rho0).
#include "shaders/sim/splat_fluid/splat_fluid_constants.h"  // from shaders/, shared with GLSL
#include "sim/param_table.hpp"

namespace tp {

struct SplatFluidParams {
  // --- the step (seed 001) ---
  float rho0 = 1.0f;   // rest density of the SPH-like force
  int radius = 6;      // gather window half-width R: (2R+1)^2 neighbours, 13x13 in the seed
  int edges = SPLAT_FLUID_EDGES_OPEN;  // open (seed) | walls
  float gravity = 0.0f;  // cells/step^2 toward row 0; the seed has none
  bool epsilonHack = false;  // divide by (m + 1e-6) as the tweet does
  bool conserveMass = false;  // normalise each splat by its lattice sum, not 3.142

  // --- the seed's periodic splash: every `splashPeriod` steps, every cell gets
  // `periodicMass` more mass and a velocity spraying outward from the centre ---
  bool periodicSplash = true;  // the seed's behaviour; tidepool-sim turns it off
  int splashPeriod = 500;
  float periodicMass = 0.5f;
  float spraySpeed = 0.5f;  // cells/step at the grid's edge (the seed: (u - centre)/1000 px)

  // --- the user's splash (mouse click in the scene) ---
  float splashMass = 1.0f;     // added mass at the centre, falling linearly to 0 at the radius
  float splashRadius = 12.0f;  // cells
};

// One row per field of SplatFluidParams.
const ParamList<SplatFluidParams>& splatFluidParamList();

// A particle moving faster than this many cells per step puts the peak of its
// Gaussian so close to the edge of the (2R+1)^2 window that a noticeable part
// of its mass (more than exp(-9) = 1e-4) is no longer gathered by any cell.
float splatFluidMaxSpeed(int radius);

}  // namespace tp
