#include "bench/bench_report.hpp"

#include <cstdio>
#include <fstream>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "core/atomic_file.hpp"
#include "bench/bench_math.hpp"

namespace tp::bench {
namespace {

using nlohmann::json;

std::string percent(double fraction) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f%%", 100.0 * fraction);
  return text;
}

// Rates in G cell-steps/s with three significant digits (llvmpipe's are small).
std::string giga(double perSecond) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3g", perSecond * 1e-9);
  return text;
}

std::string ratio(const std::optional<double>& value) {
  if (!value) return "-";
  char text[32];
  std::snprintf(text, sizeof text, "%.3gx", *value);
  return text;
}

json measurementJson(const Measurement& m) {
  return {{"timer", timerName(m.timer)},
          {"ms_per_step_median", m.secondsPerStep * 1e3},
          {"ms_per_step_min", m.minSecondsPerStep * 1e3},
          {"ms_per_step_max", m.maxSecondsPerStep * 1e3},
          {"batches", m.batches},
          {"steps_per_batch", m.stepsPerBatch}};
}

json optionalJson(const std::optional<double>& value) { return value ? json(*value) : json(nullptr); }

// Our other versions of each kernel (designs named "ours_*": the simple
// version kept for comparison, the variants tried), each against "ours".
void printVariants(const BenchReport& r) {
  bool header = false;
  for (const CaseResult& c : r.cases) {
    const DesignResult* ours = c.find("ours");
    for (const DesignResult& d : c.designs) {
      if (d.design.rfind("ours_", 0) != 0) continue;
      if (!header) {
        std::printf("\nOur other versions (same run; ours/this = how much faster what the solver runs is):\n");
        std::printf("%-7s %-9s %-20s %10s %9s %9s  %s\n", "solver", "size", "design", "ms/step", "G/s", "ours/this",
                    "what");
        header = true;
      }
      const std::optional<double> speedup =
          ours && d.cellStepsPerSecond > 0 ? std::optional<double>(ours->cellStepsPerSecond / d.cellStepsPerSecond)
                                           : std::nullopt;
      std::printf("%-7s %-9s %-20s %10.4g %9s %9s  %s\n", c.solver.c_str(), c.sizeLabel.c_str(), d.design.c_str(),
                  d.measurement.secondsPerStep * 1e3, giga(d.cellStepsPerSecond).c_str(), ratio(speedup).c_str(),
                  d.description.c_str());
    }
  }
}

}  // namespace

CaseSummary summarise(const CaseResult& c, const BenchReport& report) {
  CaseSummary s;
  const DesignResult* ours = c.find("ours");
  const double rate = ours ? ours->cellStepsPerSecond : 0.0;
  s.arithmeticBound = c.model.operationsPerCell > 0;
  s.limitCellStepsPerSecond = s.arithmeticBound
                                  ? arithmeticRoofline(report.arithmetic.fmaPerSecond, c.model.operationsPerCell)
                                  : memoryRoofline(report.memory.bytesPerSecond, c.model.bytesPerCell);
  s.fractionOfLimit = fractionOf(rate, s.limitCellStepsPerSecond);
  if (report.nominalBytesPerSecond && !s.arithmeticBound) {
    s.nominalLimitCellStepsPerSecond = memoryRoofline(*report.nominalBytesPerSecond, c.model.bytesPerCell);
    s.fractionOfNominal = fractionOf(rate, *s.nominalLimitCellStepsPerSecond);
  }
  s.methodMinimumLimit = memoryRoofline(report.memory.bytesPerSecond, c.model.methodMinimumBytes);
  if (const DesignResult* seed = c.find("seed"); seed && ours && seed->cellStepsPerSecond > 0)
    s.oursOverSeed = rate / seed->cellStepsPerSecond;
  for (const char* name : {"seed_kernel", "seed_compute"})
    if (const DesignResult* other = c.find(name); other && ours && other->cellStepsPerSecond > 0) {
      s.seedAlternative = name;
      s.oursOverSeedAlternative = rate / other->cellStepsPerSecond;
    }
  return s;
}

