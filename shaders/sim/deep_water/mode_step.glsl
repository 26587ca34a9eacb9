// The exact step of one deep-water mode (src/sim/deep_water/deep_water_model.hpp,
// deepWaterStepFor), for the column passes that hold a mode and its mirror.
// The includer declares the uniforms u_gravity (m/s²), u_dt (s), u_depth (m)
// and u_decay (e^(−damping·Δt)).

// ĥ' = keep·ĥ + hFromPhi·φ̂, φ̂' = keep·φ̂ + phiFromH·ĥ (deepWaterStepFor), in
// double precision. The step is a rotation of (√g·ĥ, (ω/√g)·φ̂): its
// determinant keep² − hFromPhi·phiFromH is 1 (before the damping). Rounded to
// float, each mode's coefficients would miss that by up to about 1e-7 the
// same way at every step, and its energy would grow or decay by that much a
// step (1e-3 over 10⁴ steps); so the float cosine and sine are rescaled to
// make c² + s² = 1, and hFromPhi·phiFromH = −s² holds because the two ratios
// ω/g and g/ω are reciprocals, both to double precision. Both corrections are
// one Newton step from float's answer (its error e ~ 1e-7 becomes ~e²):
// double division and square root cost the GPU far more than the transforms.
void modeStep(float k, out double keep, out double hFromPhi, out double phiFromH) {
  if (k <= 0.0) {
    keep = double(u_decay);
    hFromPhi = 0.0lf;
    phiFromH = -double(u_gravity) * double(u_dt) * double(u_decay);
    return;
  }
  const float depthTanh = tanh(min(k * u_depth, 20.0));  // tanh is 1 to float precision past 20
  const float omega = sqrt(u_gravity * k * depthTanh);
  double c = double(cos(omega * u_dt)), s = double(sin(omega * u_dt));
  const double unit = 1.5lf - 0.5lf * (c * c + s * s);  // 1/√(c² + s²), Newton from 1
  c *= unit;
  s *= unit;
  // Height per potential, k·tanh(kd)/ω = ω/g (s/m), and its reciprocal.
  const double heightPerPotential = double(omega / u_gravity);
  double potentialPerHeight = double(1.0 / float(heightPerPotential));
  potentialPerHeight *= 2.0lf - heightPerPotential * potentialPerHeight;  // Newton: the product is 1
  keep = c * double(u_decay);
  hFromPhi = heightPerPotential * s * double(u_decay);
  phiFromH = -s * potentialPerHeight * double(u_decay);
}

// A mode k and its mirror −k of the packed spectrum C = FFT(h + iφ) advanced
// one step: h and φ are real, so
//   ĥ(k) = (C(k) + conj C(−k))/2,   φ̂(k) = (C(k) − conj C(−k))/(2i),
// and after the step C'(k) = ĥ' + i·φ̂', C'(−k) = conj ĥ' + i·conj φ̂'.
// k is the wavenumber's length (rad/m).
void advanceModePair(vec2 atK, vec2 atMinusK, float k, out vec2 newAtK, out vec2 newAtMinusK) {
  const dvec2 c = dvec2(atK), mirrored = dvec2(atMinusK.x, -atMinusK.y);
  const dvec2 h = (c + mirrored) * 0.5lf;
  const dvec2 phi = dvec2(c.y - mirrored.y, mirrored.x - c.x) * 0.5lf;  // (c − mirrored)/(2i)
  double keep, hFromPhi, phiFromH;
  modeStep(k, keep, hFromPhi, phiFromH);
  const dvec2 h2 = keep * h + hFromPhi * phi;
  const dvec2 phi2 = keep * phi + phiFromH * h;
  newAtK = vec2(h2 + dvec2(-phi2.y, phi2.x));                       // ĥ' + i·φ̂'
  newAtMinusK = vec2(dvec2(h2.x, -h2.y) + dvec2(phi2.y, phi2.x));  // conj ĥ' + i·conj φ̂'
}
