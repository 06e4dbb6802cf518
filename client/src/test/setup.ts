import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder/TextDecoder, which react-router 7 uses at import time.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// Each test starts signed out, with no session left behind by the previous one.
afterEach(() => {
  localStorage.clear();
});

// CI machines run the three jest projects side by side on two cores: lazy chunks and mocked
// queries can take longer than testing-library's 1 s default to settle. Waits still end at the first match.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no pointer capture, which the toast area (sonner) uses on pointer down.
if (typeof Element !== 'undefined' && !Element.prototype.setPointerCapture) {
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
  Element.prototype.hasPointerCapture = () => false;
}
