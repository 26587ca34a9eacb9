#pragma once
// GPU time per named pass from GL_TIME_ELAPSED queries, read back a few frames
// late so the CPU never waits on the GPU. Each pass keeps a small ring of
// queries and a smoothed value in milliseconds. (On llvmpipe the queries read
// 0 or the renderer's own CPU time, and round a lone clear hours: results
// over a minute are dropped.)
#include <array>
#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "gl/objects.hpp"

namespace tp::gl {

// The timers' queries, by slot number: GL's GL_TIME_ELAPSED queries, or a
// test's stand-in that decides when each result is ready.
class TimerQueries {
 public:
  virtual ~TimerQueries() = default;
  virtual void begin(int slot) = 0;
  virtual void end() = 0;
  // Whether the slot's result is ready: never waits for the GPU.
  virtual bool available(int slot) = 0;
  // The result, asked only once available() said so.
  virtual uint64_t nanoseconds(int slot) = 0;
};

class GpuTimers {
 public:
  GpuTimers();  // GL's queries
  explicit GpuTimers(std::unique_ptr<TimerQueries> queries);
  ~GpuTimers();
  GpuTimers(GpuTimers&&) noexcept;
  GpuTimers& operator=(GpuTimers&&) noexcept;

  // Brackets GL work; passes may not nest (GL allows one TIME_ELAPSED at a time).
  void begin(const std::string& pass);
  void end();
  // Collects finished results; call once a frame.
  void collect();
  // Software GL's queries read 0: with the wall clock on, begin() and end()
  // call glFinish and read a steady clock instead (the frame benchmark on
  // llvmpipe; it serialises the CPU and the renderer, so only for measuring).
  void setWallClock(bool on) { wallClock_ = on; }

  struct Pass {
    std::string name;
    double milliseconds = 0;  // exponentially smoothed
    double lastMilliseconds = 0;
    // Every result collected since takeCollected(), summed: a pass run
    // several times a frame counts each time (the frame benchmark).
    double collectedMilliseconds = 0;
  };
  const std::vector<Pass>& passes() const { return passes_; }
  // The passes begun since clearSequence(), in the order they began (a pass
  // run twice is listed twice): what the frame plan (render/frame_plan.*)
  // checks. Kept to the last few thousand names where nobody clears it.
  const std::vector<std::string>& sequence() const { return sequence_; }
  void clearSequence() { sequence_.clear(); }
  // Each pass's collectedMilliseconds (same order as passes()), then zeroes them.
  std::vector<double> takeCollected();

 private:
  static constexpr int kRing = 4;  // results in flight per pass, at most
  struct Slot {
    int id = 0;  // the TimerQueries slot
    bool pending = false;
  };
  struct Ring {
    std::array<Slot, kRing> slots;
    int next = 0;
  };
  std::unique_ptr<TimerQueries> queries_;
  std::vector<Pass> passes_;
  std::vector<Ring> rings_;
  std::vector<std::string> sequence_;
  int active_ = -1;
  bool wallClock_ = false;
  std::chrono::steady_clock::time_point wallStart_;
};

}  // namespace tp::gl