void printReport(const BenchReport& r) {
  const BenchEnvironment& e = r.environment;
  std::printf("tidepool-bench %s (%s build), %s\n", TIDEPOOL_VERSION, e.buildType.c_str(), e.date.c_str());
  std::printf("command:  %s\n", e.command.c_str());
  std::printf("GL:       %s (%s), OpenGL %s via %s\n", e.renderer.c_str(), e.vendor.c_str(), e.version.c_str(),
              e.platform.c_str());
  std::printf("timer:    %s, median of timed batches after warm-up (seed designs that read back to the CPU "
              "every step: glFinish+steady_clock)\n",
              timerName(r.timer));
  std::printf("memory:   %.4g GB/s measured (compute copy of 2 x %lld MiB, read + written; fastest of:",
              r.memory.bytesPerSecond * 1e-9, static_cast<long long>(r.memory.bufferBytes >> 20));
  for (const MemoryProbeVariant& v : r.memory.variants) std::printf(" %s %.4g", v.name.c_str(), v.bytesPerSecond * 1e-9);
  std::printf(")");
  if (r.nominalBytesPerSecond) std::printf("\n          card figure %.4g GB/s", *r.nominalBytesPerSecond * 1e-9);
  std::printf("\narith:    %.4g G FMA/s measured (FMA chains) = %.4g GFLOP/s\n\n", r.arithmetic.fmaPerSecond * 1e-9,
              2e-9 * r.arithmetic.fmaPerSecond);

  std::printf("Rates in G cell-steps/s (sphere: vertex-steps). limit: memory roofline = measured copy rate / B per "
              "cell;\nfluid: FMA rate / FP32 instructions per cell. card: the same against the card's figure.\n");
  std::printf("%-7s %-9s %10s %10s %9s %11s %9s %7s %7s %9s %9s %9s %9s\n", "solver", "size", "cells", "ms/step",
              "ours", "model", "limit", "%limit", "%card", "seed", "ours/seed", "seed-alt", "ours/alt");
  for (const CaseResult& c : r.cases) {
    const CaseSummary s = summarise(c, r);
    const DesignResult* ours = c.find("ours");
    const DesignResult* seed = c.find("seed");
    const DesignResult* alternative = s.seedAlternative.empty() ? nullptr : c.find(s.seedAlternative);
    char model[32];
    if (s.arithmeticBound) std::snprintf(model, sizeof model, "%.0f op", c.model.operationsPerCell);
    else std::snprintf(model, sizeof model, "%.0f B", c.model.bytesPerCell);
    std::printf("%-7s %-9s %10lld %10.4g %9s %11s %9s %7s %7s %9s %9s %9s %9s\n", c.solver.c_str(),
                c.sizeLabel.c_str(), static_cast<long long>(c.cells), ours ? ours->measurement.secondsPerStep * 1e3 : 0.0,
                ours ? giga(ours->cellStepsPerSecond).c_str() : "-", model, giga(s.limitCellStepsPerSecond).c_str(),
                percent(s.fractionOfLimit).c_str(), s.fractionOfNominal ? percent(*s.fractionOfNominal).c_str() : "-",
                seed ? giga(seed->cellStepsPerSecond).c_str() : "-", ratio(s.oursOverSeed).c_str(),
                alternative ? giga(alternative->cellStepsPerSecond).c_str() : "-",
                ratio(s.oursOverSeedAlternative).c_str());
  }
  printVariants(r);
  std::printf("\nseed = the seed's design as shipped (grid, sphere: 8-bit fragment step + readback and re-upload "
              "every step, wall clock;\nfluid: the two loops in a fragment shader; spring: two passes over float "
              "buffers).\nseed-alt = grid, sphere: the seed's fragment step alone on the GPU (no readback); fluid: "
              "the seed's two loops\nas a compute shader. Models: src/bench/bench_models.hpp.\n");
  std::fflush(stdout);
}

void writeJsonReport(const BenchReport& r, const std::string& path) {
  const BenchEnvironment& e = r.environment;
  json root;
  root["tool"] = "tidepool-bench";
  root["version"] = TIDEPOOL_VERSION;
  root["build_type"] = e.buildType;
  root["date"] = e.date;
  root["command"] = e.command;
  root["gl"] = {{"renderer", e.renderer}, {"vendor", e.vendor}, {"version", e.version}, {"platform", e.platform}};
  root["timer"] = timerName(r.timer);
  json variants = json::array();
  for (const MemoryProbeVariant& v : r.memory.variants)
    variants.push_back({{"name", v.name}, {"bytes_per_s", v.bytesPerSecond}, {"measurement", measurementJson(v.measurement)}});
  root["limits"] = {
      {"memory_bytes_per_s", r.memory.bytesPerSecond},
      {"memory_probe", {{"kernels", "bench/copy_vec4*.comp"},
                        {"buffer_bytes", r.memory.bufferBytes},
                        {"best_variant", r.memory.bestVariant},
                        {"variants", variants}}},
      {"nominal_memory_bytes_per_s", optionalJson(r.nominalBytesPerSecond)},
      {"fma_per_s", r.arithmetic.fmaPerSecond},
      {"flops_per_s", 2.0 * r.arithmetic.fmaPerSecond},
      {"arithmetic_probe", {{"kernel", "bench/fma_chain.comp"},
                            {"fma_per_dispatch", r.arithmetic.fmaPerDispatch},
                            {"measurement", measurementJson(r.arithmetic.measurement)}}}};
  json results = json::array();
  for (const CaseResult& c : r.cases) {
    const CaseSummary s = summarise(c, r);
    json designs = json::object();
    for (const DesignResult& d : c.designs)
      designs[d.design] = {{"description", d.description},
                           {"cell_steps_per_s", d.cellStepsPerSecond},
                           {"measurement", measurementJson(d.measurement)}};
    json model = {{"kernel", c.model.kernel},
                  {"bytes_per_cell", c.model.bytesPerCell},
                  {"method_minimum_bytes_per_cell", c.model.methodMinimumBytes},
                  {"operations_per_cell", c.model.operationsPerCell},
                  {"note", c.model.note}};
    if (c.solver == "fluid") model["seed_operations_per_cell"] = kSeedSplatFluidOperations;
    results.push_back({{"solver", c.solver},
                       {"size", c.size},
                       {"size_label", c.sizeLabel},
                       {"cells", c.cells},
                       {"model", model},
                       {"limit", {{"kind", s.arithmeticBound ? "arithmetic (FMA rate)" : "memory (measured copy)"},
                                  {"cell_steps_per_s", s.limitCellStepsPerSecond},
                                  {"fraction", s.fractionOfLimit},
                                  {"nominal_cell_steps_per_s", optionalJson(s.nominalLimitCellStepsPerSecond)},
                                  {"nominal_fraction", optionalJson(s.fractionOfNominal)},
                                  {"method_minimum_cell_steps_per_s", s.methodMinimumLimit}}},
                       {"designs", designs},
                       {"ratio_ours_over_seed", optionalJson(s.oursOverSeed)},
                       {"seed_alternative", s.seedAlternative.empty() ? json(nullptr) : json(s.seedAlternative)},
                       {"ratio_ours_over_seed_alternative", optionalJson(s.oursOverSeedAlternative)}});
  }
  root["results"] = results;
  if (std::string error = writeFileAtomically(path, root.dump(2) + "\n", "benchmark report"); !error.empty())
    throw std::runtime_error(error);
}

}  // namespace tp::bench
