// Constants of the Gaussian splat fluid (seed 001), read by both the C++ twin
// (src/sim/splat_fluid) and the compute shaders, so the two cannot disagree.
// Only #define here: C++ and GLSL share the C preprocessor subset.
#ifndef TIDEPOOL_SPLAT_FLUID_CONSTANTS_H
#define TIDEPOOL_SPLAT_FLUID_CONSTANTS_H

// The seed normalises its Gaussian exp(-|x|^2) by pi written as 3.142 (to
// save bytes in a tweet). We keep the seed's value on purpose: it is part of
// the method as published, and it makes every step lose a factor
// pi / 3.142 = 0.99987 of the mass (the tests' conservation bounds include it).
#define SPLAT_FLUID_SEED_PI 3.142

// `conserve_mass` replaces 3.142 by each particle's exact lattice sum: summed
// over all integer cells k, exp(-(k - y)^2) = sqrt(pi) * (1 + 2 e^(-pi^2)
// cos(2 pi y)) up to 2 e^(-4 pi^2) = 1.4e-17 (Poisson summation). Dividing the
// 2D Gaussian by pi * (1 + r cos 2 pi x)(1 + r cos 2 pi y), r = 2 e^(-pi^2),
// hands out exactly the particle's mass. The seed's form instead multiplies it
// by 0.99966..1.00008 a step (1.00008 for a fluid at rest: +8% in 1000 steps).
#define SPLAT_FLUID_PI 3.14159265358979
#define SPLAT_FLUID_LATTICE_RIPPLE 1.0344637e-4

// The one-tweet code divides by (m + 1e-6) instead of testing m > 0; the
// `epsilon_hack` parameter brings that back for comparison (it clumps the fluid).
#define SPLAT_FLUID_EPSILON 1e-6

// The seed's "v = p/m only where m > 0", with 0 replaced by a mass far below
// anything visible but far above float's denormals (< 1.2e-38). GPUs flush
// denormals to zero (NVIDIA does, llvmpipe does not), so in a cell whose
// mass comes only from denormal weights, "m > 0" and p/m depend on the
// hardware; the seed's periodic splash then gives such a cell real mass with
// that velocity. Above 1e-30, the weights a GPU may flush are < 1e-8 of m.
#define SPLAT_FLUID_MIN_MASS 1e-30

// Values of the `edges` parameter (its index in the choice list).
#define SPLAT_FLUID_EDGES_OPEN 0
#define SPLAT_FLUID_EDGES_WALLS 1

#endif
