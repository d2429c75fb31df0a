import { safeStorage } from '@sakta/core';

/** The one localStorage of the app, safe to use when the browser blocks it (see core's safeStorage). */
export const browserStorage = safeStorage(() => window.localStorage);
