/**
 * The project calls (the groups project, userload, investment, systemloss, pvarray and
 * inverter/queryUserProInverter), one API group to `calls.ts`, the handlers and the web
 * (`import * as projectCalls`), kept in one module by concept: a project's life as a whole
 * (`project-lifecycle.ts`), reading it whole or by section (`project-read.ts`) and its images
 * (`project-images.ts`). The report's calls are `project-report.ts`; the project itself is
 * `shared/project`.
 */
export * from './project-images';
export * from './project-lifecycle';
export * from './project-read';
