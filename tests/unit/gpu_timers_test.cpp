// GpuTimers never waits for the GPU: collect() reads only the results that
// are ready, and a pass whose ring of queries is full is dropped for a frame
// rather than waited for. A stand-in for the queries decides when each
// result is ready, so the test does not depend on how fast anything runs.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "gl/gpu_timer.hpp"

namespace {

struct Queries {
  std::set<int> ready;                 // slots whose result the "GPU" has finished
  std::map<int, uint64_t> results;     // nanoseconds by slot
  std::vector<int> begun;              // slots in the order begin() used them
  int resultReadsNotReady = 0;         // a wait: a result read before it was ready
};

class FakeQueries final : public tp::gl::TimerQueries {
 public:
  explicit FakeQueries(Queries& q) : q_(q) {}
  void begin(int slot) override { q_.begun.push_back(slot); }
  void end() override {}
  bool available(int slot) override { return q_.ready.count(slot) != 0; }
  uint64_t nanoseconds(int slot) override {
    if (!q_.ready.count(slot)) ++q_.resultReadsNotReady;
    return q_.results[slot];
  }

 private:
  Queries& q_;
};

}  // namespace

TEST(GpuTimers, CollectsWithoutBlocking) {
  Queries q;
  tp::gl::GpuTimers timers(std::make_unique<FakeQueries>(q));
  // Three frames whose results the GPU has not finished: nothing is read.
  for (int frame = 0; frame < 3; ++frame) {
    timers.begin("water");
    timers.end();
    timers.collect();
  }
  ASSERT_EQ(q.begun.size(), 3u);
  EXPECT_EQ(q.resultReadsNotReady, 0) << "collect() waited for a result";
  EXPECT_EQ(timers.passes()[0].lastMilliseconds, 0.0) << "no result yet";
  // The second frame's result arrives first (any order is possible): taken at once.
  q.results[q.begun[1]] = 2'000'000;
  q.ready.insert(q.begun[1]);
  timers.collect();
  EXPECT_DOUBLE_EQ(timers.passes()[0].lastMilliseconds, 2.0);
  q.results[q.begun[0]] = 4'000'000;
  q.ready.insert(q.begun[0]);
  timers.collect();
  EXPECT_DOUBLE_EQ(timers.passes()[0].lastMilliseconds, 4.0);
  EXPECT_DOUBLE_EQ(timers.takeCollected()[0], 6.0) << "each result counted once";
  EXPECT_EQ(q.resultReadsNotReady, 0);
}

// llvmpipe answers a query round a lone clear with hours: such a result is
// dropped, and the pass keeps what it had.
TEST(GpuTimers, AResultNoPassCouldTakeIsDropped) {
  Queries q;
  tp::gl::GpuTimers timers(std::make_unique<FakeQueries>(q));
  for (uint64_t nanoseconds : {3'000'000ull, 36'326'625'720'000'000ull}) {
    timers.begin("clear");
    timers.end();
    q.results[q.begun.back()] = nanoseconds;
    q.ready.insert(q.begun.back());
    timers.collect();
  }
  EXPECT_DOUBLE_EQ(timers.passes()[0].lastMilliseconds, 3.0);
  EXPECT_DOUBLE_EQ(timers.passes()[0].milliseconds, 3.0);
  EXPECT_DOUBLE_EQ(timers.takeCollected()[0], 3.0);
  EXPECT_EQ(q.resultReadsNotReady, 0);
}

TEST(GpuTimers, AFullRingDropsAFrameInsteadOfWaiting) {
  Queries q;
  tp::gl::GpuTimers timers(std::make_unique<FakeQueries>(q));
  // The GPU finishes nothing: after four frames in flight the fifth is not timed.
  for (int frame = 0; frame < 6; ++frame) {
    timers.begin("water");
    timers.end();
    timers.collect();
  }
  EXPECT_EQ(q.begun.size(), 4u) << "four queries in flight at most, none reused before its result";
  EXPECT_EQ(q.resultReadsNotReady, 0);
  // Once the oldest is ready its slot is reused.
  q.ready.insert(q.begun[0]);
  timers.collect();
  timers.begin("water");
  timers.end();
  ASSERT_EQ(q.begun.size(), 5u);
  EXPECT_EQ(q.begun[4], q.begun[0]);
}
