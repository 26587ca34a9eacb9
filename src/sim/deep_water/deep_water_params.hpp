#pragma once
// Parameters of the deep-water solver: linear water waves with the exact
// dispersion relation of water of finite depth, ω² = g·|k|·tanh(|k|·depth),
// advanced per wavenumber in Fourier space (an exponential integrator in the
// manner of Tessendorf's eWave, 2014; see deep_water_model.hpp).
// Plain data with in-class defaults, described by deepWaterParamList(); the
// GPU solver and its CPU twin read the same struct at every step.
#include "sim/param_table.hpp"

namespace tp {

struct DeepWaterParams {
  float gravity = 9.81f;    // m/s²
  float cellSize = 0.2f;    // m: the grid spacing h
  float dt = 1.0f / 60.0f;  // s: one step
  float depth = 20.0f;      // m: the water's depth (waves shorter than about 2·depth are deep-water waves)
  float damping = 0.0f;     // 1/s: every wave's amplitude decays as e^(−damping·t)
  // The absorbing layer along each edge: its width as a fraction of the grid
  // edge, and how much of the waves it takes per step at the very edge.
  float spongeWidth = 0.08f;
  float spongeStrength = 0.1f;  // 1/step
};

// gravity, cell_size, dt, depth, damping, sponge_width, sponge_strength.
const ParamList<DeepWaterParams>& deepWaterParamList();

// The sponge's width in cells on an n×n grid: at least one cell, or 0 when
// the width or the strength is 0 (periodic water, nothing absorbed).
float deepWaterSpongeCells(const DeepWaterParams& params, int n);

}  // namespace tp
