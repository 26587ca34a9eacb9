// Linked into every program of the sanitizer build only (TIDEPOOL_SANITIZE).
// LeakSanitizer finds leaks by scanning live memory, including each loaded
// library's data, for pointers; when eglTerminate unloads Mesa's driver, the
// blocks that driver still points at from its globals look leaked, with a
// stack in "<unknown module>" that no suppression can name. Keeping every
// library loaded until exit (this dlclose, which the executable's own
// definition puts ahead of libc's) leaves only real leaks to report.
int dlclose(void* handle) {
  (void)handle;
  return 0;
}
