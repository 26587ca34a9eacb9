#version 450
// A fragment stage that writes nothing: for draws that only count the
// samples they cover (occlusion queries).
void main() {}
