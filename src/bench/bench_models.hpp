#pragma once
// What each kernel must move or compute per cell-step: the models that turn
// the measured limits (bench_probes.hpp) into rooflines. "Cell" is
// a grid cell, an icosphere vertex, or a fluid cell. Traffic counts DRAM bytes
// under the best case for caches: every value is read from memory once and
// written once per pass, neighbours come from cache. So a model is the
// least traffic the kernel *as written* can cause; the fraction of the
// roofline says how close the kernel gets to that. Where a different design of
// the same method would need less, `methodMinimumBytes` says so.
namespace tp::bench {

struct KernelModel {
  const char* kernel;          // which shader(s)
  double bytesPerCell;         // DRAM bytes per cell-step, this kernel as written
  double methodMinimumBytes;   // the least any single-step design of the method needs
  double operationsPerCell;    // FP32 instructions per cell-step (0: not arithmetic-bound)
  const char* note;            // how the figures were counted
};

// Grid wave, one step a pass (e.g. step_simple.comp), R32F: read z (4), read z_old
// (4), write z' over z_old (4). 12 bytes; the method needs the same for one
// step a pass (two time levels in, one out). Only several steps per pass
// (temporal blocking) can go below it: 12/k for k steps.
inline constexpr KernelModel kGridWaveModel = {
    "sim/grid_wave/step_simple.comp", 12.0, 12.0, 0.0,
    "R32F: z read 4 + z_old read 4 + z' written 4 (neighbours from cache)"};
// The same with k steps a pass (step_blocked.comp, temporal blocking, what
// GridWaveGpu runs on a GPU): z and z_old read once (8) and the last two
// heights written (8) per pass, 16/k bytes per cell-step; the tiles' rims,
// read by two groups, are counted once (the second read comes from L2).
// bench_case_grid.cpp uses it where "ours" is the blocked kernel.
inline constexpr KernelModel gridWaveBlockedModel(int blockSteps) {
  return {"sim/grid_wave/step_blocked.comp", 16.0 / blockSteps, 12.0, 0.0,
          "R32F, k steps a pass: (z read 4 + z_old read 4 + two heights written 8) / k"};
}

// Deep water (src/sim/deep_water/deep_water_gpu.hpp): (h, φ) in a storage
// buffer of vec2, the spectrum in flight in an RG32F image, each transform a
// row or a column pair in shared memory. A batch of steps (the benchmark times batches) runs two passes a
// step: a column pair forward + mode step + inverse (read 8, write 8), and
// the rows, inverse for this step and forward for the next in one pass (read
// 8, write 8): 32 bytes a cell-step; the first step's forward rows, the last
// one's inverse rows and the RG32F surface texture are once a batch. Twiddles
// (n/2 vec2) come from cache. With a row or a column pair at a time in
// shared memory the method needs those two passes: 32 is also its minimum.
// (The radix-2 versions tidepool-bench keeps run three passes a step and
// write the surface every step: 56.)
inline constexpr KernelModel kDeepWaterModel = {
    "sim/deep_water/rows.comp (inverse + forward) + columns_step.comp", 32.0, 32.0, 0.0,
    "vec2 (h, phi) buffer: 2 passes x (read 8 + write 8) a step in a batch; the radix-2 versions 56"};

// Sphere (shaders/sim/sphere_wave/step_tile.comp, what step() runs on a GPU;
// step.comp and step_columns.comp the same traffic),
// velocity form (step_vertex.glsl): z read 4, u read 4, u written 4 (in
// place), z' written 4 = 16 bytes. The diamond vertex order
// (src/sim/sphere_wave/icosphere.hpp) lets vertices inside a diamond find
// their neighbours by arithmetic; only the 40·(n − 1) border vertices and the
// 2 poles read their stored ring (RGBA32I 16 + RG32I 8, in 32-byte sectors:
// ≤ 64 bytes each): 0.39% of the vertices at level 10, ≤ 0.25 bytes a vertex,
// not counted. The first design (ours_simple: every ring read) moves
// 16 + 24 = 40 (counted as 36 until the velocity's write was noticed). The
// method needs 12: z_old overwritten by z' in place, as the grid, which the
// velocity form gives up to keep the volume (see step_vertex.glsl).
inline constexpr KernelModel kSphereWaveModel = {
    "sim/sphere_wave/step_tile.comp", 16.0, 12.0, 0.0,
    "z read 4 + u read 4 + u written 4 + z' written 4; rings by arithmetic inside the diamonds "
    "(border vertices' stored rings, 0.4% at level 10, not counted); stored-ring design: 40"};

// Spring surface, one fused pass a step (shaders/sim/spring_surface/step.comp):
// read the RG32F state (h, v) once (8; the 8 neighbours from cache), write the
// other RG32F texture (8): 16 bytes. No mask traffic: the rim is computed from
// the cell's coordinates. The method needs the same for one step a pass (one
// time level of two fields in, one out). The first design (the seed's velocity
// pass then position pass, on textures) moved 2 passes × (RG32F read 8 + R8
// mask 1 + RG32F write 8) = 34 bytes.
inline constexpr KernelModel kSpringSurfaceModel = {
    "sim/spring_surface/step.comp", 16.0, 16.0, 0.0,
    "1 fused pass: RG32F read 8 + RG32F write 8, rim computed (two passes were 2 x (8 + R8 mask 1 + 8) = 34)"};

// Splat fluid (shaders/sim/splat_fluid/step_tile.comp, what step() runs),
// RGBA32F: 16 read + 16 written = 32 bytes, but its cost is arithmetic.
// Counted at R = 6 (13×13 window), open edges, conserve_mass off, as FP32
// instructions a compiler must at least issue on the FMA pipe. An invocation
// sums 4 cells of a column (vec4) over the 4 + 12 = 16 particle rows that
// reach any of them, 13 particles a row: 208 particles, 52 per cell. Each
// row runs only on the cells it reaches (the first and last 3 rows on 1-3 of
// them), so 169 neighbour terms per cell (not padded with zero terms to 208), each:
//   y' = offset' + vy'              1 add
//   e = -x'^2 - y'^2                1 fma (+1 ex2 on the special-function unit)
//   m += g a                        1 fma
//   (p + f)x += g termX             1 fma
//   t = a vy' + w y'                1 fma
//   (p + f)y += g t                 1 fma
// = 6 × 169 = 1014; per particle and invocation (shared by its 4 cells):
//   x' = ox' + vx' 1, -x'^2 1, termX = a vx' + w x' 2, a vy' 1 = 5 × 52 = 260.
// 1274 FP32 instructions and 169 ex2 per cell-step (the tile load, ~2.4
// particles per cell, and the ~10 instructions after the loop not counted;
// the padded form: 1508 and 208). The ex2 unit issues at 1/8 of the FMA rate
// on Hopper (16 per SM and clock): 169 ex2 ≈ 1352 FMA slots, so at the same
// efficiency it binds about as early as the FMA pipe. The step before the blocked kernels (step.comp, "ours_simple")
// needed 14 × 169 = 2366 and 169 ex2.
inline constexpr KernelModel kSplatFluidModel = {
    "sim/splat_fluid/step_tile.comp", 32.0, 32.0, 6.0 * 169.0 + 5.0 * 52.0,
    "R=6: 169 neighbour terms x 6 FP32 (add, fma exponent, 4 fma sums) + 52 particles x 5 "
    "shared by 4 cells; + 169 ex2"};

// The seed's fluid as a straight port (shaders/bench/seed_splat_fluid.frag):
// the first loop does the 11 instructions up to p (xi, dot, exp, /pi, G·mi,
// m, p); the second loop fetches again and recomputes xi, dot, exp, /pi (7)
// and then G·mi, rho0 − mi, ·, 2 fma (5): 23 FP32 and 2 ex2 per neighbour,
// 3887 per cell-step.
inline constexpr double kSeedSplatFluidOperations = 23.0 * 169.0;

}  // namespace tp::bench
