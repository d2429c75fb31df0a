import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setProjectAnnotations } from '@storybook/react';
import { dismissAll } from '@sakta/ui';
import * as preview from './.storybook/preview';

// The stories render in tests with the same decorators as in Storybook (LinkProvider, Toaster).
setProjectAnnotations([preview]);

afterEach(() => {
  cleanup();
  dismissAll();
});
