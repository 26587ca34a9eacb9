#include "app/log.hpp"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <mutex>

namespace tp::log {
namespace {
std::mutex g_mutex;
std::deque<Entry> g_entries;
Level g_printLevel = [] {
  const char* env = std::getenv("TIDEPOOL_LOG");
  return env && std::strcmp(env, "debug") == 0 ? Level::Debug : Level::Info;
}();
const char* prefix(Level level) {
  switch (level) {
    case Level::Debug: return "debug: ";
    case Level::Info: return "";
    case Level::Warn: return "warning: ";
    case Level::Error: return "error: ";
  }
  return "";
}
}  // namespace

void write(Level level, const char* format, ...) {
  char buffer[4096];
  va_list args;
  va_start(args, format);
  std::vsnprintf(buffer, sizeof buffer, format, args);
  va_end(args);
  std::lock_guard lock(g_mutex);
  if (level >= g_printLevel) std::fprintf(stderr, "tidepool: %s%s\n", prefix(level), buffer);
  g_entries.push_back({level, buffer});
  if (g_entries.size() > kKeep) g_entries.pop_front();
}

std::vector<Entry> recent() {
  std::lock_guard lock(g_mutex);
  return {g_entries.begin(), g_entries.end()};
}

void setPrintLevel(Level level) { g_printLevel = level; }

}  // namespace tp::log
