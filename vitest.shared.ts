/**
 * What every vitest project shares. Test files share their worker's module registry (no fresh import per file):
 * the suite takes a third of the time on 2 cores. A test owns what it creates (its app and database, its actor, its
 * render), never a module's state nor the shared jsdom body.
 */
export const sharedTest = { isolate: false } as const;
