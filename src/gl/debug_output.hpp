#pragma once
// GL debug output (KHR_debug, core since 4.3) routed to the log. On in Debug
// builds, in tests and with --gl-debug. High-severity messages are counted so
// tests can fail on them.
namespace tp::gl {

void enableDebugOutput();
int highSeverityMessageCount();
void resetHighSeverityMessageCount();

}  // namespace tp::gl
