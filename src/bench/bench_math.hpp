#pragma once
// The arithmetic of the benchmark, kept apart from GL so unit tests can hold
// it to exact numbers: medians of batch timings, rooflines and fractions.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tp::bench {

// Median of `values` (the mean of the two middle ones for an even count).
// Throws std::invalid_argument for an empty list.
double median(std::vector<double> values);

// The rate a kernel would reach if it were limited only by memory:
// bytesPerSecond / bytesPerCell, in cell-steps per second.
double memoryRoofline(double bytesPerSecond, double bytesPerCell);
// The rate a kernel would reach if it were limited only by arithmetic:
// operationsPerSecond / operationsPerCell, in cell-steps per second.
double arithmeticRoofline(double operationsPerSecond, double operationsPerCell);
// measured / limit (0 when the limit is not positive).
double fractionOf(double measured, double limit);

// The card's memory figure in bytes per second (read plus written, a large
// device-to-device copy) for the GPUs we know, by GL_RENDERER; nullopt for
// any other renderer (the figures are the cards' own, in bench_math.cpp;
// BENCHMARKS.md holds what was measured against them).
std::optional<double> nominalMemoryBandwidth(const std::string& renderer);

// Steps per timed batch so that one batch takes about `batchSeconds`, from a
// first estimate of one step's time; at least 1, at most `maxSteps`.
int stepsPerBatch(double secondsPerStepEstimate, double batchSeconds, int maxSteps);

// A reproducible pseudo-random value in [lo, hi) for index i of a stream (a
// hash, so a 67-million-cell field fills in a fraction of a second). Every
// benchmark field starts as such noise: a constant field (zeros after a
// clear) can stay compressed in GPU memory and cost far less traffic.
float noiseValue(uint64_t i, uint64_t stream, float lo, float hi);

}  // namespace tp::bench
