/**
 * Storage projects (ARCHITECTURE.md "Storage projects"): the user's hourly load, the battery
 * dispatch against the PV production, self-use ratio and self-sufficiency.
 */
export * from './battery';
export * from './calendar';
export * from './daytime';
export * from './dispatch';
export * from './load-profile';
export * from './load-shape';
export * from './self-use';
export * from './simulate';
export * from './user-load';
