// Setup of the component tests: jest-dom matchers, the stories' global decorators (as in Storybook), the few
// browser APIs jsdom lacks, and a clean DOM and notification list after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { setProjectAnnotations } from '@storybook/react';
import { dismissAll, preloadDialog, preloadToaster } from '@sakta/ui';
import * as preview from './.storybook/preview';

// The stories render in tests with the same decorators as in Storybook (LinkProvider, Toaster).
setProjectAnnotations([preview]);

// jsdom has no pointer capture; Radix Toast's swipe handling calls it on every pointer up.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
}

// The notifications' view and the dialogs' code are lazy chunks in the app; loaded up front here, a notification
// or a dialog renders at once.
beforeAll(() => Promise.all([preloadToaster(), preloadDialog()]));

afterEach(() => {
  cleanup();
  dismissAll();
});
