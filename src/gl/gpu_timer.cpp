#include "gl/gpu_timer.hpp"

#include <utility>

namespace tp::gl {
namespace {

// A result no pass of a frame could take: llvmpipe (Mesa 22.3) answers a
// query round a pass that only clears with hours; dropped, not averaged in.
constexpr uint64_t kLongestPlausible = 60'000'000'000;  // ns: a minute

class GlTimerQueries final : public TimerQueries {
 public:
  void begin(int slot) override {
    if (size_t(slot) >= queries_.size()) queries_.resize(size_t(slot) + 1);
    Query& query = queries_[size_t(slot)];
    if (!query) query = Query::create(GL_TIME_ELAPSED);
    glBeginQuery(GL_TIME_ELAPSED, query.id());
  }
  void end() override { glEndQuery(GL_TIME_ELAPSED); }
  bool available(int slot) override {
    GLint ready = 0;
    glGetQueryObjectiv(queries_[size_t(slot)].id(), GL_QUERY_RESULT_AVAILABLE, &ready);
    return ready != 0;
  }
  uint64_t nanoseconds(int slot) override {
    GLuint64 value = 0;
    glGetQueryObjectui64v(queries_[size_t(slot)].id(), GL_QUERY_RESULT, &value);
    return value;
  }

 private:
  std::vector<Query> queries_;
};

}  // namespace

GpuTimers::GpuTimers() : queries_(std::make_unique<GlTimerQueries>()) {}
GpuTimers::GpuTimers(std::unique_ptr<TimerQueries> queries) : queries_(std::move(queries)) {}
GpuTimers::~GpuTimers() = default;
GpuTimers::GpuTimers(GpuTimers&&) noexcept = default;
GpuTimers& GpuTimers::operator=(GpuTimers&&) noexcept = default;

void GpuTimers::begin(const std::string& pass) {
  if (sequence_.size() >= 4096) sequence_.clear();
  sequence_.push_back(pass);
  int index = -1;
  for (size_t i = 0; i < passes_.size(); ++i)
    if (passes_[i].name == pass) index = static_cast<int>(i);
  if (index < 0) {
    passes_.push_back({pass});
    Ring ring;
    for (int i = 0; i < kRing; ++i) ring.slots[size_t(i)].id = int(rings_.size()) * kRing + i;
    rings_.push_back(ring);
    index = static_cast<int>(passes_.size()) - 1;
  }
  if (wallClock_) {
    glFinish();  // what was queued before this pass is not its cost
    wallStart_ = std::chrono::steady_clock::now();
    active_ = index;
    return;
  }
  Ring& ring = rings_[static_cast<size_t>(index)];
  Slot& slot = ring.slots[static_cast<size_t>(ring.next)];
  if (slot.pending) {  // ring full: the oldest result is dropped rather than waited for
    active_ = -1;
    return;
  }
  queries_->begin(slot.id);
  slot.pending = true;
  ring.next = (ring.next + 1) % kRing;
  active_ = index;
}

void GpuTimers::end() {
  if (wallClock_ && active_ >= 0) {
    glFinish();
    Pass& pass = passes_[static_cast<size_t>(active_)];
    pass.lastMilliseconds =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wallStart_).count();
    pass.milliseconds = pass.milliseconds == 0 ? pass.lastMilliseconds
                                               : 0.9 * pass.milliseconds + 0.1 * pass.lastMilliseconds;
    pass.collectedMilliseconds += pass.lastMilliseconds;
  } else if (active_ >= 0) {
    queries_->end();
  }
  active_ = -1;
}

void GpuTimers::collect() {
  for (size_t p = 0; p < rings_.size(); ++p)
    for (Slot& slot : rings_[p].slots) {
      if (!slot.pending) continue;
      if (!queries_->available(slot.id)) continue;
      const uint64_t nanoseconds = queries_->nanoseconds(slot.id);
      slot.pending = false;
      if (nanoseconds > kLongestPlausible) continue;
      Pass& pass = passes_[p];
      pass.lastMilliseconds = static_cast<double>(nanoseconds) * 1e-6;
      pass.collectedMilliseconds += pass.lastMilliseconds;
      pass.milliseconds = pass.milliseconds == 0 ? pass.lastMilliseconds
                                                 : 0.9 * pass.milliseconds + 0.1 * pass.lastMilliseconds;
    }
}

std::vector<double> GpuTimers::takeCollected() {
  std::vector<double> taken;
  for (auto& pass : passes_) taken.push_back(std::exchange(pass.collectedMilliseconds, 0.0));
  return taken;
}

}  // namespace tp::gl
